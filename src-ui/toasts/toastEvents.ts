import type { Toast } from './Toaster';

/**
 * One toast per event. A toast raised while another of the same event is still on screen updates
 * that one instead of stacking a second:
 * - errors are one event while one is on screen: going offline fails the connection and, a moment
 *   later, the screen's own load — the player is told once;
 * - any other toast is the same event as one of its kind with the same words (a double tap).
 */
export function sameEvent(shown: Toast, next: Toast): boolean {
  if (shown.kind === 'error' && next.kind === 'error') return true;
  return shown.kind === next.kind && (shown.event ?? wordsOf(shown)) === (next.event ?? wordsOf(next));
}

/**
 * What the updated toast says: the newer words, unless the toast on screen names the cause (a
 * transport problem) and the newer one only a consequence of it.
 */
export function updatedToast(shown: Toast, next: Toast): Toast {
  return shown.event !== undefined && next.event === undefined ? shown : next;
}

/** Whether two toasts say the same (kind, words and where). */
export function saysTheSame(a: Toast, b: Toast): boolean {
  return a.kind === b.kind && wordsOf(a) === wordsOf(b) && a.placement === b.placement;
}

function wordsOf(toast: Toast): string {
  return JSON.stringify(toast.message);
}
