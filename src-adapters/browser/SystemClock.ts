import type { Cancel, Clock } from '@domain/ports/Clock';

export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  schedule(task: () => void, ms: number): Cancel {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  }
}
