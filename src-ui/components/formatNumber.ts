// Made once: a formatter costs far more to make than to use, and long lists format a number per row.
const RU = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const EN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Spec §9: balances use locale digit grouping. */
export function formatNumber(value: number, language: string): string {
  return (language === 'ru' ? RU : EN).format(value);
}

// The digits formatNumber shows, in either language (both round to the same two decimals).
const SHOWN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

/**
 * The `count` that picks a counted word's plural form for an amount as formatNumber shows it:
 * 7.004 shows as '7' and takes the whole number's form ('7 кристаллов'); 7.2 keeps its fraction,
 * which i18next (Intl.PluralRules) files under `_other` in both languages — so ru's `_other`
 * texts are the genitive singular of fractions ('7,2 кристалла', '0,5 кристалла').
 */
export function pluralCount(value: number): number {
  return Number(SHOWN.format(value));
}

/** A chance as the screens print it: at most two decimals, no trailing zeros ("42.5", "7", "0.01"). */
export function formatChance(chance: number): string {
  return String(Math.round(chance * 100) / 100);
}

const ODDS_RU = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 4 });
const ODDS_EN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/**
 * A drop chance in percent (issue 16), in locale digits with up to four decimals: a chance of
 * whole tickets out of 1 000 000 is exact there ("12.3456", "0.0001"), trailing zeros dropped.
 */
export function formatOdds(percent: number, language: string): string {
  return (language === 'ru' ? ODDS_RU : ODDS_EN).format(percent);
}

const FRACTION_RU = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 12, maximumFractionDigits: 12 });
const FRACTION_EN = new Intl.NumberFormat('en-US', { minimumFractionDigits: 12, maximumFractionDigits: 12 });

/** A number in [0, 1) shown to twelve decimals (the verifier's roll, issue 16), in locale digits. */
export function formatFraction(value: number, language: string): string {
  return (language === 'ru' ? FRACTION_RU : FRACTION_EN).format(value);
}
