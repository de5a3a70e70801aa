/**
 * Runs `fn` with React's scheduling as in a browser rather than under act(): an update then
 * renders when React's scheduler gets to it, so a test can tell work done at once (in the
 * microtask after a store's change) from work React does in background tasks (a transition or a
 * deferred value, rendered in slices that leave the main thread to input).
 */
export async function withScheduledRendering(fn: () => Promise<void>): Promise<void> {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await fn();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/**
 * Lets every queued microtask run (React renders a synchronous update in one), but no task. What
 * React then does in tasks is awaited with findBy / waitFor, which poll.
 */
export async function afterMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}
