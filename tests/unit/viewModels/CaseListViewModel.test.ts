import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_CATEGORIES, casesFor, SORT_STEP, type CategoryFilter } from '@domain/features/cases/caseList';
import { ApiError } from '@domain/shared/ApiError';
import type { CaseSummary } from '@domain/model/case';
import type { Storage } from '@domain/ports/Storage';
import { CaseListViewModel, FIRST_SCREENS_CASES } from '@ui/screens/cases/CaseListViewModel';
import { CasesStore } from '@ui/stores/CasesStore';
import { ManualClock } from '@adapters/memory/ManualClock';
import { deferred, flush, type Deferred } from '../../support/async';
import { recordStates } from '../../support/recorder';
import { serverEvents } from '../../support/serverEvents';
import { mapStorage, summary, WELCOME_SUMMARY } from '../domain/cases/fixtures';

const teardown: (() => void)[] = [];
afterEach(() => {
  for (const stop of teardown.splice(0).reverse()) stop();
});

/** A list with the four featured cases out of order, the welcome case and a few others. */
const CASES: readonly CaseSummary[] = [
  summary({ name: 'Mid Case', price: 20, categories: ['Popular'] }),
  summary({ name: 'Rich Guy Case', price: 5, categories: ['Premium'] }),
  WELCOME_SUMMARY,
  summary({ name: 'Old School Case', price: 100, categories: ['Classic', 'Popular'] }),
  summary({ name: 'Cheap Case', price: 1, categories: ['Popular'] }),
  summary({ name: 'Blue Case', price: 300, categories: ['Classic'] }),
  summary({ name: 'All In Case', price: 50, categories: ['Premium'] }),
  summary({ name: 'Pricey Case', price: 900, categories: ['Premium'] }),
];

interface SetupOptions {
  /** Shared between view-models to check what is remembered. */
  readonly storage?: Storage & { readonly entries: Map<string, string> };
  /** A list the cases store already holds (the screen was visited before). */
  readonly cached?: readonly CaseSummary[];
  readonly clock?: ManualClock;
}

/**
 * The view-model over the real CasesStore (fed by a fake api's event stream), a Map storage and a
 * getCases fake that hands out deferreds. Status, filter and the visible names are recorded.
 */
function setup(options: SetupOptions = {}) {
  const events = serverEvents();
  const store = new CasesStore({ events });
  if (options.cached) store.setList(options.cached);
  const storage = options.storage ?? mapStorage();
  const loads: Deferred<readonly CaseSummary[]>[] = [];
  const api = {
    // As the API client does: the answer is published for the stores, then returned.
    getCases: vi.fn((): Promise<readonly CaseSummary[]> => {
      const d = deferred<readonly CaseSummary[]>();
      loads.push(d);
      return d.promise.then((cases) => {
        events.next({ type: 'cases', cases });
        return cases;
      });
    }),
  };
  const session = observable({ balance: 120 as number | null });
  const clock = options.clock ?? new ManualClock(0);
  const vm = new CaseListViewModel({ api, storage, store, session, clock });
  const statuses = recordStates(() => vm.status);
  const filters = recordStates(() => vm.filter);
  const visible = recordStates(() => vm.visible?.map((c) => c.name).join(', ') ?? null);
  teardown.push(statuses.stop, filters.stop, visible.stop);
  const lastLoad = () => loads.at(-1)!;
  /** Mounts and answers the list call. */
  const mountWith = async (cases: readonly CaseSummary[] = CASES) => {
    vm.mount();
    lastLoad().resolve(cases);
    await flush();
  };
  return { vm, api, store, storage, session, clock, events, statuses, filters, visible, loads, lastLoad, mountWith };
}

const names = (cases: readonly CaseSummary[] | null) => cases?.map((c) => c.name) ?? null;

