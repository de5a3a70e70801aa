import { ItemActions } from '@domain/features/inventory/ItemActions';
import type { ItemAction, ValueMoveHost } from '@domain/features/inventory/valueMove';
import type { OpeningResult } from '@domain/model/case';
import type { ItemStatus } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';
import type { Messenger } from '@domain/ports/Messenger';
import type { Toaster } from '@ui/toasts/Toaster';
import { saleToast } from '@ui/toasts/valueMoveToast';
import type { Texts } from '@ui/i18n/Texts';
import type { SessionStore } from '@ui/stores/SessionStore';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import { confirmValueMove } from '@ui/components/confirmValueMove';

/** A drop's sell button on the result screen. */
export type SaleState = 'idle' | 'selling' | 'sold' | 'failed';

export interface DropSalesDeps {
  readonly api: Pick<Api, 'sellItem' | 'sendItem' | 'getInventoryItem'>;
  readonly messenger: Pick<Messenger, 'showPopup' | 'hapticNotification'>;
  readonly texts: Texts;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly session: Pick<SessionStore, 'refresh' | 'me'>;
  /** The drops the result screen shows now (none before it shows). */
  readonly drops: () => readonly OpeningResult[];
}

/**
 * Selling the drops of an opening from its result screen, each for its cost (spec §2): one sale
 * per drop however many taps, each behind a confirmation naming the drop and its crystals. The
 * value move's host (ValueMoveHost): it asks the player and reads the drop's status afterwards.
 */
export class DropSales implements ValueMoveHost {
  readonly binding: FlowBinding<ItemActions>;
  private readonly actions: () => ItemActions;

  constructor(private readonly deps: DropSalesDeps) {
    [this.binding, this.actions] = FlowBinding.of(() => new ItemActions({ api: deps.api, host: this, haptics: deps.messenger }));
  }

  /** The sell button of the drop with this inventory id (no id: nothing to sell). */
  saleOf(itemId: string | null): SaleState {
    if (!itemId) return 'idle';
    if (this.binding.state.running.has(itemId)) return 'selling';
    const outcome = this.binding.state.finished.get(itemId)?.kind;
    return outcome === 'done' ? 'sold' : outcome === 'failed' ? 'failed' : 'idle';
  }

  /** Sells the drop with this inventory id; one message per event (the sale's, or the transport's). */
  async sell(itemId: string | null): Promise<void> {
    const drop = this.deps.drops().find((d) => d.inventoryId === itemId);
    if (!drop || this.saleOf(itemId) === 'sold') return;
    if (!itemId) {
      this.deps.toaster.show({ kind: 'error', message: { key: 'opening.sellNoItem' } });
      return;
    }
    const outcome = await this.actions().sell(itemId);
    // The sale's server alert, in the client's words where it only names the amount; or the
    // transport's 403 / connection toast, never a second one.
    if (outcome.kind === 'done') {
      this.deps.toaster.show(saleToast(outcome.alert, drop.win.cost, 'opening.soldToast'));
    } else if (outcome.kind === 'failed' && !outcome.reported) {
      this.deps.toaster.show({ kind: 'error', message: { key: 'opening.sellError' } });
    }
  }

  confirm({ action, itemId }: { readonly action: ItemAction; readonly itemId: string }): Promise<boolean> {
    const drop = this.deps.drops().find((d) => d.inventoryId === itemId);
    return drop ? confirmValueMove(this.deps.messenger, this.deps.texts, action, drop.win) : Promise.resolve(false);
  }

  hasTradeLink(): boolean {
    return Boolean(this.deps.session.me?.tradeLink);
  }

  /** After a sale: the server's balance, and the drop's status (whether a lost answer's sale went through). */
  async reloadItem(itemId: string): Promise<ItemStatus | null> {
    const [, item] = await Promise.all([
      this.deps.session.refresh().catch(() => {}),
      this.deps.api.getInventoryItem(itemId).catch(() => null),
    ]);
    return item?.status ?? null;
  }
}
