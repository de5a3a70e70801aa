import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { ItemActions, type ItemAction, type ItemActionOutcome } from '@domain/features/inventory/ItemActions';
import { inventoryView, type InventoryTab, type InventoryView } from '@domain/features/inventory/inventoryTabs';
import type { InventoryItem } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';
import type { Toaster } from '@domain/ports/Toaster';
import type { SessionStore } from '@ui/stores/SessionStore';

export type InventoryStatus = 'loading' | 'ready' | 'error';

export interface InventoryViewModelDeps {
  readonly api: Pick<Api, 'getInventory' | 'sellItem' | 'sendItem' | 'events'>;
  readonly session: Pick<SessionStore, 'me' | 'refresh'>;
  readonly toaster: Pick<Toaster, 'show'>;
}

/** What the screen does after an action: switch tab, open the trade-link editor, or nothing. */
export type AfterAction = { readonly kind: 'show-tab'; readonly tab: InventoryTab } | { readonly kind: 'set-trade-link' } | null;

/**
 * The inventory screen (spec §2): the server's items grouped into tabs, and sell / withdraw through
 * the ItemActions use case. Items are never changed on the client's guess: every action ends with a
 * reload of the inventory and the profile.
 */
export class InventoryViewModel {
  status: InventoryStatus = 'loading';
  items: readonly InventoryItem[] = [];
  /** Item id → the action running for it (mirrors the use case, for the spinners). */
  readonly running = observable.map<string, ItemAction>();
  /** Items acted on, held in the tab they were tapped in until the tab changes (no sliding cards). */
  readonly pinned = observable.map<string, InventoryTab>();
  private readonly actions: ItemActions;

  constructor(private readonly deps: InventoryViewModelDeps) {
    this.actions = new ItemActions({
      api: deps.api,
      hasTradeLink: () => Boolean(deps.session.me?.tradeLink),
      reload: () => this.reload(),
      statusOf: (itemId) => this.items.find((item) => item.id === itemId)?.status ?? null,
    });
    makeAutoObservable<InventoryViewModel, 'deps' | 'actions'>(
      this,
      { deps: false, actions: false, items: observableRef },
      { autoBind: true },
    );
  }

  view(requested: InventoryTab | null): InventoryView {
    return inventoryView(this.items, requested, this.pinned);
  }

  isPinned(itemId: string): boolean {
    return this.pinned.has(itemId);
  }

  /** The player looks at another tab: everything goes back to its own tab. */
  clearPins(): void {
    this.pinned.clear();
  }

  runningAction(itemId: string): ItemAction | null {
    return this.running.get(itemId) ?? null;
  }

  mount(): () => void {
    const stopMirror = this.actions.subscribe((itemId, action) => runInAction(() => {
      if (action) this.running.set(itemId, action);
      else this.running.delete(itemId);
    }));
    // Any response that carries the inventory (spec §7) refreshes what is shown.
    const subscription = this.deps.api.events.subscribe((event) => {
      if (event.type === 'inventory') runInAction(() => this.setItems(event.items));
    });
    void this.load();
    return () => {
      stopMirror();
      subscription.unsubscribe();
    };
  }

  async load(): Promise<void> {
    if (this.status === 'error') this.status = 'loading';
    try {
      const items = await this.deps.api.getInventory();
      runInAction(() => this.setItems(items));
    } catch {
      runInAction(() => {
        if (this.status !== 'ready') this.status = 'error';
      });
    }
  }

  /** `tab` is where the card was tapped: it stays there, showing the server's status. */
  async sell(itemId: string, tab: InventoryTab | null): Promise<AfterAction> {
    return this.after(itemId, tab, await this.actions.sell(itemId));
  }

  async withdraw(itemId: string, tab: InventoryTab | null): Promise<AfterAction> {
    return this.after(itemId, tab, await this.actions.withdraw(itemId));
  }

  private after(itemId: string, tab: InventoryTab | null, outcome: ItemActionOutcome): AfterAction {
    const { toaster } = this.deps;
    if (tab && (outcome.kind === 'done' || outcome.kind === 'failed')) this.pinned.set(itemId, tab);
    switch (outcome.kind) {
      case 'done': {
        // The sale's own `alert` (spec §7) is the success toast; a withdraw shows the sending tab.
        // A sale found done on reload had no answer to carry an alert: the client says it instead.
        const item = this.items.find((i) => i.id === outcome.itemId);
        if (outcome.reconciled && outcome.action === 'sell' && item) {
          toaster.show({ kind: 'success', message: { key: 'inventory.soldToast', params: { value: item.win.cost } } });
        }
        return outcome.nextTab ? { kind: 'show-tab', tab: outcome.nextTab } : null;
      }
      case 'trade-link-required':
        toaster.show({ kind: 'error', message: { key: 'inventory.tradeLinkRequired' } });
        return { kind: 'set-trade-link' };
      case 'failed': {
        const base = outcome.action === 'sell' ? 'inventory.sellError' : 'inventory.sendError';
        toaster.show({
          kind: 'error',
          message: outcome.serverMessage ? { key: `${base}Reason`, params: { reason: outcome.serverMessage } } : { key: base },
        });
        return null;
      }
      case 'busy':
        return null;
    }
  }

  /** The server's word after an action: the inventory and the profile (balance, trade link). */
  private async reload(): Promise<void> {
    await Promise.all([this.load(), this.deps.session.refresh()]);
  }

  private setItems(items: readonly InventoryItem[]): void {
    this.items = items;
    this.status = 'ready';
  }
}
