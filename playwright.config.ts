import { defineConfig, devices } from '@playwright/test';
import { API_PORT, APP_PORT, OUT_DIR, WORKERS } from './tests/support/ports';

/**
 * End-to-end tests in Debian's Chromium headless shell (never a downloaded browser). One
 * production build serves both modes: 127.0.0.1 runs the demo, app-w{worker}.localhost runs live
 * against the loopback API that each worker's live tests start, reached through the front proxy
 * of globalSetup at api{shard}.localhost:API_PORT (tests/support/ports.ts). Workers share nothing
 * else: demo state lives in each browser context's storage.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  globalSetup: './tests/e2e/globalSetup.ts',
  retries: 0,
  forbidOnly: true,
  outputDir: `test-results/${OUT_DIR}`,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // Traces record every action's snapshots even when they are thrown away: on the 2-core machine
    // that cost 18 % of the suite's time (56 tests: 122 s with, 101 s without, two runs each), and
    // CI keeps only what the run prints. E2E_TRACE=retain-on-failure records them for a local run.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off',
    launchOptions: {
      // Debian's headless shell of the same Chromium: without the desktop browser's compositing and
      // window machinery, the 2-core machine ran the suite in 7.5 min instead of 11.9-13.6 (the
      // full browser's own process took more CPU than the pages). E2E_CHROMIUM picks another.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `VITE_API_BASE_TEMPLATE=http://api{shard}.localhost:${API_PORT} npx vite build --logLevel warn --outDir ${OUT_DIR} && npx vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort --outDir ${OUT_DIR}`,
    url: `http://127.0.0.1:${APP_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
