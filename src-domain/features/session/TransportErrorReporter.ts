import type { ApiError } from '@domain/shared/ApiError';
import type { Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';

/** Spec §8: after a 401 the app closes this long after the toast. */
export const CLOSE_AFTER_UNAUTHORIZED_MS = 2000;
/** A burst of failing calls (e.g. start-up while offline) shows one connection toast. */
export const CONNECTION_TOAST_QUIET_MS = 4000;
/**
 * While no call has got through since the last connection toast, the same outage is not told
 * again sooner than this (a payment's status checks 8 s apart must not toast at each).
 */
export const CONNECTION_OUTAGE_REMINDER_MS = 30_000;

/** What the player is told of a transport failure (the words are the UI's). */
export type TransportProblem = 'unauthorized' | 'forbidden' | 'connection';

export interface TransportErrorReporterDeps {
  /** Tells the player about a problem (a toast). */
  readonly notify: (problem: TransportProblem) => void;
  readonly messenger: Pick<Messenger, 'close'>;
  readonly clock: Clock;
}

/**
 * The app-wide reaction to transport failures (spec §8), applied once at the API edge:
 * 401 tells and closes the app after 2 s (once), 403 tells 'Access denied', a network failure
 * tells of a connection problem (once per burst, and once per outage until a call gets through or
 * 30 s pass). Other failures are left to the caller, who gets the error rethrown.
 */
export class TransportErrorReporter {
  private closing = false;
  private lastConnectionProblemAt = Number.NEGATIVE_INFINITY;
  /** A connection problem has been told and no call has got through since. */
  private outage = false;

  constructor(private readonly deps: TransportErrorReporterDeps) {}

  /** A call got through: the next connection problem is a new outage. */
  recovered(): void {
    this.outage = false;
  }

  report(error: ApiError): void {
    const { notify, messenger, clock } = this.deps;
    switch (error.kind) {
      case 'unauthorized':
        if (this.closing) return;
        this.closing = true;
        notify('unauthorized');
        clock.schedule(() => messenger.close(), CLOSE_AFTER_UNAUTHORIZED_MS);
        return;
      case 'forbidden':
        notify('forbidden');
        return;
      case 'network': {
        const now = clock.now();
        const since = now - this.lastConnectionProblemAt;
        if (since < CONNECTION_TOAST_QUIET_MS || (this.outage && since < CONNECTION_OUTAGE_REMINDER_MS)) return;
        this.lastConnectionProblemAt = now;
        this.outage = true;
        notify('connection');
        return;
      }
      default:
        return;
    }
  }
}
