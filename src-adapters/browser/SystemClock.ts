import type { Cancel, Clock } from '@domain/ports/Clock';

/** The browser's `scheduler.postTask`, where it has one (Chromium, so Android's web views, and Firefox; not Safari). */
type PostTask = (task: () => void, options: { priority: 'background'; signal: AbortSignal }) => Promise<void>;

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  schedule(task: () => void, ms: number): Cancel {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  }

  /** A background task where the browser ranks tasks (input and rendering go first), else a timer's next turn. */
  whenIdle(task: () => void): Cancel {
    const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
    if (typeof scheduler?.postTask !== 'function') return this.schedule(task, 0);
    const controller = new AbortController();
    scheduler.postTask(task, { priority: 'background', signal: controller.signal }).catch((error: unknown) => {
      // Cancelled: nothing to report. A task that threw is reported as a timer's would be (an
      // uncaught error: the console and window's error listeners), not as a rejection nobody handles
      // (Chromium 94, which has postTask but not reportError, still gets the rejection).
      if (controller.signal.aborted) return;
      if (typeof reportError !== 'function') throw error;
      reportError(error);
    });
    return () => controller.abort();
  }
}
