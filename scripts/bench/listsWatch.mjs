// The page side of lists.mjs: what it watches in the page, as DevTools evaluates it before the app.

/**
 * Runs in the page before the app: long tasks and long animation frames, and the frame after the
 * list's first item (and, once the page has jumped to its end, its last item) is attached.
 */
export function watchList(list) {
  const w = window;
  w.__lists = { tasks: [], painted: null, lastPainted: null };
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) w.__lists.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  w.__lists.frames = [];
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) {
      w.__lists.frames.push({
        start: e.startTime, duration: e.duration, render: e.startTime + e.duration - e.renderStart,
        scripts: e.scripts.map((s) => ({ what: `${s.invoker} ${s.sourceFunctionName || ''} ${(s.sourceURL || '').replace(/^.*\//, '')}`, duration: s.duration, layout: s.forcedStyleAndLayoutDuration })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const afterPaint = (key) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { w.__lists[key] = performance.now(); };
    channel.port2.postMessage(0);
  });
  let sawFirst = false;
  let sawLast = false;
  new MutationObserver(() => {
    if (!sawFirst && document.querySelector(`${list} > li`)) {
      sawFirst = true;
      afterPaint('painted');
    }
    const last = sawFirst && !sawLast && w.__lists.scrolling ? [...document.querySelectorAll(`${list} > li[aria-posinset]`)].find((li) => li.getAttribute('aria-posinset') === li.getAttribute('aria-setsize')) : null;
    if (last) {
      sawLast = true;
      afterPaint('lastPainted');
    }
  }).observe(document, { childList: true, subtree: true });
}
