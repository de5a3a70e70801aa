import type { Skin } from '@domain/model/case';

/**
 * Published odds before paying: what a case returns on average and how often it pays back its
 * price, from the drop chances the server publishes per skin (percent). All pure.
 */

/**
 * How far the published chances may add up from 100 % and still count as 100: one unit of the
 * finest decimal they are published with (a server that rounds to two decimals may be 0.01 off),
 * and a float's noise. It does not grow with the number of skins, so padding a case with skins
 * cannot hide a total that is off; coarser rounding shows as odds that do not add up — which is
 * then true.
 */
export function oddsTolerance(chances: readonly number[]): number {
  const decimals = chances.reduce((most, chance) => Math.max(most, decimalsOf(chance)), 0);
  return 10 ** -decimals + 1e-9;
}

/** The decimals a chance is published with (at most 6). */
export function decimalsOf(value: number): number {
  let decimals = 0;
  while (decimals < 6 && !isWhole(value * 10 ** decimals)) decimals++;
  return decimals;
}

/** Whole but for a float's noise (relative to its size). */
function isWhole(scaled: number): boolean {
  return Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled));
}

export type CaseOdds =
  /** No skin carries a chance above zero. */
  | { readonly kind: 'unpublished' }
  /** Chances are published but do not add up to 100 %: no expected return can be told from them. */
  | { readonly kind: 'inconsistent'; readonly total: number; readonly missing: number }
  | {
      readonly kind: 'published';
      /** The published chances added up, in percent. */
      readonly total: number;
      /** Skins the server gave no chance (or a chance of 0) for. */
      readonly missing: number;
      /** The average value of a drop, in crystals: Σ chance × price. */
      readonly expectedReturn: number;
      /** That average as a percentage of the case's price; null for a free case. */
      readonly returnPercent: number | null;
      /** The chance (percent) of a drop worth at least the price. */
      readonly breakEvenChance: number;
    };

/**
 * The odds of a case: 'unpublished' when no skin carries a chance above zero, 'inconsistent' when
 * the chances do not add up to 100 % (within the published precision) or some skins have none —
 * an expected return is told only from chances that add up.
 */
export function caseOdds(details: { readonly price: number; readonly skins: readonly Skin[] }): CaseOdds {
  const published = details.skins.filter((s): s is Skin & { chance: number } => (s.chance ?? 0) > 0);
  if (published.length === 0) return { kind: 'unpublished' };
  const total = published.reduce((sum, s) => sum + s.chance, 0);
  const missing = details.skins.length - published.length;
  if (Math.abs(total - 100) > oddsTolerance(published.map((s) => s.chance))) return { kind: 'inconsistent', total, missing };
  const expectedReturn = published.reduce((sum, s) => sum + (s.chance / 100) * s.price, 0);
  const breakEvenChance = published.filter((s) => s.price >= details.price).reduce((sum, s) => sum + s.chance, 0);
  return {
    kind: 'published',
    total,
    missing,
    expectedReturn,
    returnPercent: details.price > 0 ? (expectedReturn / details.price) * 100 : null,
    breakEvenChance,
  };
}

/**
 * The expected value of an upgrade in crystals (the upgrader's third step): the chance
 * (percent) of winning the target times its price, less the source item given up either way.
 */
export function upgradeExpectedValue(chancePercent: number, targetPrice: number, sourcePrice: number): number {
  return (chancePercent / 100) * targetPrice - sourcePrice;
}
