/**
 * A tap's interaction latency as the browser itself reports it (Event Timing, the figure INP is
 * made of), shared by the tap benches (`taps.mjs`, `spin.mjs`).
 *
 * One interaction = the pointerdown, pointerup and click of one tap (one `interactionId`); its
 * duration is the longest of them: from the tap's hardware timestamp to the next frame painted after
 * its handlers, split into input delay (the main thread busy when the tap came), handlers, and render
 * to paint. The browser reports only entries of 16 ms or more: a tap with none is "< 16 ms".
 */
import { percentile } from './harness.mjs';

/** Before the page's first script: records every event entry of an interaction, and a probe for "what the tap shows, painted". */
export async function observeTaps(page) {
  await page.addInitScript(() => {
    const w = window;
    w.__tapEntries = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        w.__tapEntries.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    /**
     * Watches the document until `selector` matches an element whose text matches `text`; then takes
     * the time after the frame that shows it was drawn: a task posted from its animation frame, of
     * the highest priority (scheduler.postTask's user-blocking), so that tasks the page queued in
     * that frame for later (building what comes next) do not count as the drawing.
     */
    w.__watchPaint = (selector, text) => {
      w.__shownAt = null;
      const matches = () => [...document.querySelectorAll(selector)].some((el) => !text || new RegExp(text).test(el.textContent ?? ''));
      const stamp = () => { w.__shownAt = performance.now(); };
      const seen = () => requestAnimationFrame(() => {
        if (w.scheduler?.postTask) {
          void w.scheduler.postTask(stamp, { priority: 'user-blocking' });
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = stamp;
        channel.port2.postMessage(null);
      });
      const observer = new MutationObserver(() => {
        if (!matches()) return;
        observer.disconnect();
        seen();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    };
  });
}

/**
 * Taps `locator` as a finger would (the pointer moved onto it, pressed and released: no script of
 * Playwright's runs in the page between the press and the paint), waits for `shown` (a selector and
 * a text pattern: what the tap must show) and for its entries, and returns the interaction.
 */
export async function tapOnce(page, locator, { shown = null, settleMs = 600 } = {}) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${locator}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  const from = await page.evaluate(([selector, text]) => {
    window.__tapEntries.length = 0;
    if (selector) window.__watchPaint(selector, text);
    return performance.now();
  }, shown ? [shown.selector, shown.text ?? ''] : [null, null]);
  await page.mouse.down();
  await page.mouse.up();
  if (shown) await page.waitForFunction(() => window.__shownAt !== null, null, { timeout: 30_000 });
  await page.waitForTimeout(settleMs);
  return page.evaluate((since) => {
    const entries = window.__tapEntries.filter((e) => e.start >= since).sort((a, b) => a.start - b.start);
    if (!entries.length) return { duration: null, delay: null, processing: null, shownAfter: shownAfter(undefined) };
    // The interaction's duration is its longest entry's; the parts are those of the entries painted
    // in that same frame (durations are rounded to 8 ms): the first one's input delay, then from its
    // first handler to the last one's end (pointerup, click and the work between), then to the paint.
    const worst = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
    const end = worst.start + worst.duration;
    const sameFrame = entries.filter((e) => Math.abs(e.start + e.duration - end) <= 8);
    const first = sameFrame[0];
    const handlersStart = first.start + first.delay;
    const handlersEnd = Math.max(...sameFrame.map((e) => e.start + e.delay + e.processing));
    return {
      start: first.start,
      duration: worst.duration,
      delay: first.delay,
      processing: handlersEnd - handlersStart,
      events: sameFrame.map((e) => e.name).join('+'),
      shownAfter: shownAfter(entries[0].start),
    };
    function shownAfter(tapAt) {
      return window.__shownAt !== null && window.__shownAt !== undefined && tapAt !== undefined ? window.__shownAt - tapAt : null;
    }
  }, from);
}

/** An interaction's duration for statistics: an unreported tap counts as 16 ms (an upper bound). */
export const durationOf = (tap) => tap.duration ?? 16;

/** Median, worst and the parts of the median tap, of several taps of one control. */
export function summarise(taps) {
  const durations = taps.map(durationOf);
  const median = percentile(durations, 50);
  const sorted = [...taps].sort((a, b) => durationOf(a) - durationOf(b));
  const middle = sorted[Math.ceil(sorted.length / 2) - 1];
  const shown = taps.map((t) => t.shownAfter).filter((v) => v !== null);
  return {
    median,
    worst: Math.max(...durations),
    best: Math.min(...durations),
    middle,
    shownMedian: shown.length ? percentile(shown, 50) : null,
    runs: durations,
  };
}

export const fmt = (v) => (v === null || !Number.isFinite(v) ? 'n/a' : `${v.toFixed(0)}`);

/** "a / b / c": the median tap's input delay, handlers and render to paint. */
export function parts(tap) {
  if (!tap || tap.duration === null) return '< 16 ms, no entry';
  return `${fmt(tap.delay)} / ${fmt(tap.processing)} / ${fmt(tap.duration - tap.delay - tap.processing)}`;
}
