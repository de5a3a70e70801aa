import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseOdds, decimalsOf, oddsTolerance, upgradeExpectedValue } from '@domain/features/cases/caseOdds';
import type { Skin } from '@domain/model/case';

const skin = (price: number, chance?: number): Skin => ({ name: `S ${price}`, img: '', price, ...(chance === undefined ? {} : { chance }) });

describe('caseOdds', () => {
  it('says the odds are unpublished when no skin carries a chance above zero', () => {
    expect(caseOdds({ price: 10, skins: [skin(1), skin(20)] })).toEqual({ kind: 'unpublished' });
    expect(caseOdds({ price: 10, skins: [] })).toEqual({ kind: 'unpublished' });
    expect(caseOdds({ price: 10, skins: [skin(1, 0), skin(20, 0)] })).toEqual({ kind: 'unpublished' });
  });

  it('computes the expected return, its share of the price and the chance of getting the price back', () => {
    const odds = caseOdds({ price: 10, skins: [skin(2, 50), skin(10, 30), skin(30, 20)] });
    expect(odds).toMatchObject({ kind: 'published', missing: 0 });
    if (odds.kind !== 'published') throw new Error(odds.kind);
    expect(odds.total).toBeCloseTo(100, 12);
    expect(odds.expectedReturn).toBeCloseTo(0.5 * 2 + 0.3 * 10 + 0.2 * 30, 12);
    expect(odds.returnPercent).toBeCloseTo(100, 12);
    // A drop worth exactly the price counts as getting it back.
    expect(odds.breakEvenChance).toBeCloseTo(50, 12);
  });

  it('has no percentage of the price for a free case', () => {
    expect(caseOdds({ price: 0, skins: [skin(1, 100)] })).toMatchObject({ kind: 'published', expectedReturn: 1, returnPercent: null, breakEvenChance: 100 });
  });

  it('tells no expected return from chances that do not add up: "inconsistent" carries only the total and the skins without one', () => {
    expect(caseOdds({ price: 5, skins: [skin(1, 60), skin(9)] })).toEqual({ kind: 'inconsistent', total: 60, missing: 1 });
    expect(caseOdds({ price: 5, skins: [skin(1, 60), skin(9, 50)] })).toEqual({ kind: 'inconsistent', total: 110, missing: 0 });
  });

  it('counts skins without a chance, or with a chance of 0, as missing; the rest may still add up', () => {
    const odds = caseOdds({ price: 5, skins: [skin(1, 60), skin(9, 40), skin(50), skin(70, 0)] });
    expect(odds).toMatchObject({ kind: 'published', missing: 2, total: 100, expectedReturn: 0.6 * 1 + 0.4 * 9, breakEvenChance: 40 });
  });

  it('allows one unit of the finest published decimal, no more', () => {
    const three = (a: number, b: number, c: number) => caseOdds({ price: 5, skins: [skin(1, a), skin(5, b), skin(9, c)] });
    expect(three(33.34, 33.33, 33.33)).toMatchObject({ kind: 'published' });
    expect(three(33.33, 33.33, 33.33)).toMatchObject({ kind: 'published' });
    expect(three(33.33, 33.33, 33.32)).toMatchObject({ kind: 'inconsistent' });
    // Whole percents may be a whole percent off…
    expect(three(33, 33, 33)).toMatchObject({ kind: 'published', total: 99 });
    expect(three(33, 33, 32)).toMatchObject({ kind: 'inconsistent', total: 98 });
    // …but one finer chance makes every chance as precise as it.
    expect(three(33, 33, 33.5)).toMatchObject({ kind: 'inconsistent' });
    expect(three(40, 40, 40)).toMatchObject({ kind: 'inconsistent' });
  });

  it('padding a case with 2 000 zero-chance skins does not hide a total of 110 %', () => {
    const padded = [skin(1, 60), skin(9, 50), ...Array.from({ length: 2000 }, (_, i) => skin(100 + i, 0))];
    expect(caseOdds({ price: 5, skins: padded })).toEqual({ kind: 'inconsistent', total: 110, missing: 2000 });
  });

  it('many tiny chances do not widen the tolerance', () => {
    // 1 000 skins at 0.1 % add up; at 0.1005 % (100.5 %) they do not, however many there are.
    const tiny = (chance: number) => Array.from({ length: 1000 }, (_, i) => skin(i + 1, chance));
    expect(caseOdds({ price: 5, skins: tiny(0.1) })).toMatchObject({ kind: 'published' });
    const off = caseOdds({ price: 5, skins: [...tiny(0.1).slice(1), skin(1, 0.6)] });
    expect(off).toMatchObject({ kind: 'inconsistent' });
    expect(oddsTolerance(Array.from({ length: 5000 }, () => 0.01))).toBeCloseTo(0.01, 8);
  });

  it('float noise of exact chances never makes them inconsistent (property)', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 80 }), (weights) => {
      // Whole tickets out of 1 000 000, as the demo publishes them.
      const total = weights.reduce((a, b) => a + b, 0);
      const tickets = weights.map((w) => Math.floor((w / total) * 1_000_000));
      tickets[0] = (tickets[0] as number) + 1_000_000 - tickets.reduce((a, b) => a + b, 0);
      fc.pre(tickets.every((t) => t > 0));
      const odds = caseOdds({ price: 1, skins: tickets.map((t, i) => skin(i, t / 10_000)) });
      expect(odds).toMatchObject({ kind: 'published' });
    }), { numRuns: 200, seed: 4 });
  });
});

describe('oddsTolerance and decimalsOf', () => {
  it('the tolerance is one unit of the finest decimal published (and a float’s noise)', () => {
    expect(oddsTolerance([50, 50])).toBeCloseTo(1, 8);
    expect(oddsTolerance([33.33, 50])).toBeCloseTo(0.01, 8);
    expect(oddsTolerance([12.3456, 0.5])).toBeCloseTo(0.0001, 8);
    expect(oddsTolerance([12.3456, 0.5])).toBeLessThan(0.00011);
    expect(oddsTolerance([50, 50])).toBeGreaterThan(1);
    expect(oddsTolerance([50, 50])).toBeLessThan(1 + 1e-6);
  });

  it('counts the decimals a chance is published with, despite float noise, at most 6', () => {
    expect(decimalsOf(50)).toBe(0);
    expect(decimalsOf(0.5)).toBe(1);
    expect(decimalsOf(0.1 + 0.2)).toBe(1);
    expect(decimalsOf(12.3456)).toBe(4);
    expect(decimalsOf(0.000001)).toBe(6);
    expect(decimalsOf(1 / 3)).toBe(6);
    expect(decimalsOf(0)).toBe(0);
    expect(decimalsOf(49.9999995)).toBe(6);
  });

  it('chances published with more than 6 decimals may be a millionth off, as if published with 6', () => {
    const two = (a: number, b: number) => caseOdds({ price: 5, skins: [skin(1, a), skin(9, b)] });
    expect(two(50, 49.9999995)).toMatchObject({ kind: 'published' });
    expect(two(50, 49.9999985)).toMatchObject({ kind: 'inconsistent' });
  });
});

describe('upgradeExpectedValue', () => {
  it('is chance × target price − source price, in crystals', () => {
    expect(upgradeExpectedValue(45, 20, 10)).toBeCloseTo(-1, 12);
    expect(upgradeExpectedValue(50, 20, 10)).toBeCloseTo(0, 12);
    expect(upgradeExpectedValue(95, 100, 10)).toBeCloseTo(85, 12);
    expect(upgradeExpectedValue(0, 100, 10)).toBe(-10);
  });
});
