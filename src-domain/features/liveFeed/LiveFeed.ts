import type { LiveWin } from '@domain/model/live';
import type { Api } from '@domain/ports/Api';
import type { Cancel, Clock } from '@domain/ports/Clock';
import { randomInt, type Random } from '@domain/ports/Random';
import { Flow } from '@domain/shared/Flow';

/** Spec §9, live feed: 10 shown at first, a new one every 1 to 4 s, at most 100. */
export const LIVE_FEED = {
  initialCount: 10,
  minDelayMs: 1000,
  maxDelayMs: 4000,
  cap: 100,
} as const;

/** One shown win; `key` never changes for the entry, so a list can keep its rows. */
export interface FeedEntry {
  readonly key: number;
  readonly win: LiveWin;
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
}

/** Profit labels are green when they start with '+' (spec §2). */
export function isProfit(label: string): boolean {
  return label.trimStart().startsWith('+');
}

/**
 * The home screen's live feed of wins. The first answer shows its first 10 wins; the rest wait
 * in a queue and one is prepended every 1–4 s (random port, clock port). When the queue runs dry
 * it is refilled from the server in the background; a beat with nothing queued is skipped rather
 * than delayed, so the cadence never depends on the network. A failed refill keeps what is shown
 * and is tried again on the next beat; only a failed first load hides the feed.
 */
export class LiveFeed extends Flow<LiveFeedState> {
  private queue: LiveWin[] = [];
  private timer: Cancel | null = null;
  private running = false;
  private loading: Promise<void> | null = null;
  private refilling: Promise<void> | null = null;
  private nextKey = 0;

  constructor(private readonly deps: LiveFeedDeps) {
    super({ kind: 'loading' }, deps.clock);
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
    super.dispose();
  }

  private async loadFirst(): Promise<void> {
    try {
      const live = await this.deps.api.getLive();
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
    if (this.queue.length === 0) void this.refill();
    this.scheduleNext();
  }

  private refill(): Promise<void> {
    this.refilling ??= (async () => {
      try {
        const live = await this.deps.api.getLive();
        this.queue.push(...live.wins);
        const state = this.state;
        if (state.kind === 'ready' && state.online !== live.online) this.set({ ...state, online: live.online });
      } catch {
        /* keep what is shown; the next beat asks again (the API edge has logged it) */
      } finally {
        this.refilling = null;
      }
    })();
    return this.refilling;
  }

  private entry(win: LiveWin): FeedEntry {
    return { key: this.nextKey++, win };
  }
}
