import type { ApiError } from '@domain/shared/ApiError';
import type { Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';
import type { Toaster } from '@domain/ports/Toaster';

/** Spec §8: after a 401 the app closes this long after the toast. */
export const CLOSE_AFTER_UNAUTHORIZED_MS = 2000;
/** A burst of failing calls (e.g. start-up while offline) shows one connection toast. */
export const CONNECTION_TOAST_QUIET_MS = 4000;

export interface TransportErrorReporterDeps {
  readonly toaster: Pick<Toaster, 'show'>;
  readonly messenger: Pick<Messenger, 'close'>;
  readonly clock: Clock;
}

/**
 * The app-wide reaction to transport failures (spec §8), applied once at the API edge:
 * 401 toasts and closes the app after 2 s, 403 toasts 'Access denied', a network failure toasts
 * a connection problem. Other failures are left to the caller, who gets the error rethrown.
 */
export class TransportErrorReporter {
  private closing = false;
  private lastConnectionToastAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: TransportErrorReporterDeps) {}

  report(error: ApiError): void {
    const { toaster, messenger, clock } = this.deps;
    switch (error.kind) {
      case 'unauthorized':
        if (this.closing) return;
        this.closing = true;
        toaster.show({ kind: 'error', message: { key: 'errors.unauthorized' } });
        clock.schedule(() => messenger.close(), CLOSE_AFTER_UNAUTHORIZED_MS);
        return;
      case 'forbidden':
        toaster.show({ kind: 'error', message: { key: 'errors.accessDenied' } });
        return;
      case 'network': {
        const now = clock.now();
        if (now - this.lastConnectionToastAt < CONNECTION_TOAST_QUIET_MS) return;
        this.lastConnectionToastAt = now;
        toaster.show({ kind: 'error', message: { key: 'errors.connection' } });
        return;
      }
      default:
        return;
    }
  }
}
