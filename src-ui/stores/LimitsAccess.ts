import { makeObservable, observableRef, runInAction } from 'mobx';
import type { LimitsStore } from './LimitsStore';

/**
 * The player's limits arrive in a chunk of their own, after the first screen: home
 * spends nothing, and the limits' rules are not code a player should wait for before seeing it.
 * Every screen that spends or sets them (case page, opening, upgrader, payment, limits) is fetched
 * together with this chunk and reads `store` only once it is there; the shell starts the fetch when
 * it has been drawn, so the reality check counts from then. A fetch that fails is tried again by
 * the next `load()`.
 */
export class LimitsAccess {
  current: LimitsStore | null = null;
  private loading: Promise<LimitsStore> | null = null;

  constructor(private readonly create: () => Promise<LimitsStore>) {
    makeObservable(this, { current: observableRef });
  }

  get ready(): boolean {
    return this.current !== null;
  }

  /** The limits; only for a screen fetched with them (a read before that is a wiring error). */
  get store(): LimitsStore {
    if (!this.current) throw new Error('The player limits were read before their chunk was loaded (declare spends: true on its route in navigation/routeTable.ts)');
    return this.current;
  }

  load(): Promise<LimitsStore> {
    this.loading ??= this.create().then(
      (store) => {
        runInAction(() => {
          this.current = store;
        });
        return store;
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}
