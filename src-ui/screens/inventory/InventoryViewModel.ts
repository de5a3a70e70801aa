import { makeAutoObservable, observable, runInAction } from 'mobx';
import { ItemActions } from '@domain/features/inventory/ItemActions';
import type { ItemAction, ItemActionOutcome, ValueMoveHost } from '@domain/features/inventory/valueMove';
import {
  groupInventory, inventoryViewOf, type InventoryGroups, type InventoryTab, type InventoryView, type PinnedItems,
} from '@domain/features/inventory/inventoryTabs';
import { holdingsOf, sortInventory, type Holdings, type InventorySort } from '@domain/features/inventory/inventoryOrder';
import type { InventoryItem, ItemStatus } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';
import type { Messenger } from '@domain/ports/Messenger';
import { STEAM_TRADE_OFFERS_URL } from '@domain/features/profile/links';
import type { Texts } from '@ui/i18n/Texts';
import { confirmValueMove } from '@ui/components/confirmValueMove';
import type { Toaster } from '@ui/toasts/Toaster';
import { alertToast, saleToast } from '@ui/toasts/valueMoveToast';
import type { InventoryStore } from '@ui/stores/InventoryStore';
import type { SessionStore } from '@ui/stores/SessionStore';
import { FlowBinding } from '@ui/viewModel/FlowBinding';

export type InventoryStatus = 'loading' | 'ready' | 'error';

export interface InventoryViewModelDeps {
  readonly api: Pick<Api, 'getInventory' | 'sellItem' | 'sendItem'>;
  /** The native confirmation popup, and Steam's trade offers page after a withdrawal. */
  readonly messenger: Pick<Messenger, 'showPopup' | 'openLink' | 'hapticSelection' | 'hapticNotification'>;
  readonly texts: Texts;
  readonly session: Pick<SessionStore, 'me' | 'refresh' | 'balance'>;
  /** Where the items are kept (any answer that carries the inventory updates it). */
  readonly inventory: Pick<InventoryStore, 'items' | 'leftOut' | 'sortOrder' | 'setSortOrder'>;
  readonly toaster: Pick<Toaster, 'show'>;
}

/** What the screen does after an action: switch tab, open the trade-link editor, or nothing. */
export type AfterAction = { readonly kind: 'show-tab'; readonly tab: InventoryTab } | { readonly kind: 'set-trade-link' } | null;

/**
 * The inventory screen (spec §2): the server's items grouped into tabs as a grid in the player's
 * order, what they hold, an item's sheet, and sell / withdraw through the ItemActions use case. Items are never changed on the client's guess: every action ends with a
 * reload of the inventory and the profile. It is the value moves' host: it asks the player, knows
 * the trade link and reloads the server's word.
 */
export class InventoryViewModel implements ValueMoveHost {
  private loadFailed = false;
  /** After a withdrawal: the name of the skin whose trade offer the player must accept in Steam. */
  offerSent: string | null = null;
  /** The item whose sheet is open, and the tab its tile was tapped in. */
  private sheet: { readonly itemId: string; readonly tab: InventoryTab | null } | null = null;
  /** Items acted on, held in the tab they were tapped in until the tab changes (no sliding cards). */
  readonly pinned = observable.map<string, InventoryTab>();
  /** Sell and withdraw, one action per item at a time. */
  private readonly moves: FlowBinding<ItemActions>;
  private readonly itemActions: () => ItemActions;

  constructor(private readonly deps: InventoryViewModelDeps) {
    [this.moves, this.itemActions] = FlowBinding.of(() => new ItemActions({ api: deps.api, host: this, haptics: deps.messenger }));
    makeAutoObservable<InventoryViewModel, 'deps' | 'moves' | 'itemActions'>(this, { deps: false, moves: false, itemActions: false }, { autoBind: true });
  }

  // The value moves' host (ValueMoveHost).

  confirm({ action, itemId }: { readonly action: ItemAction; readonly itemId: string }): Promise<boolean> {
    const item = this.items.find((i) => i.id === itemId);
    return item ? confirmValueMove(this.deps.messenger, this.deps.texts, action, item.win) : Promise.resolve(false);
  }

  hasTradeLink(): boolean {
    return Boolean(this.deps.session.me?.tradeLink);
  }

  /** The server's word after an action: the inventory and the profile (balance, trade link). */
  async reloadItem(itemId: string): Promise<ItemStatus | null> {
    await Promise.all([this.load(), this.deps.session.refresh().catch(() => {})]);
    return this.items.find((item) => item.id === itemId)?.status ?? null;
  }

  /** The header's balance (null while unknown). */
  get balance(): number | null {
    return this.deps.session.balance;
  }

  /** What the server last said the inventory holds (a previous visit's answer shows at once). */
  get items(): readonly InventoryItem[] {
    return this.deps.inventory.items ?? [];
  }

  /** Items the server sent that could not be read: left out, and the screen says how many. */
  get leftOut(): number {
    return this.deps.inventory.leftOut;
  }

  get status(): InventoryStatus {
    if (this.deps.inventory.items) return 'ready';
    return this.loadFailed ? 'error' : 'loading';
  }

  /**
   * The pins as a plain map. Looking each of the items up in the observable map would make MobX
   * keep an observable per item id (100 000 of them for a big inventory); this reads the map once.
   */
  get pins(): PinnedItems {
    return new Map(this.pinned);
  }

  /** The items per tab: one pass when the items or the pins change, not one per render. */
  get groups(): InventoryGroups {
    return groupInventory(this.items, this.pins);
  }

