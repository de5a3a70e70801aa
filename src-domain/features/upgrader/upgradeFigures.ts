import type { UpgradeRule } from '@domain/model/fairness';
import type { Multipliers, UpgraderItem } from '@domain/model/upgrader';
import { upgradeChanceHundredths } from '@domain/features/fairness/provablyFair';

/**
 * The chance (percent) an upgrade of `source` into `target` would have, told before asking the
 * server: by the upgrade rule the server committed with its seed — the one rule its upgrades are
 * verified against (provablyFair.ts), the demo server's too. The donor's value is the one the
 * server gave it with its multipliers (what it reckons the upgrade from), else the list's price.
 * Null when the server committed no rule: then only its chance call says.
 */
export function targetChance(rule: UpgradeRule | null, source: UpgraderItem, multipliers: Multipliers | null, target: UpgraderItem): number | null {
  if (!rule) return null;
  return upgradeChanceHundredths(rule, donorValue(source, multipliers), target.price) / 100;
}

/** The donor's value as the server reckons an upgrade from it: its multipliers' donor, else the list's price. */
function donorValue(source: UpgraderItem, multipliers: Multipliers | null): number {
  const donor = multipliers?.donor;
  return donor && donor.id === source.id ? donor.price : source.price;
}

/** What a won upgrade gained: the target's value less the donor's, in crystals and in percent of the donor's. */
export interface UpgradeGain {
  readonly crystals: number;
  /** Null when the donor was worth nothing (no percent of zero). */
  readonly percent: number | null;
}

/** The gain of upgrading `source` into `target` (a win), from the same values the chance is told from. */
export function upgradeGain(source: UpgraderItem, multipliers: Multipliers | null, target: UpgraderItem): UpgradeGain {
  const donor = donorValue(source, multipliers);
  const crystals = Math.round((target.price - donor) * 100) / 100;
  return { crystals, percent: donor > 0 ? (crystals / donor) * 100 : null };
}
