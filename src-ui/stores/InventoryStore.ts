import { makeAutoObservable, observableRef } from 'mobx';
import type { InventorySort } from '@domain/features/inventory/inventoryOrder';
import type { InventoryItem } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';
import { NewestAnswer } from '@domain/shared/NewestAnswer';

/**
 * The client's store of the inventory (spec §7: `inventory` of any response goes here, through
 * the server-event stream only): null until an answer has carried it.
 */
export class InventoryStore {
  items: readonly InventoryItem[] | null = null;
  /** Items the answer that brought `items` held but could not be read: left out of them. */
  leftOut = 0;
  /** The order the player picked for the inventory: kept for the session (the store's life), not stored. */
  sortOrder: InventorySort = 'newest';
  private readonly newest = new NewestAnswer();

  constructor(api: Pick<Api, 'events'>) {
    makeAutoObservable<InventoryStore, 'newest'>(this, { items: observableRef, newest: false }, { autoBind: true });
    // Lives as long as the app: the inventory follows every answer that carries it, unless a
    // newer answer has already spoken (a slow reload must not bring a sold item back).
    api.events.subscribe((event, order) => {
      // A sale or send makes older reads stale even when its answer does not carry the inventory.
      if (event.type === 'answered' && event.changed.includes('inventory')) this.newest.accept(order);
      // Nothing shown yet: any answer is better than a spinner (a newer one still replaces it).
      if (event.type === 'inventory' && (this.newest.accept(order) || this.items === null)) this.setItems(event.items, event.leftOut);
    });
  }

  setSortOrder(order: InventorySort): void {
    this.sortOrder = order;
  }

  setItems(items: readonly InventoryItem[], leftOut = 0): void {
    this.items = items;
    this.leftOut = leftOut;
  }
}
