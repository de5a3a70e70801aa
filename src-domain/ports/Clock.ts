export type Cancel = () => void;

/**
 * Time as the domain sees it. Production uses the system clock; tests and the demo harness
 * drive a manual one. The domain reads time and schedules work only through this port.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `task` once after `ms` milliseconds; the returned function cancels it. */
  schedule(task: () => void, ms: number): Cancel;
  /**
   * Runs `task` once, when nothing more urgent waits for the main thread (input, rendering, tasks
   * already queued) where the platform ranks its tasks, else at a timer's next turn: for work that
   * may wait, such as ordering a long list whose first screen is shown. The returned function
   * cancels it.
   */
  whenIdle(task: () => void): Cancel;
}

/** Resolves when the given clock finds the main thread idle (`Clock.whenIdle`). */
export function idle(clock: Clock): Promise<void> {
  return new Promise((resolve) => {
    clock.whenIdle(resolve);
  });
}

/** Resolves after `ms` on the given clock. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.schedule(resolve, ms);
  });
}
