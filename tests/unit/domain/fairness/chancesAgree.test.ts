import { describe, expect, it } from 'vitest';
import { chancesAgree, halfUnitOf } from '@domain/features/fairness/compareWithRecord';
import type { ShownChance } from '@domain/features/fairness/rollRecords';
import type { TicketSlot } from '@domain/model/fairness';

/** Whether a proof's table is what the case page showed: values one for one, chances within the shown precision. */

const slot = (value: number, tickets: number, id = `s${value}-${tickets}`): TicketSlot => ({ id, name: id, value, tickets });
const third = [slot(1, 333_333), slot(2, 333_333), slot(3, 333_334)];
const shown = (...chances: (number | null)[]): ShownChance[] => chances.map((chance, i) => [i + 1, chance] as const);

describe('chancesAgree', () => {
  it('agrees with the exact chances, in any order', () => {
    expect(chancesAgree(shown(33.3333, 33.3333, 33.3334), third)).toBe(true);
    expect(chancesAgree(shown(33.3333, 33.3333, 33.3334).reverse(), third)).toBe(true);
  });

  it('a shown chance may be off by half a unit of its last decimal, no more', () => {
    expect(chancesAgree(shown(33.33, 33.33, 33.33), third)).toBe(true);
    expect(chancesAgree(shown(33.3, 33.3, 33.3), third)).toBe(true);
    expect(chancesAgree(shown(33, 33, 33), third)).toBe(true);
    expect(chancesAgree(shown(33.34, 33.33, 33.33), third)).toBe(false);
    expect(chancesAgree(shown(33.4, 33.3, 33.3), third)).toBe(false);
    expect(chancesAgree(shown(34, 33, 33), third)).toBe(false);
  });

  it('a chance not shown (null) leaves only the value to compare', () => {
    expect(chancesAgree(shown(null, null, null), third)).toBe(true);
    expect(chancesAgree([[1, null], [2, null], [4, null]], third)).toBe(false);
  });

  it('compares values in whole hundredths', () => {
    expect(chancesAgree([[1.004, null], [2, null], [3, null]], third)).toBe(true);
    expect(chancesAgree([[1.01, null], [2, null], [3, null]], third)).toBe(false);
  });

  it('a skin shown at 0 % cannot drop and need not be in the table — but one that is in it is a disagreement', () => {
    expect(chancesAgree([...shown(33.33, 33.33, 33.33), [50, 0], [60, 0]], third)).toBe(true);
    expect(chancesAgree(shown(0, 50, 50), third)).toBe(false);
  });

  it('every slot of the table must have been shown, and nothing more', () => {
    expect(chancesAgree(shown(33.33, 33.33), third)).toBe(false);
    expect(chancesAgree([...shown(33.33, 33.33, 33.33), [9, 0.01]], third)).toBe(false);
  });

  it('skins of equal value are matched by their chances', () => {
    const twins = [slot(5, 700_000, 'a'), slot(5, 300_000, 'b')];
    expect(chancesAgree([[5, 30], [5, 70]], twins)).toBe(true);
    expect(chancesAgree([[5, 50], [5, 50]], twins)).toBe(false);
  });

  it('skins of equal value, one shown without a chance: the shown chance matches its slot, the other takes the rest', () => {
    const twins = [slot(5, 700_000, 'a'), slot(5, 300_000, 'b')];
    expect(chancesAgree([[5, null], [5, 70]], twins)).toBe(true);
    // Source bug: sorted with null as -1, the null pairs with 30 % and the 30 % shown with 70 %.
    expect(chancesAgree([[5, null], [5, 30]], twins)).toBe(true);
  });
});

describe('halfUnitOf', () => {
  it('is half a unit of the last decimal a chance is shown with', () => {
    expect(halfUnitOf(50)).toBeCloseTo(0.5, 12);
    expect(halfUnitOf(12.35)).toBeCloseTo(0.005, 12);
    expect(halfUnitOf(12.3456)).toBeCloseTo(0.00005, 12);
    expect(halfUnitOf(1 / 3)).toBeCloseTo(0.0000005, 12);
  });
});
