import { isApiError, outcomeUnknown } from '@domain/shared/ApiError';
import type { ItemStatus } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';
import type { InventoryTab } from './inventoryTabs';

/** Sell for crystals, or send (withdraw) to the marketplace. */
export type ItemAction = 'sell' | 'send';

/** The server's refusal when it holds no trade link, and the toast text of spec §5. */
export const TRADE_LINK_REQUIRED_MESSAGE = 'Steam trade link is required to withdraw items';

export type ItemActionOutcome =
  /**
   * The server accepted it. After a withdraw the inventory switches to `nextTab` (spec §4).
   * `reconciled`: the answer was lost or unreadable and the reloaded item showed it went through.
   */
  | { readonly kind: 'done'; readonly action: ItemAction; readonly itemId: string; readonly nextTab: InventoryTab | null; readonly reconciled?: true }
  /** An action of this item is already running: nothing was sent. */
  | { readonly kind: 'busy' }
  /** Spec §5: no trade link; the caller toasts and opens the trade-link editor. */
  | { readonly kind: 'trade-link-required' }
  /** The server refused or the call failed; `serverMessage` is the server's own text, if any. */
  | { readonly kind: 'failed'; readonly action: ItemAction; readonly serverMessage: string | null };

export interface ItemActionsDeps {
  readonly api: Pick<Api, 'sellItem' | 'sendItem'>;
  /** Whether the player's profile holds a trade link. */
  readonly hasTradeLink: () => boolean;
  /**
   * Reloads what the server holds (inventory and profile). Called after every call that reached
   * the server, so the screen shows the server's word rather than the client's guess.
   */
  readonly reload: () => Promise<void>;
  /** An item's status as last loaded, or null when it is not in the inventory. */
  readonly statusOf: (itemId: string) => ItemStatus | null;
}

/** What the server holds once an action has gone through. */
const DONE_STATUSES: Record<ItemAction, readonly ItemStatus[]> = { sell: ['sold'], send: ['sending', 'sent'] };

/**
 * SellItem and WithdrawItem (spec §2 inventory, §4 item status, §5 withdraw): one action per item
 * at a time — a second tap while it runs sends nothing —, the trade-link requirement checked
 * before the call, and a reload after every attempt that reached the server. Nothing is changed
 * on the client's guess: the item and balance are whatever the reload reports — and when a failure
 * left the outcome unknown, the reloaded status says whether the action went through after all.
 */
export class ItemActions {
  private readonly running = new Map<string, ItemAction>();
  private readonly listeners = new Set<(itemId: string, action: ItemAction | null) => void>();

  constructor(private readonly deps: ItemActionsDeps) {}

  /** The action running for this item, or null. Both its buttons are disabled meanwhile. */
  runningAction(itemId: string): ItemAction | null {
    return this.running.get(itemId) ?? null;
  }

  /** Hears an item's action start (the action) and end (null). */
  subscribe(listener: (itemId: string, action: ItemAction | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  sell(itemId: string): Promise<ItemActionOutcome> {
    return this.run(itemId, 'sell');
  }

  withdraw(itemId: string): Promise<ItemActionOutcome> {
    if (this.running.has(itemId)) return Promise.resolve({ kind: 'busy' });
    if (!this.deps.hasTradeLink()) return Promise.resolve({ kind: 'trade-link-required' });
    return this.run(itemId, 'send');
  }

  private async run(itemId: string, action: ItemAction): Promise<ItemActionOutcome> {
    if (this.running.has(itemId)) return { kind: 'busy' };
    this.running.set(itemId, action);
    this.emit(itemId);
    try {
      const done: ItemActionOutcome = { kind: 'done', action, itemId, nextTab: action === 'send' ? 'sending' : null };
      let outcome: ItemActionOutcome;
      let unknown = false;
      try {
        if (action === 'sell') await this.deps.api.sellItem(itemId);
        else await this.deps.api.sendItem(itemId);
        outcome = done;
      } catch (error) {
        const serverMessage = isApiError(error) && error.kind === 'server' && error.message ? error.message : null;
        unknown = outcomeUnknown(error);
        outcome = action === 'send' && serverMessage === TRADE_LINK_REQUIRED_MESSAGE
          ? { kind: 'trade-link-required' }
          : { kind: 'failed', action, serverMessage };
      }
      // The buttons stay busy until the server's state is back, so a tap cannot race the reload.
      await this.reloadQuietly();
      // A lost or unreadable answer can hide an action the server made: the reloaded item tells.
      const status = this.deps.statusOf(itemId);
      if (unknown && status !== null && DONE_STATUSES[action].includes(status)) return { ...done, reconciled: true };
      return outcome;
    } finally {
      this.running.delete(itemId);
      this.emit(itemId);
    }
  }

  private async reloadQuietly(): Promise<void> {
    try {
      await this.deps.reload();
    } catch {
      /* the screen keeps what it showed; the API edge has logged the failure */
    }
  }

  private emit(itemId: string): void {
    const action = this.runningAction(itemId);
    for (const listener of [...this.listeners]) listener(itemId, action);
  }
}
