import { describe, expect, it } from 'vitest';
import { formatMoney, moneyCount } from '@ui/i18n/formatNumber';

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
