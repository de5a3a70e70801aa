import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { TransactionEntry } from '@domain/model/transaction';
import { loadAllTransactions, TransactionPaging, transactionSign, TRANSACTIONS } from '@domain/features/transactions/TransactionPaging';

/** A page as the API port answers it: the entries read, and how many could not be (ListAnswer). */
const answered = (items: readonly TransactionEntry[], leftOut = 0) => Promise.resolve({ items, leftOut });

/** `count` entries, newest first, from the `from`-th newest on. */
function entries(count: number, from = 0): TransactionEntry[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return { type: (i % 20) + 1, value: i % 3 ? 10 : -5, balance: 1000 - i, secAgo: i * 60 };
  });
}

describe('TransactionPaging (spec §9: 10 shown, load more adds 10)', () => {
  it('shows the first 10, then 10 more per step, then says there is no more', () => {
    const all = entries(25);
    let paging = TransactionPaging.first(all);
    expect(paging.visible).toEqual(all.slice(0, 10));
    expect(paging.hasMore).toBe(true);
    paging = paging.loadMore();
    expect(paging.visible).toEqual(all.slice(0, 20));
    expect(paging.hasMore).toBe(true);
    paging = paging.loadMore();
    expect(paging.visible).toEqual(all);
    expect(paging.hasMore).toBe(false);
    expect(paging.loadMore()).toBe(paging);
  });

  it('is immutable: loading more leaves the previous value as it was', () => {
    const first = TransactionPaging.first(entries(15));
    const next = first.loadMore();
    expect(first.visible).toHaveLength(10);
    expect(next.visible).toHaveLength(15);
  });

  it('handles an empty and a short history', () => {
    const empty = TransactionPaging.first([]);
    expect(empty.isEmpty).toBe(true);
    expect(empty.visible).toEqual([]);
    expect(empty.hasMore).toBe(false);
    const exact = TransactionPaging.first(entries(10));
    expect(exact.visible).toHaveLength(10);
    expect(exact.hasMore).toBe(false);
  });

  it('after k steps shows min(10·(k+1), n) entries, in order (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 15 }), (n, steps) => {
      const all = entries(n);
      let paging = TransactionPaging.first(all);
      for (let i = 0; i < steps; i++) paging = paging.loadMore();
      const shown = Math.min(TRANSACTIONS.pageSize * (steps + 1), n);
      expect(paging.visible).toEqual(all.slice(0, shown));
      expect(paging.hasMore).toBe(shown < n);
    }));
  });
});

