import { getContrastRatio } from '@mui/material/styles';
import type { ColorScheme, ThemeParams } from '@domain/ports/Messenger';
import { FALLBACK_DARK, FALLBACK_LIGHT } from './fallbackPalettes';

export const isColor = (value: string | undefined): value is string => !!value && /^#[0-9a-f]{6}$/i.test(value);

/** The first of `values` that is a colour, else `fallback`. */
export function firstColor(values: readonly (string | undefined)[], fallback: string): string {
  return values.find(isColor) ?? fallback;
}

/**
 * The page and the cards on it, as Telegram's own screens draw them: sections (`section`, else the
 * page colour `bg`) raised on the grey `secondary`. That holds while the section is the lighter of
 * the two (Telegram's light palettes, and dark ones such as iOS's); a palette whose secondary
 * colour is the lighter one (Telegram Desktop's night) keeps the page on `bg` and cards on
 * `secondary`, so a card never sinks below its page. Self-contained (`#rrggbb` in, no imports): the
 * start page (scripts/vite/startPage.ts) inlines it, so its first paint has the app's page colour.
 */
export function pageAndCard(bg: string, secondary: string, section: string): { page: string; card: string } {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const raised = (luminance(section) + 0.05) / (luminance(secondary) + 0.05) >= 1.03;
  return raised ? { page: secondary, card: section } : { page: bg, card: secondary };
}

/** pageAndCard from the messenger's palette, with the scheme's fallbacks for what it leaves out. */
export function surfaces(scheme: ColorScheme, p: ThemeParams): { page: string; card: string } {
  const fallback = scheme === 'dark' ? FALLBACK_DARK : FALLBACK_LIGHT;
  const bg = firstColor([p.bg_color], fallback.bg);
  return pageAndCard(bg, firstColor([p.secondary_bg_color], fallback.secondaryBg), firstColor([p.section_bg_color], bg));
}

/** `color` if it reads on every surface unchanged (≥ `ratio`), else null. */
export function readsOn(color: string, backgrounds: readonly string[], ratio = 4.5): string | null {
  return backgrounds.every((b) => getContrastRatio(color, b) >= ratio) ? color : null;
}
