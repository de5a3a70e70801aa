import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '@domain/shared/ApiError';
import type { Toast } from '@ui/toasts/Toaster';
import { transportProblemToast } from '@ui/toasts/transportToasts';
import {
  CLOSE_AFTER_UNAUTHORIZED_MS,
  CONNECTION_TOAST_QUIET_MS,
  TransportErrorReporter,
} from '@domain/features/session/TransportErrorReporter';
import { ManualClock } from '@adapters/memory/ManualClock';

function setup(start = 1_000_000) {
  const clock = new ManualClock(start);
  const toasts: Toast[] = [];
  const toaster = { show: vi.fn((toast: Toast) => { toasts.push(toast); return toasts.length; }) };
  const messenger = { close: vi.fn() };
  // The UI's words for each problem, so these assertions read as what the player sees.
  const reporter = new TransportErrorReporter({ notify: (problem) => toaster.show(transportProblemToast(problem)), messenger, clock });
  return { clock, toasts, toaster, messenger, reporter };
}

const error = (kind: ApiErrorKind, status: number | null = null) => new ApiError(kind, `test ${kind}`, status);

describe('TransportErrorReporter', () => {
  it('uses the delays of the spec', () => {
    expect(CLOSE_AFTER_UNAUTHORIZED_MS).toBe(2000);
    expect(CONNECTION_TOAST_QUIET_MS).toBe(4000);
  });

  describe('401 unauthorized', () => {
    it('shows one error toast with errors.unauthorized', () => {
      const { reporter, toasts } = setup();
      reporter.report(ApiError.http(401));
      expect(toasts).toEqual([{ kind: 'error', message: { key: 'errors.unauthorized' }, event: 'unauthorized' }]);
    });

    it('closes the app after 2000 ms, not before', () => {
      const { reporter, clock, messenger } = setup();
      reporter.report(ApiError.http(401));
      expect(messenger.close).not.toHaveBeenCalled();
      clock.advance(1999);
      expect(messenger.close).not.toHaveBeenCalled();
      clock.advance(1);
      expect(messenger.close).toHaveBeenCalledTimes(1);
      clock.advance(10_000);
      expect(messenger.close).toHaveBeenCalledTimes(1);
    });

    it('ignores a second 401: no toast, no second close', () => {
      const { reporter, clock, messenger, toaster } = setup();
      reporter.report(ApiError.http(401));
      clock.advance(500);
      reporter.report(ApiError.http(401));
      expect(toaster.show).toHaveBeenCalledTimes(1);
      expect(clock.pendingTimers).toBe(1);
      clock.advance(1500);
      expect(messenger.close).toHaveBeenCalledTimes(1);
      reporter.report(ApiError.http(401));
      clock.advance(5000);
      expect(toaster.show).toHaveBeenCalledTimes(1);
      expect(messenger.close).toHaveBeenCalledTimes(1);
    });
  });

  describe('403 forbidden', () => {
    it('shows errors.accessDenied and does not close', () => {
      const { reporter, clock, messenger, toasts } = setup();
      reporter.report(ApiError.http(403));
      expect(toasts).toEqual([{ kind: 'error', message: { key: 'errors.accessDenied' }, event: 'forbidden' }]);
      clock.advance(10_000);
      expect(messenger.close).not.toHaveBeenCalled();
      expect(clock.pendingTimers).toBe(0);
    });

    it('toasts every 403', () => {
      const { reporter, toaster } = setup();
      reporter.report(ApiError.http(403));
      reporter.report(ApiError.http(403));
      expect(toaster.show).toHaveBeenCalledTimes(2);
    });
  });

  describe('network failure', () => {
    it('shows errors.connection', () => {
      const { reporter, toasts, messenger } = setup();
      reporter.report(error('network'));
      expect(toasts).toEqual([{ kind: 'error', message: { key: 'errors.connection' }, event: 'connection' }]);
      expect(messenger.close).not.toHaveBeenCalled();
    });

    it('shows the first connection toast even at clock time 0', () => {
      const { reporter, toaster } = setup(0);
      reporter.report(error('network'));
      expect(toaster.show).toHaveBeenCalledTimes(1);
    });

    it('shows one toast for a burst within 4000 ms, and another after once a call got through between', () => {
      const { reporter, clock, toaster } = setup();
      reporter.report(error('network'));
      clock.advance(1000);
      reporter.report(error('network'));
      reporter.recovered();
      clock.advance(2999);
      reporter.report(error('network'));
      expect(toaster.show).toHaveBeenCalledTimes(1);
      clock.advance(1);
      reporter.report(error('network'));
      expect(toaster.show).toHaveBeenCalledTimes(2);
      reporter.recovered();
      clock.advance(3999);
      reporter.report(error('network'));
      expect(toaster.show).toHaveBeenCalledTimes(2);
      clock.advance(1);
      reporter.report(error('network'));
      expect(toaster.show).toHaveBeenCalledTimes(3);
    });

    it('one outage (nothing got through) is told once per 30 s, however its failures are spaced', () => {
      const { reporter, clock, toaster } = setup();
      for (let second = 0; second < 60; second += 8) {
        reporter.report(error('network'));
        clock.advance(8000);
      }
      // Failures at 0, 8, … 56 s: told at 0 and 32 s.
      expect(toaster.show).toHaveBeenCalledTimes(2);
    });

    it('does not let a 403 or 401 consume the connection quiet period', () => {
      const { reporter, toasts } = setup();
      reporter.report(ApiError.http(403));
      reporter.report(error('network'));
      expect(toasts.map((t) => t.message)).toEqual([{ key: 'errors.accessDenied' }, { key: 'errors.connection' }]);
    });
  });

  it.each(['http', 'malformed', 'server', 'no-auth-data'] as const)('toasts nothing for %s', (kind) => {
    const { reporter, clock, toaster, messenger } = setup();
    reporter.report(error(kind, kind === 'http' ? 500 : null));
    reporter.report(error(kind, kind === 'http' ? 500 : null));
    clock.advance(10_000);
    expect(toaster.show).not.toHaveBeenCalled();
    expect(messenger.close).not.toHaveBeenCalled();
    expect(clock.pendingTimers).toBe(0);
  });
});
