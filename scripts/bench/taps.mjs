#!/usr/bin/env node
/**
 * Every main route's main control tapped at 4x CPU throttle in the demo, as a player taps it: the
 * control found by its role and accessible name, the pointer pressed and released on it. Per tap,
 * the interaction's Event Timing duration (tap until the next frame painted after its handlers;
 * `tapTiming.mjs`), the median of several runs (each on a freshly loaded page), its input delay /
 * handlers / render-to-paint, and the time until what the tap leads to is painted. Prints a table
 * and the worst tap against the goal (<= 100 ms).  Run: npm run bench:taps
 *
 * Options: BENCH_RUNS (5), BENCH_THROTTLE (4), BENCH_TAPS (a pattern: only the taps whose label
 * matches), BENCH_SHOTS=<folder> (a screenshot after each tap of the first run), BENCH_PORT, BENCH_OUT_DIR,
 * BENCH_PROFILE=1 (where the main thread spent the first run's taps: a sampled CPU profile per tap; the
 * sampling slows the taps it measures, so read its shares, not its figures; function names need an
 * unminified build: `npx vite build --minify false --outDir dist-profile`, then BENCH_BUILD=0
 * BENCH_OUT_DIR=dist-profile).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { demoPage, launch, serve, throttle, BASE } from './harness.mjs';
import { printTapProfile } from './profile.mjs';
import { fmt, observeTaps, parts, summarise, tapOnce } from './tapTiming.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RATE = Number(process.env.BENCH_THROTTLE ?? 4);
const GOAL = 100;
const ONLY = process.env.BENCH_TAPS ? new RegExp(process.env.BENCH_TAPS, 'i') : null;
const PROFILE = process.env.BENCH_PROFILE === '1';

/**
 * The taps: `route` is a route of src-ui/navigation/routeTable.ts (its sample path), `control` finds
 * what the player taps, `shown` what the tap leads to (a selector and a text pattern).
 */
const TAPS = [
  { route: 'home', path: '/', label: 'home: Open cases', control: (p) => p.getByRole('link', { name: 'Open cases' }), shown: { selector: 'a[href^="/cases/"]' } },
  { route: 'home', path: '/', label: 'home: tab Inventory', control: (p) => p.getByRole('link', { name: 'Inventory', exact: true }), shown: { selector: '[role=tablist]' } },
  { route: 'home', path: '/', label: 'home: task Check', control: (p) => p.getByRole('button', { name: 'Check', exact: true }).first(), shown: null },
  { route: 'cases', path: '/cases', label: 'cases: case card', control: (p) => p.getByRole('link', { name: 'Open case Blue Case' }), shown: { selector: 'button', text: '^Open for' } },
  { route: 'cases', path: '/cases', label: 'cases: filter Premium', control: (p) => p.getByRole('button', { name: 'Premium', exact: true }), shown: { selector: '[aria-pressed=true]', text: 'Premium' } },
  { route: 'caseDetail', path: '/cases/2', label: 'case page: Open', control: (p) => p.getByRole('button', { name: /^Open for/ }), shown: { selector: '[role=status]', text: 'Opening in 3' } },
  { route: 'caseDetail', path: '/cases/2', label: 'case page: Odds and fairness', control: (p) => p.getByRole('button', { name: /^Odds and fairness/ }), shown: { selector: '#odds-title' } },
  { route: 'inventory', path: '/inventory', label: 'inventory: item tile', control: (p) => p.getByRole('button', { name: /^AK-47 \| Redline/ }), shown: { selector: '[role=dialog]' } },
  { route: 'inventory', path: '/inventory', label: 'inventory: sort Value', control: (p) => p.getByRole('button', { name: 'Value', exact: true }), shown: { selector: '[aria-pressed=true]', text: 'Value' } },
  { route: 'upgrader', path: '/upgrader', label: 'upgrader: item', control: (p) => p.getByRole('button', { name: /^AK-47 \| Redline/ }), shown: { selector: 'body', text: 'Step 2 of' } },
  { route: 'profile', path: '/profile', label: 'profile: trade link', control: (p) => p.getByRole('button', { name: /^Steam trade link/ }), shown: { selector: '[role=dialog]' } },
  { route: 'payment', path: '/payment', label: 'payment: Buy 500', control: (p) => p.getByRole('button', { name: /^Buy 500 crystals/ }), shown: { selector: '[role=dialog]' } },
].filter((tap) => !ONLY || ONLY.test(tap.label));

