/**
 * The app's own colours: a CS2-flavoured orange for actions instead of the messenger's
 * blue buttons, and the crystal gold. Backgrounds and text still follow the messenger's palette
 * (createAppTheme); these two are ours in both themes.
 *
 * - The accent fills buttons, the selected tab and progress in both themes, under dark text
 *   (7.9:1); where it is text or an outline on the page it is darkened until it reads (≥ 4.5:1).
 * - Gold fills crystals, gems, Top up, Popular and Sell in both themes — the same bright gold, so it
 *   never turns brown in the light theme —, under dark text; gold *text* is that hue (42°) bright
 *   on dark surfaces and deep on light ones (≥ 4.5:1 on the card).
 */
export const ACCENT = '#ff8a1f';
export const ON_ACCENT = '#1b1000';
export const GOLD_FILL = { dark: '#f5b83d', light: '#f2ab0f' } as const;
export const ON_GOLD = '#2a1c00';
export const GOLD_TEXT = { dark: '#f5b83d', light: '#8a6100' } as const;
