/** Used when the messenger gives no palette (a plain browser): a calm dark theme, or Telegram's light one. */
export const FALLBACK_DARK = {
  bg: '#0f1722', secondaryBg: '#17212b', text: '#f5f5f5', hint: '#8b9bb0', destructive: '#ec3942',
};
export const FALLBACK_LIGHT = {
  bg: '#ffffff', secondaryBg: '#efeff3', text: '#000000', hint: '#6d6d72', destructive: '#d92d20',
};
