import { describe, expect, it } from 'vitest';
import { seededRandom } from '@adapters/memory/seededRandom';
import { OPENING } from '@domain/features/cases/opening';
import { cubicBezier, planSpin, STRIP_EASING } from '@domain/features/cases/spinPlan';

describe('planSpin', () => {
  it('stops with the winner’s row under the marker', () => {
    for (let seed = 1; seed < 50; seed++) {
      const viewport = 480;
      const plan = planSpin(viewport, seededRandom(seed));
      const rowUnderMarker = Math.floor((plan.distance + viewport / 2) / OPENING.rowHeight);
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
    const ease = cubicBezier(...STRIP_EASING);
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
