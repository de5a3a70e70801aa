import { startTransition, useEffect, useState } from 'react';

/**
 * `value` as of the last render React did in the background: `initial` in the first render, and a
 * new value only once a transition has rendered it (in slices of a few ms that leave the main
 * thread to input) while the old one stays on screen. Like useDeferredValue, except that renders
 * under it can still defer their own values: React does not defer inside a render that a deferred
 * value started, and home's task list defers its long work to a render of its own.
 */
export function useTransitionValue<T>(value: T, initial: T): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (!Object.is(shown, value)) startTransition(() => setShown(value));
  }, [shown, value]);
  return shown;
}
