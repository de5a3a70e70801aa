import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import { isProfit, LIVE_FEED, LiveFeed, newerThan, type LiveFeedState } from '@domain/features/liveFeed/LiveFeed';
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

  it('stamps each entry with the clock time it was shown: the first ones at the answer, each later one at its beat', async () => {
    const h = setup({ random: () => 0 });
    await h.feed.start();
    const loadedAt = h.clock.now();
    expect(new Set(h.entries().map((e) => e.seenAt))).toEqual(new Set([loadedAt]));
    h.clock.advance(1000);
    expect(h.entries()[0]?.seenAt).toBe(loadedAt + 1000);
    expect(h.entries()[1]?.seenAt).toBe(loadedAt);
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
    await run(h.clock, 20_000);
    expect(h.getLive).toHaveBeenCalledTimes(2);
    expect(h.entries()).toHaveLength(11);
    await run(h.clock, 3000);
    expect(h.entries()).toHaveLength(11);
    release({ wins: wins(5), online: 7 });
    await flush();
    await run(h.clock, 1000);
    expect(h.entries()).toHaveLength(12);
    expect(h.feed.state).toMatchObject({ online: 7 });
  });

  it('a failed refill keeps what is shown and asks again 20 s later', async () => {
    const h = setup({
      random: () => 0,
      answers: [
        () => Promise.resolve({ wins: wins(10), online: 5 }),
        () => Promise.reject(new ApiError('http', 'HTTP 500', 500)),
      ],
    });
    await h.feed.start();
    await run(h.clock, 20_000);
    expect(h.feed.state.kind).toBe('ready');
    expect(h.getLive).toHaveBeenCalledTimes(2);
    await run(h.clock, 19_000);
    expect(h.getLive).toHaveBeenCalledTimes(2);
    await run(h.clock, 1000);
    expect(h.getLive).toHaveBeenCalledTimes(3);
    await run(h.clock, 1000);
    expect(h.entries()).toHaveLength(11);
  });

  it('a server that answers its latest wins each time: nothing is shown twice, and the feed waits', async () => {
    const latest = wins(12);
    const h = setup({ random: () => 0, answers: Array.from({ length: 50 }, () => () => Promise.resolve({ wins: latest, online: 3 })) });
    await h.feed.start();
    await run(h.clock, 10 * 60_000);
    expect(h.entries().map((e) => e.win)).toEqual([latest[11], latest[10], ...latest.slice(0, 10)]);
    // One request at start, then one per 20 s while running: 10 minutes → 1 + 30.
    expect(h.getLive.mock.calls.length).toBeLessThanOrEqual(31);
  });

  it('a refill that overlaps the last answer queues only the newer wins, oldest first', async () => {
    const [a, b, c, d, e, f, g] = wins(7) as [LiveWin, LiveWin, LiveWin, LiveWin, LiveWin, LiveWin, LiveWin];
    const h = setup({
      random: () => 0,
      answers: [
        () => Promise.resolve({ wins: [c, d, e], online: 1 }),
        // Two new wins (a newer than b), then the three already seen, then older ones.
        () => Promise.resolve({ wins: [a, b, c, d, e, f, g], online: 1 }),
      ],
    });
    await h.feed.start();
    // The refill goes out 20 s after the first request; b shows on the next beat, a on the one after.
    await run(h.clock, 21_000);
    expect(h.entries().map((x) => x.win)).toEqual([b, c, d, e]);
    await run(h.clock, 1000);
    expect(h.entries().map((x) => x.win)).toEqual([a, b, c, d, e]);
  });

  it('over a long run it never sends two requests less than 20 s apart', async () => {
    const h = setup({ random: seededRandom(11) });
    const sentAt: number[] = [];
    h.getLive.mockImplementation(() => {
      sentAt.push(h.clock.now());
      return Promise.resolve({ wins: wins(3), online: 1 });
    });
    await h.feed.start();
    await run(h.clock, 5 * 60_000);
    expect(sentAt.length).toBeGreaterThan(10);
    for (let i = 1; i < sentAt.length; i++) expect((sentAt[i] as number) - (sentAt[i - 1] as number)).toBeGreaterThanOrEqual(LIVE_FEED.minRequestGapMs);
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

describe('newerThan: where a new answer’s unseen wins end', () => {
  const [a, b, c, d, e] = wins(5) as [LiveWin, LiveWin, LiveWin, LiveWin, LiveWin];
  const twinOfC = { ...c };

  it('everything is new before anything was seen, or when the seen wins are not in the answer', () => {
    expect(newerThan([], [a, b])).toEqual([a, b]);
    expect(newerThan([d, e], [a, b, c])).toEqual([a, b, c]);
  });

  it('the seen wins in a row mark the end, even when one of the new wins looks the same as a seen one', () => {
    expect(newerThan([c, d, e], [a, twinOfC, b, c, d, e])).toEqual([a, twinOfC, b]);
    expect(newerThan([c, d, e], [c, d, e])).toEqual([]);
  });

  it('a short answer that cuts the seen wins off at its end still ends where they begin', () => {
    expect(newerThan([c, d, e], [a, b, c, d])).toEqual([a, b]);
  });

  it('a win is the one seen only when its name, picture and profit are all the same', () => {
    for (const other of [{ ...c, name: 'Another' }, { ...c, img: '/other.svg' }, { ...c, profit: '+99%' }]) {
      expect(newerThan([c], [a, other]), JSON.stringify(other)).toEqual([a, other]);
    }
    expect(newerThan([c], [a, { ...c }])).toEqual([a]);
  });
});
