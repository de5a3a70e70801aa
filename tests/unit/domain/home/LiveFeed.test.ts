import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import { isProfit, LIVE_FEED, LiveFeed, type LiveFeedState } from '@domain/features/liveFeed/LiveFeed';
import type { LiveData, LiveWin } from '@domain/model/live';
import type { Random } from '@domain/ports/Random';
import { flush } from '../payment/helpers';

let serial = 0;
function wins(count: number): LiveWin[] {
  return Array.from({ length: count }, () => {
    const n = serial++;
    return { img: `/w${n}.svg`, name: `Win ${n}`, profit: n % 2 ? '+10%' : '-40%' };
  });
}

function setup(options: { random?: Random; answers?: (() => Promise<LiveData>)[] } = {}) {
  const clock = new ManualClock(1_000_000);
  const answers = [...(options.answers ?? [])];
  const getLive = vi.fn((): Promise<LiveData> => (answers.shift() ?? (() => Promise.resolve({ wins: wins(30), online: 1000 })))());
  const feed = new LiveFeed({ api: { getLive }, clock, random: options.random ?? seededRandom(3) });
  const states: LiveFeedState[] = [];
  /** Clock time of every prepend. */
  const prepends: number[] = [];
  feed.subscribe((state) => {
    const before = states.at(-1);
    states.push(state);
    if (state.kind === 'ready' && before?.kind === 'ready' && state.entries[0]?.key !== before.entries[0]?.key) prepends.push(clock.now());
  });
  const entries = () => (feed.state.kind === 'ready' ? feed.state.entries : []);
  return { clock, getLive, feed, states, prepends, entries };
}

/** Moves the clock in 50 ms steps, letting refills settle in between. */
async function run(clock: ManualClock, ms: number): Promise<void> {
  await clock.advanceAsync(ms, 50);
  await flush();
}

