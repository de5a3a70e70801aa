import type { LimitReached } from '@domain/features/limits/limitCheck';
import type { UpgradeRule } from '@domain/model/fairness';
import type { Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import type { WheelStop } from './computeWheelStopAngle';

/** Spec §2: pick a source, pick a multiplier and target, confirm, the wheel, the result. */
export type UpgraderStep = 1 | 2 | 3 | 4 | 5;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Step 4, in the order it goes through. */
export type WheelPhase =
  /** The upgrade call is on its way. */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'countdown'; readonly secondsLeft: number }
  /** Zero: the explosion; the spin starts 0.4 s later. */
  | { readonly kind: 'exploded' }
  | { readonly kind: 'spinning' }
  /** The wheel stopped; the result shows a second later. */
  | { readonly kind: 'settled' };

export interface UpgraderState {
  readonly step: UpgraderStep;
  readonly items: readonly UpgraderItem[];
  readonly itemsStatus: LoadStatus;
  readonly source: UpgraderItem | null;
  readonly multipliers: Multipliers | null;
  readonly multipliersStatus: LoadStatus;
  /** The selected multiplier value (text, as the server keys them). */
  readonly multiplier: string | null;
  readonly showAllMultipliers: boolean;
  /** The upgrade rule the server committed with its seed, as known when the multipliers came (null: none). */
  readonly upgradeRule: UpgradeRule | null;
  /** The target whose chance is being fetched (step 2). */
  readonly pendingTarget: UpgraderItem | null;
  readonly target: UpgraderItem | null;
  /** Percent, from the chance call (step 3) or the upgrade answer (steps 4, 5). */
  readonly chance: number | null;
  readonly result: UpgradeResult | null;
  readonly wheel: WheelPhase | null;
  /** Where the wheel stops, computed once the answer is in and before it moves. */
  readonly stop: WheelStop | null;
  /** Clock time the upgrade answer arrived. */
  readonly answeredAt: number | null;
  /**
   * Why the last confirmed upgrade did not go through: the call failed ('failed'), or its answer
   * was lost and the server no longer holds the source ('unconfirmed': it was probably made), or
   * the transport policy has told the player already ('reported': 401, 403, no connection).
   */
  readonly failure: 'failed' | 'unconfirmed' | 'reported' | null;
  /**
   * The player's own spending limit held when the upgrade was confirmed (step 3): nothing was sent;
   * which limit, and when it resets. Cleared by any step change.
   */
  readonly limit: LimitReached | null;
}

/** What Back did: left the upgrader (to /games), moved a step back, or nothing (during the spin). */
export type BackOutcome = 'leave' | 'handled' | 'ignored';

/** Where the upgrader starts. */
export const INITIAL: UpgraderState = {
  step: 1, items: [], itemsStatus: 'idle', source: null, multipliers: null, multipliersStatus: 'idle', multiplier: null,
  showAllMultipliers: false, upgradeRule: null, pendingTarget: null, target: null, chance: null, result: null, wheel: null, stop: null, answeredAt: null,
  failure: null, limit: null,
};

/** What a new pick (back to step 1) clears. */
export const PICKING: Partial<UpgraderState> = {
  source: null, multipliers: null, multipliersStatus: 'idle', multiplier: null, showAllMultipliers: false, upgradeRule: null,
  pendingTarget: null, target: null, chance: null, result: null, wheel: null, stop: null, answeredAt: null, limit: null,
};

/** What staking `source` puts at risk: the larger of the values the server gave it (its list, its multipliers' donor). */
export function stakeOf(source: UpgraderItem, multipliers: Multipliers | null): number {
  const donor = multipliers?.donor;
  return donor && donor.id === source.id ? Math.max(source.price, donor.price) : source.price;
}
