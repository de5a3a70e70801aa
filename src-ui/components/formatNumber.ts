/** Spec §9: balances use locale digit grouping. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US', { maximumFractionDigits: 2 }).format(value);
}
