// Made once: a formatter costs far more to make than to use, and long lists format a number per row.
const RU = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const EN = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Spec §9: balances use locale digit grouping. */
export function formatNumber(value: number, language: string): string {
  return (language === 'ru' ? RU : EN).format(value);
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
