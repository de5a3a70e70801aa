import type { InventoryItem } from '@domain/model/inventory';
import { RARITIES, type Rarity } from '@domain/model/rarity';
import { canActOn } from './inventoryTabs';

/**
 * The orders the inventory can be shown in. `newest` is the server's own order: spec §7's item
 * carries no date, and the server lists the newest drop first (the demo server does, and so did
 * the original client, which showed the list as it came), so that order is kept as it is.
 */
export const INVENTORY_SORTS = ['newest', 'value', 'rarity'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

/** A grade's rank, highest grade highest; no grade (absent, or one we do not know) ranks below all. */
function rankOf(rarity: Rarity | undefined): number {
  return rarity === undefined ? -1 : RARITIES.indexOf(rarity);
}

/** A cost to order by: a value that is not a finite number is worth least. */
function worthOf(item: InventoryItem): number {
  const cost = item.win.cost;
  return Number.isFinite(cost) ? cost : -Infinity;
}

/**
 * The items in the chosen order, as a new array (`newest` returns the same one: nothing to do).
 * `value`: the dearest first; `rarity`: the highest grade first, items without a grade last, and
 * within a grade the dearest first. Ties keep the server's order (the newer first), so the order
 * is the same on every render and after every reload.
 *
 * Built for 100 000 items: each key is read once into a typed array and the sort compares numbers
 * by index, with no object made per item.
 */
export function sortInventory(items: readonly InventoryItem[], order: InventorySort): readonly InventoryItem[] {
  if (order === 'newest' || items.length < 2) return items;
  const worth = new Float64Array(items.length);
  const rank = order === 'rarity' ? new Int8Array(items.length) : null;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    worth[i] = worthOf(item);
    if (rank) rank[i] = rankOf(item.win.rarity);
  }
  const indices = new Uint32Array(items.length);
  for (let i = 0; i < indices.length; i++) indices[i] = i;
  indices.sort((a, b) => (rank ? rank[b]! - rank[a]! : 0) || compareWorth(worth[a]!, worth[b]!) || a - b);
  const sorted = new Array<InventoryItem>(items.length);
  for (let i = 0; i < indices.length; i++) sorted[i] = items[indices[i]!]!;
  return sorted;
}

/** Dearer first; written without subtraction so two -Infinity costs tie rather than give NaN. */
function compareWorth(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

/** What the player holds: how many items and what they are worth together, in crystals. */
export interface Holdings {
  readonly count: number;
  readonly value: number;
}

/**
 * What the player holds: the items still theirs to sell, send or stake — available and returned
 * (spec §4: both can be sold or sent). Sold items were paid out; sending and sent ones have left
 * for Steam (a trade offer not accepted comes back as returned, and counts again then). An item
 * whose cost is not a finite number adds nothing to the value but still counts as held.
 */
export function holdingsOf(items: readonly InventoryItem[]): Holdings {
  let count = 0;
  let cents = 0;
  for (const item of items) {
    if (!canActOn(item.status)) continue;
    count++;
    // Summed in cents: 0.1 + 0.2 of crystals must not show as 0.30000000000000004.
    if (Number.isFinite(item.win.cost)) cents += Math.round(item.win.cost * 100);
  }
  return { count, value: cents / 100 };
}

