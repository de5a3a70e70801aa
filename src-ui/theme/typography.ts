/** The app's type: the system stack and the home title's size (the start page in index.html uses them too). */
export const FONT_FAMILY = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
export const H1 = { fontSize: '1.75rem', fontWeight: 800, letterSpacing: '-0.01em' } as const;
/** Home's title and description, small so the first screen shows skins (the start page draws them the same). */
export const HOME_TITLE = { fontSize: '1.25rem', lineHeight: 1.3 } as const;
export const HOME_DESCRIPTION = { fontSize: '0.875rem', lineHeight: 1.35, letterSpacing: '0.01071em' } as const;

/**
 * The hierarchy under the title: display weights (800) for balances and section titles, 700 for
 * card titles and buttons, and every figure tabular so amounts line up and do not jitter as they
 * count (set on the body, so prices, balances and timers all get it).
 */
export const TYPE_SCALE = {
  h1: H1,
  h2: { fontSize: '1.375rem', fontWeight: 800, letterSpacing: '-0.005em' },
  h3: { fontSize: '1.125rem', fontWeight: 800 },
  subtitle1: { fontWeight: 700 },
  subtitle2: { fontWeight: 700 },
  overline: { fontWeight: 800, letterSpacing: '0.08em' },
  button: { textTransform: 'none', fontWeight: 700 },
} as const;
