/**
 * Used when the messenger gives no palette (a plain browser) or leaves a colour out: a calm dark
 * theme, or Telegram's light one (its grey page with white sections, hairline separators).
 */
export const FALLBACK_DARK = {
  bg: '#0f1722', secondaryBg: '#17212b', text: '#f5f5f5', hint: '#8b9bb0', destructive: '#ec3942',
  link: '#6ab3f3', separator: null,
};
export const FALLBACK_LIGHT = {
  bg: '#ffffff', secondaryBg: '#efeff3', text: '#000000', hint: '#6d6d72', destructive: '#d92d20',
  link: '#2481cc', separator: '#e7e7e7',
};
