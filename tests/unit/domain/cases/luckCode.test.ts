import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@domain/shared/seededRandom';
import {
  LUCK_WORD_LISTS,
  LUCK_WORD_LIST_SIZE,
  LUCK_WORD_ORDERS,
  luckCodeFromPattern,
  orderedWords,
  type LuckCode,
  type Point,
} from '@domain/features/cases/luckCode';
import type { Random } from '@domain/ports/Random';

/** Points on the 20 px grid of a 400 px canvas, so small jitter stays in the same cell. */
const ZIGZAG: Point[] = [
  { x: 20, y: 20 }, { x: 200, y: 40 }, { x: 60, y: 300 }, { x: 380, y: 380 },
];

function randomDrawing(random: Random, size: number): Point[] {
  const count = 2 + Math.floor(random() * 40);
  return Array.from({ length: count }, () => ({ x: random() * size, y: random() * size }));
}

function expectWellFormed(code: LuckCode) {
  expect(code.words).toHaveLength(3);
  for (const word of code.words) {
    expect(Number.isInteger(word)).toBe(true);
    expect(word).toBeGreaterThanOrEqual(0);
    expect(word).toBeLessThan(20);
  }
  expect(code.number).toMatch(/^\d{4}$/);
  expect(Number.isInteger(code.order)).toBe(true);
  expect(code.order).toBeGreaterThanOrEqual(0);
  expect(code.order).toBeLessThan(6);
}

describe('luck code constants (spec §9)', () => {
  it('3 lists of 20 words', () => {
    expect(LUCK_WORD_LISTS).toBe(3);
    expect(LUCK_WORD_LIST_SIZE).toBe(20);
  });

  it('the 6 word orders are the 6 distinct permutations of [0, 1, 2]', () => {
    expect(LUCK_WORD_ORDERS).toHaveLength(6);
    const keys = LUCK_WORD_ORDERS.map((o) => o.join(','));
    expect(new Set(keys).size).toBe(6);
    for (const order of LUCK_WORD_ORDERS) expect([...order].sort()).toEqual([0, 1, 2]);
  });

});

