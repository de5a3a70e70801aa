/** Spec §9: 3 word lists of 20 words, a 4-digit number, 6 word orders. */
export const LUCK_WORD_LIST_SIZE = 20;
export const LUCK_WORD_LISTS = 3;
/** All 6 orders of the three words. */
export const LUCK_WORD_ORDERS = [
  [0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0],
] as const;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface LuckCode {
  /** Index into word list 0, 1 and 2 respectively. */
  readonly words: readonly [number, number, number];
  /** Four digits, leading zeros kept. */
  readonly number: string;
  /** Index into LUCK_WORD_ORDERS. */
  readonly order: number;
}

/** The words of a code in display order, as [list, index] pairs. */
export function orderedWords(code: LuckCode): [number, number][] {
  const order = LUCK_WORD_ORDERS[code.order] ?? LUCK_WORD_ORDERS[0];
  return order.map((list) => [list, code.words[list] as number]);
}

/**
 * A luck code from a drawn pattern: the same drawing always gives the same code, and small
 * changes give another. Points are quantised to a 20 px grid relative to the canvas size so the
 * code does not depend on the device's pixel density.
 */
export function luckCodeFromPattern(points: readonly Point[], canvasSize: number): LuckCode | null {
  if (points.length < 2 || canvasSize <= 0) return null;
  let hash = 2166136261;
  const mix = (value: number) => {
    hash = Math.imul(hash ^ value, 16777619) >>> 0;
  };
  for (const p of points) {
    mix(Math.round((p.x / canvasSize) * 20));
    mix(Math.round((p.y / canvasSize) * 20));
  }
  const next = () => {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822519) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 13), 3266489917) >>> 0;
    hash = (hash ^ (hash >>> 16)) >>> 0;
    return hash;
  };
  const words: [number, number, number] = [next() % LUCK_WORD_LIST_SIZE, next() % LUCK_WORD_LIST_SIZE, next() % LUCK_WORD_LIST_SIZE];
  const number = String(next() % 10000).padStart(4, '0');
  const order = next() % LUCK_WORD_ORDERS.length;
  return { words, number, order };
}
