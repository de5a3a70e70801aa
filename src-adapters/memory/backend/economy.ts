import type { Random } from '@domain/ports/Random';
import type { UpgradeRule } from '@domain/model/fairness';
import { upgradeChanceHundredths } from '@domain/features/fairness/provablyFair';

/** The share of every stake the demo house keeps on average. */
export const HOUSE_EDGE = 0.1;
/**
 * The upgrade rule the demo commits to with every server seed (fairness.ts): the house edge in basis
 * points and the chance's bounds in hundredths of a percent — no upgrade below 0.01 % or above 95 %.
 */
export const UPGRADE_RULE = { edgeBp: Math.round(HOUSE_EDGE * 10_000), min: 1, max: 9500 } as const;
export const UPGRADE_RULE_TEXT = `upgrade:${UPGRADE_RULE.edgeBp}:${UPGRADE_RULE.min}:${UPGRADE_RULE.max}`;
/** How many of one case a multi-open may open in one call (each case's `multi_open`, docs/api.md). */
export const MULTI_OPEN_MOST = 5;

export const UPGRADE_MULTIPLIERS = ['1.5', '2', '3', '5', '10', '20'] as const;

export interface Weighted<T> {
  readonly item: T;
  readonly weight: number;
}

/**
 * Drop odds for a case: weights proportional to price^-alpha, with alpha chosen so the expected
 * value of a drop is the case price less the house edge (clamped to what the skins allow).
 */
export function dropWeights<T extends { price: number }>(skins: readonly T[], casePrice: number, houseEdge = HOUSE_EDGE): Weighted<T>[] {
  if (skins.length === 0) return [];
  const target = casePrice * (1 - houseEdge);
  const ev = (alpha: number) => {
    let sumW = 0;
    let sumWp = 0;
    for (const s of skins) {
      const w = s.price ** -alpha;
      sumW += w;
      sumWp += w * s.price;
    }
    return sumWp / sumW;
  };
  // ev(alpha) falls as alpha grows; bisect in a range wide enough for any catalogue.
  let lo = -8;
  let hi = 12;
  if (casePrice <= 0 || target <= ev(hi)) lo = hi;
  else if (target >= ev(lo)) hi = lo;
  for (let i = 0; i < 80 && hi - lo > 1e-9; i++) {
    const mid = (lo + hi) / 2;
    if (ev(mid) > target) lo = mid;
    else hi = mid;
  }
  const alpha = (lo + hi) / 2;
  const weights = skins.map((s) => s.price ** -alpha);
  const total = weights.reduce((a, b) => a + b, 0);
  return skins.map((item, i) => ({ item, weight: (weights[i] as number) / total }));
}

export function expectedValue<T extends { price: number }>(weighted: readonly Weighted<T>[]): number {
  return weighted.reduce((sum, w) => sum + w.weight * w.item.price, 0);
}

export function pickWeighted<T>(random: Random, weighted: readonly Weighted<T>[]): T {
  if (weighted.length === 0) throw new RangeError('nothing to pick from');
  const total = weighted.reduce((a, w) => a + w.weight, 0);
  let roll = random() * total;
  for (const w of weighted) {
    roll -= w.weight;
    if (roll < 0) return w.item;
  }
  return (weighted[weighted.length - 1] as Weighted<T>).item;
}

/**
 * Chance (percent, two decimals) of upgrading a donor worth `donorCost` into a target worth
 * `targetPrice`, by the committed upgrade rule (fairness.ts, UPGRADE_RULE): in hundredths of a
 * percent ⌊donor × (10 000 − edge) / target⌋ on values in hundredths, held between its bounds —
 * integer arithmetic, so the app's verifier gets the same number.
 */
export function upgradeChance(donorCost: number, targetPrice: number, rule: UpgradeRule = UPGRADE_RULE): number {
  // The app's rule itself (one copy): the chance it shows per target on step 2 is the one charged here.
  return upgradeChanceHundredths(rule, donorCost, targetPrice) / 100;
}

/** "+12%" / "-40%": the profit of a drop relative to what it cost. */
export function profitLabel(cost: number, price: number): string {
  if (price <= 0) return '+100%';
  const pct = Math.round(((cost - price) / price) * 100);
  return `${pct >= 0 ? '+' : ''}${pct}%`;
}
