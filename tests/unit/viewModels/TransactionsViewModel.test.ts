import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { ListAnswer } from '@domain/model/listAnswer';
import type { TransactionEntry } from '@domain/model/transaction';
import type { Api } from '@domain/ports/Api';
import { AREA_TOAST, type Toaster } from '@ui/toasts/Toaster';
import { TransactionsViewModel } from '@ui/screens/transactions/TransactionsViewModel';
import { deferred, flush, type Deferred } from '../../support/async';
import { mountLike, record } from '../../support/viewModelHarness';

function entries(count: number, from = 0): TransactionEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return { type: (n % 20) + 1, value: n % 3 ? 100 : -50, balance: 1000 + n, secAgo: n * 60 };
  });
}

/** One answer of `getTransactions`: a page (its entries, or with unreadable ones counted), a failure, or a deferred the test settles. */
type Answer = readonly TransactionEntry[] | ListAnswer<TransactionEntry> | Error | Deferred<readonly TransactionEntry[]>;

/** The one place the view-model is built; `getTransactions` answers `answers` in turn, then empty pages. */
function setup(answers: Answer[] = []) {
  const queue = [...answers];
  const api = {
    getTransactions: vi.fn(async (_page?: number, _limit?: number): Promise<ListAnswer<TransactionEntry>> => {
      const next = queue.shift() ?? [];
      if (next instanceof Error) throw next;
      if ('promise' in next) return { items: await next.promise, leftOut: 0 };
      return 'items' in next ? next : { items: next, leftOut: 0 };
    }),
  } satisfies Pick<Api, 'getTransactions'>;
  const toaster = { show: vi.fn(() => 1) } satisfies Pick<Toaster, 'show'>;
  const vm = new TransactionsViewModel({ api, toaster });
  return { vm, api, toaster, answer: (...more: Answer[]) => queue.push(...more) };
}

const shown = (vm: TransactionsViewModel) => vm.paging.visible.length;

