/**
 * Ports and build folder of the end-to-end run. Defaults for CI; parallel local runs (several
 * developers or agents on one machine) pick their own with E2E_APP_PORT, E2E_API_PORT, E2E_OUT_DIR.
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4180);
export const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