describe('luckCodeFromPattern', () => {
  it('gives a well-formed code', () => {
    const code = luckCodeFromPattern(ZIGZAG, 400);
    expect(code).not.toBeNull();
    expectWellFormed(code!);
  });

  it('gives the same code for the same drawing', () => {
    expect(luckCodeFromPattern(ZIGZAG, 400)).toEqual(luckCodeFromPattern(ZIGZAG, 400));
    expect(luckCodeFromPattern(ZIGZAG.map((p) => ({ ...p })), 400)).toEqual(luckCodeFromPattern(ZIGZAG, 400));
  });

  it('is null for fewer than 2 points', () => {
    expect(luckCodeFromPattern([], 400)).toBeNull();
    expect(luckCodeFromPattern([{ x: 1, y: 1 }], 400)).toBeNull();
    expect(luckCodeFromPattern([{ x: 1, y: 1 }, { x: 2, y: 2 }], 400)).not.toBeNull();
  });

  it('is null for a canvas of size 0 (or negative)', () => {
    expect(luckCodeFromPattern(ZIGZAG, 0)).toBeNull();
    expect(luckCodeFromPattern(ZIGZAG, -400)).toBeNull();
  });

  it('does not depend on the pixel density: scaling the drawing with its canvas keeps the code', () => {
    const base = luckCodeFromPattern(ZIGZAG, 400);
    for (const factor of [0.5, 2, 3]) {
      expect(luckCodeFromPattern(ZIGZAG.map((p) => ({ x: p.x * factor, y: p.y * factor })), 400 * factor)).toEqual(base);
    }
  });

  it('scale invariance holds for any drawing (property)', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 400 }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 30 }), fc.integer({ min: 1, max: 8 }), (points, factor) => {
        const scaled = points.map((p) => ({ x: p.x * factor, y: p.y * factor }));
        expect(luckCodeFromPattern(scaled, 400 * factor)).toEqual(luckCodeFromPattern(points, 400));
      }),
    );
  });

  it('tolerates tiny jitter within a grid cell', () => {
    const jittered = ZIGZAG.map((p, i) => ({ x: p.x + (i % 2 ? 5 : -5), y: p.y - 4.9 }));
    expect(luckCodeFromPattern(jittered, 400)).toEqual(luckCodeFromPattern(ZIGZAG, 400));
  });

  it('a move across a grid cell changes the code', () => {
    const moved = ZIGZAG.map((p, i) => (i === 1 ? { x: p.x + 20, y: p.y } : p));
    expect(luckCodeFromPattern(moved, 400)).not.toEqual(luckCodeFromPattern(ZIGZAG, 400));
  });

  it('gives another code for a clearly different drawing', () => {
    const other = [...ZIGZAG].reverse();
    expect(luckCodeFromPattern(other, 400)).not.toEqual(luckCodeFromPattern(ZIGZAG, 400));
  });

  it('is well formed and deterministic for any drawing (property)', () => {
    const point = fc.record({ x: fc.double({ min: -50, max: 450, noNaN: true }), y: fc.double({ min: -50, max: 450, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 50 }), fc.integer({ min: 1, max: 2000 }), (points, size) => {
        const code = luckCodeFromPattern(points, size);
        expect(code).not.toBeNull();
        expectWellFormed(code!);
        expect(luckCodeFromPattern(points, size)).toEqual(code);
      }),
    );
  });

  it('spreads over every order, every word and many numbers (distribution sanity)', () => {
    const random = seededRandom(2024);
    const orders = new Map<number, number>();
    const numbers = new Set<string>();
    const words = [new Set<number>(), new Set<number>(), new Set<number>()];
    const runs = 2000;
    for (let i = 0; i < runs; i++) {
      const code = luckCodeFromPattern(randomDrawing(random, 400), 400)!;
      orders.set(code.order, (orders.get(code.order) ?? 0) + 1);
      numbers.add(code.number);
      code.words.forEach((w, list) => words[list]!.add(w));
    }
    expect([...orders.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const count of orders.values()) expect(count).toBeGreaterThan(runs / 6 / 2);
    for (const list of words) expect(list.size).toBe(20);
    // 2000 draws over 10000 numbers: about 1813 distinct expected.
    expect(numbers.size).toBeGreaterThan(1600);
    expect([...numbers].some((n) => n.startsWith('0'))).toBe(true);
  });
});

describe('orderedWords', () => {
  it('returns [list, index] pairs in the order’s sequence', () => {
    const words: [number, number, number] = [5, 11, 19];
    LUCK_WORD_ORDERS.forEach((order, index) => {
      expect(orderedWords({ words, number: '0007', order: index })).toEqual(order.map((list) => [list, words[list]]));
    });
  });

  it('examples', () => {
    expect(orderedWords({ words: [1, 2, 3], number: '1234', order: 0 })).toEqual([[0, 1], [1, 2], [2, 3]]);
    expect(orderedWords({ words: [1, 2, 3], number: '1234', order: 5 })).toEqual([[2, 3], [1, 2], [0, 1]]);
    expect(orderedWords({ words: [1, 2, 3], number: '1234', order: 3 })).toEqual([[1, 2], [2, 3], [0, 1]]);
  });

  it('every list appears exactly once', () => {
    for (let order = 0; order < 6; order++) {
      const pairs = orderedWords({ words: [0, 0, 0], number: '0000', order });
      expect(pairs.map(([list]) => list).sort()).toEqual([0, 1, 2]);
    }
  });

  it('falls back to the first order for an out-of-range order', () => {
    expect(orderedWords({ words: [1, 2, 3], number: '1234', order: 6 })).toEqual([[0, 1], [1, 2], [2, 3]]);
  });
});