describe('TransactionsViewModel (spec §2, §9)', () => {
  it('goes loading → ready on mount, showing the first 10', async () => {
    const page = deferred<readonly TransactionEntry[]>();
    const h = setup([page]);
    const status = record(() => h.vm.status);
    mountLike(h.vm);
    expect(h.api.getTransactions).toHaveBeenCalledTimes(1);
    expect(h.vm.status).toBe('loading');
    const history = entries(15);
    page.resolve(history);
    await flush();
    expect(status.values).toEqual(['loading', 'ready']);
    expect(h.vm.paging.visible).toEqual(history.slice(0, 10));
    expect(h.vm.paging.hasMore).toBe(true);
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('requests pages of 20 until a short one, and shows them as one history', async () => {
    const history = entries(45);
    const h = setup([history.slice(0, 20), history.slice(20, 40), history.slice(40)]);
    mountLike(h.vm);
    await flush(30);
    expect(h.api.getTransactions.mock.calls).toEqual([[1, 20], [2, 20], [3, 20]]);
    expect(h.vm.status).toBe('ready');
    expect(h.vm.paging.entries).toEqual(history);
  });

  it('an empty page ends the requests when the total is a multiple of 20', async () => {
    const h = setup([entries(20), entries(20, 20), []]);
    mountLike(h.vm);
    await flush(30);
    expect(h.api.getTransactions).toHaveBeenCalledTimes(3);
    expect(h.vm.paging.entries).toHaveLength(40);
  });

  it('load more adds 10 at a time until everything shows, then does nothing', async () => {
    const h = setup([entries(20), entries(20, 20), entries(5, 40)]);
    mountLike(h.vm);
    await flush(30);
    const count = record(() => shown(h.vm));
    const more = record(() => h.vm.paging.hasMore);
    for (let i = 0; i < 5; i++) h.vm.loadMore();
    expect(count.values).toEqual([10, 20, 30, 40, 45]);
    expect(more.values).toEqual([true, false]);
    expect(h.vm.paging.visible).toEqual(h.vm.paging.entries);
  });

  it('an empty history is ready and empty, with nothing more to load', async () => {
    const h = setup([[]]);
    mountLike(h.vm);
    await flush();
    expect(h.vm.status).toBe('ready');
    expect(h.vm.paging.isEmpty).toBe(true);
    expect(h.vm.paging.hasMore).toBe(false);
  });

  it('entries the server sent unreadable are left out and counted over all pages: the rest shows, no error', async () => {
    const h = setup([{ items: entries(19), leftOut: 1 }, { items: entries(18, 19), leftOut: 2 }, entries(3, 37)]);
    mountLike(h.vm);
    await flush(30);
    // A page of 19 readable and 1 unreadable is a full page: the next one is asked for.
    expect(h.api.getTransactions.mock.calls).toEqual([[1, 20], [2, 20], [3, 20]]);
    expect(h.vm.status).toBe('ready');
    expect(h.vm.paging.entries).toEqual(entries(40));
    expect(h.vm.leftOut).toBe(3);
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('a failure goes loading → error with one error toast at the area placement (3 s, top centre)', async () => {
    const h = setup([ApiError.http(500)]);
    const status = record(() => h.vm.status);
    mountLike(h.vm);
    await flush();
    expect(status.values).toEqual(['loading', 'error']);
    expect(h.toaster.show).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: { key: 'transactions.loadError' }, ...AREA_TOAST });
    expect(h.toaster.show).toHaveBeenCalledWith(expect.objectContaining({ placement: 'top-center', durationMs: 3000 }));
  });

  it.each([['offline', new ApiError('network', 'offline')], ['401', ApiError.http(401)]])(
    'a load failing %s: the error state, and no toast of its own (the transport has told)', async (_label, failure) => {
      const h = setup([failure]);
      mountLike(h.vm);
      await flush();
      expect(h.vm.status).toBe('error');
      expect(h.toaster.show).not.toHaveBeenCalled();
    },
  );

  it('a failing later page fails the whole load: nothing of a cut history shows', async () => {
    const h = setup([entries(20), ApiError.http(502)]);
    mountLike(h.vm);
    await flush(30);
    expect(h.api.getTransactions).toHaveBeenCalledTimes(2);
    expect(h.vm.status).toBe('error');
    expect(h.vm.paging.isEmpty).toBe(true);
    expect(h.toaster.show).toHaveBeenCalledTimes(1);
  });

  it('retry after an error goes loading → ready', async () => {
    const h = setup([ApiError.http(503)]);
    const status = record(() => h.vm.status);
    mountLike(h.vm);
    await flush();
    h.answer(entries(12));
    const retried = h.vm.load();
    expect(h.vm.status).toBe('loading');
    await retried;
    expect(status.values).toEqual(['loading', 'error', 'loading', 'ready']);
    expect(shown(h.vm)).toBe(10);
    expect(h.vm.paging.entries).toHaveLength(12);
    expect(h.toaster.show).toHaveBeenCalledTimes(1);
  });

  it('strict mode (mount, unmount, mount) while loading makes one request', async () => {
    const page = deferred<readonly TransactionEntry[]>();
    const h = setup([page]);
    mountLike(h.vm)();
    mountLike(h.vm);
    page.resolve(entries(3));
    await flush();
    expect(h.api.getTransactions).toHaveBeenCalledTimes(1);
    expect(h.vm.status).toBe('ready');
    expect(shown(h.vm)).toBe(3);
  });

  it('a remount once loaded keeps what is shown and does not reload', async () => {
    const h = setup([entries(15)]);
    const unmount = mountLike(h.vm);
    await flush();
    h.vm.loadMore();
    unmount();
    mountLike(h.vm);
    await flush();
    expect(h.api.getTransactions).toHaveBeenCalledTimes(1);
    expect(h.vm.status).toBe('ready');
    expect(shown(h.vm)).toBe(15);
  });

  it('a load while one is running is ignored', async () => {
    const page = deferred<readonly TransactionEntry[]>();
    const h = setup([page]);
    mountLike(h.vm);
    const again = h.vm.load();
    page.resolve(entries(4));
    await again;
    await flush();
    expect(h.api.getTransactions).toHaveBeenCalledTimes(1);
    expect(h.vm.status).toBe('ready');
  });
});
