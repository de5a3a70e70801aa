import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_CASES } from '@adapters/memory/backend/cases';
import {
  dropWeights, expectedValue, HOUSE_EDGE, pickWeighted, profitLabel, upgradeChance, UPGRADE_MULTIPLIERS, UPGRADE_RULE, UPGRADE_RULE_TEXT,
  type Weighted,
} from '@adapters/memory/backend/economy';
import { seededRandom } from '@domain/shared/seededRandom';
import { WELCOME_CASE_ID } from '@domain/model/case';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const skins = (...prices: number[]) => prices.map((price, i) => ({ key: `s${i}`, price }));
const weightOf = <T extends { price: number }>(weighted: readonly Weighted<T>[], price: number) =>
  weighted.find((w) => w.item.price === price)?.weight ?? Number.NaN;

const PAID_CASES = DEMO_CASES.filter((c) => c.id !== WELCOME_CASE_ID);

describe('economy constants', () => {
  it('keeps a 10% house edge, upgrade chances from 0.01% to 95% (the committed rule) and the six multipliers', () => {
    expect(HOUSE_EDGE).toBe(0.1);
    expect(UPGRADE_RULE).toEqual({ edgeBp: 1000, min: 1, max: 9500 });
    expect(UPGRADE_RULE_TEXT).toBe('upgrade:1000:1:9500');
    expect(UPGRADE_MULTIPLIERS).toEqual(['1.5', '2', '3', '5', '10', '20']);
  });
});