describe('CaseListViewModel: states', () => {
  it('loading → ready once the list arrives; the list goes into the cases store', async () => {
    const h = setup();
    expect(h.statuses.values).toEqual(['loading']);
    h.vm.mount();
    expect(h.api.getCases).toHaveBeenCalledTimes(1);
    expect(h.vm.visible).toEqual([]);
    h.lastLoad().resolve(CASES);
    await flush();
    expect(h.statuses.values).toEqual(['loading', 'ready']);
    expect(h.store.list).toEqual(CASES);
  });

  it('loading → error on failure; Retry goes loading → ready', async () => {
    const h = setup();
    h.vm.mount();
    h.lastLoad().reject(ApiError.http(500));
    await flush();
    expect(h.statuses.values).toEqual(['loading', 'error']);
    const retry = h.vm.load();
    h.lastLoad().resolve(CASES);
    await retry;
    expect(h.statuses.values).toEqual(['loading', 'error', 'loading', 'ready']);
    expect(h.api.getCases).toHaveBeenCalledTimes(2);
  });

  it('an empty list is ready with nothing visible (the empty state)', async () => {
    const h = setup();
    await h.mountWith([]);
    expect(h.vm.status).toBe('ready');
    expect(h.vm.visible).toEqual([]);
    expect(h.vm.categories).toEqual([]);
  });

  it('a list already in the store shows at once and stays through a failed refresh', async () => {
    const h = setup({ cached: CASES });
    expect(h.statuses.values).toEqual(['ready']);
    expect(names(h.vm.visible)).toHaveLength(7);
    h.vm.mount();
    h.lastLoad().reject(new ApiError('network', 'offline'));
    await flush();
    expect(h.statuses.values).toEqual(['ready']);
    expect(h.store.list).toEqual(CASES);
  });

  it('a fresh list replaces the cached one without passing through loading', async () => {
    const h = setup({ cached: [summary({ name: 'Old Case', price: 3 })] });
    await h.mountWith(CASES);
    expect(h.statuses.values).toEqual(['ready']);
    expect(h.visible.values).toEqual([
      'Old Case',
      'All In Case, Blue Case, Old School Case, Rich Guy Case, Cheap Case, Mid Case, Pricey Case',
    ]);
  });

  it('a cases event from any other call updates the visible list', async () => {
    const h = setup();
    await h.mountWith([summary({ name: 'Cheap Case', price: 1 })]);
    h.events.next({ type: 'cases', cases: CASES });
    expect(names(h.vm.visible)).toContain('Blue Case');
    expect(h.visible.values).toHaveLength(3); // empty, one case, the new list
  });

  it('cases left out of the answer that brought the list are counted for the screen; the next clean list clears the count', async () => {
    const h = setup();
    await h.mountWith([summary({ name: 'Cheap Case', price: 1 })]);
    expect(h.vm.leftOut).toBe(0);
    h.events.next({ type: 'cases', cases: CASES, leftOut: 2 });
    expect(names(h.vm.visible)).toContain('Blue Case');
    expect(h.vm.leftOut).toBe(2);
    h.events.next({ type: 'cases', cases: CASES });
    expect(h.vm.leftOut).toBe(0);
  });

  it('a list another call brings while the screen’s own call is out shows at once, and stays if that call fails', async () => {
    // Home's answer still being read when the player opened the case list: the store gets it first.
    const h = setup();
    h.vm.mount();
    expect(h.vm.status).toBe('loading');
    h.events.next({ type: 'cases', cases: CASES });
    expect(h.statuses.values).toEqual(['loading', 'ready']);
    expect(names(h.vm.visible)).toHaveLength(7);
    h.lastLoad().reject(new ApiError('network', 'offline'));
    await flush();
    expect(h.statuses.values).toEqual(['loading', 'ready']);
    expect(names(h.vm.visible)).toHaveLength(7);
  });

  it('StrictMode (mount twice): two list calls, one ready state', async () => {
    const h = setup();
    h.vm.mount();
    h.vm.mount();
    expect(h.api.getCases).toHaveBeenCalledTimes(2);
    h.loads[0]!.reject(ApiError.http(502));
    h.loads[1]!.resolve(CASES);
    await flush();
    expect(h.statuses.values.at(-1)).toBe('ready');
    expect(names(h.vm.visible)).toHaveLength(7);
  });
});