describe('LiveFeed (spec §2, §9)', () => {
  it('shows the first 10 wins of the answer and the online count, newest first', async () => {
    const first = wins(30);
    const h = setup({ answers: [() => Promise.resolve({ wins: first, online: 1234 })] });
    expect(h.feed.state.kind).toBe('loading');
    await h.feed.start();
    const state = h.feed.state;
    if (state.kind !== 'ready') throw new Error('not ready');
    expect(state.entries.map((e) => e.win)).toEqual(first.slice(0, 10));
    expect(state.online).toBe(1234);
    expect(h.feed.queued).toBe(20);
  });

  it('shows fewer when the server has fewer than 10', async () => {
    const h = setup({ answers: [() => Promise.resolve({ wins: wins(4), online: 1 })] });
    await h.feed.start();
    expect(h.entries()).toHaveLength(4);
  });

  it('prepends the next queued win after 1 s at the earliest and 4 s at the latest', async () => {
    const fast = setup({ random: () => 0 });
    await fast.feed.start();
    const next = fast.feed.queued;
    fast.clock.advance(999);
    expect(fast.entries()).toHaveLength(10);
    fast.clock.advance(1);
    expect(fast.entries()).toHaveLength(11);
    expect(fast.feed.queued).toBe(next - 1);

    const slow = setup({ random: () => 0.999999 });
    await slow.feed.start();
    slow.clock.advance(3999);
    expect(slow.entries()).toHaveLength(10);
    slow.clock.advance(1);
    expect(slow.entries()).toHaveLength(11);
  });

  it('keeps every gap between new wins within 1–4 s over a long run (seeded random)', async () => {
    const h = setup({ random: seededRandom(42) });
    await h.feed.start();
    const started = h.clock.now();
    await run(h.clock, 10 * 60_000);
    const times = [started, ...h.prepends];
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(gaps.length).toBeGreaterThan(150);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(LIVE_FEED.minDelayMs);
      expect(gap).toBeLessThanOrEqual(LIVE_FEED.maxDelayMs);
    }
    // Not a fixed beat: the random port spreads them out.
    expect(new Set(gaps).size).toBeGreaterThan(20);
  });

  it('caps the list at 100, dropping the oldest, and keeps each entry’s key', async () => {
    const h = setup({ random: () => 0 });
    await h.feed.start();
    const firstShown = h.entries()[0];
    await run(h.clock, 89_000);
    expect(h.entries()).toHaveLength(99);
    expect(h.entries().at(-1)?.key).not.toBe(undefined);
    await run(h.clock, 1000);
    expect(h.entries()).toHaveLength(100);
    expect(h.entries().find((e) => e.key === firstShown?.key)?.win).toBe(firstShown?.win);
    await run(h.clock, 50_000);
    expect(h.entries()).toHaveLength(100);
    expect(h.entries().some((e) => e.key === firstShown?.key)).toBe(false);
    const keys = h.entries().map((e) => e.key);
    expect(new Set(keys).size).toBe(100);
    expect([...keys].sort((a, b) => b - a)).toEqual(keys);
  });

  it('refills the queue from the server when it runs dry, one request at a time', async () => {
    const h = setup({ random: () => 0 });
    await h.feed.start();
    expect(h.getLive).toHaveBeenCalledTimes(1);
    await run(h.clock, 20_000);
    // 20 queued wins, then one refill of 30.
    expect(h.getLive).toHaveBeenCalledTimes(2);
    expect(h.entries()).toHaveLength(30);
    await run(h.clock, 30_000);
    expect(h.getLive).toHaveBeenCalledTimes(3);
  });

  it('skips a beat while a refill is slow, instead of waiting for it', async () => {
    let release!: (data: LiveData) => void;
    const h = setup({
      random: () => 0,
      answers: [
        () => Promise.resolve({ wins: wins(11), online: 5 }),
        () => new Promise((resolve) => { release = resolve; }),
      ],
    });
    await h.feed.start();
    await run(h.clock, 1000);
    expect(h.entries()).toHaveLength(11);
    await run(h.clock, 3000);
    expect(h.entries()).toHaveLength(11);
    release({ wins: wins(5), online: 7 });
    await flush();
    await run(h.clock, 1000);
    expect(h.entries()).toHaveLength(12);
    expect(h.feed.state).toMatchObject({ online: 7 });
  });

  it('a failed refill keeps what is shown and asks again on the next beat', async () => {
    const h = setup({
      random: () => 0,
      answers: [
        () => Promise.resolve({ wins: wins(10), online: 5 }),
        () => Promise.reject(new ApiError('http', 'HTTP 500', 500)),
      ],
    });
    await h.feed.start();
    await run(h.clock, 1000);
    expect(h.feed.state.kind).toBe('ready');
    expect(h.getLive).toHaveBeenCalledTimes(2);
    await run(h.clock, 1000);
    expect(h.getLive).toHaveBeenCalledTimes(3);
    await run(h.clock, 1000);
    expect(h.entries()).toHaveLength(11);
  });

  it('a failed first load hides the feed and leaves no timer running', async () => {
    const h = setup({ answers: [() => Promise.reject(new ApiError('network', 'offline'))] });
    await h.feed.start();
    expect(h.feed.state).toEqual({ kind: 'error' });
    expect(h.clock.pendingTimers).toBe(0);
    await h.feed.start();
    expect(h.getLive).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels its timer; start() resumes from what is shown without reloading', async () => {
    const h = setup({ random: () => 0 });
    await h.feed.start();
    h.feed.stop();
    expect(h.clock.pendingTimers).toBe(0);
    await run(h.clock, 10_000);
    expect(h.entries()).toHaveLength(10);
    await h.feed.start();
    await run(h.clock, 1000);
    expect(h.entries()).toHaveLength(11);
    expect(h.getLive).toHaveBeenCalledTimes(1);
  });

  it('stopped while the first load is in flight, it schedules nothing when the answer comes', async () => {
    let release!: (data: LiveData) => void;
    const h = setup({ answers: [() => new Promise((resolve) => { release = resolve; })] });
    const started = h.feed.start();
    h.feed.stop();
    release({ wins: wins(12), online: 3 });
    await started;
    expect(h.entries()).toHaveLength(10);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('green profit labels are the ones starting with +', () => {
    expect(isProfit('+12%')).toBe(true);
    expect(isProfit(' +1%')).toBe(true);
    expect(isProfit('-40%')).toBe(false);
    expect(isProfit('0%')).toBe(false);
    expect(isProfit('12% +')).toBe(false);
  });
});
