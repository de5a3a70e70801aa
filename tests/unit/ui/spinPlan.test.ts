import { describe, expect, it } from 'vitest';
import { seededRandom } from '@domain/shared/seededRandom';
import { OPENING } from '@domain/features/cases/opening';
import { planSpin, ROULETTE } from '@ui/screens/cases/spinPlan';
import { cubicBezier } from '../../support/cubicBezier';

describe('planSpin', () => {
  it('a fast open’s 3 s spin stops on the same row, ticks only within its first 2.7 s and settles in its last 650 ms', () => {
    for (const seed of [1, 2, 3]) {
      const slow = planSpin(576, seededRandom(seed));
      const fast = planSpin(576, seededRandom(seed), OPENING.fast.spinMs);
      expect(fast.distance).toBe(slow.distance);
      expect(fast.overshoot).toBe(slow.overshoot);
      expect(fast.durationMs).toBe(3000);
      expect(fast.settleAtMs).toBe(3000 - ROULETTE.settleMs);
      expect(Math.max(...fast.ticks)).toBeLessThanOrEqual(2700);
      const gaps = fast.ticks.slice(1).map((t, i) => t - (fast.ticks[i] as number));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
      // Fewer ticks than the full spin: never two closer than 50 ms, so a short spin cannot tick every row.
      expect(fast.ticks.length).toBeLessThan(slow.ticks.length);
    }
  });

  it('stops with the winner’s row under the marker', () => {
    for (let seed = 1; seed < 50; seed++) {
      const viewport = 480;
      const plan = planSpin(viewport, seededRandom(seed));
      const rowUnderMarker = Math.floor((plan.distance + viewport / 2) / ROULETTE.rowHeight);
      expect(rowUnderMarker).toBe(OPENING.winnerIndex);
      expect(plan.durationMs).toBe(10_000);
    }
  });

  it('ticks from about 50 ms apart to about 400 ms apart, all within 9 s', () => {
    const plan = planSpin(480, seededRandom(3));
    const gaps = plan.ticks.slice(1).map((t, i) => t - (plan.ticks[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
    expect(gaps[0]).toBeLessThan(80);
    expect(Math.max(...plan.ticks)).toBeLessThanOrEqual(9000);
    const lastGap = gaps.at(-1) as number;
    expect(lastGap).toBeGreaterThan(250);
    expect(lastGap).toBeLessThan(700);
    // Intervals never shrink by much as the strip slows.
    for (let i = 5; i < gaps.length; i++) expect(gaps[i] as number).toBeGreaterThanOrEqual((gaps[i - 5] as number) - 4);
  });

  it('the easing is a proper timing function', () => {
    const ease = cubicBezier(...ROULETTE.easing);
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    let previous = 0;
    for (let t = 0.01; t < 1; t += 0.01) {
      const value = ease(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('the reel as drawn (spec §9)', () => {
  it('a 96 px row pitch, a 10 s spin, ticks from 50 ms to 400 ms over 9 s', () => {
    expect(ROULETTE.rowHeight).toBe(96);
    expect(ROULETTE.spinMs).toBe(10_000);
    expect([ROULETTE.tickStartIntervalMs, ROULETTE.tickEndIntervalMs, ROULETTE.tickSpanMs]).toEqual([50, 400, 9000]);
  });

  it('the result (11 s after the answer) is held back longer than the spin lasts', () => {
    expect(OPENING.resultDelayMs).toBeGreaterThan(ROULETTE.spinMs);
  });
});
