/**
 * Shared by the benchmarks: serve the production build on loopback, drive Debian's Chromium.
 * They print figures; they never fail a build by themselves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const PORT = Number(process.env.BENCH_PORT ?? 4175);
export const BASE = `http://127.0.0.1:${PORT}`;

/**
 * Builds (unless BENCH_BUILD=0 and a build is there) and serves the production build.
 * BENCH_OUT_DIR picks the folder (default dist), so a benchmark can keep its build apart.
 */
export async function serve() {
  const outDir = process.env.BENCH_OUT_DIR || 'dist';
  if (!existsSync(`${outDir}/index.html`) || process.env.BENCH_BUILD !== '0') {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', outDir], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) break;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return () => { try { process.kill(-server.pid); } catch { /* gone */ } };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export async function demoPage(browser, { user = 'player', theme = 'dark' } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(([u, t]) => {
    if (!sessionStorage.getItem('bench')) { localStorage.clear(); sessionStorage.setItem('bench', '1'); }
    localStorage.setItem('cs2cases:demo.user', u);
    localStorage.setItem('cs2cases:demo.theme', t);
  }, [user, theme]);
  return { context, page };
}

export async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (v) => `${Number.isFinite(v) ? v.toFixed(1) : 'n/a'} ms`;

/**
 * Live-feed-like main-thread load while a benchmark measures: every second, build and throw away
 * a hundred off-screen rows and force a layout. Stop it with `clearInterval(window.__benchLoad)`.
 */
export async function startFeedLikeLoad(page) {
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.style.cssText = 'position:fixed;left:-9999px;top:0';
    document.body.append(host);
    window.__benchLoad = setInterval(() => {
      host.replaceChildren(...Array.from({ length: 100 }, (_, i) => {
        const row = document.createElement('div');
        row.textContent = `win ${i} +${(Math.random() * 100).toFixed(0)}%`;
        return row;
      }));
      host.getBoundingClientRect();
    }, 1000);
  });
}
