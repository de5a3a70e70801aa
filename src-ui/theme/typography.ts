/** The app's type: the system stack and the home title's size (the start page in index.html uses them too). */
export const FONT_FAMILY = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';
export const H1 = { fontSize: '1.75rem', fontWeight: 800, letterSpacing: '-0.01em' } as const;