// The routes come from the route table: a renamed route fails here rather than measuring nothing.
const table = readFileSync(new URL('../../src-ui/navigation/routeTable.ts', import.meta.url), 'utf8');
for (const { route } of TAPS) if (!new RegExp(`\\b${route}: \\{`).test(table)) throw new Error(`no route "${route}" in routeTable.ts`);

const stop = await serve();
const browser = await launch();
const results = new Map(TAPS.map((tap) => [tap.label, []]));
const loads = [loadavg()[0]];
try {
  for (let run = 0; run < RUNS; run++) {
    for (const tap of TAPS) {
      const { context, page } = await demoPage(browser);
      try {
        await observeTaps(page);
        await page.goto(`${BASE}${tap.path}`);
        const control = tap.control(page);
        await control.waitFor();
        await control.scrollIntoViewIfNeeded();
        await page.waitForTimeout(1000);
        const cdp = await throttle(page, RATE);
        await page.waitForTimeout(1500);
        const profiling = PROFILE && run === 0;
        if (profiling) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
          await cdp.send('Profiler.start');
        }
        // A named stretch of work whose page time is known, to place the profile's samples on the page's clock.
        const marker = profiling ? await page.evaluate(() => (function tapProfileMarker() {
          const at = performance.now();
          while (performance.now() - at < 5) { /* busy */ }
          return at;
        })()) : null;
        const measured = await tapOnce(page, control, { shown: tap.shown });
        if (profiling) printTapProfile(tap.label, (await cdp.send('Profiler.stop')).profile, { marker, tap: measured });
        results.get(tap.label).push(measured);
        if (run === 0 && process.env.BENCH_SHOTS) await page.screenshot({ path: `${process.env.BENCH_SHOTS}/${tap.label.replace(/\W+/g, '-')}.png` });
      } catch (error) {
        console.error(`${tap.label}, run ${run + 1}: ${error.message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
    loads.push(loadavg()[0]);
  }
} finally {
  await browser.close();
  stop();
}

console.log(`Taps on the main routes, demo, ${RATE}x CPU throttle, median of ${RUNS} runs (load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`);
console.log('  Event Timing duration: tap until the next frame painted after its handlers; parts of the median tap: input delay / handlers / render to paint;');
console.log('  "shown": tap until what it leads to is in a painted frame.');
const rows = [];
for (const tap of TAPS) {
  const taps = results.get(tap.label);
  if (!taps.length) {
    rows.push({ label: tap.label, median: NaN });
    console.log(`  ${tap.label.padEnd(30)} no measurement`);
    continue;
  }
  const s = summarise(taps);
  rows.push({ label: tap.label, median: s.median });
  const verdict = s.median <= GOAL ? 'pass' : 'MISS';
  console.log(`  ${tap.label.padEnd(30)} median ${fmt(s.median).padStart(4)} ms  worst ${fmt(s.worst).padStart(4)} ms  (${parts(s.middle)})  shown ${s.shownMedian === null ? '—' : `${fmt(s.shownMedian)} ms`}  ${verdict}   runs ${s.runs.map(fmt).join(' ')}`);
}
const measured = rows.filter((r) => Number.isFinite(r.median));
const worst = measured.sort((a, b) => b.median - a.median)[0];
if (worst) console.log(`Worst tap: ${worst.label}, median ${fmt(worst.median)} ms   (goal <= ${GOAL} ms: ${worst.median <= GOAL ? 'pass' : 'MISS'})`);
