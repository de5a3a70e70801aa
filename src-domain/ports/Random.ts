/** A uniform number in [0, 1). Seedable in tests and the demo. */
export type Random = () => number;

export function randomInt(random: Random, minInclusive: number, maxInclusive: number): number {
  return minInclusive + Math.floor(random() * (maxInclusive - minInclusive + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick() from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}
