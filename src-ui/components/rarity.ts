import type { Rarity } from '@domain/model/rarity';

/**
 * CS2's grade colours, one per grade, the same in both themes. They are for glows,
 * bars, borders and dots — never for small text: several (Mil-Spec blue, Covert red) fall under
 * 4.5:1 on a light background, and Consumer grey under it on white.
 *
 *   rarityColor(skin.rarity)          '#eb4b4b', or null without a grade (draw nothing)
 *   rarityGlow(skin.rarity)           a box-shadow, 'none' without a grade
 *   rarityBar(skin.rarity)            a bottom-edge gradient for a tile's background
 *   rarityNameKey(skin.rarity)        'rarity.covert' — the grade's name in the case texts
 */
export const RARITY_COLORS: Readonly<Record<Rarity, string>> = {
  consumer: '#b0c3d9',
  industrial: '#5e98d9',
  milspec: '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  contraband: '#e4ae39',
  extraordinary: '#e4ae39',
};

/** The grade's colour, or null when the item has none. */
export function rarityColor(rarity: Rarity | undefined): string | null {
  return rarity ? RARITY_COLORS[rarity] : null;
}

/** `#rrggbb` with an alpha channel. */
function withAlpha(hex: string, alpha: number): string {
  return `${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;
}

/** A soft glow around a tile or picture in the grade's colour; `blur` in px. */
export function rarityGlow(rarity: Rarity | undefined, blur = 18): string {
  const color = rarityColor(rarity);
  return color ? `0 0 ${blur}px ${withAlpha(color, 0.55)}` : 'none';
}

/** A background layer: the grade's colour rising from the tile's bottom edge, as case sites draw it. */
export function rarityBar(rarity: Rarity | undefined, strength = 0.35): string {
  const color = rarityColor(rarity);
  return color ? `linear-gradient(0deg, ${withAlpha(color, strength)}, transparent 55%)` : 'none';
}

/** The i18n key of the grade's name (texts in `@ui/i18n/features/cases`, under `rarity.`). */
export function rarityNameKey(rarity: Rarity): `rarity.${Rarity}` {
  return `rarity.${rarity}`;
}
