import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@domain/shared/seededRandom';
import { UPGRADER } from '@domain/features/upgrader/upgrader';
import { computeWheelStopAngle, greenZone, rotationFor } from '@domain/features/upgrader/computeWheelStopAngle';
import { angleUnderPointer } from '../../../support/wheelGeometry';

describe('ComputeWheelStopAngle (spec §4, §9)', () => {
  it('the green zone is chance/100 of the circle', () => {
    expect(greenZone(25)).toEqual({ from: 0, to: 90 });
    expect(greenZone(50).to).toBe(180);
    expect(greenZone(0.5).to).toBeCloseTo(1.8, 10);
    // Out-of-range chances are clamped rather than drawing an impossible wheel.
    expect(greenZone(140).to).toBe(360);
    expect(greenZone(-3).to).toBe(0);
    expect(greenZone(Number.NaN).to).toBe(0);
  });

  it('a win stops inside green, a loss inside red, 1° from the edges', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const win = computeWheelStopAngle(30, true, seededRandom(seed));
      expect(win.angle).toBeGreaterThanOrEqual(1);
      expect(win.angle).toBeLessThanOrEqual(108 - 1);
      const loss = computeWheelStopAngle(30, false, seededRandom(seed));
      expect(loss.angle).toBeGreaterThanOrEqual(108 + 1);
      expect(loss.angle).toBeLessThanOrEqual(360 - 1);
    }
  });

  it('uses the whole zone, not one spot', () => {
    const angles = Array.from({ length: 100 }, (_, seed) => computeWheelStopAngle(50, true, seededRandom(seed)).angle);
    expect(Math.min(...angles)).toBeLessThan(30);
    expect(Math.max(...angles)).toBeGreaterThan(150);
  });

  it('with no result yet it stops anywhere', () => {
    const random = seededRandom(5);
    const angles = Array.from({ length: 200 }, () => computeWheelStopAngle(10, null, random).angle);
    expect(angles.some((a) => a > 36)).toBe(true);
    expect(angles.some((a) => a < 36)).toBe(true);
    for (const a of angles) {
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThan(360);
    }
  });

  it('a zone narrower than two margins: the stop is its centre', () => {
    const win = computeWheelStopAngle(0.25, true, seededRandom(1));
    expect(win.angle).toBeCloseTo(0.45, 10);
    const loss = computeWheelStopAngle(99.75, false, seededRandom(1));
    expect(loss.angle).toBeCloseTo(359.55, 10);
  });

  it('turns 5 full turns and brings the stop angle under the pointer', () => {
    for (const angle of [0, 0.5, 90, 180, 270, 359.9]) {
      const rotation = rotationFor(angle);
      expect(rotation).toBeGreaterThanOrEqual(UPGRADER.turns * 360);
      expect(rotation).toBeLessThan((UPGRADER.turns + 1) * 360);
      expect(angleUnderPointer(rotation)).toBeCloseTo(angle, 9);
    }
    expect(rotationFor(0)).toBe(1800);
    expect(rotationFor(90)).toBe(1800 + 270);
  });

  // Chances as a server sends them (hundredths of a percent), and any double down to a millionth of
  // a percent from either end — below that a zone is narrower than a double can place a turn in.
  const anyChance = fc.oneof(
    fc.integer({ min: 1, max: 9999 }).map((hundredths) => hundredths / 100),
    fc.double({ min: 1e-6, max: 100 - 1e-6, noNaN: true }),
  );

  it('property: for any chance in (0, 100) and any seed, a win lands in green and a loss in red', () => {
    fc.assert(
      fc.property(
        anyChance,
        fc.integer(),
        fc.boolean(),
        (chance, seed, win) => {
          const stop = computeWheelStopAngle(chance, win, seededRandom(seed));
          const landed = angleUnderPointer(stop.rotation);
          const green = (chance / 100) * 360;
          const inGreen = landed > 0 && landed < green;
          const inRed = landed > green && landed < 360;
          if (win ? !inGreen : !inRed) return false;
          // 1° from each edge whenever the zone leaves room for it.
          const [from, to] = win ? [0, green] : [green, 360];
          if (to - from > 2 * UPGRADER.marginDegrees) {
            if (stop.angle < from + UPGRADER.marginDegrees - 1e-9 || stop.angle > to - UPGRADER.marginDegrees + 1e-9) return false;
          }
          return stop.rotation >= UPGRADER.turns * 360 && stop.rotation < (UPGRADER.turns + 1) * 360;
        },
      ),
      { numRuns: 5000 },
    );
  });
});
