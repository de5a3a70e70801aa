#!/usr/bin/env node
/**
 * Memory over a session in the demo (Playwright + Debian's Chromium): the home page's live feed
 * receives 600 wins, then the player opens the case page /cases/2 and goes back 10 times.
 * Baseline after a warm-up (the feed's first 100 items and one open/close cycle, so the lazy
 * chunks, the case data and the images are loaded); before each reading, garbage is collected
 * through the DevTools protocol (HeapProfiler.collectGarbage, several times). Read: DOM nodes and
 * JS event listeners (Memory.getDOMCounters), JS heap used (Runtime.getHeapUsage), with
 * Performance.getMetrics as a cross-check. Both readings are taken on home showing a fresh feed
 * of exactly 10 cards, after the images on the page have stopped loading.
 * Goals: nodes and listeners within 2 % of the baseline, heap growth <= 1 MB.
 *
 * Two things move these counters without anything leaking, so they are shown apart:
 * - Chromium keeps every SVG image shown as a document of its own (about 17 nodes per skin, in
 *   Memory.getDOMCounters' nodes and documents), and which skins the feed shows is random: so the
 *   nodes are also split into the page's document, the SVG image documents (the distinct loaded
 *   SVGs on the page, parsed again to count their nodes) and the rest (detached nodes, UA shadow
 *   trees), and the goal is also judged without the SVG image documents.
 * - V8 keeps optimising the code that runs hot (Sparkplug/Maglev/Turbofan code, deoptimisation
 *   data, feedback vectors), which counts in the JS heap. A heap snapshot at both readings
 *   (skip with BENCH_SNAPSHOT=0) splits the growth into compiled code, JS objects and native
 *   objects, lists the largest constructors and counts detached DOM objects.
 *
 * Time is Playwright's fake clock (page.clock, installed before the page loads and paused), so
 * the feed's 1–4 s beats are run through instead of waited for. The clock is advanced in steps
 * shorter than the feed's shortest gap (1 s), at most one new item per step, and the page gets a
 * task turn after each step so React renders every item on its own. Items are counted in the page:
 * a MutationObserver (added before the app loads) records every feed card (an <li> of the list in
 * the "live" section, skeletons excluded) the first time it is attached to the document, so an
 * item counts when it was really received and rendered, however many have already dropped off the
 * 100-item cap.
 *
 * Run: npm run bench:memory
 * BENCH_PORT picks the port (default 4177), BENCH_OUT_DIR the build folder (default dist-bench),
 * BENCH_BUILD=0 reuses an existing build; BENCH_FEED_ITEMS (default 600), BENCH_CYCLES (default 10).
 * Diagnostics: BENCH_NO_FEED=1 skips the feed phase, BENCH_NO_CYCLES=1 the cycles, to tell which
 * part grows (without the cycles the after reading shows 100 cards, so its nodes are not comparable).
 */
import { cpus, loadavg } from 'node:os';

process.env.BENCH_PORT ??= '4177';
process.env.BENCH_OUT_DIR ??= 'dist-bench';
const { demoPage, launch, serve, BASE } = await import('./harness.mjs');

const FEED_ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 600);
const WARMUP_ITEMS = 100;
const CYCLES = Number(process.env.BENCH_CYCLES ?? 10);
/** Shorter than the feed's shortest gap (1000 ms): at most one new item per step. */
const STEP_MS = 999;
/** Lets transitions and ripples end after a navigation; shorter than the feed's first gap, so a fresh feed shows exactly its first 10. */
const SETTLE_MS = 900;
const LIVE_CARD = 'section[aria-labelledby="live-title"] ul > li:not([aria-hidden="true"])';

