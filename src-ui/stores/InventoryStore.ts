import { makeAutoObservable, observableRef } from 'mobx';
import type { InventoryItem } from '@domain/model/inventory';
import type { Api } from '@domain/ports/Api';

/**
 * The client's store of the inventory (spec §7: `inventory` of any response goes here, through
 * the server-event stream only): null until an answer has carried it.
 */
export class InventoryStore {
  items: readonly InventoryItem[] | null = null;

  constructor(api: Pick<Api, 'events'>) {
    makeAutoObservable(this, { items: observableRef }, { autoBind: true });
    // Lives as long as the app: the inventory follows every answer that carries it.
    api.events.subscribe((event) => {
      if (event.type === 'inventory') this.setItems(event.items);
    });
  }

  setItems(items: readonly InventoryItem[]): void {
    this.items = items;
  }
}
