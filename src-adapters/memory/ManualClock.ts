import type { Cancel, Clock } from '@domain/ports/Clock';

interface Timer {
  readonly at: number;
  readonly seq: number;
  readonly task: () => void;
}

/** A clock that only moves when told to: for domain tests and scripted demos. */
export class ManualClock implements Clock {
  private timers: Timer[] = [];
  private seq = 0;

  constructor(private time = 0) {}

  now(): number {
    return this.time;
  }

  schedule(task: () => void, ms: number): Cancel {
    const timer: Timer = { at: this.time + Math.max(0, ms), seq: this.seq++, task };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Idle at the clock's next turn: a task of 0 ms, run by the next `advance`, in order with the timers. */
  whenIdle(task: () => void): Cancel {
    return this.schedule(task, 0);
  }

  /** Moves time forward, running due tasks in order (including ones they schedule). */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const next = this.timers
        .filter((t) => t.at <= target)
        .sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.at;
      next.task();
    }
    this.time = target;
  }

  /** Advances like `advance`, letting promise callbacks run between timers. */
  async advanceAsync(ms: number, step = 1): Promise<void> {
    const target = this.time + ms;
    while (this.time < target) {
      await Promise.resolve();
      await Promise.resolve();
      this.advance(Math.min(step, target - this.time));
    }
    await Promise.resolve();
  }

  get pendingTimers(): number {
    return this.timers.length;
  }
}
