import { describe, expect, it } from 'vitest';
import { moneySign, shownMoney } from '@domain/model/money';

describe('an amount as the app shows it (two decimals)', () => {
  it('is rounded to hundredths, half away from zero', () => {
    expect(shownMoney(11.064)).toBe(11.06);
    expect(shownMoney(11.065)).toBe(11.07);
    expect(shownMoney(-3.5)).toBe(-3.5);
    expect(shownMoney(-3.504)).toBe(-3.5);
    expect(shownMoney(0)).toBe(0);
  });

  it('carries + when it shows as zero or more, − only when it shows below zero', () => {
    expect(moneySign(100)).toBe('+');
    expect(moneySign(0)).toBe('+');
    expect(moneySign(-0)).toBe('+');
    expect(moneySign(0.001)).toBe('+');
    expect(moneySign(-0.01)).toBe('-');
    expect(moneySign(-0.006)).toBe('-');
    // Too small to show: '+0,00', never a red '−0,00'.
    expect(moneySign(-0.004)).toBe('+');
    expect(moneySign(-0.005)).toBe('+');
  });
});
