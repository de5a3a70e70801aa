import { getContrastRatio, getLuminance } from '@mui/material/styles';
import type { ColorScheme, ThemeParams } from '@domain/ports/Messenger';
import { FALLBACK_DARK, FALLBACK_LIGHT } from './fallbackPalettes';

export const isColor = (value: string | undefined): value is string => !!value && /^#[0-9a-f]{6}$/i.test(value);

/** The first of `values` that is a colour, else `fallback`. */
export function firstColor(values: readonly (string | undefined)[], fallback: string): string {
  return values.find(isColor) ?? fallback;
}

/**
 * The page and the cards on it, as Telegram's own screens draw them: sections
 * (`section_bg_color`, or the page colour `bg_color`) raised on the grey `secondary_bg_color`.
 * That holds while the section is the lighter of the two (Telegram's light palettes, and dark ones
 * such as iOS's); a palette whose secondary colour is the lighter one (Telegram Desktop's night)
 * keeps the page on `bg_color` and cards on `secondary_bg_color`, so a card never sinks below its page.
 */
export function surfaces(scheme: ColorScheme, p: ThemeParams): { page: string; card: string } {
  const fallback = scheme === 'dark' ? FALLBACK_DARK : FALLBACK_LIGHT;
  const bg = firstColor([p.bg_color], fallback.bg);
  const secondary = firstColor([p.secondary_bg_color], fallback.secondaryBg);
  const section = firstColor([p.section_bg_color], bg);
  const raised = getLuminance(section) > getLuminance(secondary) && getContrastRatio(section, secondary) >= 1.03;
  return raised ? { page: secondary, card: section } : { page: bg, card: secondary };
}

/** `color` if it reads on every surface unchanged (≥ `ratio`), else null. */
export function readsOn(color: string, backgrounds: readonly string[], ratio = 4.5): string | null {
  return backgrounds.every((b) => getContrastRatio(color, b) >= ratio) ? color : null;
}
