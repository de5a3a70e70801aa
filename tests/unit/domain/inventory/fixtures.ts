import type { InventoryItem, ItemStatus } from '@domain/model/inventory';

let nextId = 1;

export function item(status: ItemStatus, win: Partial<InventoryItem['win']> = {}, id = String(nextId++)): InventoryItem {
  return {
    id,
    status,
    win: { name: `Skin ${id}`, img: null, cost: 10, penalty: null, soldUpgrader: false, winUpgrader: false, changed: false, ...win },
  };
}

export { deferred, flush, type Deferred } from '../../../support/async';