const stop = await serve();
const browser = await launch();
try {
  const { page } = await demoPage(browser);
  await page.addInitScript((selector) => {
    const seen = new WeakSet();
    const feed = { received: 0 };
    window.__benchFeed = feed;
    const take = (el) => {
      if (!seen.has(el)) { seen.add(el); feed.received += 1; }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType !== Node.ELEMENT_NODE || !node.isConnected) continue;
          if (node.matches(selector)) take(node);
          for (const el of node.querySelectorAll(selector)) take(el);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, LIVE_CARD);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(`${BASE}/`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  const cards = page.locator(LIVE_CARD);
  await cards.nth(9).waitFor({ state: 'attached' });
  const received = () => page.evaluate(() => window.__benchFeed.received);
  const shown = () => cards.count();

  /** Runs the fake clock on the home page until the feed has received `target` items in all. */
  async function feedUntil(target) {
    let count = await received();
    for (let steps = 0; count < target; steps++) {
      if (steps > target * 5) throw new Error(`the feed stalled at ${count} items`);
      await page.clock.runFor(STEP_MS);
      // A task turn after React's (it schedules its render with a MessageChannel message).
      count = await page.evaluate(() => new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(window.__benchFeed.received);
        channel.port2.postMessage(0);
      }));
    }
    return count;
  }

  /** Home -> Open cases -> tap the case -> its page; back twice through history to home. */
  async function cycle() {
    await page.getByRole('link', { name: 'Open cases' }).click();
    await page.locator('a[href="/cases/2"]').waitFor();
    await settle();
    await page.locator('a[href="/cases/2"]').click();
    await page.getByRole('button', { name: /^Open for/ }).waitFor();
    await settle();
    await page.goBack();
    await page.locator('a[href="/cases/2"]').waitFor();
    await settle();
    await page.goBack();
    await cards.nth(9).waitFor({ state: 'attached' });
    await settle();
    if (new URL(page.url()).pathname !== '/') throw new Error(`expected home, at ${page.url()}`);
  }
  const settle = () => page.clock.runFor(SETTLE_MS);

  /** Waits (in real time) until no image on the page changes for a second: loads in flight hold documents and memory. */
  async function imagesSettled() {
    let last = '';
    for (let i = 0, same = 0; i < 120 && same < 4; i++) {
      const state = await page.evaluate(() => [...document.images].map((img) => `${img.complete}:${img.naturalWidth}:${img.currentSrc}`).join('|'));
      same = state === last ? same + 1 : 0;
      last = state;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async function reading(name) {
    await imagesSettled();
    // Where the nodes are, counted before the collection (the parsing below makes garbage): the
    // page's own document, and the SVG images shown, each of which Chromium keeps as a document of
    // its own (about 17 nodes per skin; which skins the feed shows is random).
    const parts = await page.evaluate(async () => {
      const countNodes = (doc) => {
        const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_ALL);
        let n = 1;
        while (walker.nextNode()) n += 1;
        return n;
      };
      const svgs = [...new Set([...document.images].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.currentSrc).filter((u) => /\.svg([?#]|$)/.test(u)))];
      let svgNodes = 0;
      for (const url of svgs) svgNodes += countNodes(new DOMParser().parseFromString(await (await fetch(url)).text(), 'image/svg+xml'));
      return { pageNodes: countNodes(document), svgDocs: svgs.length, svgNodes };
    });
    for (let i = 0; i < 5; i++) await cdp.send('HeapProfiler.collectGarbage');
    const dom = await cdp.send('Memory.getDOMCounters');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const snapshot = process.env.BENCH_SNAPSHOT !== '0' ? await heapSnapshot(cdp, name) : null;
    return { documents: dom.documents, nodes: dom.nodes, listeners: dom.jsEventListeners, heap: heap.usedSize, perf: metrics, shown: await shown(), received: await received(), ...parts, snapshot };
  }

  // Warm-up: the first 100 items, one open/close cycle.
  const warm = await feedUntil(WARMUP_ITEMS);
  const shownAtWarm = await shown();
  await cycle();
  const base = await reading('baseline');

  let beforeCycles = base.received;
  let shownAtPeak = base.shown;
  if (process.env.BENCH_NO_FEED !== '1') {
    beforeCycles = await feedUntil(FEED_ITEMS);
    shownAtPeak = await shown();
  }
  const cycles = process.env.BENCH_NO_CYCLES === '1' ? 0 : CYCLES;
  for (let i = 0; i < cycles; i++) await cycle();
  const after = await reading('after');

  console.log(`Memory, demo home as player: live feed to ${FEED_ITEMS} items, then ${cycles} open/close cycles of /cases/2 (tap in, history back)`);
  console.log(`  feed items received (cards rendered, counted in the page): ${warm} by the warm-up (${shownAtWarm} shown), ` +
    `${beforeCycles} before the cycles (${shownAtPeak} shown at the peak; cap 100), ${after.received} at the end (each return home shows a fresh 10)`);
  console.log(`  feed cards shown at the readings: baseline ${base.shown}, after ${after.shown}`);
  console.log('                     baseline        after        delta');
  row('DOM nodes', base.nodes, after.nodes, (d, b) => Math.abs(d) <= 0.02 * b, 'within 2 %');
  row('JS event listeners', base.listeners, after.listeners, (d, b) => Math.abs(d) <= 0.02 * b, 'within 2 %');
  row('JS heap used', base.heap, after.heap, (d) => d <= 1024 * 1024, '<= +1 MB', mb);
  const otherNodes = (r) => r.nodes - r.pageNodes - r.svgNodes;
  console.log(`  documents            ${base.documents} -> ${after.documents} (the page + ${base.svgDocs} -> ${after.svgDocs} SVG images shown)`);
  console.log(`  DOM nodes by place   page document ${base.pageNodes} -> ${after.pageNodes}; SVG image documents ${base.svgNodes} -> ${after.svgNodes}; ` +
    `elsewhere (detached, UA shadow trees) ${otherNodes(base)} -> ${otherNodes(after)}`);
  row('nodes w/o SVG imgs', base.nodes - base.svgNodes, after.nodes - after.svgNodes, (d, b) => Math.abs(d) <= 0.02 * b, 'within 2 %');
  console.log(`  Performance.getMetrics: Nodes ${base.perf.Nodes} -> ${after.perf.Nodes}, JSEventListeners ${base.perf.JSEventListeners} -> ${after.perf.JSEventListeners}, ` +
    `JSHeapUsedSize ${mb(base.perf.JSHeapUsedSize)} -> ${mb(after.perf.JSHeapUsedSize)}`);
  if (base.snapshot && after.snapshot) printSnapshotDiff(base.snapshot, after.snapshot);
  console.log(`  machine load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (on ${cpus().length} cores)`);
} finally {
  await browser.close();
  stop();
}

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

function row(label, before, after, pass, goal, fmt = String) {
  const delta = after - before;
  const pct = before ? `${delta >= 0 ? '+' : ''}${((delta / before) * 100).toFixed(2)} %` : 'n/a';
  const signed = delta >= 0 ? `+${fmt(delta)}` : `-${fmt(-delta)}`;
  console.log(`  ${label.padEnd(18)} ${fmt(before).padStart(10)}   ${fmt(after).padStart(10)}   ${signed.padStart(10)} (${pct})   goal ${goal}: ${pass(delta, before) ? 'PASS' : 'MISS'}`);
}

/** A heap snapshot (unless BENCH_SNAPSHOT=0), summed by kind and by constructor; detached DOM nodes counted. */
async function heapSnapshot(cdp, name) {
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks.join(''));
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [iType, iName, iSize, iDetached] = ['type', 'name', 'self_size', 'detachedness'].map((f) => fields.indexOf(f));
  const byKind = {};
  const byName = new Map();
  let detached = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + iType]];
    const size = snap.nodes[i + iSize];
    const kind = type === 'code' ? 'compiled code' : type === 'native' ? 'native (DOM, Blink)' : 'JS objects, strings, shapes';
    byKind[kind] = (byKind[kind] ?? 0) + size;
    const label = type === 'code' ? `(code) ${snap.strings[snap.nodes[i + iName]].slice(0, 40)}` : `${type} ${snap.strings[snap.nodes[i + iName]].slice(0, 60)}`;
    const entry = byName.get(label) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += size;
    byName.set(label, entry);
    if (iDetached >= 0 && type === 'native' && snap.nodes[i + iDetached] === 2) detached += 1;
  }
  return { name, byKind, byName, detached };
}

function printSnapshotDiff(a, b) {
  console.log(`  heap snapshots (self sizes, ${a.name} -> ${b.name}); detached DOM objects ${a.detached} -> ${b.detached}`);
  for (const kind of Object.keys({ ...a.byKind, ...b.byKind })) {
    const d = (b.byKind[kind] ?? 0) - (a.byKind[kind] ?? 0);
    console.log(`    ${kind.padEnd(28)} ${mb(a.byKind[kind] ?? 0).padStart(9)} -> ${mb(b.byKind[kind] ?? 0).padStart(9)}  (${d >= 0 ? '+' : ''}${(d / 1024).toFixed(0)} KB)`);
  }
  const rows = [...new Set([...a.byName.keys(), ...b.byName.keys()])].map((label) => {
    const x = a.byName.get(label) ?? { count: 0, size: 0 };
    const y = b.byName.get(label) ?? { count: 0, size: 0 };
    return { label, size: y.size - x.size, count: y.count - x.count };
  }).sort((x, y) => y.size - x.size).slice(0, 12);
  console.log('    largest growth by constructor:');
  for (const r of rows) console.log(`      ${`+${(r.size / 1024).toFixed(1)} KB`.padStart(10)}  ${`${r.count >= 0 ? '+' : ''}${r.count}`.padStart(6)}  ${r.label}`);
}
