import type { FairnessState, RollReceipt } from './fairness';
import type { Rarity } from './rarity';

/** The welcome case given on the first visit: an id of 32 zeros. */
export const WELCOME_CASE_ID = '0'.repeat(32);
export const WELCOME_CASE_NAME = 'Welcome Case';

export interface Skin {
  readonly name: string;
  readonly img: string;
  readonly price: number;
  /** Optional, beyond spec §7: the drop chance in percent, when the server publishes its odds. */
  readonly chance?: number;
  /** Optional, beyond spec §7: the skin's CS2 grade (rarity.ts); absent when the server sends none or one unknown. */
  readonly rarity?: Rarity;
}

export interface CaseSummary {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly img: string;
  readonly description: string;
  /** Category names, already decoded from the JSON-encoded array the server sends. */
  readonly categories: readonly string[];
  /**
   * Optional, beyond spec §7 (`top_skins` in the list answer): a few of the case's most valuable
   * skins, so a case card shows what is inside without a request per card. Absent: the card shows none.
   */
  readonly topSkins?: readonly Skin[];
}

export interface CaseDetails extends CaseSummary {
  readonly skins: readonly Skin[];
  /** Optional, beyond spec §7: the player's seed commitment, published with the case before any opening. */
  readonly fairness?: FairnessState;
  /**
   * Optional, beyond spec §7 (`multi_open` on the case): how many of this case the server opens in
   * one call, 2 to OPENING.multi.max. Absent: one at a time, and the case page offers no multi-open.
   */
  readonly multiOpen?: number;
}

export interface OpeningResult {
  readonly win: {
    readonly id: string;
    readonly name: string;
    readonly img: string;
    readonly cost: number;
    /** Signed percentage text as the server sends it, e.g. "+12%". */
    readonly profit: string;
    /** Optional, beyond spec §7: the drop's CS2 grade. */
    readonly rarity?: Rarity;
  };
  /** The inventory id of the won item (`inventory_id`, or `id` when that is absent). */
  readonly inventoryId: string | null;
  /** Optional, beyond spec §7: the draw's receipt, when the server's drops are verifiable. */
  readonly fairness?: RollReceipt;
}
