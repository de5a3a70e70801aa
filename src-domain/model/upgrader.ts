import type { RollReceipt } from './fairness';
import type { Rarity } from './rarity';

export interface UpgraderItem {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly price: number;
  readonly cost: string;
  /** Optional, beyond spec §7: the item's CS2 grade. */
  readonly rarity?: Rarity;
}

export interface Multipliers {
  readonly donor: UpgraderItem;
  /** Multiplier value (as text, e.g. "1.5") to the target skins it offers. */
  readonly multy: Readonly<Record<string, readonly UpgraderItem[]>>;
}

export interface ChanceResult {
  readonly donor: string;
  readonly target: string;
  /** Percent, 0..100. */
  readonly chance: number;
}

export interface UpgradeResult extends ChanceResult {
  readonly win: boolean;
  /** Optional, beyond spec §7: the roll's receipt, when the server's upgrades are verifiable. */
  readonly fairness?: RollReceipt;
}
