/** Spec §9, upgrader constants, and the small display rules of spec §2, §3 and §5. */
export const UPGRADER = {
  /** The wheel's countdown, in whole seconds (3-2-1). */
  countdownSeconds: 3,
  /** From the explosion at zero to the start of the spin. */
  spinDelayMs: 400,
  spinMs: 7000,
  /** Full turns the wheel makes before it settles. */
  turns: 5,
  /** Degrees kept between the stop angle and the edge of its zone. */
  marginDegrees: 1,
  /** The result overlay shows 10.4 s + 1 s after the upgrade answer (spec §4). */
  resultDelayMs: 10_400,
  resultPauseMs: 1000,
  /** At most this many multiplier buttons until 'show all' (spec §5). */
  maxMultipliers: 5,
  /** Chance colour thresholds, percent (spec §5). */
  greenFrom: 50,
  yellowFrom: 15,
} as const;

export type ChanceColour = 'green' | 'yellow' | 'red';

/** Spec §5: green at 50 or more, yellow from 15 to under 50, red below 15. */
export function chanceColour(chance: number): ChanceColour {
  if (chance >= UPGRADER.greenFrom) return 'green';
  if (chance >= UPGRADER.yellowFrom) return 'yellow';
  return 'red';
}
