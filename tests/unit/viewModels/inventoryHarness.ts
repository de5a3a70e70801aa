import { observable } from 'mobx';
import { vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { InventoryItem, ItemStatus, SaleResult, SendResult } from '@domain/model/inventory';
import type { Me } from '@domain/model/user';
import type { PopupParams } from '@domain/ports/Messenger';
import type { Toast } from '@ui/toasts/Toaster';
import { InventoryViewModel, type InventoryViewModelDeps } from '@ui/screens/inventory/InventoryViewModel';
import { InventoryStore } from '@ui/stores/InventoryStore';
import { deferred, flush, type Deferred } from '../../support/async';
import { serverEvents } from '../../support/serverEvents';

/** The inventory view-model over a tiny server (InventoryViewModel tests). */
export const TRADE_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=abcDEF';

export const me = (tradeLink: string | null): Me => ({
  balance: 500, lang: 'en', tasks: [], isFirstVisit: false, refLink: null, tradeLink, firstName: 'Ann', lastName: 'Lee', avatarUrl: null,
});

interface SetupOptions {
  readonly items?: readonly InventoryItem[];
  readonly tradeLink?: string | null;
  /** The player declines every confirmation. */
  readonly decline?: boolean;
}

/**
 * The view-model over a tiny server: `server.items` is what GET /api/inventory/ answers (a test may
 * hold that answer with `holdInventory`), the sale and send calls hand out deferreds the test settles,
 * and the server's event stream feeds the real inventory store (getInventory publishes its answer
 * there, as the API client does).
 */
export function setup(options: SetupOptions = {}) {
  const server = { items: [...(options.items ?? [])] as InventoryItem[], inventoryFails: false };
  const events = serverEvents();
  const inventory = new InventoryStore({ events });
  const sales: Deferred<SaleResult>[] = [];
  const sends: Deferred<SendResult>[] = [];
  let inventoryGate: Deferred<void> | null = null;
  const api = {
    getInventory: vi.fn(async (): Promise<readonly InventoryItem[]> => {
      await Promise.resolve(); // an answer comes later than the request, however fast
      if (inventoryGate) await inventoryGate.promise;
      if (server.inventoryFails) throw new ApiError('http', 'HTTP 500', 500);
      const items = [...server.items];
      events.next({ type: 'inventory', items });
      return items;
    }),
    sellItem: vi.fn((_id: string) => {
      const d = deferred<SaleResult>();
      sales.push(d);
      return d.promise;
    }),
    sendItem: vi.fn((_id: string) => {
      const d = deferred<SendResult>();
      sends.push(d);
      return d.promise;
    }),
  } satisfies InventoryViewModelDeps['api'];
  const session = observable(
    {
      me: me(options.tradeLink === undefined ? TRADE_LINK : options.tradeLink) as Me | null,
      balance: 500 as number | null,
      refresh: vi.fn(() => Promise.resolve()),
    },
    { refresh: false },
  );
  const toaster = { show: vi.fn((_toast: Toast) => 'toast') } satisfies InventoryViewModelDeps['toaster'];
  const messenger = {
    /** The player confirms every move unless the test says otherwise. */
    showPopup: vi.fn((_params: PopupParams): Promise<string | null> => Promise.resolve(options.decline ? 'cancel' : 'confirm')),
    openLink: vi.fn((_url: string) => {}),
    hapticSelection: vi.fn(() => {}),
    hapticNotification: vi.fn((_type: 'success' | 'error' | 'warning') => {}),
  } satisfies InventoryViewModelDeps['messenger'];
  const texts = { t: (key: string, params?: Readonly<Record<string, unknown>>) => `${key}${params ? JSON.stringify(params) : ''}`, money: String };
  const vm = new InventoryViewModel({ api, session, toaster, inventory, messenger, texts });
  return {
    api, events, inventory, session, toaster, vm, server, sales, sends, messenger, texts,
    toasts: () => toaster.show.mock.calls.map(([toast]) => toast),
    /** The server moves an item to another status (what the next inventory answer shows). */
    serverSets: (id: string, status: ItemStatus) => {
      server.items = server.items.map((i) => (i.id === id ? { ...i, status } : i));
    },
    /** Holds the next inventory answers until the returned release is called. */
    holdInventory: () => {
      const gate = deferred<void>();
      inventoryGate = gate;
      return () => {
        inventoryGate = null;
        gate.resolve();
      };
    },
  };
}

export type Harness = ReturnType<typeof setup>;

export async function mounted(h: Harness): Promise<() => void> {
  const unmount = h.vm.mount();
  await flush();
  return unmount;
}

