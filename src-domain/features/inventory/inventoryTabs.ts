import type { InventoryItem, ItemStatus } from '@domain/model/inventory';

/** Spec §2: the inventory's tabs, in this order. Returned items are shown under available. */
export const INVENTORY_TABS = ['available', 'sending', 'sent', 'sold'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

/** The tab an item is listed under: returned items count as available (spec §4). */
export function tabOfStatus(status: ItemStatus): InventoryTab {
  return status === 'returned' ? 'available' : status;
}

/** Available and returned items can be sold or withdrawn; the rest are final or in progress. */
export function canActOn(status: ItemStatus): boolean {
  return status === 'available' || status === 'returned';
}

/**
 * The `tab` query parameter (spec §2: available, sending, sent or sold). A `returned` link opens
 * available, where returned items live; anything else is ignored.
 */
export function parseInventoryTab(value: string | null | undefined): InventoryTab | null {
  if (typeof value !== 'string') return null;
  const tab = value.trim().toLowerCase();
  if (tab === 'returned') return 'available';
  return (INVENTORY_TABS as readonly string[]).includes(tab) ? (tab as InventoryTab) : null;
}

export type InventoryGroups = Readonly<Record<InventoryTab, readonly InventoryItem[]>>;

/**
 * Items the player just acted on, held in the tab they were tapped in (item id → tab). The card
 * shows the server's status, but stays where it was until the player changes tab, so the next
 * card does not slide under a second tap.
 */
export type PinnedItems = ReadonlyMap<string, InventoryTab>;

const NO_PINS: PinnedItems = new Map();

/** Items per tab, each keeping the server's order; a pinned item stays in its pinned tab. */
export function groupInventory(items: readonly InventoryItem[], pinned: PinnedItems = NO_PINS): InventoryGroups {
  const groups: Record<InventoryTab, InventoryItem[]> = { available: [], sending: [], sent: [], sold: [] };
  // Without pins (nearly always) no id is looked up: hashing 100 000 ids is most of the pass.
  if (pinned.size === 0) for (const item of items) groups[tabOfStatus(item.status)].push(item);
  else for (const item of items) groups[pinned.get(item.id) ?? tabOfStatus(item.status)].push(item);
  return groups;
}

/** Spec §2: tabs only for statuses present, in the fixed order. */
export function presentTabs(items: readonly InventoryItem[], pinned: PinnedItems = NO_PINS): InventoryTab[] {
  const groups = groupInventory(items, pinned);
  return INVENTORY_TABS.filter((tab) => groups[tab].length > 0);
}

/**
 * The tab to show: the one from the query when given (even if it holds nothing, so its own empty
 * message shows), else the first tab present; null when there is nothing at all.
 */
export function selectedTab(items: readonly InventoryItem[], requested: InventoryTab | null, pinned: PinnedItems = NO_PINS): InventoryTab | null {
  if (requested) return requested;
  return presentTabs(items, pinned)[0] ?? null;
}

/** What the inventory shows: the tabs, the chosen one and its items, or why it is empty. */
export interface InventoryView {
  readonly tabs: readonly InventoryTab[];
  readonly selected: InventoryTab | null;
  readonly items: readonly InventoryItem[];
  /** 'all' when the inventory holds nothing; 'tab' when only the chosen category is empty. */
  readonly empty: 'all' | 'tab' | null;
}

export function inventoryView(items: readonly InventoryItem[], requested: InventoryTab | null, pinned: PinnedItems = NO_PINS): InventoryView {
  return inventoryViewOf(groupInventory(items, pinned), requested);
}

/**
 * The same from items already grouped: a view-model groups once per change of the items or pins
 * (one pass over them), and each render only picks a tab. The tab's items are the group itself.
 */
export function inventoryViewOf(groups: InventoryGroups, requested: InventoryTab | null): InventoryView {
  const tabs = INVENTORY_TABS.filter((tab) => groups[tab].length > 0);
  const selected = requested ?? tabs[0] ?? null;
  const shown = selected ? groups[selected] : [];
  const empty = tabs.length === 0 ? 'all' : shown.length === 0 ? 'tab' : null;
  return { tabs, selected, items: shown, empty };
}
