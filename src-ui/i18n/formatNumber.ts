import { moneySign, shownMoney } from '@domain/model/money';

/** The locale of the app's language: its digits, separators and grouping. */
export const localeOf = (language: string): string => (language === 'ru' ? 'ru-RU' : 'en-US');

/**
 * A formatter per language, made on first use and kept: a formatter costs far more to make than to
 * use (long lists format a number per row), and making all of this file's formatters when the app
 * starts was a quarter of the entry's evaluation on a slow phone (about 70 ms at 4x CPU throttle).
 */
export function numberFormats(options: Intl.NumberFormatOptions): (language: string) => Intl.NumberFormat {
  const made = new Map<string, Intl.NumberFormat>();
  return (language) => {
    const locale = localeOf(language);
    let format = made.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      made.set(locale, format);
    }
    return format;
  };
}

// Up to two decimals, trailing zeros dropped: balances, multipliers.
const plain = numberFormats({ maximumFractionDigits: 2 });

/** Spec §9: balances use locale digit grouping. */
export function formatNumber(value: number, language: string): string {
  return plain(language).format(value);
}

// The digits formatNumber shows, in either language (both round to the same two decimals).
const shownDigits = numberFormats({ maximumFractionDigits: 2, useGrouping: false });

/**
 * The `count` that picks a counted word's plural form for an amount as formatNumber shows it:
 * 7.004 shows as '7' and takes the whole number's form ('7 кристаллов'); 7.2 keeps its fraction,
 * which i18next (Intl.PluralRules) files under `_other` in both languages — so ru's `_other`
 * texts are the genitive singular of fractions ('7,2 кристалла', '0,5 кристалла').
 */
export function pluralCount(value: number): number {
  return Number(shownDigits('en').format(value));
}

const money = numberFormats({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The one money format — a crystal amount in locale digit grouping with always two
 * decimals and the locale's separator ('41,80' beside '41,98', '1 250,00'; en '1,250.00').
 */
export function formatMoney(value: number, language: string): string {
  // -0.001 rounds to '-0,00': an amount that shows as zero carries no sign.
  const shown = Math.round(value * 100) / 100;
  return money(language).format(shown === 0 ? 0 : shown);
}

/**
 * An amount gained or lost, in the money format, always signed: '+11,06', '−3,50' with a real
 * minus (U+2212), never the hyphen; an amount that shows as zero takes '+'.
 */
export function formatSignedMoney(value: number, language: string): string {
  return `${moneySign(value) === '-' ? '\u2212' : '+'}${formatMoney(Math.abs(shownMoney(value)), language)}`;
}

/**
 * The `count` that picks a counted word's form for an amount as formatMoney shows it. An amount
 * shown with decimals ('1,00', '7,20') takes CLDR's `other` form in both languages ('1,00
 * кристалла' — the genitive singular of a fraction in Russian; '1.00 crystals'), but i18next reads
 * the form of the bare number, where a whole 1 is `one`: so the count keeps a fraction below the
 * shown hundredths, which changes no digit on screen and files every amount under `_other`.
 */
export function moneyCount(value: number): number {
  const shown = Math.round(value * 100) / 100;
  return Number.isInteger(shown) ? shown + 0.001 : shown;
}

/** A multiplier as the upgrader offers it ('×1,5' in ru, '×1.5' in en): the locale's digits, up to two decimals. */
export function formatMultiplier(value: number, language: string): string {
  return `×${plain(language).format(value)}`;
}

const fraction = numberFormats({ minimumFractionDigits: 12, maximumFractionDigits: 12 });

/** A number in [0, 1) shown to twelve decimals (the verifier's roll, docs/fairness.md), in locale digits. */
export function formatFraction(value: number, language: string): string {
  return fraction(language).format(value);
}
