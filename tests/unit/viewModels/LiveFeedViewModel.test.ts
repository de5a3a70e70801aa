import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import type { LiveData, LiveWin } from '@domain/model/live';
import type { Api } from '@domain/ports/Api';
import type { Random } from '@domain/ports/Random';
import type { Toaster } from '@ui/toasts/Toaster';
import { LiveFeedViewModel } from '@ui/screens/home/LiveFeedViewModel';
import { deferred, flush } from '../../support/async';
import { mountLike, record } from '../../support/viewModelHarness';

const START = 1_700_000_000_000;

function wins(count: number, from = 0): LiveWin[] {
  return Array.from({ length: count }, (_, i) => ({ img: `/w${from + i}.svg`, name: `Win ${from + i}`, profit: i % 2 ? '+10%' : '-40%' }));
}

/**
 * The one place the view-model is built. `getLive` answers from `answers` in turn, then with 30
 * fresh wins each time.
 */
function setup(options: { answers?: (() => Promise<LiveData>)[]; random?: Random } = {}) {
  const clock = new ManualClock(START);
  const answers = [...(options.answers ?? [])];
  let served = 0;
  const api = {
    getLive: vi.fn((): Promise<LiveData> => {
      const next = answers.shift();
      if (next) return next();
      served += 30;
      return Promise.resolve({ wins: wins(30, 10_000 + served), online: 1000 });
    }),
  } satisfies Pick<Api, 'getLive'>;
  const toaster = { show: vi.fn(() => 1) } satisfies Pick<Toaster, 'show'>;
  const vm = new LiveFeedViewModel({ api, clock, random: options.random ?? seededRandom(7), toaster });
  const entries = () => (vm.state.kind === 'ready' ? vm.state.entries : []);
  return { vm, clock, api, toaster, entries };
}

