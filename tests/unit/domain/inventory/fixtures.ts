import type { InventoryItem, ItemStatus } from '../../../../src-domain/model/inventory';

let nextId = 1;

export function item(status: ItemStatus, win: Partial<InventoryItem['win']> = {}, id = String(nextId++)): InventoryItem {
  return {
    id,
    status,
    win: { name: `Skin ${id}`, img: null, cost: 10, penalty: null, soldUpgrader: false, winUpgrader: false, changed: false, ...win },
  };
}

export interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
  readonly reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export async function flush(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
