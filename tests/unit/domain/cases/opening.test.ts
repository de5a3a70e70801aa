import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeOf, OPENING, isRare, outcomeOf } from '@domain/features/cases/opening';

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

describe('chargeOf: what an opening took', () => {
  it('is the balance before less the balance after, as the server reported them', () => {
    expect(chargeOf(8, 100, 92)).toBe(8);
    expect(chargeOf(0, 100, 92)).toBe(8);
    expect(chargeOf(8, 100, 90.5)).toBe(9.5);
  });

  it('is never less than the price shown (an answer without a balance, or a credit meanwhile)', () => {
    expect(chargeOf(8, 100, 100)).toBe(8);
    expect(chargeOf(8, 100, 150)).toBe(8);
    expect(chargeOf(8, null, 92)).toBe(8);
    expect(chargeOf(8, 100, null)).toBe(8);
    // One balance alone tells nothing, even a debt after.
    expect(chargeOf(8, null, -20)).toBe(8);
  });

  it('counts in whole hundredths (0.1 + 0.2 is not 0.30000000000000004)', () => {
    expect(chargeOf(0, 0.3, 0)).toBe(0.3);
    expect(chargeOf(0, 10.1, 9.8)).toBe(0.3);
  });
});

describe('outcomeOf: the drop against what was paid, as the device reckons it', () => {
  const win = (cost: number, profit = '+50%') => ({ cost, profit });

  it('computes the profit itself and ignores the server\'s label', () => {
    const outcome = outcomeOf(win(2.06, '+50%'), 8, false);
    expect(outcome.profitPercent).toBeCloseTo(-74.25, 2);
    expect(outcome.profitLabel).toBeNull();
    expect(outcome.celebrate).toBe(false);
  });

  it('celebrates only strictly above 6 percent of what was paid (spec §2, §9)', () => {
    expect(outcomeOf(win(106), 100, false).celebrate).toBe(false);
    expect(outcomeOf(win(106.01), 100, false).celebrate).toBe(true);
    expect(outcomeOf(win(105.99), 100, false).celebrate).toBe(false);
    expect(outcomeOf(win(100), 100, false).celebrate).toBe(false);
    expect(outcomeOf(win(300), 100, false).celebrate).toBe(true);
  });

  it('reckons against what the server took, not the price shown: a drop worth the shown price of a dearer charge is a loss', () => {
    // Shown 0, charged 8 (chargeOf): a 2.06 drop is −74 %, no confetti.
    expect(outcomeOf(win(2.06, '+100%'), chargeOf(0, 100, 92), false)).toMatchObject({ celebrate: false, profitLabel: null });
  });

  it('always celebrates the welcome case (spec §2), whatever it is worth', () => {
    expect(outcomeOf(win(0.01, '-99%'), 0, true).celebrate).toBe(true);
    expect(outcomeOf(win(5), 0, true).celebrate).toBe(true);
  });

  it('with nothing paid there is nothing to reckon against: the server\'s label is shown, any drop of value is a gain', () => {
    expect(outcomeOf(win(3, ' +100% '), 0, false)).toEqual({ profitPercent: null, profitLabel: '+100%', celebrate: true });
    expect(outcomeOf(win(0, ''), 0, false)).toEqual({ profitPercent: null, profitLabel: null, celebrate: false });
  });

  it('never celebrates a return below the stake (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.string(), (paidCents, costCents, label) => {
        const outcome = outcomeOf({ cost: costCents / 100, profit: label }, paidCents / 100, false);
        if (costCents <= paidCents) expect(outcome.celebrate).toBe(false);
        expect(outcome.profitPercent).toBeCloseTo(((costCents - paidCents) / paidCents) * 100, 6);
      }),
    );
  });
});
