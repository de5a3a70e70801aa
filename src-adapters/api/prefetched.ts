import type { Clock } from '@domain/ports/Clock';

/**
 * How long an early answer waits for the call that takes it. The landing screen makes its reads
 * a second or two after the start on a slow phone; a later call (the screen opened long after, or
 * the profile slow to come) asks the server anew rather than show what it said back then.
 */
export const PREFETCH_FRESH_MS = 10_000;

interface Held<E> {
  readonly read: E;
  readonly at: number;
  failed: boolean;
  taken: boolean;
}

/**
 * Reads sent before the call that wants them (`Api.prefetch`), one per key, each taken once. A read
 * that failed before it was taken, or that is older than `freshMs`, is dropped: its call asks anew,
 * as it would have without the early read. A read taken while still on its way is the call's own
 * answer, failure included (asking again then would only wait twice for the same server).
 */
export class Prefetched<E extends { readonly answer: Promise<unknown> }> {
  private readonly held = new Map<string, Held<E>>();

  constructor(private readonly clock: Clock, private readonly freshMs = PREFETCH_FRESH_MS) {}

  /**
   * Sends `send()`'s read unless one for `key` is already held and still good. `untakenFailure`
   * hears the failure of a read nobody had taken yet (a taken one fails its call instead).
   */
  start(key: string, send: () => E, untakenFailure: (error: unknown) => void = () => {}): void {
    const current = this.held.get(key);
    if (current && this.usable(current)) return;
    const entry: Held<E> = { read: send(), at: this.clock.now(), failed: false, taken: false };
    // Nobody may ever take it: its failure is noted here, not left unhandled.
    entry.read.answer.catch((error: unknown) => {
      entry.failed = true;
      if (!entry.taken) untakenFailure(error);
    });
    this.held.set(key, entry);
  }

  /** The early read for `key`, once; null when there is none, it failed, or it is too old. */
  take(key: string): E | null {
    const entry = this.held.get(key);
    if (!entry) return null;
    this.held.delete(key);
    if (!this.usable(entry)) return null;
    entry.taken = true;
    return entry.read;
  }

  private usable(entry: Held<E>): boolean {
    return !entry.failed && this.clock.now() - entry.at <= this.freshMs;
  }
}
