import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { CaseDetails } from '@domain/model/case';
import type { Me } from '@domain/model/user';
import { CaseDetailViewModel } from '@ui/screens/cases/CaseDetailViewModel';
import { CasesStore } from '@ui/stores/CasesStore';
import { SessionStore } from '@ui/stores/SessionStore';
import { deferred, flush, type Deferred } from '../../support/async';
import { recordStates } from '../../support/recorder';
import { serverEvents } from '../../support/serverEvents';
import { details, skin } from '../domain/cases/fixtures';

const CASE_ID = 'case-1';

const teardown: (() => void)[] = [];
afterEach(() => {
  for (const stop of teardown.splice(0).reverse()) stop();
});

interface SetupOptions {
  /** The balance the session knows; null (the default) while the profile has not loaded. */
  readonly balance?: number | null;
  /** Details the cases store already holds (the case was seen before). */
  readonly cached?: CaseDetails;
}

/**
 * The view-model over the real CasesStore and SessionStore, both fed by one fake event stream
 * (a `balance` event is how the balance arrives). getCase hands out deferreds.
 */
function setup(options: SetupOptions = {}) {
  const events = serverEvents();
  const store = new CasesStore({ events });
  const session = new SessionStore({
    api: { events, getMe: (): Promise<Me> => Promise.reject(new Error('not used here')) },
    messenger: { user: null, initData: '' },
    clock: { now: () => 0 },
    logger: { warn: vi.fn() },
    lifecycle: { onReturn: () => () => undefined }, requireInitData: false,
  });
  const setBalance = (balance: number) => events.next({ type: 'balance', balance });
  if (options.balance != null) setBalance(options.balance);
  if (options.cached) store.setDetails(options.cached);
  const loads: Deferred<CaseDetails>[] = [];
  const api = {
    // As the API client does: the answer is published for the stores, then returned.
    getCase: vi.fn((_id: string): Promise<CaseDetails> => {
      const d = deferred<CaseDetails>();
      loads.push(d);
      return d.promise.then((answer) => {
        events.next({ type: 'case', details: answer });
        return answer;
      });
    }),
  };
  const goTo = { opening: vi.fn(), payment: vi.fn() };
  const vm = new CaseDetailViewModel(CASE_ID, { api, store, session, goTo });
  const statuses = recordStates(() => vm.status);
  const canOpen = recordStates(() => vm.canOpen);
  teardown.push(statuses.stop, canOpen.stop);
  const lastLoad = () => loads.at(-1)!;
  /** Mounts and answers the details call. */
  const mountWith = async (answer: CaseDetails = details({ id: CASE_ID })) => {
    vm.mount();
    lastLoad().resolve(answer);
    await flush();
  };
  return { vm, api, store, events, setBalance, statuses, canOpen, loads, lastLoad, mountWith, goTo, session };
}

describe('CaseDetailViewModel: loading states', () => {
  it('loading → ready; the details go into the cases store', async () => {
    const h = setup();
    expect(h.vm.details).toBeNull();
    h.vm.mount();
    expect(h.api.getCase).toHaveBeenCalledWith(CASE_ID);
    const answer = details({ id: CASE_ID, name: 'Rich Guy Case' });
    h.lastLoad().resolve(answer);
    await flush();
    expect(h.statuses.values).toEqual(['loading', 'ready']);
    expect(h.vm.details).toEqual(answer);
    expect(h.store.details.get(CASE_ID)).toEqual(answer);
  });

  it('a 404 is not-found', async () => {
    const h = setup();
    h.vm.mount();
    h.lastLoad().reject(ApiError.http(404));
    await flush();
    expect(h.statuses.values).toEqual(['loading', 'not-found']);
  });

  it('any other failure is error; Retry goes loading → ready', async () => {
    const h = setup();
    h.vm.mount();
    h.lastLoad().reject(ApiError.http(500));
    await flush();
    const retry = h.vm.load();
    h.lastLoad().resolve(details({ id: CASE_ID }));
    await retry;
    expect(h.statuses.values).toEqual(['loading', 'error', 'loading', 'ready']);
  });

  it('a network failure is error, not not-found', async () => {
    const h = setup();
    h.vm.mount();
    h.lastLoad().reject(new ApiError('network', 'offline'));
    await flush();
    expect(h.vm.status).toBe('error');
  });

  it('cached details show at once and stay through a failed refresh', async () => {
    const cached = details({ id: CASE_ID, price: 40 });
    const h = setup({ cached });
    expect(h.statuses.values).toEqual(['ready']);
    h.vm.mount();
    h.lastLoad().reject(ApiError.http(404));
    await flush();
    expect(h.statuses.values).toEqual(['ready']);
    expect(h.vm.details).toEqual(cached);
  });

  it('details another call brings while the page’s own call is out show at once, and stay if that call fails', async () => {
    const h = setup();
    h.vm.mount();
    expect(h.vm.status).toBe('loading');
    h.events.next({ type: 'case', details: details({ id: CASE_ID, price: 40 }) });
    expect(h.statuses.values).toEqual(['loading', 'ready']);
    h.lastLoad().reject(new ApiError('network', 'offline'));
    await flush();
    expect(h.statuses.values).toEqual(['loading', 'ready']);
    expect(h.vm.details?.price).toBe(40);
  });

  it('fresh details replace the cached ones', async () => {
    const h = setup({ cached: details({ id: CASE_ID, price: 40 }) });
    await h.mountWith(details({ id: CASE_ID, price: 45 }));
    expect(h.vm.details?.price).toBe(45);
    expect(h.statuses.values).toEqual(['ready']);
  });

  it('StrictMode (mount twice): the later answer wins, status ready', async () => {
    const h = setup();
    h.vm.mount();
    h.vm.mount();
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    h.loads[0]!.reject(ApiError.http(500));
    await flush();
    h.loads[1]!.resolve(details({ id: CASE_ID }));
    await flush();
    expect(h.statuses.values.at(-1)).toBe('ready');
  });
});

