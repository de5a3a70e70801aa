import type { Cancel, Clock } from '@domain/ports/Clock';
import { Flow } from '@domain/shared/Flow';
import type { RealityCheckMinutes } from './limitRules';
import type { PlayerLimits } from './PlayerLimits';

export type RealityCheckState =
  /** The player chose no reminders. */
  | { readonly kind: 'off' }
  | { readonly kind: 'waiting'; readonly minutes: Exclude<RealityCheckMinutes, 0>; readonly dueAt: number }
  /** The reminder is shown: how long this session has lasted and where it stands. */
  | {
      readonly kind: 'due'; readonly minutes: Exclude<RealityCheckMinutes, 0>;
      readonly playedMs: number; readonly spent: number; readonly won: number;
      /** Won − spent, in crystals: what came out of cases and upgrades less what went in. */
      readonly net: number;
    }
  /** 'Take a break': the app asked the messenger to close it. */
  | { readonly kind: 'ended' };

export interface RealityCheckDeps {
  readonly clock: Clock;
  /** The chosen interval, the sitting's figures and when its interval began; Continue and Take a break go there. */
  readonly limits: Pick<PlayerLimits, 'state' | 'subscribe' | 'restartInterval' | 'endSitting'>;
  /** While a case or an upgrade is in motion, the reminder waits for it to end instead of covering it. */
  readonly busy?: () => boolean;
  /** Closes the mini app (the messenger's close()). */
  readonly close: () => void;
}

/** While busy, how often the reminder looks again whether the round has ended. */
export const BUSY_RECHECK_MS = 1000;

const MINUTE_MS = 60_000;

/**
 * The reality check: after the interval the player chose (off, 15, 30 or 60 minutes) a
 * reminder shows how long this sitting has lasted and the player's net position in it. 'Continue'
 * starts the interval again; 'Take a break' ends the sitting and closes the mini app. A changed
 * interval starts from the moment of the change. The sitting, and when its interval began, outlive
 * a reload (PlayerLimits keeps them), so a reload neither resets the figures nor puts off the next
 * reminder. Time is the clock port's.
 */
export class RealityCheck extends Flow<RealityCheckState> {
  private readonly unfollow: Cancel;

  constructor(private readonly deps: RealityCheckDeps) {
    super({ kind: 'off' }, deps.clock);
    this.configure(deps.limits.state.settings.realityCheckMinutes);
    this.unfollow = deps.limits.subscribe((state, previous) => {
      const minutes = state.settings.realityCheckMinutes;
      // A new sitting (the last one ended while the app was away): a reminder of the old one is moot.
      if (state.session.startedAt !== previous.session.startedAt && this.state.kind === 'due') this.wait(this.state.minutes);
      // A new interval: count again.
      if (minutes !== previous.settings.realityCheckMinutes || state.session.intervalFrom !== previous.session.intervalFrom) this.configure(minutes);
    });
  }

  /** 'Continue': the reminder goes away and the interval starts again. */
  continue(): void {
    if (this.state.kind !== 'due') return;
    const { minutes } = this.state;
    this.deps.limits.restartInterval();
    this.wait(minutes);
  }

  /** 'Take a break': the sitting ends and the mini app closes. */
  takeBreak(): void {
    if (this.state.kind !== 'due') return;
    this.cancelTimers();
    this.set({ kind: 'ended' });
    this.deps.limits.endSitting();
    this.deps.close();
  }

  override dispose(): void {
    this.unfollow();
    super.dispose();
  }

  private configure(minutes: RealityCheckMinutes): void {
    if (this.state.kind === 'ended') return;
    if (minutes === 0) {
      this.cancelTimers();
      this.set({ kind: 'off' });
      return;
    }
    // A reminder on screen stays until it is answered; the next one follows the new interval.
    if (this.state.kind === 'due') {
      this.set({ ...this.state, minutes });
      return;
    }
    this.wait(minutes);
  }

  /** Waits until the interval that began at the sitting's `intervalFrom` is over (at once if it is already). */
  private wait(minutes: Exclude<RealityCheckMinutes, 0>): void {
    this.cancelTimers();
    const now = this.deps.clock.now();
    const dueAt = Math.max(now, this.deps.limits.state.session.intervalFrom + minutes * MINUTE_MS);
    this.set({ kind: 'waiting', minutes, dueAt });
    if (dueAt === now) this.remind(minutes);
    else this.after(dueAt - now, () => this.remind(minutes));
  }

  private remind(minutes: Exclude<RealityCheckMinutes, 0>): void {
    if (this.deps.busy?.()) {
      this.after(BUSY_RECHECK_MS, () => this.remind(minutes));
      return;
    }
    const { session } = this.deps.limits.state;
    this.set({
      kind: 'due', minutes, playedMs: Math.max(0, this.deps.clock.now() - session.startedAt),
      spent: session.spent, won: session.won, net: (Math.round(session.won * 100) - Math.round(session.spent * 100)) / 100,
    });
  }
}