describe('dropWeights', () => {
  it('has every case but the welcome one to check', () => {
    expect(PAID_CASES).toHaveLength(DEMO_CASES.length - 1);
    expect(PAID_CASES.length).toBeGreaterThanOrEqual(9);
  });

  describe.each(PAID_CASES.map((c) => [c.name, c] as const))('for the %s', (_name, c) => {
    const weighted = dropWeights(c.skins, c.price);

    it('weighs every skin once, positively, with weights summing to 1', () => {
      expect(weighted.map((w) => w.item)).toEqual(c.skins);
      for (const w of weighted) {
        expect(Number.isFinite(w.weight)).toBe(true);
        expect(w.weight).toBeGreaterThan(0);
      }
      expect(Math.abs(sum(weighted.map((w) => w.weight)) - 1)).toBeLessThan(1e-9);
    });

    it('reaches the target: the skins span the case price less the edge', () => {
      const prices = c.skins.map((s) => s.price);
      expect(Math.min(...prices)).toBeLessThan(c.price * (1 - HOUSE_EDGE));
      expect(Math.max(...prices)).toBeGreaterThan(c.price * (1 - HOUSE_EDGE));
    });

    it('has an expected value of the price less the house edge (within 1e-6)', () => {
      expect(Math.abs(expectedValue(weighted) - c.price * (1 - HOUSE_EDGE))).toBeLessThan(1e-6);
    });

    it('keeps a positive house edge: the expected value is below the price', () => {
      expect(expectedValue(weighted)).toBeLessThan(c.price);
    });

    it('orders weights by price: one direction for the whole case, equal prices equal weights', () => {
      const sorted = [...weighted].sort((a, b) => a.item.price - b.item.price);
      const cheaperHeavier = (sorted[0]?.weight ?? 0) >= (sorted.at(-1)?.weight ?? 0);
      for (let i = 1; i < sorted.length; i++) {
        const prev = sorted[i - 1] as Weighted<{ price: number }>;
        const next = sorted[i] as Weighted<{ price: number }>;
        if (prev.item.price === next.item.price) expect(next.weight).toBeCloseTo(prev.weight, 12);
        else if (cheaperHeavier) expect(next.weight).toBeLessThan(prev.weight);
        else expect(next.weight).toBeGreaterThan(prev.weight);
      }
      // Cheaper skins weigh more exactly when the plain average already exceeds the target.
      const plainAverage = sum(c.skins.map((s) => s.price)) / c.skins.length;
      expect(cheaperHeavier).toBe(plainAverage > c.price * (1 - HOUSE_EDGE));
    });
  });

  it.each(['Blue Case', 'Old School Case', 'Budget Case', 'Pistol Case', 'Classified Case'])(
    'makes cheaper skins weigh more in the %s',
    (name) => {
      const c = DEMO_CASES.find((d) => d.name === name);
      if (!c) throw new Error(name);
      const weighted = dropWeights(c.skins, c.price);
      const cheapest = Math.min(...c.skins.map((s) => s.price));
      const priciest = Math.max(...c.skins.map((s) => s.price));
      expect(weightOf(weighted, cheapest)).toBeGreaterThan(weightOf(weighted, priciest));
      for (const a of weighted) {
        for (const b of weighted) {
          if (a.item.price < b.item.price) expect(a.weight).toBeGreaterThan(b.weight);
        }
      }
    },
  );

  it('makes cheaper skins weigh more when the target is below the plain average', () => {
    const weighted = dropWeights(skins(1, 2, 5, 10, 50), 5);
    expect(expectedValue(weighted)).toBeCloseTo(4.5, 6);
    const weights = weighted.map((w) => w.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    // Weights follow a power of the price: w(p) ∝ p^-alpha, one alpha for all.
    const alpha = -Math.log((weights[1] as number) / (weights[0] as number)) / Math.log(2);
    expect(alpha).toBeGreaterThan(0);
    for (const w of weighted) expect(w.weight / (weights[0] as number)).toBeCloseTo(w.item.price ** -alpha, 9);
  });

  it('gives equal weights when the target is the plain average', () => {
    const weighted = dropWeights(skins(2, 4, 6), 4 / (1 - HOUSE_EDGE));
    for (const w of weighted) expect(w.weight).toBeCloseTo(1 / 3, 6);
  });

  it('honours another house edge, and none at all', () => {
    const pool = skins(1, 3, 9, 27, 81);
    expect(expectedValue(dropWeights(pool, 10, 0))).toBeCloseTo(10, 6);
    expect(expectedValue(dropWeights(pool, 10, 0.25))).toBeCloseTo(7.5, 6);
  });

  it('clamps to the cheapest-heavy extreme when the target is below every price', () => {
    const weighted = dropWeights(skins(10, 20, 40), 5);
    const ev = expectedValue(weighted);
    expect(ev).toBeGreaterThan(5 * (1 - HOUSE_EDGE));
    expect(ev).toBeGreaterThanOrEqual(10);
    expect(ev).toBeLessThan(10.1);
    expect(Math.abs(sum(weighted.map((w) => w.weight)) - 1)).toBeLessThan(1e-12);
    // The steepest exponent allowed: w ∝ p^-12.
    expect(weightOf(weighted, 10) / weightOf(weighted, 20)).toBeCloseTo(2 ** 12, 6);
    expect(weightOf(weighted, 10)).toBeGreaterThan(0.99);
  });

  it('clamps to the priciest-heavy extreme when the target is above every price', () => {
    const weighted = dropWeights(skins(1, 2, 3), 100);
    const ev = expectedValue(weighted);
    expect(ev).toBeLessThan(100 * (1 - HOUSE_EDGE));
    expect(ev).toBeLessThanOrEqual(3);
    // The steepest exponent the other way: w ∝ p^8.
    expect(weightOf(weighted, 3) / weightOf(weighted, 2)).toBeCloseTo(1.5 ** 8, 6);
    expect(weightOf(weighted, 3)).toBeCloseTo(3 ** 8 / (1 + 2 ** 8 + 3 ** 8), 9);
    expect(Math.abs(sum(weighted.map((w) => w.weight)) - 1)).toBeLessThan(1e-12);
  });

  it('treats a free case like the cheapest-heavy extreme (the welcome case)', () => {
    const welcome = DEMO_CASES.find((c) => c.id === WELCOME_CASE_ID);
    if (!welcome) throw new Error('no welcome case');
    const weighted = dropWeights(welcome.skins, 0);
    expect(Math.abs(sum(weighted.map((w) => w.weight)) - 1)).toBeLessThan(1e-9);
    const prices = welcome.skins.map((s) => s.price);
    const cheapest = Math.min(...prices);
    const priciest = Math.max(...prices);
    expect(weightOf(weighted, cheapest) / weightOf(weighted, priciest)).toBeCloseTo((priciest / cheapest) ** 12, -2);
    expect(weightOf(weighted, cheapest)).toBe(Math.max(...weighted.map((w) => w.weight)));
  });

  it('weighs a single skin 1 and nothing at all as nothing', () => {
    expect(dropWeights(skins(7), 100)).toEqual([{ item: { key: 's0', price: 7 }, weight: 1 }]);
    expect(dropWeights([], 10)).toEqual([]);
  });

  it('always hits a reachable target (property)', () => {
    // The expected value at a given exponent, as the weights w ∝ p^-alpha give it.
    const evAt = (prices: readonly number[], alpha: number) =>
      sum(prices.map((p) => p ** -alpha * p)) / sum(prices.map((p) => p ** -alpha));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10, max: 100_000 }), { minLength: 2, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (cents, where) => {
          const prices = cents.map((c) => c / 100);
          const lowest = evAt(prices, 12);
          const highest = evAt(prices, -8);
          fc.pre(highest > lowest * 1.01);
          const target = lowest + (highest - lowest) * (0.005 + 0.99 * where);
          const weighted = dropWeights(skins(...prices), target / (1 - HOUSE_EDGE));
          expect(Math.abs(sum(weighted.map((w) => w.weight)) - 1)).toBeLessThan(1e-9);
          expect(Math.abs(expectedValue(weighted) - target) / target).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 200, seed: 20240611 },
    );
  });
});

