#!/usr/bin/env node
/**
 * Lighthouse (performance only, its default mobile preset: Moto G Power screen, simulated slow
 * 4G and 4x CPU) on the home route of the production build in both run modes, 5 runs each in
 * Debian's Chromium, the median of each figure against the goals.  Run: npm run bench:lighthouse
 * BENCH_PORT picks the port (default 4176), BENCH_OUT_DIR the build folder (default dist-bench),
 * BENCH_RUNS the number of runs (default 5), BENCH_BUILD=0 reuses an existing build,
 * BENCH_ROUTES=demo or live measures one of them, BENCH_KEEP=<folder> keeps each run's report,
 * trace and DevTools log there (to see what Lighthouse's simulation made of a run),
 * BENCH_THROTTLING=devtools throttles the load itself (the same slow 4G and 4x CPU, applied by
 * Chrome) instead of simulating it: the figures are then observed, to check what the simulation
 * says about a change against a real throttled load (noisier; not the goals' method).
 *
 * The live route is the app on a live host (app.localhost) launched as the messenger launches it
 * (signed init data and a dark theme in the address's hash) against the end-to-end harness's
 * loopback API (the in-memory backend over HTTP, checking the signature), started here through
 * Vite's module loader so the TypeScript harness is used as it is. The build points its API at
 * that server (VITE_API_BASE_TEMPLATE), as the end-to-end build does.
 *
 * The demo route:
 * The measured page is the real home of a returning player, not the new user's onboarding: the
 * demo picks its mock user from localStorage (`cs2cases:demo.user`), so before each run the same
 * Chrome profile opens a one-line page of the same origin that sets the same keys the harness's
 * demoPage() sets (written into the bench's own build folder, loading none of the app), and that
 * tab is closed again, all through Chrome's DevTools HTTP endpoints (no puppeteer). Lighthouse 12
 * then does its usual storage reset before the load (HTTP cache, service workers, Cache Storage,
 * file systems: its default clearStorageTypes do not include Local Storage), so the app's files
 * are loaded cold while the user choice stays. Each run checks that the page it measured ended on
 * `/` (onboarding would have redirected to /onboarding) and fails loudly otherwise; Lighthouse's
 * finalDisplayedUrl does follow the app's client-side redirect (checked by priming the
 * 'newcomer' user: that run ended on /onboarding). The demo's default mock user is 'player' too,
 * so the priming pins what the harness pins rather than changing what an empty profile shows.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

process.env.BENCH_PORT ??= '4176';
process.env.BENCH_OUT_DIR ??= 'dist-bench';
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4186);
process.env.VITE_API_BASE_TEMPLATE = `http://api{shard}.localhost:${API_PORT}`;
const { serve, percentile, BASE, PORT } = await import('./harness.mjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTES = (process.env.BENCH_ROUTES ?? 'demo,live').split(',');
const PRIME_FILE = '__bench-prime.html';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const stop = await serve();
const primePath = `${process.env.BENCH_OUT_DIR}/${PRIME_FILE}`;
writeFileSync(primePath, `<!doctype html><meta charset="utf-8"><title>priming</title><script>
localStorage.clear();
localStorage.setItem('cs2cases:demo.user', 'player');
localStorage.setItem('cs2cases:demo.theme', 'dark');
document.title = 'primed';
</script>`);

const { createServer } = await import('vite');
const loader = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
const { startLoopbackApi } = await loader.ssrLoadModule('/tests/support/loopbackApi.ts');
const { signInitData } = await loader.ssrLoadModule('/tests/support/telegramInitData.ts');
const { DARK_THEME_PARAMS } = await loader.ssrLoadModule('/tests/support/telegramClient.ts');
const { mockUserByKey } = await loader.ssrLoadModule('/src-adapters/memory/backend/mockUsers.ts');
const api = await startLoopbackApi(API_PORT);

const player = mockUserByKey('player');
const launch = new URLSearchParams({
  tgWebAppData: signInitData({ id: player.id, first_name: player.firstName, last_name: player.lastName, username: player.username, language_code: player.languageCode }, Math.floor(Date.now() / 1000)),
  tgWebAppVersion: '8.0',
  tgWebAppPlatform: 'android',
  tgWebAppThemeParams: JSON.stringify(DARK_THEME_PARAMS),
});
const URLS = {
  demo: { url: `${BASE}/`, label: `demo home ${BASE}/ as player`, prime: true },
  live: { url: `http://app.localhost:${PORT}/#${launch}`, label: `live home http://app.localhost:${PORT}/ as player, loopback API :${API_PORT}`, prime: false },
};

const results = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(i + 1, URLS[route], route));
    results.push({ route, runs });
  }
} finally {
  rmSync(primePath, { force: true });
  stop();
  await api.close();
  await loader.close();
}
for (const { route, runs } of results) report(URLS[route].label, runs);
console.log(`  machine load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (on ${cpus().length} cores)`);

function report(label, runs) {
  const median = (key) => percentile(runs.map((r) => r[key]), 50);
  const ok = (pass) => (pass ? 'PASS' : 'MISS');
  const score = median('score');
  const fcp = median('fcp');
  const lcp = median('lcp');
  const tbt = median('tbt');
  const cls = median('cls');
  const si = median('si');
  const tti = median('tti');
  const method = process.env.BENCH_THROTTLING === 'devtools' ? 'throttling applied by Chrome, observed' : 'simulated throttling';
  console.log(`Lighthouse ${runs[0].version}, performance, mobile preset (${method}), ${label}, median of ${runs.length}`);
  console.log(`  performance score   ${String(score).padStart(6)}        (goal >= 95)      ${ok(score >= 95)}`);
  console.log(`  FCP                 ${s(fcp)}      (goal <= 1.5 s)   ${ok(fcp <= 1500)}`);
  console.log(`  LCP                 ${s(lcp)}      (goal <= 2.0 s)   ${ok(lcp <= 2000)}`);
  console.log(`  TBT                 ${`${tbt.toFixed(0)} ms`.padStart(8)}      (goal <= 200 ms)  ${ok(tbt <= 200)}`);
  console.log(`  CLS                 ${cls.toFixed(3).padStart(8)}      (goal <= 0.01)    ${ok(cls <= 0.01)}`);
  console.log(`  Speed Index         ${s(si)}`);
  console.log(`  Time to Interactive ${s(tti)}`);
  console.log('  per run (score / FCP / LCP / TBT / CLS / SI / TTI):');
  for (const r of runs) console.log(`    ${r.run}: ${r.score} / ${s(r.fcp).trim()} / ${s(r.lcp).trim()} / ${r.tbt.toFixed(0)} ms / ${r.cls.toFixed(3)} / ${s(r.si).trim()} / ${s(r.tti).trim()}   ended on ${r.finalUrl}`);
  if (method === 'simulated throttling') console.log(`  observed, unthrottled (median): FCP ${s(median('observedFcp')).trim()}, LCP ${s(median('observedLcp')).trim()}; the figures above are Lighthouse's simulation of a slow 4G phone from this trace`);
  for (const element of new Set(runs.map((r) => r.lcpElement))) console.log(`  LCP element: ${element} (${runs.filter((r) => r.lcpElement === element).length} of ${runs.length} runs)`);
  for (const r of runs) {
    for (const shift of r.shifts) console.log(`  layout shift, run ${r.run}: ${shift.score.toFixed(3)} ${shift.node} "${shift.label.slice(0, 40)}"${shift.causes.length ? ` (${shift.causes.join('; ')})` : ''}`);
  }
  const typical = runs.find((r) => r.tbt === tbt) ?? runs[0];
  console.log(`  run ${typical.run}, main thread (4x CPU): ${typical.work.join(', ')}`);
  console.log(`  run ${typical.run}, long tasks: ${typical.longTasks.join(' | ') || 'none'}`);
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  for (const w of warnings) console.log(`  Lighthouse warning: ${w}`);
}

function s(msValue) {
  return `${(msValue / 1000).toFixed(2)} s`.padStart(8);
}

/** One Lighthouse run in a fresh Chrome profile, primed as a returning player. */
async function measure(run, { url, prime: primed }, route) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    if (primed) await prime(chrome.port);
    const throttlingMethod = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`run ${run}: Lighthouse returned no report`);
    if (lhr.runtimeError) throw new Error(`run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.BENCH_KEEP) keep(`${process.env.BENCH_KEEP}/${route}-${run}`, result);
    const finalUrl = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalUrl !== '/') throw new Error(`run ${run}: the measured page ended on ${lhr.finalDisplayedUrl}, not the home route`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      node: item.node?.selector ?? item.node?.snippet ?? '(unknown)',
      label: (item.node?.nodeLabel ?? '').replace(/\s+/g, ' '),
      causes: (item.subItems?.items ?? []).map((c) => c.cause).filter(Boolean),
    }));
    return {
      run,
      version: lhr.lighthouseVersion,
      finalUrl,
      score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      tti: audit('interactive'),
      warnings: (lhr.runWarnings ?? []).map(String),
      observedFcp: observed.observedFirstContentfulPaint ?? NaN,
      observedLcp: observed.observedLargestContentfulPaint ?? NaN,
      lcpElement: lcpNode ? `${lcpNode.selector} "${(lcpNode.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)}"` : '(none)',
      shifts,
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => `${Math.round(t.duration)} ms ${String(t.url ?? '').replace(BASE, '')}`),
      work: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 4).map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`),
    };
  } finally {
    await chrome.kill();
  }
}

/** One run's report, trace and DevTools log, as Lighthouse's own -G/-A artifacts would keep them. */
function keep(prefix, { lhr, artifacts }) {
  mkdirSync(prefix.slice(0, prefix.lastIndexOf('/')), { recursive: true });
  writeFileSync(`${prefix}.report.json`, JSON.stringify(lhr));
  writeFileSync(`${prefix}.trace.json`, JSON.stringify(artifacts.Trace));
  writeFileSync(`${prefix}.devtoolslog.json`, JSON.stringify(artifacts.DevtoolsLog));
}

/** Opens the priming page in a new tab of this Chrome, waits for it to set the keys, closes it. */
async function prime(port) {
  const devtools = `http://127.0.0.1:${port}`;
  const target = await (await fetch(`${devtools}/json/new?${BASE}/${PRIME_FILE}`, { method: 'PUT' })).json();
  for (let i = 0; ; i++) {
    const tabs = await (await fetch(`${devtools}/json/list`)).json();
    if (tabs.some((t) => t.id === target.id && t.title === 'primed')) break;
    if (i > 100) throw new Error('the priming page did not run');
    await new Promise((r) => setTimeout(r, 100));
  }
  await fetch(`${devtools}/json/close/${target.id}`);
}
