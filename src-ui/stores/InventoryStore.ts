import { makeAutoObservable, observableRef } from 'mobx';
import type { InventoryItem } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';
import { NewestAnswer } from '@domain/shared/NewestAnswer';

/**
 * The client's store of the inventory (spec §7: `inventory` of any response goes here, through
 * the server-event stream only): null until an answer has carried it.
 */
export class InventoryStore {
  items: readonly InventoryItem[] | null = null;
  private readonly newest = new NewestAnswer();

  constructor(api: Pick<Api, 'events'>) {
    makeAutoObservable<InventoryStore, 'newest'>(this, { items: observableRef, newest: false }, { autoBind: true });
    // Lives as long as the app: the inventory follows every answer that carries it, unless a
    // newer answer has already spoken (a slow reload must not bring a sold item back).
    api.events.subscribe((event, order) => {
      // A sale or send makes older reads stale even when its answer does not carry the inventory.
      if (event.type === 'answered' && event.changed.includes('inventory')) this.newest.accept(order);
      // Nothing shown yet: any answer is better than a spinner (a newer one still replaces it).
      if (event.type === 'inventory' && (this.newest.accept(order) || this.items === null)) this.setItems(event.items);
    });
  }

  setItems(items: readonly InventoryItem[]): void {
    this.items = items;
  }
}
