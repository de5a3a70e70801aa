/**
 * Where content may go (Bot API 8.0): inside the device's safe area (notch, home
 * indicator, rounded corners — `safeAreaInset`, also the browser's env()) and, within it, clear of
 * the messenger's own controls (`contentSafeAreaInset`, e.g. the close and menu buttons in full
 * screen). Telegram's script keeps both in CSS variables and updates them on `safe_area_changed` and
 * `content_safe_area_changed`; the layout pads every route with these sums (the opening and the
 * upgrader too), and the start page in index.html uses the same top.
 */
const device = (side: 'top' | 'bottom' | 'left' | 'right') => `max(env(safe-area-inset-${side}, 0px), var(--tg-safe-area-inset-${side}, 0px))`;
const inset = (side: 'top' | 'bottom' | 'left' | 'right') => `(${device(side)} + var(--tg-content-safe-area-inset-${side}, 0px))`;

export const SAFE_AREA = {
  top: inset('top'),
  bottom: inset('bottom'),
  left: inset('left'),
  right: inset('right'),
} as const;

/** `base` plus the inset on `side`, as a CSS length. */
export function padWithSafeArea(side: keyof typeof SAFE_AREA, base: string): string {
  return `calc(${base} + ${SAFE_AREA[side]})`;
}
