import type { Skin } from '@domain/model/case';

/**
 * Published odds before paying (issue 16): what a case returns on average and how often it pays
 * back its price, from the drop chances the server publishes per skin (percent). All pure.
 */

/**
 * How far the published chances may add up from 100 % and still count as 100: half a unit in the
 * second decimal per skin (a server that rounds each chance to two decimals), and never less than
 * a float's noise. Coarser rounding shows as odds that do not add up — which is then true.
 */
export function oddsTolerance(skinCount: number): number {
  return Math.max(1e-6, skinCount * 0.005);
}

export type CaseOdds =
  | { readonly kind: 'unpublished' }
  | {
      readonly kind: 'published';
      /** The published chances added up, in percent. */
      readonly total: number;
      /** Within the rounding tolerance of 100 %. */
      readonly addsUp: boolean;
      /** Skins the server gave no chance for. */
      readonly missing: number;
      /** The average value of a drop, in crystals: Σ chance × price. */
      readonly expectedReturn: number;
      /** That average as a percentage of the case's price; null for a free case. */
      readonly returnPercent: number | null;
      /** The chance (percent) of a drop worth at least the price. */
      readonly breakEvenChance: number;
    };

/** The odds of a case, or 'unpublished' when no skin carries a chance. */
export function caseOdds(details: { readonly price: number; readonly skins: readonly Skin[] }): CaseOdds {
  const published = details.skins.filter((s): s is Skin & { chance: number } => s.chance !== undefined);
  if (published.length === 0) return { kind: 'unpublished' };
  const total = published.reduce((sum, s) => sum + s.chance, 0);
  const expectedReturn = published.reduce((sum, s) => sum + (s.chance / 100) * s.price, 0);
  const breakEvenChance = published.filter((s) => s.price >= details.price).reduce((sum, s) => sum + s.chance, 0);
  return {
    kind: 'published',
    total,
    addsUp: Math.abs(total - 100) <= oddsTolerance(details.skins.length),
    missing: details.skins.length - published.length,
    expectedReturn,
    returnPercent: details.price > 0 ? (expectedReturn / details.price) * 100 : null,
    breakEvenChance,
  };
}

/**
 * The expected value of an upgrade in crystals (issue 16, the upgrader's third step): the chance
 * (percent) of winning the target times its price, less the source item given up either way.
 */
export function upgradeExpectedValue(chancePercent: number, targetPrice: number, sourcePrice: number): number {
  return (chancePercent / 100) * targetPrice - sourcePrice;
}
