import { bestRecentDrop } from '@domain/features/liveFeed/bestRecentDrop';
import { LiveFeed, type FeedEntry, type LiveFeedState } from '@domain/features/liveFeed/LiveFeed';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Presence } from '@domain/ports/Presence';
import type { Random } from '@domain/ports/Random';
import type { Toaster } from '@ui/toasts/Toaster';
import { FlowBinding } from '@ui/viewModel/FlowBinding';

export interface LiveFeedViewModelDeps {
  readonly api: Pick<Api, 'getLive'>;
  readonly clock: Clock;
  readonly random: Random;
  /** The feed waits while the app is away. */
  readonly presence?: Presence;
  readonly toaster: Pick<Toaster, 'show'>;
}

/**
 * The live feed on the home screen: the LiveFeed flow runs while the screen is mounted (its
 * timers stop when the screen is left); a failed load hides the feed and shows a toast.
 */
export class LiveFeedViewModel {
  readonly feed: FlowBinding<LiveFeed>;
  private readonly feedFlow: () => LiveFeed;

  constructor(private readonly deps: LiveFeedViewModelDeps) {
    [this.feed, this.feedFlow] = FlowBinding.of(() => new LiveFeed(deps));
  }

  get state(): LiveFeedState {
    return this.feed.state;
  }

  /**
   * The hero: the best drop the feed showed in the last hour, or null (home then features a case).
   * Found again with each new state of the feed, which changes every 1–4 s while it runs.
   */
  get hero(): FeedEntry | null {
    const state = this.feed.state;
    return state.kind === 'ready' ? bestRecentDrop(state.entries, this.deps.clock.now()) : null;
  }

  mount(): () => void {
    const stop = this.feed.mount((state, previous) => {
      if (state.kind === 'error' && previous.kind !== 'error') {
        this.deps.toaster.show({ kind: 'error', message: { key: 'home.live.loadError' } });
      }
    });
    void this.feedFlow().start();
    return stop;
  }
}