describe('CaseListViewModel: order and categories (spec §2)', () => {
  it('All: the four featured cases first in their order, then the rest by price; the Welcome Case hidden', async () => {
    const h = setup();
    await h.mountWith();
    expect(h.vm.filter).toBe(ALL_CATEGORIES);
    expect(names(h.vm.visible)).toEqual([
      'All In Case', 'Blue Case', 'Old School Case', 'Rich Guy Case', 'Cheap Case', 'Mid Case', 'Pricey Case',
    ]);
  });

  it('categories come from the listed cases in order of appearance, without the welcome case’s', async () => {
    const h = setup();
    await h.mountWith();
    expect(h.vm.categories).toEqual(['Popular', 'Premium', 'Classic']);
  });

  it('a category shows its cases by price ascending, featured or not', async () => {
    const h = setup();
    await h.mountWith();
    h.vm.select('Premium');
    expect(names(h.vm.visible)).toEqual(['Rich Guy Case', 'All In Case', 'Pricey Case']);
    h.vm.select('Popular');
    expect(names(h.vm.visible)).toEqual(['Cheap Case', 'Mid Case', 'Old School Case']);
    h.vm.select(ALL_CATEGORIES);
    expect(h.filters.values).toEqual([ALL_CATEGORIES, 'Premium', 'Popular', ALL_CATEGORIES]);
    expect(h.visible.values.at(-1)).toBe('All In Case, Blue Case, Old School Case, Rich Guy Case, Cheap Case, Mid Case, Pricey Case');
  });
});

/** A storage in which a first visit picked 'Classic'. */
async function classicRemembered() {
  const first = setup();
  await first.mountWith();
  first.vm.select('Classic');
  return first.storage;
}

describe('CaseListViewModel: the remembered filter', () => {
  it('a selected category is remembered for the next visit', async () => {
    const first = setup();
    await first.mountWith();
    first.vm.select('Classic');
    expect(first.storage.entries.size).toBe(1);

    const second = setup({ storage: first.storage });
    expect(second.vm.filter).toBe('Classic');
    await second.mountWith();
    expect(second.filters.values).toEqual(['Classic']);
    expect(names(second.vm.visible)).toEqual(['Old School Case', 'Blue Case']);
  });

  it('choosing All forgets the category', async () => {
    const first = setup();
    await first.mountWith();
    first.vm.select('Classic');
    first.vm.select(ALL_CATEGORIES);
    expect(first.storage.entries.size).toBe(0);
    const second = setup({ storage: first.storage });
    expect(second.vm.filter).toBe(ALL_CATEGORIES);
  });

  it('a remembered category the new list no longer has falls back to All', async () => {
    const storage = await classicRemembered();
    const second = setup({ storage });
    await second.mountWith(CASES.filter((c) => !c.categories.includes('Classic')));
    expect(second.filters.values).toEqual(['Classic', ALL_CATEGORIES]);
    expect(names(second.vm.visible)?.length).toBeGreaterThan(0);
  });

  it('a list another call brings first is shown under the remembered category if it has it, else All', async () => {
    const storage = await classicRemembered();
    const kept = setup({ storage });
    kept.vm.mount();
    kept.events.next({ type: 'cases', cases: CASES });
    expect(kept.filters.values).toEqual(['Classic']);
    expect(names(kept.vm.visible)).toEqual(['Old School Case', 'Blue Case']);

    const gone = setup({ storage });
    gone.vm.mount();
    gone.events.next({ type: 'cases', cases: CASES.filter((c) => !c.categories.includes('Classic')) });
    expect(gone.filters.values).toEqual(['Classic', ALL_CATEGORIES]);
    expect(gone.vm.status).toBe('ready');
  });

  it('after the screen’s own call failed, a list another call brings without the remembered category shows under All', async () => {
    const storage = await classicRemembered();
    const h = setup({ storage });
    h.vm.mount();
    h.lastLoad().reject(ApiError.http(500));
    await flush();
    expect(h.vm.status).toBe('error');
    h.events.next({ type: 'cases', cases: CASES.filter((c) => !c.categories.includes('Classic')) });
    expect(h.vm.status).toBe('ready');
    expect(h.vm.filter).toBe(ALL_CATEGORIES);
    expect(names(h.vm.visible)?.length).toBeGreaterThan(0);
  });

  it('a newer list keeps the category the player picked while it has it, and shows All once it does not', async () => {
    const h = setup({ cached: CASES });
    h.vm.mount();
    h.vm.select('Premium');
    h.events.next({ type: 'cases', cases: CASES.slice(1) });
    expect(h.vm.filter).toBe('Premium');
    expect(names(h.vm.visible)).toEqual(['Rich Guy Case', 'All In Case', 'Pricey Case']);
    h.events.next({ type: 'cases', cases: CASES.filter((c) => !c.categories.includes('Premium')) });
    expect(h.vm.filter).toBe(ALL_CATEGORIES);
    expect(names(h.vm.visible)?.length).toBeGreaterThan(0);
  });

  it('a list already in the store without the remembered category shows under All from the start', async () => {
    const storage = await classicRemembered();
    const h = setup({ storage, cached: CASES.filter((c) => !c.categories.includes('Classic')) });
    h.vm.mount();
    expect(h.vm.filter).toBe(ALL_CATEGORIES);
    expect(h.vm.status).toBe('ready');
    expect(names(h.vm.visible)?.length).toBeGreaterThan(0);
  });

  it('an unreadable stored value is All', async () => {
    const first = setup();
    await first.mountWith();
    first.vm.select('Classic');
    const [key] = [...first.storage.entries.keys()];
    first.storage.entries.set(key!, '{not json');
    const second = setup({ storage: first.storage });
    expect(second.vm.filter).toBe(ALL_CATEGORIES);
  });
});

