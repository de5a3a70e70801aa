import { afterEach } from 'vitest';
import type { ViewModel } from '@ui/viewModel/useViewModel';
import { recordStates } from './recorder';

/** What `useViewModel` does: `mount()` in an effect, the function it returns (if any) on unmount. */
export function mountLike(vm: ViewModel): () => void {
  const cleanup = vm.mount?.();
  return () => {
    if (typeof cleanup === 'function') cleanup();
  };
}

/** Recorders started by a test; stopped after it (importing this module registers the hook). */
const recorders: { stop(): void }[] = [];
afterEach(() => {
  for (const recorder of recorders.splice(0)) recorder.stop();
});

/** recordStates, stopped automatically after the test. */
export function record<T>(read: () => T, equals?: (a: T, b: T) => boolean): { readonly values: T[] } {
  const recorder = recordStates(read, equals);
  recorders.push(recorder);
  return recorder;
}
