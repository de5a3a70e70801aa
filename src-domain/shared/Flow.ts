import type { Cancel, Clock } from '@domain/ports/Clock';

/** Hears every change of a flow's state, with the state it replaced. */
export type FlowListener<S> = (state: S, previous: S) => void;

/** The state type of a flow. */
export type FlowState<F> = F extends Flow<infer S> ? S : never;

/**
 * The one shape of every domain flow (the opening, the upgrader, a purchase, item actions, the
 * live feed, a language change, the home-screen shortcut): an immutable state value, listeners
 * told of each change together with the state before it, timers on the clock port, and a dispose
 * that stops all of them. A flow file then holds only its rules.
 *
 * After `dispose` the state no longer changes and no timer runs: whatever a server did meanwhile
 * stays done, and whoever shows the flow starts a new one if it needs one.
 */
export abstract class Flow<S> {
  private current: S;
  private readonly listeners = new Set<FlowListener<S>>();
  private readonly timers = new Set<Cancel>();
  private ended = false;

  protected constructor(initial: S, private readonly timeSource: Pick<Clock, 'schedule'> | null = null) {
    this.current = initial;
  }

  get state(): S {
    return this.current;
  }

  /** True once disposed. */
  get disposed(): boolean {
    return this.ended;
  }

  subscribe(listener: FlowListener<S>): Cancel {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stops every timer and listener; the state stays as it was. */
  dispose(): void {
    this.ended = true;
    this.cancelTimers();
    this.listeners.clear();
  }

  /** Replaces the state and tells the listeners; nothing changes after dispose. */
  protected set(state: S): void {
    if (this.ended) return;
    const previous = this.current;
    this.current = state;
    for (const listener of [...this.listeners]) {
      try {
        listener(state, previous);
      } catch (error) {
        // A listener's bug must not become the flow's failure (a try around the call that set the
        // state would take it for the server's); it surfaces as an unhandled rejection instead.
        void Promise.reject(error);
      }
    }
  }

  /** Runs `task` after `ms` on the clock port, unless the flow is disposed or the timers are cancelled first. */
  protected after(ms: number, task: () => void): Cancel {
    if (!this.timeSource) throw new Error(`${this.constructor.name} was given no clock`);
    const cancel = this.timeSource.schedule(() => {
      this.timers.delete(cancel);
      if (!this.ended) task();
    }, ms);
    this.timers.add(cancel);
    return () => {
      this.timers.delete(cancel);
      cancel();
    };
  }

  /**
   * Waits `ms` on the clock port: resolves true when the time is up, false as soon as the flow is
   * disposed or its timers are cancelled — an awaiting rule never hangs.
   */
  protected pause(ms: number): Promise<boolean> {
    const source = this.timeSource;
    if (!source) throw new Error(`${this.constructor.name} was given no clock`);
    if (this.ended) return Promise.resolve(false);
    return new Promise((resolve) => {
      const stop = source.schedule(() => {
        this.timers.delete(cancel);
        resolve(!this.ended);
      }, ms);
      const cancel: Cancel = () => {
        stop();
        resolve(false);
      };
      this.timers.add(cancel);
    });
  }

  protected cancelTimers(): void {
    for (const cancel of [...this.timers]) cancel();
    this.timers.clear();
  }
}