describe('expectedValue', () => {
  it('is the weighted mean of the prices', () => {
    expect(expectedValue([{ item: { price: 10 }, weight: 0.25 }, { item: { price: 2 }, weight: 0.75 }])).toBe(4);
    expect(expectedValue([])).toBe(0);
  });
});

describe('pickWeighted', () => {
  const abc = [
    { item: 'a', weight: 0.5 },
    { item: 'b', weight: 0.3 },
    { item: 'c', weight: 0.2 },
  ];

  it('maps the roll onto the cumulative weights', () => {
    expect(pickWeighted(() => 0, abc)).toBe('a');
    expect(pickWeighted(() => 0.4999, abc)).toBe('a');
    expect(pickWeighted(() => 0.5, abc)).toBe('b');
    expect(pickWeighted(() => 0.7999, abc)).toBe('b');
    expect(pickWeighted(() => 0.8, abc)).toBe('c');
    expect(pickWeighted(() => 0.999999, abc)).toBe('c');
  });

  it('accepts weights that do not sum to 1', () => {
    const raw = [{ item: 'x', weight: 3 }, { item: 'y', weight: 1 }];
    expect(pickWeighted(() => 0.74, raw)).toBe('x');
    expect(pickWeighted(() => 0.76, raw)).toBe('y');
  });

  it('never picks a zero weight, and falls back to the last item on rounding', () => {
    const withZero = [{ item: 'zero', weight: 0 }, { item: 'one', weight: 1 }];
    expect(pickWeighted(() => 0, withZero)).toBe('one');
    const tiny = [{ item: 'p', weight: 0.1 }, { item: 'q', weight: 0.2 }];
    // 0.1 + 0.2 is not exactly 0.3: a roll at the very top must still land on an item.
    expect(pickWeighted(() => 1 - Number.EPSILON, tiny)).toBe('q');
  });

  it('uses exactly one roll', () => {
    let rolls = 0;
    pickWeighted(() => { rolls++; return 0.3; }, abc);
    expect(rolls).toBe(1);
  });

  it('refuses an empty list', () => {
    expect(() => pickWeighted(() => 0.5, [])).toThrow(RangeError);
  });

  it('follows the weights over 20000 seeded draws', () => {
    const draws = 20_000;
    const random = seededRandom(12345);
    const weighted = [
      { item: 'a', weight: 0.5 },
      { item: 'b', weight: 0.3 },
      { item: 'c', weight: 0.15 },
      { item: 'd', weight: 0.05 },
    ];
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const item = pickWeighted(random, weighted);
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    for (const { item, weight } of weighted) {
      const sd = Math.sqrt((weight * (1 - weight)) / draws);
      expect(Math.abs((counts.get(item) ?? 0) / draws - weight)).toBeLessThan(4 * sd);
    }
  });

  it.each(['Blue Case', 'Rich Guy Case'])('gives the %s its expected value over 20000 seeded draws', (name) => {
    const c = DEMO_CASES.find((d) => d.name === name);
    if (!c) throw new Error(name);
    const weighted = dropWeights(c.skins, c.price);
    const ev = expectedValue(weighted);
    const sd = Math.sqrt(sum(weighted.map((w) => w.weight * (w.item.price - ev) ** 2)));
    const random = seededRandom(99);
    const draws = 20_000;
    const counts = new Map<string, number>();
    let total = 0;
    for (let i = 0; i < draws; i++) {
      const skin = pickWeighted(random, weighted);
      total += skin.price;
      counts.set(skin.key, (counts.get(skin.key) ?? 0) + 1);
    }
    expect(Math.abs(total / draws - ev)).toBeLessThan((4 * sd) / Math.sqrt(draws));
    for (const w of weighted) {
      const sdw = Math.sqrt((w.weight * (1 - w.weight)) / draws);
      expect(Math.abs((counts.get(w.item.key) ?? 0) / draws - w.weight)).toBeLessThan(4.5 * sdw + 1e-3);
    }
  });
});