describe('CaseDetailViewModel: open or top up (spec §2)', () => {
  it('with the balance unknown it offers neither a top-up nor an open, but to load the balance again', async () => {
    const h = setup();
    await h.mountWith(details({ id: CASE_ID, price: 8 }));
    expect(h.vm.offer).toBe('balance-unknown');
    expect(h.vm.canOpen).toBe(false);
    h.vm.retryBalance();
    // The session asks for the profile (this fake server refuses): loading, then unknown again.
    expect(h.vm.offer).toBe('balance-loading');
    await flush();
    expect(h.vm.offer).toBe('balance-unknown');
    h.setBalance(3);
    expect(h.vm.offer).toBe('top-up');
    expect(h.vm.missing).toBe(5);
    h.setBalance(8);
    expect(h.vm.offer).toBe('open');
  });

  it('opens when the balance covers the price exactly', async () => {
    const h = setup({ balance: 50 });
    await h.mountWith(details({ id: CASE_ID, price: 50 }));
    expect(h.vm.canOpen).toBe(true);
    expect(h.vm.missing).toBe(0);
  });

  it('short by some cents: top-up needed with the missing amount rounded to cents', async () => {
    const h = setup({ balance: 0.2 });
    await h.mountWith(details({ id: CASE_ID, price: 10.1 }));
    expect(h.vm.canOpen).toBe(false);
    expect(h.vm.missing).toBe(9.9);
  });

  it('follows the balance as it changes: false → true → false', async () => {
    const h = setup({ balance: 10 });
    await h.mountWith(details({ id: CASE_ID, price: 50 }));
    h.setBalance(75);
    h.setBalance(60);
    h.setBalance(49.99);
    expect(h.canOpen.values).toEqual([false, true, false]);
    expect(h.vm.missing).toBe(0.01);
  });

  it('nothing to open or top up before the details arrive', () => {
    const h = setup({ balance: 1000 });
    expect(h.vm.canOpen).toBe(false);
    expect(h.vm.missing).toBe(0);
    expect(h.vm.skins).toEqual([]);
  });
});

describe('CaseDetailViewModel: the skins grid', () => {
  it('sorted by price descending, rare from price 9, names split on the bar', async () => {
    const h = setup();
    await h.mountWith(details({
      id: CASE_ID,
      skins: [skin('P250 | Sand Dune', 0.5), skin('Glock-18 | Fade', 9), skin('AWP | Asiimov', 80), skin('Knife', 8.99), skin('M4A1-S |', 3)],
    }));
    expect(h.vm.skins.map((v) => [v.skin.price, v.rare, v.lines])).toEqual([
      [80, true, ['AWP', 'Asiimov']],
      [9, true, ['Glock-18', 'Fade']],
      [8.99, false, ['Knife', null]],
      [3, false, ['M4A1-S', null]],
      [0.5, false, ['P250', 'Sand Dune']],
    ]);
  });

  it('does not reorder the details it was given', async () => {
    const h = setup();
    const answer = details({ id: CASE_ID });
    const before = answer.skins.map((s) => s.name);
    await h.mountWith(answer);
    void h.vm.skins;
    expect(h.vm.details?.skins.map((s) => s.name)).toEqual(before);
  });
});

