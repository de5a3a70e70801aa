import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@domain/shared/seededRandom';
import { OPENING } from '@domain/features/cases/opening';
import { ROULETTE, easingCss, planSpin } from '@ui/screens/cases/spinPlan';
import { cubicBezier } from '../../support/cubicBezier';

// The basic behaviour is covered in tests/unit/ui/spinPlan.test.ts; these are edge cases.

const rowUnderMarker = (distance: number, viewport: number) => Math.floor((distance + viewport / 2) / ROULETTE.rowHeight);

describe('planSpin edge cases', () => {
  it.each([96, 97, 100, 200, 333, 480, 640, 799, 800])('keeps the winner under the marker for viewport %i', (viewport) => {
    for (let seed = 0; seed < 12; seed++) {
      const plan = planSpin(viewport, seededRandom(seed));
      expect(rowUnderMarker(plan.distance, viewport)).toBe(OPENING.winnerIndex);
    }
  });

  it('keeps the winner under the marker for any viewport 96..800 and seed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 96, max: 800 }), fc.integer(), (viewport, seed) => {
        const plan = planSpin(viewport, seededRandom(seed));
        expect(rowUnderMarker(plan.distance, viewport)).toBe(OPENING.winnerIndex);
      }),
      { numRuns: 60 },
    );
  });

  it('overruns the winner’s centre by a little, still inside its row, then settles centred in the frame', () => {
    const centreOfWinner = OPENING.winnerIndex * ROULETTE.rowHeight + ROULETTE.rowHeight / 2 - 240;
    const overruns = [0, 0.5, 0.999999].map((r) => {
      const plan = planSpin(480, () => r);
      expect(plan.distance).toBe(centreOfWinner);
      expect(plan.overshoot).toBeGreaterThan(0);
      expect(plan.overshoot).toBeLessThanOrEqual(ROULETTE.rowHeight * 0.3);
      // Where the overrun stops, the winner is still the row under the marker.
      expect(rowUnderMarker(plan.distance + plan.overshoot, 480)).toBe(OPENING.winnerIndex);
      expect(plan.settleAtMs).toBeGreaterThan(ROULETTE.tickSpanMs);
      expect(plan.settleAtMs).toBeLessThan(plan.durationMs);
      return plan.overshoot;
    });
    expect(new Set(overruns).size).toBe(3);
  });

  it('ticks are strictly increasing, at least 50 ms apart, start within 200 ms and end by 9 s (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 96, max: 800 }), fc.integer(), (viewport, seed) => {
        const { ticks } = planSpin(viewport, seededRandom(seed));
        expect(ticks.length).toBeGreaterThan(10);
        expect(ticks[0]!).toBeGreaterThanOrEqual(0);
        expect(ticks[0]!).toBeLessThan(200);
        for (let i = 1; i < ticks.length; i++) {
          expect(ticks[i]!).toBeGreaterThan(ticks[i - 1]!);
          expect(ticks[i]! - ticks[i - 1]!).toBeGreaterThanOrEqual(ROULETTE.tickStartIntervalMs);
        }
        expect(ticks.at(-1)!).toBeLessThanOrEqual(ROULETTE.tickSpanMs);
      }),
      { numRuns: 40 },
    );
  });

  it('never ticks more often than rows pass the marker', () => {
    for (const viewport of [96, 480, 800]) {
      const plan = planSpin(viewport, seededRandom(5));
      // Rows passing the marker during the whole spin bound the number of ticks.
      expect(plan.ticks.length).toBeLessThanOrEqual(Math.ceil(plan.distance / ROULETTE.rowHeight) + 1);
    }
  });

  it('the last gaps approach the 400 ms end interval for every viewport', () => {
    for (const viewport of [96, 480, 800]) {
      const { ticks } = planSpin(viewport, seededRandom(11));
      const last = ticks.at(-1)! - ticks.at(-2)!;
      expect(last).toBeGreaterThan(250);
      expect(last).toBeLessThan(700);
    }
  });

  it('lasts the spin time and uses the strip easing', () => {
    const plan = planSpin(96, seededRandom(1));
    expect(plan.durationMs).toBe(ROULETTE.spinMs);
    expect(plan.easing).toBe(easingCss(ROULETTE.easing));
  });

  it('is deterministic for a seed', () => {
    expect(planSpin(500, seededRandom(9))).toEqual(planSpin(500, seededRandom(9)));
  });
});

describe('easingCss', () => {
  it('formats the default easing as a CSS cubic-bezier', () => {
    expect(easingCss()).toBe('cubic-bezier(0.22, 0.45, 0.45, 0.96)');
    expect(easingCss()).toMatch(/^cubic-bezier\((-?\d+(\.\d+)?, ){3}-?\d+(\.\d+)?\)$/);
  });

  it('formats given control points', () => {
    expect(easingCss([0, 0, 1, 1])).toBe('cubic-bezier(0, 0, 1, 1)');
    expect(easingCss([0.25, 0.1, 0.25, 1])).toBe('cubic-bezier(0.25, 0.1, 0.25, 1)');
  });
});

describe('cubicBezier edge cases', () => {
  it('the linear curve is the identity', () => {
    const linear = cubicBezier(0, 0, 1, 1);
    for (let t = 0; t <= 1; t += 0.05) expect(linear(t)).toBeCloseTo(t, 6);
  });

  it('clamps outside [0, 1]', () => {
    const ease = cubicBezier(...ROULETTE.easing);
    expect(ease(-1)).toBe(0);
    expect(ease(2)).toBe(1);
  });

  it('matches the well-known "ease" curve at its midpoint', () => {
    // CSS ease = cubic-bezier(0.25, 0.1, 0.25, 1); ease(0.5) ≈ 0.8024.
    expect(cubicBezier(0.25, 0.1, 0.25, 1)(0.5)).toBeCloseTo(0.8024, 3);
  });

  it('the strip easing is front-loaded: ahead of linear all along', () => {
    const ease = cubicBezier(...ROULETTE.easing);
    for (let t = 0.05; t < 1; t += 0.05) expect(ease(t)).toBeGreaterThan(t);
  });
});
