import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPENING, isRare, parseProfitPercent, profitPercent, shouldCelebrate } from '@domain/features/cases/opening';
import { WELCOME_CASE_ID } from '@domain/model/case';

describe('OPENING constants (spec §9)', () => {
  it('match the roulette, countdown and confetti numbers', () => {
    expect(OPENING.slots).toBe(100);
    expect(OPENING.winnerIndex).toBe(90);
    expect(OPENING.resultDelayMs).toBe(11_000);
    expect(OPENING.rareNeighbourChance).toBe(0.33);
    expect(OPENING.rareThreshold).toBe(9);
    expect(OPENING.countdownMs).toBe(3000);
    expect(OPENING.confettiProfitPercent).toBe(6);
  });

  it('the winner index lies inside the strip with a neighbour on each side', () => {
    expect(OPENING.winnerIndex - 1).toBeGreaterThanOrEqual(0);
    expect(OPENING.winnerIndex + 1).toBeLessThan(OPENING.slots);
  });

});

describe('isRare', () => {
  it.each([
    [9, true],
    [9.01, true],
    [1000, true],
    [8.99, false],
    [8.999999, false],
    [0, false],
    [-10, false],
  ])('isRare(%s) is %s', (price, rare) => {
    expect(isRare(price)).toBe(rare);
  });
});

describe('parseProfitPercent', () => {
  it.each([
    ['+12%', 12],
    ['-40.5%', -40.5],
    ['12', 12],
    ['+7,5%', 7.5],
    ['0%', 0],
    ['-0%', -0],
    [' +3 % ', 3],
    ['+100%', 100],
    ['1500%', 1500],
  ])('parses %j as %s', (text, value) => {
    expect(parseProfitPercent(text)).toBe(value);
  });

  it.each(['abc', '', '   ', '%', '+', '+%', '12%%', '1.2.3%', '12 abc', '+-5%', 'NaN', '.5%', '5.%'])(
    'returns null for %j',
    (text) => {
      expect(parseProfitPercent(text)).toBeNull();
    },
  );

  it('round-trips every formatted percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.constantFrom('', '+'), fc.boolean(), (hundredths, sign, comma) => {
        const value = hundredths / 100;
        const text = `${value >= 0 ? sign : ''}${String(value).replace('.', comma ? ',' : '.')}%`;
        expect(parseProfitPercent(text)).toBe(value);
      }),
    );
  });
});

describe('profitPercent', () => {
  it('is the relative gain over the case price in percent', () => {
    expect(profitPercent(112, 100)).toBeCloseTo(12);
    expect(profitPercent(59.5, 100)).toBeCloseTo(-40.5);
    expect(profitPercent(50, 50)).toBe(0);
    expect(profitPercent(0, 40)).toBe(-100);
    expect(profitPercent(150, 50)).toBeCloseTo(200);
  });

  it('does not divide by zero for a free case', () => {
    expect(Number.isFinite(profitPercent(10, 0))).toBe(true);
    expect(Number.isFinite(profitPercent(0, 0))).toBe(true);
  });

  it('grows with the cost for a fixed price', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.double({ min: 0, max: 1e5, noNaN: true }), fc.double({ min: 0.01, max: 1e5, noNaN: true }), (a, b, price) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(profitPercent(lo, price)).toBeLessThanOrEqual(profitPercent(hi, price));
      }),
    );
  });
});

describe('shouldCelebrate', () => {
  it('always celebrates the welcome case', () => {
    expect(shouldCelebrate(WELCOME_CASE_ID, null)).toBe(true);
    expect(shouldCelebrate(WELCOME_CASE_ID, -90)).toBe(true);
    expect(shouldCelebrate(WELCOME_CASE_ID, 0)).toBe(true);
  });

  it('celebrates only profit strictly above 6 percent', () => {
    expect(shouldCelebrate('c', 6)).toBe(false);
    expect(shouldCelebrate('c', 6.01)).toBe(true);
    expect(shouldCelebrate('c', 5.99)).toBe(false);
    expect(shouldCelebrate('c', 200)).toBe(true);
    expect(shouldCelebrate('c', 0)).toBe(false);
    expect(shouldCelebrate('c', -50)).toBe(false);
  });

  it('does not celebrate an unknown profit', () => {
    expect(shouldCelebrate('c', null)).toBe(false);
  });

  it('an id that only resembles the welcome id is a normal case', () => {
    expect(shouldCelebrate('0'.repeat(31), 0)).toBe(false);
    expect(shouldCelebrate('0'.repeat(33), 0)).toBe(false);
  });
});
