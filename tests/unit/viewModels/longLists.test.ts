import { autorun, isObservable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import type { UpgraderItem } from '@domain/model/upgrader';
import { UpgraderViewModel } from '@ui/screens/upgrader/UpgraderViewModel';
import { MomentGuard } from '@ui/navigation/MomentGuard';
import { flush } from '../../support/async';
import { mountLike } from '../../support/viewModelHarness';
import { multipliers } from '../domain/upgrader/fixtures';
import { groupInventory, inventoryView, inventoryViewOf, INVENTORY_TABS, type InventoryTab } from '@domain/features/inventory/inventoryTabs';
import type { InventoryItem, ItemStatus } from '@domain/model/inventory';
import type { CaseSummary } from '@domain/model/case';
import { InventoryViewModel } from '@ui/screens/inventory/InventoryViewModel';
import { CasesStore } from '@ui/stores/CasesStore';
import { InventoryStore } from '@ui/stores/InventoryStore';
import { serverEvents } from '../../support/serverEvents';
import { item } from '../domain/inventory/fixtures';

/**
 * Issue 18, lists at any size: what the screens derive from a long list is worked out once per
 * answer, not at every render, and the stores keep a list as the answer gave it.
 */
const STATUSES: readonly ItemStatus[] = ['available', 'returned', 'sending', 'sent', 'sold'];
const manyItems = (n: number) => Array.from({ length: n }, (_, i) => item(STATUSES[i % STATUSES.length]!, {}, `big${i}`));

function inventoryViewModel(items: readonly InventoryItem[]) {
  const events = serverEvents();
  const inventory = new InventoryStore({ events });
  events.next({ type: 'inventory', items });
  const vm = new InventoryViewModel({
    api: { getInventory: vi.fn(), sellItem: vi.fn(), sendItem: vi.fn() },
    session: { me: null, balance: null, refresh: vi.fn() },
    toaster: { show: vi.fn() },
    inventory,
    messenger: { showPopup: vi.fn(), openLink: vi.fn(), hapticSelection: vi.fn(), hapticNotification: vi.fn() },
    texts: { t: (key: string) => key, money: String },
  });
  return { vm, events };
}

describe('the inventory of a big answer', () => {
  it('is grouped once per answer: each render of a tab gets the same list', () => {
    const { vm, events } = inventoryViewModel(manyItems(10_000));
    const shown: (readonly InventoryItem[])[] = [];
    const stop = autorun(() => {
      shown.push(vm.view('available').items);
    });
    shown.push(vm.view('available').items, vm.view('available').items);
    expect(shown[0]).toHaveLength(4_000);
    expect(shown[1]).toBe(shown[0]);
    expect(shown[2]).toBe(shown[0]);
    expect(vm.view('sold').items).toBe(vm.groups.sold);

    // A new answer is grouped again; a pin regroups too, and the pinned card stays in its tab.
    events.next({ type: 'inventory', items: manyItems(10) });
    expect(shown.at(-1)).toHaveLength(4);
    vm.pinned.set('big0', 'sold');
    expect(shown.at(-1)!.map((i) => i.id)).toEqual(['big1', 'big5', 'big6']);
    expect(vm.view('sold').items.map((i) => i.id)).toEqual(['big0', 'big4', 'big9']);
    stop();
  });

  it('is sorted once per answer and order: each render of a tab in value order gets the same list, and what is held counted', () => {
    const priced = Array.from({ length: 10_000 }, (_, i) => item(STATUSES[i % STATUSES.length]!, { cost: (i * 7919) % 1000 }, `big${i}`));
    const { vm, events } = inventoryViewModel(priced);
    vm.sortPicked('value');
    const shown: (readonly InventoryItem[])[] = [];
    const stop = autorun(() => {
      shown.push(vm.view('available').items);
    });
    shown.push(vm.view('available').items);
    expect(shown[1]).toBe(shown[0]);
    const costs = shown[0]!.map((i) => i.win.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(vm.holdings.count).toBe(4_000);
    // A new answer is sorted again, in the same order.
    events.next({ type: 'inventory', items: priced.slice(0, 10) });
    expect(shown.at(-1)!.map((i) => i.win.cost)).toEqual([919, 595, 514, 0]);
    stop();
  });

  it('grouped first or not, the view is the same: the tabs, the chosen one, its items and why it is empty', () => {
    const items = [...manyItems(37), item('sold', {}, 'x'), item('available', {}, 'y')];
    const pins = new Map<string, InventoryTab>([['big3', 'available'], ['x', 'sending']]);
    for (const requested of [null, ...INVENTORY_TABS]) {
      for (const [list, pinned] of [[items, pins], [items.slice(0, 1), new Map()], [[], new Map()]] as const) {
        expect(inventoryViewOf(groupInventory(list, pinned), requested)).toEqual(inventoryView(list, requested, pinned));
      }
    }
  });
});

describe('the upgrader’s items of a big answer', () => {
  it('are sorted once per load, not again at each step of the flow', async () => {
    const items: UpgraderItem[] = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), name: `Skin ${i}`, img: '', cost: String(i % 97), price: i % 97 }));
    const vm = new UpgraderViewModel(null, {
      api: {
        getUpgraderItems: vi.fn(async () => items),
        getMultipliers: vi.fn(async (id: string) => multipliers(items.find((i) => i.id === id)!)),
        getChance: vi.fn(() => new Promise<never>(() => {})),
        upgrade: vi.fn(() => new Promise<never>(() => {})),
      },
      clock: new ManualClock(1_700_000_000_000), random: seededRandom(5), logger: { error: vi.fn() }, toaster: { show: vi.fn(() => 1) },
      sound: { preload: vi.fn(async () => {}), play: vi.fn(), stopAll: vi.fn() },
      messenger: { performanceClass: 'high', isInsideMessenger: false, hapticImpact: vi.fn(), hapticNotification: vi.fn() },
      session: { refresh: vi.fn(async () => {}) },
      guard: new MomentGuard({ setClosingConfirmation: vi.fn(), setVerticalSwipes: vi.fn() }),
      reducedMotion: true,
    });
    const seen: (readonly UpgraderItem[])[] = [];
    const stop = autorun(() => {
      seen.push(vm.items);
    });
    const unmount = mountLike(vm);
    await flush();
    const sorted = vm.items;
    expect(sorted).toHaveLength(10_000);
    expect(sorted[0]!.price).toBe(96);
    vm.sourceTapped(sorted[0]!);
    await flush();
    expect(vm.step).toBe(2);
    expect(vm.items).toBe(sorted);
    expect(seen.filter((list) => list.length === 10_000)).toHaveLength(1);
    stop();
    unmount();
  });
});

describe('the stores keep a long list as the answer gave it', () => {
  it('cases: the very array of the answer, not an observable copy of every case', () => {
    const events = serverEvents();
    const store = new CasesStore({ events });
    const cases: CaseSummary[] = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), name: `Case ${i}`, price: i, img: '', description: '', categories: [] }));
    events.next({ type: 'cases', cases });
    expect(store.list).toBe(cases);
    expect(isObservable(store.list)).toBe(false);
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(store.list));
    const next = cases.slice(0, 5);
    events.next({ type: 'cases', cases: next });
    expect(seen).toEqual([cases, next]);
    stop();
  });

  it('inventory: the very array of the answer', () => {
    const { vm } = inventoryViewModel(manyItems(100));
    expect(isObservable(vm.items)).toBe(false);
  });
});
