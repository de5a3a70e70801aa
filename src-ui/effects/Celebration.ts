import type { Cancel, Clock } from '@domain/ports/Clock';
import { makeAutoObservable, runInAction } from 'mobx';

/** Spec §9: the confetti stays for 3 s (its animation is shorter). */
export const CONFETTI_MS = 3000;

/**
 * Whether the confetti is on screen: a view-model starts it and the clock port ends it 3 s
 * later; `stop` (leaving the screen) ends it at once.
 */
export class Celebration {
  showing = false;
  private cancel: Cancel | null = null;

  constructor(private readonly clock: Pick<Clock, 'schedule'>) {
    makeAutoObservable<Celebration, 'clock' | 'cancel'>(this, { clock: false, cancel: false }, { autoBind: true });
  }

  start(): void {
    this.stop();
    this.showing = true;
    this.cancel = this.clock.schedule(() => runInAction(() => this.stop()), CONFETTI_MS);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
    this.showing = false;
  }
}
