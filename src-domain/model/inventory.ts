import type { Rarity } from './rarity';

export const ITEM_STATUSES = ['available', 'returned', 'sending', 'sent', 'sold'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export interface InventoryItem {
  readonly id: string;
  readonly status: ItemStatus;
  readonly win: {
    readonly name: string | null;
    readonly img: string | null;
    readonly cost: number;
    readonly penalty: number | null;
    readonly soldUpgrader: boolean;
    readonly winUpgrader: boolean;
    readonly changed: boolean;
    /** Optional, beyond spec §7: the item's CS2 grade. */
    readonly rarity?: Rarity;
  };
}

/** The server's own message about a call (spec §7 `alert`), returned with the answer it came in. */
export interface Announced {
  readonly alert?: string;
}

export interface SaleResult extends Announced {
  /** The balance after the sale, when the server reports it. */
  readonly balance: number | null;
}

/** A withdrawal's answer: only what the server said with it. */
export type SendResult = Announced;
