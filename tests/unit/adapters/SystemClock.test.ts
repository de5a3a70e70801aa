import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from '@adapters/browser/SystemClock';

interface Posted {
  readonly task: () => void;
  readonly priority: string;
  readonly signal: AbortSignal;
  readonly settle: () => void;
}

/** `scheduler.postTask` as Chromium has it: the task runs when the test says; an aborted one rejects with an AbortError. */
function fakeScheduler() {
  const posted: Posted[] = [];
  const postTask = (task: () => void, { priority, signal }: { priority: string; signal: AbortSignal }) =>
    new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      posted.push({ task, priority, signal, settle: () => {
        if (signal.aborted) return;
        // A task that throws rejects the promise postTask returned.
        try {
          task();
          resolve();
        } catch (error) {
          reject(error);
        }
      } });
    });
  vi.stubGlobal('scheduler', { postTask });
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('SystemClock.whenIdle', () => {
  it('posts a background task where the browser ranks tasks, and runs it then, not before', async () => {
    const posted = fakeScheduler();
    const ran = vi.fn();
    new SystemClock().whenIdle(ran);
    expect(posted.map((p) => p.priority)).toEqual(['background']);
    expect(ran).not.toHaveBeenCalled();
    posted[0]!.settle();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('cancelled: the posted task is aborted and never runs (and its rejection is not reported)', async () => {
    const posted = fakeScheduler();
    const ran = vi.fn();
    const cancel = new SystemClock().whenIdle(ran);
    cancel();
    expect(posted[0]!.signal.aborted).toBe(true);
    posted[0]!.settle();
    await Promise.resolve();
    expect(ran).not.toHaveBeenCalled();
  });

  it('a task that throws is reported as an uncaught error, once, and the clock goes on', async () => {
    const posted = fakeScheduler();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const failure = new Error('the sort failed');
    const clock = new SystemClock();
    clock.whenIdle(() => {
      throw failure;
    });
    const ran = vi.fn();
    clock.whenIdle(ran);
    posted[0]!.settle();
    posted[1]!.settle();
    await vi.waitFor(() => expect(reported).toHaveBeenCalledTimes(1));
    expect(reported).toHaveBeenCalledWith(failure);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('without postTask (Safari’s web view): a timer’s next turn, which the cancel clears', () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    const clock = new SystemClock();
    const ran = vi.fn();
    const cancelled = vi.fn();
    clock.whenIdle(ran);
    clock.whenIdle(cancelled)();
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
