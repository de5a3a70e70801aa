import type { Random } from '@domain/ports/Random';
import { OPENING } from './opening';

/** The strip's easing, as CSS cubic-bezier control points: fast start, long gentle stop. */
export const STRIP_EASING = [0.2, 0.45, 0.45, 0.96] as const;

export function easingCss(points: readonly [number, number, number, number] = STRIP_EASING): string {
  return `cubic-bezier(${points.join(', ')})`;
}

/** The cubic-bezier timing function CSS and Web Animations use, as a plain function of t in [0, 1]. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {
  const bx = (s: number) => 3 * x1 * s * (1 - s) ** 2 + 3 * x2 * s ** 2 * (1 - s) + s ** 3;
  const by = (s: number) => 3 * y1 * s * (1 - s) ** 2 + 3 * y2 * s ** 2 * (1 - s) + s ** 3;
  return (t: number) => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (bx(mid) < t) lo = mid;
      else hi = mid;
    }
    return by((lo + hi) / 2);
  };
}

export interface SpinPlan {
  /** Pixels the strip travels upward, so the winner's row stops under the marker. */
  readonly distance: number;
  readonly durationMs: number;
  readonly easing: string;
  /** When a tick sounds, in ms from the start of the spin (slot boundaries passing the marker). */
  readonly ticks: readonly number[];
}

/**
 * Everything the spin needs, computed before it starts: the final offset (the winner centred
 * under the marker, landing a little off-centre like a real wheel) and the tick times derived
 * from the easing curve — one per row passing the marker, never closer than 50 ms, none after
 * 9 s, so the interval grows from about 50 ms to about 400 ms (spec §9).
 */
export function planSpin(viewportHeight: number, random: Random): SpinPlan {
  const { rowHeight, winnerIndex, spinMs, tickStartIntervalMs, tickSpanMs } = OPENING;
  const jitter = (random() - 0.5) * rowHeight * 0.6;
  const distance = winnerIndex * rowHeight + rowHeight / 2 - viewportHeight / 2 + jitter;
  // Walk the curve by its own parameter (no inversion needed): x is time, y is progress.
  const [x1, y1, x2, y2] = STRIP_EASING;
  const bezier = (a: number, b: number, u: number) => 3 * a * u * (1 - u) ** 2 + 3 * b * u ** 2 * (1 - u) + u ** 3;
  const ticks: number[] = [];
  const centre = viewportHeight / 2;
  let nextBoundary = Math.floor(centre / rowHeight) + 1;
  let last = Number.NEGATIVE_INFINITY;
  const steps = 6000;
  for (let i = 1; i <= steps; i++) {
    const u = i / steps;
    const t = bezier(x1, x2, u) * spinMs;
    if (t > tickSpanMs) break;
    const boundary = Math.floor((bezier(y1, y2, u) * distance + centre) / rowHeight);
    if (boundary >= nextBoundary) {
      nextBoundary = boundary + 1;
      const at = Math.round(t);
      if (at - last >= tickStartIntervalMs) {
        ticks.push(at);
        last = at;
      }
    }
  }
  return { distance, durationMs: spinMs, easing: easingCss(), ticks };
}
