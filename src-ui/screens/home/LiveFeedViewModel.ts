import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LiveFeed, type LiveFeedState } from '@domain/features/liveFeed/LiveFeed';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import type { Toaster } from '@domain/ports/Toaster';

export interface LiveFeedViewModelDeps {
  readonly api: Pick<Api, 'getLive'>;
  readonly clock: Clock;
  readonly random: Random;
  readonly toaster: Pick<Toaster, 'show'>;
}

/**
 * The live feed on the home screen: the LiveFeed rule runs while the screen is mounted (its
 * timers stop when the screen is left); a failed load hides the feed and shows a toast.
 */
export class LiveFeedViewModel {
  state: LiveFeedState;
  private readonly feed: LiveFeed;

  constructor(private readonly deps: LiveFeedViewModelDeps) {
    this.feed = new LiveFeed(deps);
    this.state = this.feed.state;
    makeAutoObservable<LiveFeedViewModel, 'deps' | 'feed'>(this, { deps: false, feed: false, state: observableRef }, { autoBind: true });
  }

  mount(): () => void {
    this.apply(this.feed.state);
    const unsubscribe = this.feed.subscribe((state) => runInAction(() => this.apply(state)));
    void this.feed.start();
    return () => {
      unsubscribe();
      this.feed.stop();
    };
  }

  private apply(state: LiveFeedState): void {
    if (state.kind === 'error' && this.state.kind !== 'error') {
      this.deps.toaster.show({ kind: 'error', message: { key: 'home.live.loadError' } });
    }
    this.state = state;
  }
}