describe('upgradeChance', () => {
  it.each([
    [10, 20, 45],
    [10, 30, 30],
    [10, 10, 90],
    [7, 9, 70],
    [1, 7, 12.85],
    [37.59, 56.4, 59.98],
    [20, 10, 95],
    [10.5, 10, 94.5],
    [10.6, 10, 95],
    [1, 1_000_000, 0.01],
    [0, 50, 0.01],
    [5, 0, 95],
    [5, -1, 95],
  ])('gives a donor of %d for a target of %d a chance of %d', (donor, target, chance) => {
    expect(upgradeChance(donor, target)).toBe(chance);
  });

  it('uses the rule it is given', () => {
    expect(upgradeChance(1, 4, { edgeBp: 0, min: 1, max: 9500 })).toBe(25);
    expect(upgradeChance(1, 4, { edgeBp: 5000, min: 1, max: 9500 })).toBe(12.5);
    expect(upgradeChance(1, 4, { edgeBp: 0, min: 1, max: 2000 })).toBe(20);
  });

  it('is the fair chance less the edge, rounded down to two decimals, between 0.01 and 95 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (donorCents, targetCents) => {
        const donor = donorCents / 100;
        const target = targetCents / 100;
        const chance = upgradeChance(donor, target);
        expect(chance).toBeGreaterThanOrEqual(0.01);
        expect(chance).toBeLessThanOrEqual(95);
        expect(Math.abs(chance * 100 - Math.round(chance * 100))).toBeLessThan(1e-6);
        const fair = (donor / target) * 100 * (1 - HOUSE_EDGE);
        if (fair >= 0.01 && fair <= 95) expect(chance).toBeLessThanOrEqual(fair + 1e-9);
        if (fair >= 0.01 && fair <= 95) expect(fair - chance).toBeLessThan(0.01);
        // The player is never offered better than fair odds.
        if (chance > 0.01) expect(chance).toBeLessThanOrEqual((donor / target) * 100 + 0.005);
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it('falls as the target gets pricier', () => {
    const chances = UPGRADE_MULTIPLIERS.map((m) => upgradeChance(10, 10 * Number(m)));
    expect([...chances].sort((a, b) => b - a)).toEqual(chances);
    expect(chances).toEqual([60, 45, 30, 18, 9, 4.5]);
  });
});

describe('profitLabel', () => {
  it.each([
    [112, 100, '+12%'],
    [60, 100, '-40%'],
    [100, 100, '+0%'],
    [99.6, 100, '+0%'],
    [99.4, 100, '-1%'],
    [250, 100, '+150%'],
    [0, 25, '-100%'],
    [37.59, 25, '+50%'],
    [7.2, 8, '-10%'],
    [5, 0, '+100%'],
    [0, 0, '+100%'],
    [3, -1, '+100%'],
  ])('labels a drop worth %d from a case of %d as %s', (cost, price, label) => {
    expect(profitLabel(cost, price)).toBe(label);
  });

  it('is always a signed whole percentage (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (cost, price) => {
        const label = profitLabel(cost / 100, price / 100);
        expect(label).toMatch(/^[+-]\d+%$/);
        expect(label.startsWith('+')).toBe(Math.round(((cost - price) / price) * 100) >= 0);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
