import { reaction } from 'mobx';

/**
 * Records the sequence of values an observable expression goes through, starting with its
 * current value; consecutive duplicates are dropped, so the record reads like a state machine's
 * path (countdown 3 → 2 → 1 → opening → spinning → result). Call `stop()` when done.
 */
export function recordStates<T>(read: () => T, equals: (a: T, b: T) => boolean = Object.is): { readonly values: T[]; stop(): void } {
  const values: T[] = [read()];
  const stop = reaction(read, (value) => {
    const last = values[values.length - 1] as T;
    if (!equals(last, value)) values.push(value);
  });
  return { values, stop };
}
