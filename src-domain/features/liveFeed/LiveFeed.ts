import type { LiveWin } from '@domain/model/live';
import type { Api } from '@domain/ports/Api';
import type { Cancel, Clock } from '@domain/ports/Clock';
import type { Presence } from '@domain/ports/Presence';
import { randomInt, type Random } from '@domain/ports/Random';
import { Flow } from '@domain/shared/Flow';

/** Spec §9, live feed: 10 shown at first, a new one every 1 to 4 s, at most 100. */
export const LIVE_FEED = {
  initialCount: 10,
  minDelayMs: 1000,
  maxDelayMs: 4000,
  cap: 100,
  /** While running, the feed asks the server at most once in this long. */
  minRequestGapMs: 20_000,
  /** How many of the newest wins of an answer mark where the next answer's new wins end. */
  anchorSize: 3,
} as const;

/** One shown win; `key` never changes for the entry, so a list can keep its rows. */
export interface FeedEntry {
  readonly key: number;
  readonly win: LiveWin;
  /** When the feed showed it (clock port, ms): what "the last hour" of the hero counts from. */
  readonly seenAt: number;
}

export type LiveFeedState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly entries: readonly FeedEntry[]; readonly online: number }
  /** The first load failed: the feed hides (spec §2). */
  | { readonly kind: 'error' };

export interface LiveFeedDeps {
  readonly api: Pick<Api, 'getLive'>;
  readonly clock: Clock;
  readonly random: Random;
  /** Whether the app is in front: while it is not, no new win is shown (nobody would see it go by). */
  readonly presence?: Presence;
}

/** Profit labels are green when they start with '+' (spec §2). */
export function isProfit(label: string): boolean {
  return label.trimStart().startsWith('+');
}

/**
 * The home screen's live feed of wins. The first answer shows its first 10 wins; the rest wait
 * in a queue and one is prepended every 1–4 s (random port, clock port). When the queue runs dry
 * it is refilled from the server in the background, at most one request per 20 s; a beat with
 * nothing queued is skipped rather than delayed, so the cadence never depends on the network.
 * A refill queues only the wins newer than the newest it has seen (a server that answers its
 * latest N wins each time is not cycled through again): with nothing new, the feed waits.
 * A failed refill keeps what is shown and is tried again later; only a failed first load hides the feed.
 * While the app is away (minimised, behind another app), the cadence waits and resumes on its return.
 */
export class LiveFeed extends Flow<LiveFeedState> {
  private queue: LiveWin[] = [];
  private timer: Cancel | null = null;
  private running = false;
  private loading: Promise<void> | null = null;
  private refilling: Promise<void> | null = null;
  private nextKey = 0;
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  /** The newest wins of the last answer: where the next answer's new wins end. */
  private newestSeen: readonly LiveWin[] = [];
  private away: boolean;
  private readonly unfollowPresence: Cancel;

  constructor(private readonly deps: LiveFeedDeps) {
    super({ kind: 'loading' }, deps.clock);
    this.away = deps.presence ? !deps.presence.inFront : false;
    this.unfollowPresence = deps.presence?.onChange((inFront) => this.presenceChanged(inFront)) ?? (() => {});
  }

  /** Wins fetched but not shown yet. */
  get queued(): number {
    return this.queue.length;
  }

  /** Starts (or resumes) the feed; calling it while running does nothing. */
  start(): Promise<void> {
    if (this.running || this.disposed) return this.loading ?? Promise.resolve();
    this.running = true;
    if (this.state.kind === 'ready') {
      this.scheduleNext();
      return Promise.resolve();
    }
    if (this.state.kind === 'error') return Promise.resolve();
    this.loading ??= this.loadFirst();
    return this.loading;
  }

  /** Pauses the cadence (the app is hidden); what is shown stays, and `start` resumes from it. */
  stop(): void {
    this.running = false;
    this.timer?.();
    this.timer = null;
  }

  override dispose(): void {
    this.stop();
    this.unfollowPresence();
    super.dispose();
  }

  private presenceChanged(inFront: boolean): void {
    this.away = !inFront;
    if (this.away) {
      this.timer?.();
      this.timer = null;
    } else if (this.running && this.state.kind === 'ready' && this.timer === null) {
      this.scheduleNext();
    }
  }

  private async loadFirst(): Promise<void> {
    try {
      const live = await this.request();
      const shown = live.wins.slice(0, LIVE_FEED.initialCount).map((win) => this.entry(win));
      this.queue = live.wins.slice(LIVE_FEED.initialCount);
      this.set({ kind: 'ready', entries: shown, online: live.online });
      if (this.running) this.scheduleNext();
    } catch {
      this.set({ kind: 'error' });
    } finally {
      this.loading = null;
    }
  }

  private scheduleNext(): void {
    this.timer?.();
    this.timer = null;
    if (this.away) return;
    const delay = randomInt(this.deps.random, LIVE_FEED.minDelayMs, LIVE_FEED.maxDelayMs);
    this.timer = this.after(delay, () => this.beat());
  }

  private beat(): void {
    this.timer = null;
    const state = this.state;
    if (!this.running || state.kind !== 'ready') return;
    const win = this.queue.shift();
    if (win) {
      const entries = [this.entry(win), ...state.entries].slice(0, LIVE_FEED.cap);
      this.set({ kind: 'ready', entries, online: state.online });
    }
    if (this.queue.length === 0) this.refill();
    this.scheduleNext();
  }

  private request() {
    this.lastRequestAt = this.deps.clock.now();
    return this.deps.api.getLive().then((live) => {
      const fresh = newerThan(this.newestSeen, live.wins);
      if (live.wins.length > 0) this.newestSeen = live.wins.slice(0, LIVE_FEED.anchorSize);
      return { ...live, wins: fresh };
    });
  }

  private refill(): void {
    if (this.refilling || this.deps.clock.now() - this.lastRequestAt < LIVE_FEED.minRequestGapMs) return;
    this.refilling = (async () => {
      try {
        const live = await this.request();
        // Newest first on the wire; queued oldest first, so the newest is prepended last.
        this.queue.push(...[...live.wins].reverse());
        const state = this.state;
        if (state.kind === 'ready' && state.online !== live.online) this.set({ ...state, online: live.online });
      } catch {
        /* keep what is shown; the next beat asks again (the API edge has logged it) */
      } finally {
        this.refilling = null;
      }
    })();
  }

  private entry(win: LiveWin): FeedEntry {
    return { key: this.nextKey++, win, seenAt: this.deps.clock.now() };
  }
}

const sameWin = (a: LiveWin, b: LiveWin | undefined) => b !== undefined && a.name === b.name && a.img === b.img && a.profit === b.profit;

/**
 * The wins of `answer` (newest first) that come before the newest ones already seen: the answer is
 * searched for `seen` in a row (or its beginning, cut off at the answer's end); without it, all
 * of the answer is new.
 */
export function newerThan(seen: readonly LiveWin[], answer: readonly LiveWin[]): readonly LiveWin[] {
  if (seen.length === 0) return answer;
  for (let k = 0; k < answer.length; k++) {
    const length = Math.min(seen.length, answer.length - k);
    let matches = true;
    for (let i = 0; i < length && matches; i++) matches = sameWin(seen[i] as LiveWin, answer[k + i]);
    if (matches) return answer.slice(0, k);
  }
  return answer;
}
