import { describe, expect, it } from 'vitest';
import { percentOfProfitLabel } from '@domain/model/profitLabel';

const MINUS = '\u2212';
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('the percent a server’s profit label states (spec §3: a string like +12%)', () => {
  it('reads the percent a label states, in either language’s digits and either minus', () => {
    expect(percentOfProfitLabel('+12%')).toBe(12);
    expect(percentOfProfitLabel(' -97% ')).toBe(-97);
    expect(percentOfProfitLabel(`${MINUS}40 %`)).toBe(-40);
    expect(percentOfProfitLabel('12,5%')).toBe(12.5);
    expect(percentOfProfitLabel('+13,349%')).toBe(13_349);
    expect(percentOfProfitLabel(`+13${NNBSP}349 %`)).toBe(13_349);
    expect(percentOfProfitLabel('0%')).toBe(0);
    for (const text of ['', 'big win', '12', '%', '+-5%', '5%%', '1e3%']) expect(percentOfProfitLabel(text), text).toBeNull();
  });

  it('tells a thousands group (a space of any width or a comma before three digits) from a decimal comma', () => {
    expect(percentOfProfitLabel(`1${NBSP}234%`)).toBe(1234);
    expect(percentOfProfitLabel('1 234 567%')).toBe(1_234_567);
    expect(percentOfProfitLabel('1,234,567%')).toBe(1_234_567);
    expect(percentOfProfitLabel('+1 234,5%')).toBe(1234.5);
    expect(percentOfProfitLabel('1,234,5%')).toBe(1234.5);
    expect(percentOfProfitLabel('1,23%')).toBe(1.23);
    expect(percentOfProfitLabel('12.75%')).toBe(12.75);
    expect(percentOfProfitLabel('12345%')).toBe(12_345);
    // A group of other than three digits is not a thousands group.
    for (const text of ['1 23%', '1 2345%', '12 34%', '1,2,3%']) expect(percentOfProfitLabel(text), text).toBeNull();
  });

  it('takes the sign only at the start (a space after it is allowed), and the label whole', () => {
    expect(percentOfProfitLabel('+ 12%')).toBe(12);
    expect(percentOfProfitLabel('- 12%')).toBe(-12);
    expect(percentOfProfitLabel(`${MINUS}0,5%`)).toBe(-0.5);
    expect(percentOfProfitLabel('12 %')).toBe(12);
    for (const text of ['12-%', 'x12%', '12%x', '12% 5', '±12%', '12 %%', '.5%', '12.%', '12,%', '--12%']) {
      expect(percentOfProfitLabel(text), text).toBeNull();
    }
  });

  it('is null for a number too large to be finite rather than an infinite percent', () => {
    expect(percentOfProfitLabel(`${'9'.repeat(400)}%`)).toBeNull();
    expect(percentOfProfitLabel(`-${'9'.repeat(400)}%`)).toBeNull();
  });
});
