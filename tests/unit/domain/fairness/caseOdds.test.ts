import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseOdds, oddsTolerance, upgradeExpectedValue } from '@domain/features/cases/caseOdds';
import type { Skin } from '@domain/model/case';

const skin = (price: number, chance?: number): Skin => ({ name: `S ${price}`, img: '', price, ...(chance === undefined ? {} : { chance }) });

describe('caseOdds', () => {
  it('says the odds are unpublished when no skin carries a chance', () => {
    expect(caseOdds({ price: 10, skins: [skin(1), skin(20)] })).toEqual({ kind: 'unpublished' });
    expect(caseOdds({ price: 10, skins: [] })).toEqual({ kind: 'unpublished' });
  });

  it('computes the expected return, its share of the price and the chance of getting the price back', () => {
    const odds = caseOdds({ price: 10, skins: [skin(2, 50), skin(10, 30), skin(30, 20)] });
    expect(odds).toMatchObject({ kind: 'published', addsUp: true, missing: 0 });
    if (odds.kind !== 'published') throw new Error('unpublished');
    expect(odds.total).toBeCloseTo(100, 12);
    expect(odds.expectedReturn).toBeCloseTo(0.5 * 2 + 0.3 * 10 + 0.2 * 30, 12);
    expect(odds.returnPercent).toBeCloseTo(100, 12);
    // A drop worth exactly the price counts as getting it back.
    expect(odds.breakEvenChance).toBeCloseTo(50, 12);
  });

  it('has no percentage of the price for a free case', () => {
    expect(caseOdds({ price: 0, skins: [skin(1, 100)] })).toMatchObject({ kind: 'published', expectedReturn: 1, returnPercent: null, breakEvenChance: 100 });
  });

  it('says when the odds do not add up to 100 beyond the rounding tolerance', () => {
    const three = (a: number, b: number, c: number) => caseOdds({ price: 5, skins: [skin(1, a), skin(5, b), skin(9, c)] });
    expect(oddsTolerance(3)).toBeCloseTo(0.015, 12);
    expect(three(33.33, 33.33, 33.33)).toMatchObject({ addsUp: true });
    expect(three(33.34, 33.33, 33.33)).toMatchObject({ addsUp: true });
    expect(three(33.33, 33.33, 33.32)).toMatchObject({ addsUp: false });
    expect(three(33, 33, 33)).toMatchObject({ addsUp: false, total: 99 });
    expect(three(40, 40, 40)).toMatchObject({ addsUp: false });
  });

  it('counts the skins without a chance, and their odds do not add up', () => {
    expect(caseOdds({ price: 5, skins: [skin(1, 60), skin(9)] })).toMatchObject({ kind: 'published', missing: 1, addsUp: false, total: 60 });
  });

  it('float noise of exact chances never breaks "adds up" (property)', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 80 }), (weights) => {
      // Whole tickets out of 1 000 000, as the demo publishes them.
      const total = weights.reduce((a, b) => a + b, 0);
      const tickets = weights.map((w) => Math.floor((w / total) * 1_000_000));
      tickets[0] = (tickets[0] as number) + 1_000_000 - tickets.reduce((a, b) => a + b, 0);
      fc.pre(tickets.every((t) => t > 0));
      const odds = caseOdds({ price: 1, skins: tickets.map((t, i) => skin(i, t / 10_000)) });
      expect(odds).toMatchObject({ addsUp: true });
    }), { numRuns: 200, seed: 4 });
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