describe('CaseDetailViewModel: claiming the open', () => {
  it('a burst of taps claims the open once', async () => {
    const h = setup({ balance: 100 });
    await h.mountWith(details({ id: CASE_ID, price: 50 }));
    const opening = recordStates(() => h.vm.opening);
    teardown.push(opening.stop);
    expect([h.vm.claimOpen(), h.vm.claimOpen(), h.vm.claimOpen()]).toEqual([true, false, false]);
    expect(opening.values).toEqual([false, true]);
  });

  it('a short balance claims nothing, and the claim stays available until it can open', async () => {
    const h = setup({ balance: 10 });
    await h.mountWith(details({ id: CASE_ID, price: 50 }));
    expect(h.vm.claimOpen()).toBe(false);
    expect(h.vm.opening).toBe(false);
    h.setBalance(50);
    expect(h.vm.claimOpen()).toBe(true);
  });

  it('nothing is claimed before the details arrive', () => {
    const h = setup({ balance: 1000 });
    h.vm.mount();
    expect(h.vm.claimOpen()).toBe(false);
  });
});

describe('CaseDetailViewModel: the main button (the messenger’s or the page’s)', () => {
  it('opens this case once, however many presses arrive (two buttons, a double tap)', async () => {
    const h = setup({ balance: 100 });
    await h.mountWith(details({ id: CASE_ID, price: 50 }));
    h.vm.mainPressed();
    h.vm.mainPressed();
    h.vm.mainPressed();
    expect(h.goTo.opening.mock.calls).toEqual([[CASE_ID, 1]]);
    expect(h.goTo.payment).not.toHaveBeenCalled();
  });

  it('with too few crystals, leads to the top-up and opens nothing; once topped up, opens', async () => {
    const h = setup({ balance: 10 });
    await h.mountWith(details({ id: CASE_ID, price: 50 }));
    h.vm.mainPressed();
    expect(h.goTo.payment).toHaveBeenCalledTimes(1);
    expect(h.goTo.opening).not.toHaveBeenCalled();
    h.setBalance(60);
    h.vm.mainPressed();
    expect(h.goTo.opening.mock.calls).toEqual([[CASE_ID, 1]]);
  });

  it('while the balance is unknown, asks for it again — never a top-up from an unknown balance', async () => {
    const h = setup({ balance: null });
    await h.mountWith(details({ id: CASE_ID, price: 50 }));
    expect(h.vm.offer).toBe('balance-unknown');
    h.vm.mainPressed();
    // The session asks for the profile again (this fake server refuses it).
    expect(h.vm.offer).toBe('balance-loading');
    h.vm.mainPressed();
    await flush();
    expect(h.vm.offer).toBe('balance-unknown');
    expect(h.goTo.payment).not.toHaveBeenCalled();
    expect(h.goTo.opening).not.toHaveBeenCalled();
  });

  it('before the details arrive, a press does nothing', () => {
    const h = setup({ balance: 1000 });
    h.vm.mount();
    h.vm.mainPressed();
    expect(h.goTo.opening).not.toHaveBeenCalled();
    expect(h.goTo.payment).not.toHaveBeenCalled();
  });
});

describe('CaseDetailViewModel: how many at once (multi-open)', () => {
  it('offers no count for a case the server opens one at a time; ×1…×n where it offers n', async () => {
    const plain = setup({ balance: 100 });
    await plain.mountWith(details({ id: CASE_ID, price: 10 }));
    expect(plain.vm.counts).toEqual([1]);
    plain.vm.countPicked(3);
    expect(plain.vm.count).toBe(1);
    const multi = setup({ balance: 100 });
    await multi.mountWith(details({ id: CASE_ID, price: 10, multiOpen: 4 }));
    expect(multi.vm.counts).toEqual([1, 2, 3, 4]);
    multi.vm.countPicked(5);
    expect(multi.vm.count).toBe(1);
  });

  it('the stake is the price times the count: it decides open or top-up and the missing amount', async () => {
    const h = setup({ balance: 25 });
    await h.mountWith(details({ id: CASE_ID, price: 10, multiOpen: 5 }));
    h.vm.countPicked(2);
    expect([h.vm.stake, h.vm.offer]).toEqual([20, 'open']);
    h.vm.countPicked(3);
    expect([h.vm.stake, h.vm.offer, h.vm.missing]).toEqual([30, 'top-up', 5]);
    h.vm.mainPressed();
    expect(h.goTo.payment).toHaveBeenCalledTimes(1);
    expect(h.goTo.opening).not.toHaveBeenCalled();
  });

  it('opens the count picked, once however many presses arrive', async () => {
    const h = setup({ balance: 100 });
    await h.mountWith(details({ id: CASE_ID, price: 10, multiOpen: 5 }));
    h.vm.countPicked(4);
    h.vm.mainPressed();
    h.vm.mainPressed();
    expect(h.goTo.opening.mock.calls).toEqual([[CASE_ID, 4]]);
  });

  it('falls back to one when the case stops offering the count picked (a new answer without multi_open)', async () => {
    const h = setup({ balance: 100 });
    await h.mountWith(details({ id: CASE_ID, price: 10, multiOpen: 5 }));
    h.vm.countPicked(3);
    h.events.next({ type: 'case', details: details({ id: CASE_ID, price: 10 }) });
    expect(h.vm.count).toBe(1);
    expect(h.vm.stake).toBe(10);
  });
});