  /** Each tab in the player's order: sorted when the items, the pins or the order change. */
  get sortedGroups(): InventoryGroups {
    const { groups, sortOrder } = this;
    if (sortOrder === 'newest') return groups;
    return {
      available: sortInventory(groups.available, sortOrder), sending: sortInventory(groups.sending, sortOrder),
      sent: sortInventory(groups.sent, sortOrder), sold: sortInventory(groups.sold, sortOrder),
    };
  }

  view(requested: InventoryTab | null): InventoryView {
    return inventoryViewOf(this.sortedGroups, requested);
  }

  /** The header's total: the items the player still holds and their worth (see holdingsOf). */
  get holdings(): Holdings {
    return holdingsOf(this.items);
  }

  get sortOrder(): InventorySort {
    return this.deps.inventory.sortOrder;
  }

  /** The player picked an order, kept for the session (the shell's picker haptics make it felt). */
  sortPicked(order: InventorySort): void {
    if (order === this.sortOrder) return;
    this.deps.inventory.setSortOrder(order);
  }

  /** The player tapped a tile in `tab`: its sheet opens (a second tap changes nothing). */
  itemTapped(itemId: string, tab: InventoryTab | null): void {
    if (this.sheet?.itemId === itemId) return;
    this.sheet = { itemId, tab };
  }

  sheetClosed(): void {
    this.sheet = null;
  }

  /** The item of the open sheet as the server last reported it; null when none is open or it is gone. */
  get openItem(): InventoryItem | null {
    const id = this.sheet?.itemId;
    return id === undefined ? null : this.items.find((item) => item.id === id) ?? null;
  }

  /** Sell from the open sheet (in the tab its tile was tapped in). */
  sellPressed(): Promise<AfterAction> {
    return this.sheet ? this.sell(this.sheet.itemId, this.sheet.tab) : Promise.resolve(null);
  }

  /** Send to Steam from the open sheet. */
  withdrawPressed(): Promise<AfterAction> {
    return this.sheet ? this.withdraw(this.sheet.itemId, this.sheet.tab) : Promise.resolve(null);
  }

  isPinned(itemId: string): boolean {
    return this.pinned.has(itemId);
  }

  /** The player looks at another tab: everything goes back to its own tab. */
  clearPins(): void {
    this.pinned.clear();
  }

  runningAction(itemId: string): ItemAction | null {
    return this.moves.state.running.get(itemId) ?? null;
  }

  mount(): () => void {
    const stopActions = this.moves.mount();
    void this.load();
    return stopActions;
  }

  /** Asks for the inventory; the answer reaches the store through the server-event stream. */
  async load(): Promise<void> {
    this.loadFailed = false;
    try {
      await this.deps.api.getInventory();
    } catch {
      runInAction(() => {
        this.loadFailed = true;
      });
    }
  }

  /**
   * `tab` is where the card was tapped: from the tap on the card stays there (showing the server's
   * status), so no other card slides under a second tap.
   */
  async sell(itemId: string, tab: InventoryTab | null): Promise<AfterAction> {
    const pinned = this.pin(itemId, tab);
    return this.after(await this.itemActions().sell(itemId), pinned, itemId);
  }

  async withdraw(itemId: string, tab: InventoryTab | null): Promise<AfterAction> {
    const pinned = this.pin(itemId, tab);
    return this.after(await this.itemActions().withdraw(itemId), pinned, itemId);
  }

  /** Steam's page of incoming trade offers, where the player accepts the one just sent. */
  openTradeOffers(): void {
    this.deps.messenger.openLink(STEAM_TRADE_OFFERS_URL);
    this.offerSent = null;
  }

  dismissOfferSent(): void {
    this.offerSent = null;
  }

  /** True when this tap pinned the card (it was not pinned before). */
  private pin(itemId: string, tab: InventoryTab | null): string | null {
    if (!tab || this.pinned.has(itemId)) return null;
    this.pinned.set(itemId, tab);
    return itemId;
  }

  private after(outcome: ItemActionOutcome, pinned: string | null, itemId: string): AfterAction {
    const { toaster } = this.deps;
    // Done, or going to the trade-link editor: the item's sheet has nothing left to offer. After a
    // failure or a decline it stays open, so the player can try again or pick the other action.
    if ((outcome.kind === 'done' || outcome.kind === 'trade-link-required') && this.sheet?.itemId === itemId) this.sheet = null;
    // Nothing was sent: the card is free to go back to its own tab.
    if (pinned && (outcome.kind === 'cancelled' || outcome.kind === 'trade-link-required')) this.pinned.delete(pinned);
    switch (outcome.kind) {
      case 'done': {
        const item = this.items.find((i) => i.id === outcome.itemId);
        if (outcome.action === 'send') {
          const said = alertToast(outcome.alert);
          if (said) toaster.show(said);
          this.offerSent = item?.win.name?.trim() || this.deps.texts.t('inventory.unknownItem');
          return outcome.nextTab ? { kind: 'show-tab', tab: outcome.nextTab } : null;
        }
        // One success toast: the server's alert (spec §7), in the client's words where it only names the amount.
        const sold = item ? saleToast(outcome.alert, item.win.cost, 'inventory.soldToast') : alertToast(outcome.alert);
        if (sold) toaster.show(sold);
        return null;
      }
      case 'trade-link-required':
        toaster.show({ kind: 'error', message: { key: 'inventory.tradeLinkRequired' } });
        return { kind: 'set-trade-link' };
      case 'failed': {
        if (outcome.reported) return null;
        const base = outcome.action === 'sell' ? 'inventory.sellError' : 'inventory.sendError';
        toaster.show({
          kind: 'error',
          message: outcome.serverMessage ? { key: `${base}Reason`, params: { reason: outcome.serverMessage } } : { key: base },
        });
        return null;
      }
      case 'busy':
      case 'cancelled':
        return null;
    }
  }
}
