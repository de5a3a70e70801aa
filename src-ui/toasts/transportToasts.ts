import type { TransportProblem } from '@domain/features/session/TransportErrorReporter';
import type { Toast } from './Toaster';

const KEYS: Record<TransportProblem, string> = {
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.accessDenied',
  connection: 'errors.connection',
};

/** Spec §8's words for a transport problem: an error toast. */
export function transportProblemToast(problem: TransportProblem): Toast {
  return { kind: 'error', message: { key: KEYS[problem] }, event: problem };
}
