/**
 * Hands the main thread back to input, rendering and other tasks: the scheduler's yield where the
 * browser has it (the job then goes on ahead of other queued tasks), a message otherwise (no 4 ms
 * clamp as with a timer).
 */
export function pauseForMainThread(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return queueBehindTasks();
}

/**
 * Hands the main thread back and waits behind every task already queued (a message: no 4 ms clamp
 * as with a timer). For a job that must not go ahead of the rest, such as reading an answer's bytes
 * while the module that will parse them waits to run.
 */
export function queueBehindTasks(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Main-thread time, in milliseconds, for budgets of sliced work. */
export const mainThreadNow = () => performance.now();
