import type { Messenger } from '@domain/ports/Messenger';
import { Flow } from '@domain/shared/Flow';
import { SellItem } from './SellItem';
import type { ItemAction, ItemActionOutcome, ItemUseCase, ValueMoveDeps } from './valueMove';
import { WithdrawItem } from './WithdrawItem';

export interface ItemActionsState {
  /** Item id → the action running for it. */
  readonly running: ReadonlyMap<string, ItemAction>;
  /** Item id → how its last action ended (set in the same change that ends it). */
  readonly finished: ReadonlyMap<string, ItemActionOutcome>;
}

export interface ItemActionsDeps extends ValueMoveDeps {
  /** The hand feels the server's word: a success buzz when a sale or withdrawal went through, an error one when it failed. */
  readonly haptics?: Pick<Messenger, 'hapticNotification'>;
}

/**
 * The item actions of a screen (spec §2: each button shows a spinner and is disabled while that
 * item's action runs): one action per item at a time — a second tap while it runs sends
 * nothing —, through the SellItem and WithdrawItem use cases. An item stays busy until the
 * server's state is back, so a tap cannot race the reload.
 */
export class ItemActions extends Flow<ItemActionsState> {
  constructor(private readonly deps: ItemActionsDeps) {
    super({ running: new Map(), finished: new Map() });
  }

  /** The action running for this item, or null. Both its buttons are disabled meanwhile. */
  runningAction(itemId: string): ItemAction | null {
    return this.state.running.get(itemId) ?? null;
  }

  sell(itemId: string): Promise<ItemActionOutcome> {
    return this.run(itemId, SellItem);
  }

  withdraw(itemId: string): Promise<ItemActionOutcome> {
    return this.run(itemId, WithdrawItem);
  }

  private async run(itemId: string, useCase: ItemUseCase): Promise<ItemActionOutcome> {
    if (this.state.running.has(itemId)) return { kind: 'busy' };
    const refusal = useCase.refuse?.(this.deps);
    if (refusal) return refusal;
    this.set({ ...this.state, running: new Map(this.state.running).set(itemId, useCase.action) });
    let outcome: ItemActionOutcome = { kind: 'failed', action: useCase.action, serverMessage: null };
    try {
      outcome = await useCase.run(this.deps, itemId);
      // One buzz per move, where its end is known (a declined confirmation, a busy tap: none).
      if (outcome.kind === 'done') this.deps.haptics?.hapticNotification('success');
      if (outcome.kind === 'failed') this.deps.haptics?.hapticNotification('error');
      return outcome;
    } finally {
      const running = new Map(this.state.running);
      running.delete(itemId);
      this.set({ running, finished: new Map(this.state.finished).set(itemId, outcome) });
    }
  }
}
