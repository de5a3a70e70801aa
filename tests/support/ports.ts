export const APP_PORT = 4173;
export const API_PORT = 4180;
