/**
 * The app's own colours: a CS2-flavoured orange for actions instead of the messenger's
 * blue buttons, and the crystal gold. Backgrounds, separators and text follow the messenger's
 * palette (createAppTheme, surfaces.ts); these two are ours in both themes.
 *
 * - The accent fills buttons, choices, the tab indicator and progress in both themes, under dark
 *   text (7.9:1). It is text or an outline only where it reads unchanged (dark palettes); on a light
 *   palette links take the messenger's link colour and outlined buttons a tinted fill.
 * - Gold fills crystals, gems, Top up, Popular and Sell in both themes — the same bright gold, so it
 *   never turns brown in the light theme —, under dark text. Gold *text* (crystal amounts) is that
 *   gold on dark surfaces and the text colour on light ones, always beside a gold crystal.
 */
export const ACCENT = '#ff8a1f';
export const ON_ACCENT = '#1b1000';
export const GOLD_FILL = { dark: '#f5b83d', light: '#f2ab0f' } as const;
export const ON_GOLD = '#2a1c00';
