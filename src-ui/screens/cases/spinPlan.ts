import type { Random } from '@domain/ports/Random';
import { OPENING } from '@domain/features/cases/opening';

/** Spec §9, the roulette as drawn: rows, the spin and its tick sounds. */
export const ROULETTE = {
  /** The row pitch of the reel, in CSS pixels. */
  rowHeight: 96,
  /**
   * Rows in the reel's window (576 px): it fills a phone's screen under the case's name — two and a
   * half rows above and below the winner's frame, the rows cut at the edges as on a real reel.
   */
  visibleRows: 6,
  spinMs: 10_000,
  /** Ticks run from a 50 ms interval to about 400 ms over 9 s. */
  tickStartIntervalMs: 50,
  tickEndIntervalMs: 400,
  tickSpanMs: 9000,
  /** The strip's easing, as CSS cubic-bezier control points: fast start, long gentle stop. */
  easing: [0.22, 0.45, 0.45, 0.96] as const,
  /**
   * The last part of the spin: the strip, having run a little past the winner's centre (as a real
   * wheel overruns), settles back so the winner sits in the marker's frame when the 10 s are up.
   */
  settleMs: 650,
  settleEasing: 'cubic-bezier(0.3, 0, 0.25, 1)',
} as const;

/** The reel window's height. */
export const STRIP_VIEWPORT_HEIGHT = ROULETTE.visibleRows * ROULETTE.rowHeight;

export function easingCss(points: readonly [number, number, number, number] = ROULETTE.easing): string {
  return `cubic-bezier(${points.join(', ')})`;
}

export interface SpinPlan {
  /** Pixels the strip travels upward, so the winner's row stops centred in the marker's frame. */
  readonly distance: number;
  /** How far past `distance` the strip runs before it settles back (px, a fraction of a row, random). */
  readonly overshoot: number;
  /** When the overrun ends and the settle begins, in ms from the start. */
  readonly settleAtMs: number;
  readonly durationMs: number;
  readonly easing: string;
  /** When a tick sounds, in ms from the start of the spin (slot boundaries passing the marker). */
  readonly ticks: readonly number[];
}

/**
 * Everything the spin needs, computed before it starts: the final offset (the winner centred in
 * the marker's frame), the overrun before it (up to 0.3 of a row past the centre, random, still
 * inside the winner's row) and the tick times derived from the easing curve — one per row
 * passing the marker, never closer than 50 ms, none after 9 s, so the interval grows from about
 * 50 ms to about 400 ms (spec §9). A shorter `spinMs` (fast open) scales the curve and tick span.
 */
export function planSpin(viewportHeight: number, random: Random, spinMs: number = ROULETTE.spinMs): SpinPlan {
  const { rowHeight, tickStartIntervalMs, settleMs } = ROULETTE;
  // A shorter spin (the player's fast open) keeps the curve and the ticks' share of it.
  const tickSpanMs = (ROULETTE.tickSpanMs / ROULETTE.spinMs) * spinMs;
  const overshoot = (0.05 + random() * 0.25) * rowHeight;
  const distance = OPENING.winnerIndex * rowHeight + rowHeight / 2 - viewportHeight / 2;
  const settleAtMs = spinMs - settleMs;
  const travel = distance + overshoot;
  // Walk the curve by its own parameter (no inversion needed): x is time, y is progress.
  const [x1, y1, x2, y2] = ROULETTE.easing;
  const bezier = (a: number, b: number, u: number) => 3 * a * u * (1 - u) ** 2 + 3 * b * u ** 2 * (1 - u) + u ** 3;
  const ticks: number[] = [];
  const centre = viewportHeight / 2;
  let nextBoundary = Math.floor(centre / rowHeight) + 1;
  let last = Number.NEGATIVE_INFINITY;
  const steps = 6000;
  for (let i = 1; i <= steps; i++) {
    const u = i / steps;
    const t = bezier(x1, x2, u) * settleAtMs;
    if (t > tickSpanMs) break;
    const boundary = Math.floor((bezier(y1, y2, u) * travel + centre) / rowHeight);
    if (boundary >= nextBoundary) {
      nextBoundary = boundary + 1;
      const at = Math.round(t);
      if (at - last >= tickStartIntervalMs) {
        ticks.push(at);
        last = at;
      }
    }
  }
  return { distance, overshoot, settleAtMs, durationMs: spinMs, easing: easingCss(), ticks };
}
