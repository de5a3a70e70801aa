import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, moneyCount } from '@ui/i18n/formatNumber';

/** Issue 15: one money format and one percent format, in both languages. */
describe('money format', () => {
  it('always shows two decimals, so 41.8 sits beside 41.98 as 41,80', () => {
    expect(formatMoney(41.8, 'ru')).toBe('41,80');
    expect(formatMoney(41.98, 'ru')).toBe('41,98');
    expect(formatMoney(41.8, 'en')).toBe('41.80');
    expect(formatMoney(3, 'en')).toBe('3.00');
    expect(formatMoney(0.61, 'ru')).toBe('0,61');
  });

  it('groups digits the locale’s way and rounds to the hundredth', () => {
    expect(formatMoney(1250.5, 'ru')).toBe('1\u00a0250,50');
    expect(formatMoney(1250.5, 'en')).toBe('1,250.50');
    expect(formatMoney(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatMoney(7.004, 'ru')).toBe('7,00');
    expect(formatMoney(0.999, 'en')).toBe('1.00');
  });

  it('keeps the sign of a loss and never shows “-0,00”', () => {
    expect(formatMoney(-3.5, 'ru')).toBe('-3,50');
    expect(formatMoney(-0.001, 'ru')).toBe('0,00');
    expect(formatMoney(-0.004, 'en')).toBe('0.00');
  });

  it('gives every amount a count that i18next files under `other` (an amount with decimals), in ru and en', () => {
    for (const value of [0, 1, 2, 5, 21, 1.2, 7.004, 0.999, 41.98, 1250, -1, -3.5]) {
      const count = moneyCount(value);
      expect(new Intl.PluralRules('ru').select(count), `ru ${value}`).toBe('other');
      expect(new Intl.PluralRules('en').select(count), `en ${value}`).toBe('other');
      // The count changes no digit on screen.
      expect(formatMoney(count, 'en')).toBe(formatMoney(value, 'en'));
    }
  });
});

describe('percent format', () => {
  it('is “69,54 %” in Russian (a narrow no-break space) and “69.54%” in English', () => {
    expect(formatPercent(69.54, 'ru')).toBe('69,54\u202f%');
    expect(formatPercent(69.54, 'en')).toBe('69.54%');
    expect(formatPercent(100, 'ru')).toBe('100\u202f%');
    expect(formatPercent(0.014, 'en')).toBe('0.01%');
    expect(formatPercent(33.3333, 'ru')).toBe('33,33\u202f%');
  });
});

describe('percent texts', () => {
  it('set the percent sign as formatPercent does in each language (the odds and the Verify view)', async () => {
    const { en, ru } = await import('@ui/i18n/features/fairness');
    expect(ru.odds.percent.replace('{{value}}', '69,54')).toBe(formatPercent(69.54, 'ru'));
    expect(en.odds.percent.replace('{{value}}', '69.54')).toBe(formatPercent(69.54, 'en'));
    // The share of the price comes formatted by formatPercent itself: the texts add no sign of their own.
    expect(ru.odds.ofPrice).toBe('{{percent}} от цены');
    expect(en.odds.ofPrice).toBe('{{percent}} of the price');
    expect(ru.fairness.verify.slotDetail).toContain('{{chance}}\u202f%');
  });
});
