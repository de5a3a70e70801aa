import { percentOfProfitLabel } from '@domain/model/profitLabel';
import { numberFormats } from './formatNumber';

/**
 * The one percent style of the app, for a value already in percent. Every percent on screen is
 * made here, so the rule lives once:
 * - the locale's digits and separator ('69,54' in ru, '69.54' in en), digit grouping for huge
 *   values ('13 349', '13,349');
 * - a negative value takes a real minus sign, U+2212 ('−97'), never the hyphen Intl writes;
 * - Russian typography sets a narrow no-break space (U+202F) before the sign ('69,54 %'),
 *   English none ('69.54%');
 * - a value that shows as zero carries no sign ('0 %', never '−0 %').
 */
function percentText(digitsOf: (language: string) => Intl.NumberFormat, percent: number, language: string, signed: boolean): string {
  const format = digitsOf(language);
  const magnitude = format.format(Math.abs(percent));
  // Rounded to what shows, a tiny negative is a zero and carries no sign.
  const zero = Number(format.formatToParts(Math.abs(percent)).filter((p) => p.type === 'integer' || p.type === 'fraction').map((p) => p.value).join('')) === 0;
  const sign = zero ? '' : percent < 0 ? '\u2212' : signed ? '+' : '';
  return language === 'ru' ? `${sign}${magnitude}\u202f%` : `${sign}${magnitude}%`;
}

// Up to two decimals, trailing zeros dropped: chances, a share of a price.
const upToHundredths = numberFormats({ maximumFractionDigits: 2 });
// A drop chance of whole tickets out of 1 000 000 is exact at four decimals ('12.3456', '0.0001').
const upToTenThousandths = numberFormats({ maximumFractionDigits: 4 });
// A gain or loss: a whole number.
const whole = numberFormats({ maximumFractionDigits: 0 });

/** A percent with up to two decimals: a chance ('69,54 %' / '69.54%'), a share of a price. */
export function formatPercent(percent: number, language: string): string {
  return percentText(upToHundredths, percent, language, false);
}

/** A drop chance with up to four decimals ('0,0001 %' / '12.3456%'). */
export function formatOddsPercent(percent: number, language: string): string {
  return percentText(upToTenThousandths, percent, language, false);
}

/** A gain or loss, a whole number always signed: '+65 %', '−97 %' (ru); '+65%', '−97%' (en); zero '+0 %'. */
export function formatSignedPercent(percent: number, language: string): string {
  const text = percentText(whole, percent, language, true);
  return text.startsWith('+') || text.startsWith('\u2212') ? text : `+${text}`;
}

/**
 * A server's profit label ('-97%', '+65 %') in the app's own percent style ('−97 %' in ru,
 * '+65%' in en); a label that is not a percent is shown as the server wrote it.
 */
export function formatProfitLabel(label: string, language: string): string {
  const percent = percentOfProfitLabel(label);
  return percent === null ? label.trim() : formatSignedPercent(percent, language);
}
