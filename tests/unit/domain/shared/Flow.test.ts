import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { Flow } from '@domain/shared/Flow';

/** A small flow: a counter that ticks on the clock. */
class Counter extends Flow<{ readonly count: number }> {
  constructor(clock: ManualClock | null) {
    super({ count: 0 }, clock);
  }

  bump(): void {
    this.set({ count: this.state.count + 1 });
  }

  bumpLater(ms: number): () => void {
    return this.after(ms, () => this.bump());
  }

  stopTimers(): void {
    this.cancelTimers();
  }

  wait(ms: number): Promise<boolean> {
    return this.pause(ms);
  }
}

describe('Flow, the one shape of the domain flows', () => {
  it('tells listeners each new state with the state it replaced', () => {
    const flow = new Counter(null);
    const seen: [number, number][] = [];
    flow.subscribe((state, previous) => seen.push([previous.count, state.count]));
    flow.bump();
    flow.bump();
    expect(seen).toEqual([[0, 1], [1, 2]]);
  });

  it('an unsubscribed listener hears nothing more', () => {
    const flow = new Counter(null);
    const listener = vi.fn();
    const stop = flow.subscribe(listener);
    stop();
    flow.bump();
    expect(listener).not.toHaveBeenCalled();
  });

  it('runs timers on the clock port and cancels them on dispose; the state then stays', () => {
    const clock = new ManualClock(0);
    const flow = new Counter(clock);
    flow.bumpLater(100);
    flow.bumpLater(200);
    clock.advance(100);
    expect(flow.state.count).toBe(1);
    flow.dispose();
    expect(clock.pendingTimers).toBe(0);
    clock.advance(1000);
    flow.bump();
    expect(flow.state.count).toBe(1);
    expect(flow.disposed).toBe(true);
  });

  it('a timer can be cancelled alone, or all of them at once', () => {
    const clock = new ManualClock(0);
    const flow = new Counter(clock);
    const cancel = flow.bumpLater(100);
    flow.bumpLater(100);
    cancel();
    clock.advance(100);
    expect(flow.state.count).toBe(1);
    flow.bumpLater(50);
    flow.bumpLater(60);
    flow.stopTimers();
    clock.advance(100);
    expect(flow.state.count).toBe(1);
    expect(clock.pendingTimers).toBe(0);
  });

  it('a flow without a clock refuses timers instead of running them at the wrong time', () => {
    expect(() => new Counter(null).bumpLater(10)).toThrow(/no clock/);
  });

  it('a listener that throws does not stop the state change or the other listeners; the error surfaces unhandled', async () => {
    const flow = new Counter(null);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const after = vi.fn();
      flow.subscribe(() => {
        throw new Error('listener bug');
      });
      flow.subscribe(after);
      flow.bump();
      expect(flow.state.count).toBe(1);
      expect(after).toHaveBeenCalledTimes(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(rejections).toEqual([new Error('listener bug')]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('pause resolves true when its time is up, false at once on dispose or cancelled timers — never left hanging', async () => {
    const clock = new ManualClock();
    const flow = new Counter(clock);
    const done = flow.wait(1000);
    clock.advance(999);
    const early = await Promise.race([done, Promise.resolve('pending')]);
    expect(early).toBe('pending');
    clock.advance(1);
    await expect(done).resolves.toBe(true);

    const cancelled = flow.wait(1000);
    flow.stopTimers();
    await expect(cancelled).resolves.toBe(false);

    const disposed = flow.wait(1000);
    flow.dispose();
    await expect(disposed).resolves.toBe(false);
    await expect(flow.wait(10)).resolves.toBe(false);
  });
});