describe('CaseListViewModel: the header', () => {
  it('shows the session’s balance and follows it (null while unknown)', () => {
    const h = setup();
    const balances = recordStates(() => h.vm.balance);
    runInAction(() => {
      h.session.balance = null;
    });
    runInAction(() => {
      h.session.balance = 88.5;
    });
    balances.stop();
    expect(balances.values).toEqual([120, null, 88.5]);
  });
});

describe('CaseListViewModel: a list too long to sort in one task', () => {
  /** More cases than one sort step, in many prices and two categories, not in the spec's order. */
  const LONG: readonly CaseSummary[] = Array.from({ length: SORT_STEP * 2 + 500 }, (_, i) => summary({
    name: `Case ${i}`, price: ((i * 7919) % 97) + 1, categories: [i % 3 === 0 ? 'Premium' : 'Popular'],
  }));

  /**
   * A clock on which each reading is 25 ms after the one before: the sort's slices run out as they
   * would on a slow phone. Pauses are the sort's waits for idle time (a timer would not wait behind
   * the head's render).
   */
  function busyClock() {
    const clock = new ManualClock(0);
    let readings = 0;
    const pauses = { count: 0 };
    const busy = {
      now: () => clock.now() + 25 * ++readings,
      schedule: (task: () => void, ms: number) => clock.schedule(task, ms),
      whenIdle: (task: () => void) => {
        pauses.count++;
        return clock.whenIdle(task);
      },
    };
    return { clock, busy, pauses };
  }

  /** Runs the tasks the sort queued until none is left. */
  async function drain(clock: ManualClock) {
    for (let i = 0; i < 200; i++) {
      await flush();
      clock.advance(0);
    }
    await flush();
  }

  it('shows its head at once (the first cases of casesFor’s order), then the whole order, worked out after the task that brought it', async () => {
    const h = setup();
    await h.mountWith(LONG);
    expect(h.vm.status).toBe('ready');
    const order = casesFor(LONG, ALL_CATEGORIES);
    expect(h.vm.visible).toEqual(order.slice(0, FIRST_SCREENS_CASES));
    await drain(h.clock);
    expect(h.vm.visible).toEqual(order);
  });

  it('gives the main thread back while it sorts: several tasks, not one', async () => {
    const { clock, busy, pauses } = busyClock();
    const events = serverEvents();
    const store = new CasesStore({ events });
    const vm = new CaseListViewModel({ api: { getCases: () => new Promise(() => {}) }, storage: mapStorage(), store, session: { balance: 0 }, clock: busy });
    const stop = vm.mount();
    teardown.push(stop);
    store.setList(LONG);
    await drain(clock);
    expect(vm.visible).toEqual(casesFor(LONG, ALL_CATEGORIES));
    // Five pieces to sort and the merges after them, 40 ms a slice: more than the first pause.
    expect(pauses.count).toBeGreaterThanOrEqual(4);
  });

  it('a filter picked while it sorts: its head at once, then only its own order; every list shown is the start of the order of its moment', async () => {
    const { clock, busy } = busyClock();
    const store = new CasesStore({ events: serverEvents() });
    const vm = new CaseListViewModel({ api: { getCases: () => new Promise(() => {}) }, storage: mapStorage(), store, session: { balance: 0 }, clock: busy });
    const record = recordStates(() => ({ filter: vm.filter, cases: vm.visible }));
    teardown.push(vm.mount(), record.stop);
    store.setList(LONG);
    // Two slices of the All order, then Premium is picked.
    for (let i = 0; i < 2; i++) {
      await flush();
      clock.advance(0);
    }
    vm.select('Premium');
    expect(vm.visible).toEqual(casesFor(LONG, 'Premium').slice(0, FIRST_SCREENS_CASES));
    await drain(clock);
    expect(vm.visible).toEqual(casesFor(LONG, 'Premium'));
    vm.select('Popular');
    expect(vm.visible).toEqual(casesFor(LONG, 'Popular').slice(0, FIRST_SCREENS_CASES));
    await drain(clock);
    expect(vm.visible).toEqual(casesFor(LONG, 'Popular'));
    const shown: readonly { readonly filter: CategoryFilter; readonly cases: readonly CaseSummary[] }[] = record.values;
    // The empty store's list, All's head (All's whole order never landed), Premium's head and order, Popular's.
    expect(shown.map(({ filter, cases }) => `${filter ?? 'All'} ${cases.length}`)).toEqual([
      'All 0', `All ${FIRST_SCREENS_CASES}`, `Premium ${FIRST_SCREENS_CASES}`, `Premium ${casesFor(LONG, 'Premium').length}`,
      `Popular ${FIRST_SCREENS_CASES}`, `Popular ${casesFor(LONG, 'Popular').length}`,
    ]);
    for (const { filter, cases } of shown) expect(cases).toEqual(casesFor(store.list ?? [], filter).slice(0, cases.length));
  });

  it('a long list, then a short one, then another long one: the first long order never shows again', async () => {
    const h = setup();
    await h.mountWith(LONG);
    expect(h.vm.long).toBe(true);
    await drain(h.clock);
    expect(h.vm.visible).toEqual(casesFor(LONG, ALL_CATEGORIES));
    runInAction(() => h.store.setList(CASES));
    expect(h.vm.long).toBe(false);
    expect(names(h.vm.visible)).toHaveLength(7);
    const other = LONG.map((c) => ({ ...c, price: c.price * 2 }));
    runInAction(() => h.store.setList(other));
    expect(h.vm.visible).toEqual(casesFor(other, ALL_CATEGORIES).slice(0, FIRST_SCREENS_CASES));
    await drain(h.clock);
    expect(h.vm.visible).toEqual(casesFor(other, ALL_CATEGORIES));
  });

  it('a new long list while the last one’s order is shown (a refresh): that order, as long as it was, until the new one’s whole order replaces it', async () => {
    const h = setup();
    const record = recordStates(() => h.vm.visible);
    teardown.push(record.stop);
    await h.mountWith(LONG);
    await drain(h.clock);
    const before = h.vm.visible;
    expect(before).toEqual(casesFor(LONG, ALL_CATEGORIES));
    const reversed = [...LONG].reverse().map((c) => ({ ...c, price: 100 - c.price }));
    runInAction(() => h.store.setList(reversed));
    // Not cut to the new list's head: a player scrolled past it would be pulled back.
    expect(h.vm.visible).toBe(before);
    await drain(h.clock);
    expect(h.vm.visible).toEqual(casesFor(reversed, ALL_CATEGORIES));
    // Once the first order was in, never a list shorter than it.
    const shown = record.values.slice(record.values.indexOf(before));
    expect(shown.map((cases) => cases.length)).toEqual([LONG.length, LONG.length]);
  });

  it('a new long list under another filter than the order shown: that filter’s head, never the other filter’s order', async () => {
    const h = setup();
    await h.mountWith(LONG);
    await drain(h.clock);
    h.vm.select('Premium');
    const reversed = [...LONG].reverse().map((c) => ({ ...c, price: 100 - c.price }));
    runInAction(() => h.store.setList(reversed));
    expect(h.vm.visible).toEqual(casesFor(reversed, 'Premium').slice(0, FIRST_SCREENS_CASES));
    await drain(h.clock);
    expect(h.vm.visible).toEqual(casesFor(reversed, 'Premium'));
  });

  it('a refresh while another filter is picked, then the first filter picked back: its last order until the new list’s is ready, then that', async () => {
    const h = setup();
    await h.mountWith(LONG);
    await drain(h.clock);
    const lastAll = h.vm.visible;
    h.vm.select('Premium');
    const reversed = [...LONG].reverse().map((c) => ({ ...c, price: 100 - c.price }));
    runInAction(() => h.store.setList(reversed));
    h.vm.select(ALL_CATEGORIES);
    expect(h.vm.visible).toBe(lastAll);
    await drain(h.clock);
    expect(h.vm.visible).toEqual(casesFor(reversed, ALL_CATEGORIES));
  });

  it('a filter picked and then picked back before its own sort ends: the order shown again at once, and not sorted again', async () => {
    const { clock, busy, pauses } = busyClock();
    const store = new CasesStore({ events: serverEvents() });
    const vm = new CaseListViewModel({ api: { getCases: () => new Promise(() => {}) }, storage: mapStorage(), store, session: { balance: 0 }, clock: busy });
    teardown.push(vm.mount());
    store.setList(LONG);
    await drain(clock);
    const all = vm.visible;
    expect(all).toEqual(casesFor(LONG, ALL_CATEGORIES));
    vm.select('Premium');
    await flush();
    clock.advance(0);
    vm.select(ALL_CATEGORIES);
    expect(vm.visible).toBe(all);
    const pausesBack = pauses.count;
    await drain(clock);
    // Premium's sort stopped at its next pause, and All's was not worked out again.
    expect(pauses.count - pausesBack).toBeLessThanOrEqual(1);
    expect(vm.visible).toBe(all);
  });

  it('unmounted while it sorts: the sort stops and nothing lands', async () => {
    const { clock, busy, pauses } = busyClock();
    const store = new CasesStore({ events: serverEvents() });
    const vm = new CaseListViewModel({ api: { getCases: () => new Promise(() => {}) }, storage: mapStorage(), store, session: { balance: 0 }, clock: busy });
    const unmount = vm.mount();
    store.setList(LONG);
    await flush();
    clock.advance(0);
    unmount();
    const pausesAtUnmount = pauses.count;
    await drain(clock);
    expect(vm.visible).toEqual(casesFor(LONG, ALL_CATEGORIES).slice(0, FIRST_SCREENS_CASES));
    // At most the pause already queued: no slice after it.
    expect(pauses.count).toBe(pausesAtUnmount);
  });
});