describe('LiveFeedViewModel (spec §2, §9)', () => {
  it('goes loading → ready with the first 10 wins and the online count once mounted', async () => {
    const first = wins(30);
    const answer = deferred<LiveData>();
    const h = setup({ answers: [() => answer.promise] });
    const kinds = record(() => h.vm.state.kind);
    expect(h.api.getLive).not.toHaveBeenCalled();
    mountLike(h.vm);
    expect(h.vm.state.kind).toBe('loading');
    answer.resolve({ wins: first, online: 4321 });
    await flush();
    expect(kinds.values).toEqual(['loading', 'ready']);
    expect(h.entries().map((e) => e.win)).toEqual(first.slice(0, 10));
    expect(h.vm.state).toMatchObject({ kind: 'ready', online: 4321 });
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('prepends one win after 1 s at the earliest and 4 s at the latest, keeping the other rows’ keys', async () => {
    const fast = setup({ random: () => 0, answers: [() => Promise.resolve({ wins: wins(30), online: 1 })] });
    mountLike(fast.vm);
    await flush();
    const keys = fast.entries().map((e) => e.key);
    fast.clock.advance(999);
    expect(fast.entries()).toHaveLength(10);
    fast.clock.advance(1);
    expect(fast.entries()).toHaveLength(11);
    expect(fast.entries()[0]?.win.name).toBe('Win 10');
    expect(fast.entries().slice(1).map((e) => e.key)).toEqual(keys);

    const slow = setup({ random: () => 0.999_999 });
    mountLike(slow.vm);
    await flush();
    slow.clock.advance(3999);
    expect(slow.entries()).toHaveLength(10);
    slow.clock.advance(1);
    expect(slow.entries()).toHaveLength(11);
  });

  it('over a long run (seeded), one win arrives at a time, each 1–4 s after the one before', async () => {
    const h = setup({ random: seededRandom(42) });
    mountLike(h.vm);
    await flush();
    const newest = record(() => ({ key: h.entries()[0]?.key, count: h.entries().length, at: h.clock.now() }), (a, b) => a.key === b.key);
    await h.clock.advanceAsync(120_000, 50);
    const arrivals = newest.values;
    expect(arrivals.length).toBeGreaterThan(30);
    for (let i = 1; i < arrivals.length; i++) {
      const [before, now] = [arrivals[i - 1], arrivals[i]];
      if (!before || !now) throw new Error('missing arrival');
      expect(now.count).toBe(before.count + 1);
      expect(now.at - before.at).toBeGreaterThanOrEqual(1000);
      expect(now.at - before.at).toBeLessThanOrEqual(4000);
    }
  });

  it('caps the list at 100, newest first, dropping the oldest', async () => {
    const all = wins(200);
    const h = setup({ random: () => 0, answers: [() => Promise.resolve({ wins: all, online: 1 })] });
    mountLike(h.vm);
    await flush();
    const count = record(() => h.entries().length);
    h.clock.advance(95_000);
    expect(count.values.at(-1)).toBe(100);
    expect(Math.max(...count.values)).toBe(100);
    // 95 beats prepended wins 10..104 above the first 10 (0..9, in the server's order): the
    // list is 104 down to 10, then 0..4; 5..9 fell off the end.
    expect(h.entries().map((e) => e.win)).toEqual([...all.slice(10, 105).reverse(), ...all.slice(0, 5)]);
  });

  it('a failed first load goes loading → error with one error toast, and leaves no timer running', async () => {
    const h = setup({ answers: [() => Promise.reject(ApiError.http(502))] });
    const kinds = record(() => h.vm.state.kind);
    mountLike(h.vm);
    await flush();
    expect(kinds.values).toEqual(['loading', 'error']);
    expect(h.toaster.show).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: { key: 'home.live.loadError' } });
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('a failure answered to a flow already unmounted toasts nothing; the remounted flow toasts its own failure once', async () => {
    const first = deferred<LiveData>();
    const second = deferred<LiveData>();
    const h = setup({ answers: [() => first.promise, () => second.promise] });
    mountLike(h.vm)();
    const unmount = mountLike(h.vm);
    first.reject(ApiError.http(500));
    await flush();
    expect(h.vm.state.kind).toBe('loading');
    expect(h.toaster.show).not.toHaveBeenCalled();
    second.reject(ApiError.http(500));
    await flush();
    expect(h.vm.state.kind).toBe('error');
    unmount();
    expect(h.toaster.show).toHaveBeenCalledTimes(1);
  });

  it('unmount stops the cadence: no new wins and no timers as the clock runs on', async () => {
    const h = setup({ random: () => 0 });
    const unmount = mountLike(h.vm);
    await flush();
    h.clock.advance(3000);
    expect(h.entries()).toHaveLength(13);
    const state = record(() => h.vm.state);
    unmount();
    expect(h.clock.pendingTimers).toBe(0);
    await h.clock.advanceAsync(60_000, 1000);
    expect(state.values).toHaveLength(1);
    expect(h.api.getLive).toHaveBeenCalledTimes(1);
  });

  it('strict mode (mount, unmount, mount before the answer): the first flow is gone, the second shows its answer and beats alone', async () => {
    const first = deferred<LiveData>();
    const second = deferred<LiveData>();
    const h = setup({ random: () => 0, answers: [() => first.promise, () => second.promise] });
    const kinds = record(() => h.vm.state.kind);
    mountLike(h.vm)();
    mountLike(h.vm);
    first.resolve({ wins: wins(30), online: 1 });
    await flush();
    expect(kinds.values).toEqual(['loading']);
    second.resolve({ wins: wins(30), online: 7 });
    await flush();
    expect(kinds.values).toEqual(['loading', 'ready']);
    expect(h.vm.state.kind === 'ready' && h.vm.state.online).toBe(7);
    const count = record(() => h.entries().length);
    h.clock.advance(3000);
    expect(count.values).toEqual([10, 11, 12, 13]);
    expect(h.clock.pendingTimers).toBe(1);
  });

  it('a remount starts a fresh feed: it loads again and beats again; the unmounted one stays still', async () => {
    const h = setup({ random: () => 0 });
    const unmount = mountLike(h.vm);
    await flush();
    h.clock.advance(2000);
    unmount();
    h.clock.advance(10_000);
    mountLike(h.vm);
    await flush();
    expect(h.api.getLive).toHaveBeenCalledTimes(2);
    expect(h.entries()).toHaveLength(10);
    h.clock.advance(1000);
    expect(h.entries()).toHaveLength(11);
    expect(h.clock.pendingTimers).toBe(1);
  });
});
