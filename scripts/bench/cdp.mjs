/**
 * A bare DevTools-protocol driver for benchmarks that measure big answers: Debian's headless shell
 * of Chromium (the same engine without the browser's own pages, whose omnibox pages would run
 * beside the measured one; BENCH_CHROMIUM picks another build) with a debugging port, one page per browser context, and only the domains a
 * measurement asks for. Playwright always enables the Network domain on its pages, and the network
 * agent then keeps and decodes every answer for the inspector (for an 18 MB answer a task of about
 * 200 ms at 4x CPU throttle, which no player's WebView runs); here the Network domain is never
 * enabled. `ws` speaks the protocol's WebSocket.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--remote-debugging-port=0'];

/** Starts Chromium and connects to it. `close()` ends both. */
export async function launchBare() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-cdp-'));
  // A process group of its own: the browser's helper processes (GPU, zygotes) share its stderr,
  // and a helper left running would keep this process from exiting.
  const chrome = spawn(process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium-headless-shell', [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const endpoint = await new Promise((resolve, reject) => {
    let seen = '';
    chrome.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on (ws:\S+)/.exec(seen);
      if (match) resolve(match[1]);
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened: ${seen.slice(-500)}`)));
  });
  const socket = new WebSocket(endpoint, { perMessageDeflate: false, maxPayload: 1 << 30 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 0;
  const waiting = new Map();
  const listeners = new Set();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.id !== undefined) {
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) pending?.reject(new Error(`${pending.method}: ${message.error.message}`));
      else pending?.resolve(message.result);
    } else {
      for (const listener of listeners) listener(message);
    }
  });
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { resolve, reject, method });
    socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
  });

  return {
    /** A browser-level command (Tracing, for one). */
    send: (method, params) => send(method, params),
    /** Browser-level events. */
    on(method, listener) {
      const wrapped = (message) => !message.sessionId && message.method === method && listener(message.params);
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },
    /** A Chromium trace of the whole browser until `stop()`, written to `path` (open it in DevTools' Performance panel). */
    trace(path) {
      const events = [];
      const offData = this.on('Tracing.dataCollected', ({ value }) => {
        for (const event of value) events.push(event);
      });
      const started = send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink,disabled-by-default-v8.cpu_profiler', transferMode: 'ReportEvents' });
      let stopped = false;
      return {
        stop: async () => {
          if (stopped) return;
          stopped = true;
          await started;
          const complete = new Promise((resolve) => {
            const off = this.on('Tracing.tracingComplete', () => {
              off();
              resolve();
            });
          });
          await send('Tracing.end');
          await complete;
          offData();
          writeFileSync(path, JSON.stringify({ traceEvents: events }));
        },
      };
    },
    /** A page of its own (its own context: no storage shared), 390x844 at 2x, as the benches' phones. */
    async newPage() {
      const { browserContextId } = await send('Target.createBrowserContext');
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const page = (method, params) => send(method, params, sessionId);
      await page('Page.enable');
      await page('Runtime.enable');
      await page('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: false });
      return {
        send: page,
        /** Events of this page's session. */
        on(method, listener) {
          const wrapped = (message) => message.sessionId === sessionId && message.method === method && listener(message.params);
          listeners.add(wrapped);
          return () => listeners.delete(wrapped);
        },
        /** Runs `fn(arg)` in the page (awaited) and returns its JSON-able value. */
        async evaluate(fn, arg) {
          const { result, exceptionDetails } = await page('Runtime.evaluate', { expression: `(${fn})(${JSON.stringify(arg)})`, awaitPromise: true, returnByValue: true });
          if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
          return result.value;
        },
        /** Polls `fn(arg)` in the page until it is truthy. */
        async waitFor(fn, arg, { timeout = 60_000, every = 200 } = {}) {
          const until = Date.now() + timeout;
          while (!(await this.evaluate(fn, arg))) {
            if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${String(fn).slice(0, 80)}`);
            await new Promise((resolve) => setTimeout(resolve, every));
          }
        },
        /** Navigates and waits for the load event (a minute at most). */
        async goto(url) {
          let off;
          const loaded = new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no load event within 60 s: ${url}`)), 60_000);
            off = this.on('Page.loadEventFired', () => {
              clearTimeout(timer);
              resolve();
            });
          });
          try {
            await page('Page.navigate', { url });
            await loaded;
          } finally {
            off();
          }
        },
        async screenshot(path) {
          const { data } = await page('Page.captureScreenshot', { format: 'png' });
          writeFileSync(path, Buffer.from(data, 'base64'));
        },
        async close() {
          await send('Target.closeTarget', { targetId });
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      socket.close();
      const exited = chrome.exitCode === null ? new Promise((resolve) => chrome.once('exit', resolve)) : Promise.resolve();
      try {
        process.kill(-chrome.pid, 'SIGKILL');
      } catch { /* the group is gone */ }
      await exited;
      chrome.stderr.destroy();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
