import { numberFormats } from './formatNumber';

const whole = numberFormats({ maximumFractionDigits: 0 });

/**
 * A gain or loss in percent, rounded to a whole number, always signed — '+' or a real minus '−'
 * (U+2212), never the hyphen — in the percent style of formatPercent ('−74 %' in ru, '−74%' in en).
 * A module of its own: only the screens that show a gain load it, not the first screen.
 */
export function formatSignedPercent(percent: number, language: string): string {
  const rounded = Math.round(percent);
  const digits = whole(language).format(Math.abs(rounded));
  const sign = rounded < 0 ? '\u2212' : '+';
  return language === 'ru' ? `${sign}${digits}\u202f%` : `${sign}${digits}%`;
}
