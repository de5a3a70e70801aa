import type { Multipliers } from '@domain/model/upgrader';
import { UPGRADER } from './upgrader';

/** The multiplier values that offer at least one target, smallest first. */
export function multiplierValues(multipliers: Pick<Multipliers, 'multy'>): string[] {
  return Object.entries(multipliers.multy)
    .filter(([value, targets]) => targets.length > 0 && Number.isFinite(Number(value)))
    .map(([value]) => value)
    .sort((a, b) => Number(a) - Number(b));
}

/**
 * Spec §5: with more than 5 multipliers only 5 show — the two smallest, the middle one and the
 * two largest — until 'show all'. `values` are sorted ascending; the result keeps that order.
 */
export function visibleMultipliers(values: readonly string[], showAll: boolean): string[] {
  if (showAll || values.length <= UPGRADER.maxMultipliers) return [...values];
  const n = values.length;
  // The middle of what lies between the two smallest and the two largest.
  const middle = Math.floor((n - 1) / 2);
  return [0, 1, middle, n - 2, n - 1].map((i) => values[i] as string);
}

/** Whether the 'show all' / 'hide extra' toggle has anything to do. */
export function hasHiddenMultipliers(values: readonly string[]): boolean {
  return values.length > UPGRADER.maxMultipliers;
}
