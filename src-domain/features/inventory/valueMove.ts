import type { Announced, ItemStatus } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';
import { isApiError, outcomeUnknown, reportedMark } from '@domain/shared/ApiError';
import type { InventoryTab } from './inventoryTabs';

/** Sell for crystals, or send (withdraw) to the marketplace. */
export type ItemAction = 'sell' | 'send';

export type ItemActionOutcome =
  /**
   * The server accepted it. After a withdraw the inventory switches to `nextTab` (spec §4).
   * `reconciled`: the answer was lost or unreadable and the reloaded item showed it went through.
   * `alert`: the server's own message about this move, which came with its answer (spec §7): the
   * screen that made the move shows it as the success toast (or its own words where it only names
   * the amount the screen already knows).
   */
  | {
      readonly kind: 'done'; readonly action: ItemAction; readonly itemId: string; readonly nextTab: InventoryTab | null;
      readonly reconciled?: true; readonly alert?: string;
    }
  /** An action of this item is already running: nothing was sent. */
  | { readonly kind: 'busy' }
  /** The player declined the confirmation: nothing was sent. */
  | { readonly kind: 'cancelled'; readonly action: ItemAction }
  /** Spec §5: no trade link; the caller toasts and opens the trade-link editor. */
  | { readonly kind: 'trade-link-required' }
  /**
   * The server refused or the call failed; `serverMessage` is the server's own text, if any;
   * `reported`: the transport policy has told the player already (401, 403, no connection).
   */
  | { readonly kind: 'failed'; readonly action: ItemAction; readonly serverMessage: string | null; readonly reported?: true };

/**
 * What a value move needs from the screen it is made on: one port the screen's view-model
 * implements (a confirmation, the trade link, the server's word afterwards).
 */
export interface ValueMoveHost {
  /**
   * Asks the player to confirm this move (naming the item and what it is worth); nothing is sent
   * unless it resolves true. A value move never happens on a single tap.
   */
  confirm(move: { readonly action: ItemAction; readonly itemId: string }): Promise<boolean>;
  /** Whether the player's profile holds a trade link. */
  hasTradeLink(): boolean;
  /**
   * Reloads what the server holds (the item, the profile) and says the item's status as reloaded:
   * null when the server no longer lists it or could not be asked. Called after every call that
   * reached the server, so the screen shows the server's word rather than the client's guess.
   */
  reloadItem(itemId: string): Promise<ItemStatus | null>;
}

export interface ValueMoveDeps {
  readonly api: Pick<Api, 'sellItem' | 'sendItem'>;
  readonly host: ValueMoveHost;
}

/** How one kind of value move is made and how its success shows in the server's state. */
export interface ValueMove {
  readonly action: ItemAction;
  /** The statuses the server holds once the move has gone through. */
  readonly doneStatuses: readonly ItemStatus[];
  readonly nextTab: InventoryTab | null;
  /** The call; what the server said with its answer (its `alert`) comes back with it. */
  readonly call: () => Promise<Announced>;
  /** A refusal of the server that means something particular (else a plain failure). */
  readonly refusal?: (serverMessage: string) => ItemActionOutcome | null;
}

/** A use case that moves an item's value (SellItem, WithdrawItem), as ItemActions runs it. */
export interface ItemUseCase {
  readonly action: ItemAction;
  /** A reason to send nothing at all, checked before the item is marked busy. */
  readonly refuse?: (deps: ValueMoveDeps) => ItemActionOutcome | null;
  readonly run: (deps: ValueMoveDeps, itemId: string) => Promise<ItemActionOutcome>;
}

/**
 * Makes one value move: the call, then a reload of the server's state whatever happened — the
 * item is never changed on the client's guess —, and when the failure left the outcome unknown
 * (no answer, an unreadable one, a 5xx) the reloaded status says whether it went through.
 */
export async function makeValueMove(move: ValueMove, deps: ValueMoveDeps, itemId: string): Promise<ItemActionOutcome> {
  const { host } = deps;
  if (!(await host.confirm({ action: move.action, itemId }))) return { kind: 'cancelled', action: move.action };
  const done: Extract<ItemActionOutcome, { kind: 'done' }> = { kind: 'done', action: move.action, itemId, nextTab: move.nextTab };
  let outcome: ItemActionOutcome = done;
  let unknown = false;
  try {
    // Only this answer's own alert says the player has been told: one that another call carried
    // meanwhile (a feed poll, say) is about something else.
    const answer = await move.call();
    if (answer.alert) outcome = { ...done, alert: answer.alert };
  } catch (error) {
    const serverMessage = isApiError(error) && error.kind === 'server' && error.message ? error.message : null;
    unknown = outcomeUnknown(error);
    const failed: ItemActionOutcome = { kind: 'failed', action: move.action, serverMessage, ...reportedMark(error) };
    outcome = (serverMessage !== null ? move.refusal?.(serverMessage) : null) ?? failed;
  }
  // The screen keeps what it showed when the reload fails; the API edge has logged the failure.
  const status = await host.reloadItem(itemId).catch(() => null);
  if (unknown && status !== null && move.doneStatuses.includes(status)) return { ...done, reconciled: true };
  return outcome;
}
