/**
 * Frame timing for rendering work: what to draw a frame later, not game time (countdowns, spins and
 * celebrations run on the clock port, in the view-models). The one module of src-ui that asks the
 * browser for frames and tasks; components use it (a lint rule keeps timers out of them).
 */

/** Runs `then` in the next animation frame, before it is painted. Returns what cancels it. */
export function inNextFrame(then: () => void): () => void {
  const frame = requestAnimationFrame(then);
  return () => cancelAnimationFrame(frame);
}

/**
 * Runs `then` in a task after the next frame has been painted (a message, as inLaterTask: a fake
 * clock does not hold it back). Returns what cancels it.
 */
export function afterNextPaint(then: () => void): () => void {
  let cancelTask = (): void => {};
  const frame = requestAnimationFrame(() => {
    cancelTask = inLaterTask(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelTask();
  };
}

/**
 * Runs `then` in a task of its own, behind the tasks already queued (a message: neither a timer's
 * clamp nor a fake clock holds it back). Returns what cancels it.
 */
export function inLaterTask(then: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) then();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
