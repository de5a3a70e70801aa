/** Spec §9: balances use locale digit grouping. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 }).format(value);
}

/** A chance as the screens print it: at most two decimals, no trailing zeros ("42.5", "7", "0.01"). */
export function formatChance(chance: number): string {
  return String(Math.round(chance * 100) / 100);
}