describe('loadAllTransactions (all entries up front)', () => {
  function api(total: number) {
    const all = entries(total);
    return {
      all,
      getTransactions: vi.fn((page = 1, limit = 20) => answered(all.slice((page - 1) * limit, page * limit))),
    };
  }

  it('asks page after page of 20 until a short page arrives', async () => {
    const server = api(45);
    expect(await loadAllTransactions(server)).toEqual({ entries: server.all, truncated: false, leftOut: 0 });
    expect(server.getTransactions.mock.calls).toEqual([[1, 20], [2, 20], [3, 20]]);
  });

  it('stops at an empty page when the total is a multiple of 20', async () => {
    const server = api(40);
    expect((await loadAllTransactions(server)).entries).toHaveLength(40);
    expect(server.getTransactions).toHaveBeenCalledTimes(3);
  });

  it('makes one request for a short history and for none', async () => {
    const short = api(7);
    expect((await loadAllTransactions(short)).entries).toHaveLength(7);
    expect(short.getTransactions).toHaveBeenCalledTimes(1);
    const none = api(0);
    expect(await loadAllTransactions(none)).toEqual({ entries: [], truncated: false, leftOut: 0 });
  });

  it('a long history: stops at the cap of 2 000 entries (100 requests) and says older ones are left out', async () => {
    const server = api(2500);
    const loaded = await loadAllTransactions(server);
    expect(loaded.truncated).toBe(true);
    expect(loaded.entries).toEqual(server.all.slice(0, TRANSACTIONS.maxEntries));
    expect(server.getTransactions).toHaveBeenCalledTimes(TRANSACTIONS.maxEntries / 20);
  });

  it('full pages that fill the cap exactly show the note (older entries may exist); one entry fewer does not', async () => {
    const loaded = await loadAllTransactions(api(60), 20, 60);
    // Three full pages fill the cap: older entries may exist, so the note shows.
    expect(loaded).toEqual({ entries: api(60).all, truncated: true, leftOut: 0 });
    expect((await loadAllTransactions(api(59), 20, 60)).truncated).toBe(false);
  });

  it('a server that ignores `page` (every page the same): one copy, two requests', async () => {
    const first = entries(20);
    const ignoresPage = { getTransactions: vi.fn(() => answered(first)) };
    expect(await loadAllTransactions(ignoresPage)).toEqual({ entries: first, truncated: false, leftOut: 0 });
    expect(ignoresPage.getTransactions).toHaveBeenCalledTimes(2);
  });

  it('a server that ignores `page` and counts ages at each request: the repeat is known by type, value and balance', async () => {
    let asked = 0;
    // The same 20 entries each time, a second older at every request.
    const recounting = {
      getTransactions: vi.fn(() => {
        const now = asked++;
        return answered(entries(20).map((e) => ({ ...e, secAgo: e.secAgo + now })));
      }),
    };
    const loaded = await loadAllTransactions(recounting);
    expect(loaded).toEqual({ entries: entries(20), truncated: false, leftOut: 0 });
    expect(recounting.getTransactions).toHaveBeenCalledTimes(2);
  });

  it('…and one whose newest entries grew between two requests: the shifted page is a repeat too, nothing shows twice', async () => {
    const first = entries(20);
    const fresh = { type: 9, value: 100, balance: 5000, secAgo: 0 };
    const answers = [first, [fresh, ...first.slice(0, 19)].map((e) => ({ ...e, secAgo: e.secAgo + 1 }))];
    const growing = { getTransactions: vi.fn(() => answered(answers.shift() ?? [])) };
    const loaded = await loadAllTransactions(growing);
    expect(loaded.entries).toEqual(first);
    expect(new Set(loaded.entries.map((e) => `${e.type} ${e.value} ${e.balance}`)).size).toBe(20);
    expect(growing.getTransactions).toHaveBeenCalledTimes(2);
  });

  it('an honest server: entries alike in type, value and balance are all shown, within a page and across pages', async () => {
    const sale = (balance: number, secAgo: number) => ({ type: 4, value: 10, balance, secAgo });
    const opening = (balance: number, secAgo: number) => ({ type: 3, value: -10, balance, secAgo });
    // Newest first. Two sales of the same value leave different balances (520, 510): different
    // entries. A case opened, its drop sold back, the case opened again: two openings alike in
    // type, value and balance (500), and two sales leaving 510 — all four are entries of their own.
    const page1 = [sale(520, 10), sale(510, 20), opening(500, 30), sale(510, 40), opening(500, 50), ...entries(15, 100)];
    // The next page starts with what the last one ended with (same type, value, balance): a new entry, shown.
    const page2 = [...page1.slice(-3).map((e) => ({ ...e, secAgo: e.secAgo + 10_000 })), ...entries(17, 300)];
    const page3 = entries(5, 600);
    const honest = { getTransactions: vi.fn((page = 1) => answered([page1, page2, page3][page - 1] ?? [])) };
    const loaded = await loadAllTransactions(honest);
    expect(loaded.entries).toEqual([...page1, ...page2, ...page3]);
    expect(loaded.entries).toHaveLength(45);
  });

  it('a page that only partly matches the one before (less than half of it, shifted) is a page of its own', async () => {
    const first = entries(20);
    // Ten newer entries in front of the first ten: half a page shifted is no longer taken for a repeat.
    const second = [...entries(10, 500), ...first.slice(0, 10)];
    const answers = [first, second, []];
    const server = { getTransactions: vi.fn(() => answered(answers.shift() ?? [])) };
    expect((await loadAllTransactions(server)).entries).toHaveLength(40);
  });

  it('a server that ignores `limit`: what it sent is the history, capped, and nothing more is asked', async () => {
    const everything = entries(5000);
    const ignoresLimit = { getTransactions: vi.fn(() => answered(everything)) };
    const loaded = await loadAllTransactions(ignoresLimit);
    expect(loaded.entries).toEqual(everything.slice(0, TRANSACTIONS.maxEntries));
    expect(loaded.truncated).toBe(true);
    expect(ignoresLimit.getTransactions).toHaveBeenCalledTimes(1);
    const someMore = { getTransactions: vi.fn(() => answered(entries(35))) };
    expect(await loadAllTransactions(someMore)).toEqual({ entries: entries(35), truncated: false, leftOut: 0 });
    expect(someMore.getTransactions).toHaveBeenCalledTimes(1);
  });

  it('unreadable entries (left out by the API client) are counted, and a page is as long as what the server sent', async () => {
    const pages = [answered(entries(18), 2), answered(entries(19, 18), 1), answered(entries(4, 37), 1)];
    const server = { getTransactions: vi.fn(() => pages.shift() ?? answered([])) };
    // 18 + 2 unreadable is a full page: one bad entry does not end the history early.
    expect(await loadAllTransactions(server)).toEqual({ entries: entries(41), truncated: false, leftOut: 4 });
    expect(server.getTransactions).toHaveBeenCalledTimes(3);
  });

  it('a repeated page with an unreadable entry: the repeat adds neither entries nor another count', async () => {
    const same = () => answered(entries(19), 1);
    const server = { getTransactions: vi.fn(same) };
    expect(await loadAllTransactions(server)).toEqual({ entries: entries(19), truncated: false, leftOut: 1 });
    expect(server.getTransactions).toHaveBeenCalledTimes(2);
  });

  it('never requests more than `limit` per page, whatever the server answers', async () => {
    const server = api(2500);
    await loadAllTransactions(server);
    expect(server.getTransactions.mock.calls.every(([, limit]) => limit === 20)).toBe(true);
  });

  it('fails as a whole when any page fails', async () => {
    const all = entries(30);
    const flaky = {
      getTransactions: vi.fn((page = 1) => (page === 2 ? Promise.reject(new ApiError('http', 'HTTP 500', 500)) : answered(all.slice(0, 20)))),
    };
    await expect(loadAllTransactions(flaky)).rejects.toThrow('HTTP 500');
  });
});

describe('signed values', () => {
  it('credits and zero are +, debits are −', () => {
    expect(transactionSign(100)).toBe('+');
    expect(transactionSign(0)).toBe('+');
    expect(transactionSign(-0.5)).toBe('-');
    expect(transactionSign(-0.01)).toBe('-');
  });

  it('a debit that shows as 0.00 is not coloured as one: the screen writes it +0.00', () => {
    expect(transactionSign(-0.004)).toBe('+');
  });
});
