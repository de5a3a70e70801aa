/**
 * Ports and build folder of the end-to-end run. Defaults for CI; parallel local runs (several
 * developers or agents on one machine) pick their own with E2E_APP_PORT, E2E_API_PORT, E2E_OUT_DIR.
 *
 * The live app is built with one API address (API_PORT), where a front proxy listens; each
 * Playwright worker runs its own loopback server on `workerApiPort(worker)` and opens the live app
 * as `app-w{worker}.localhost`, which is how the proxy knows whose server a call is for.
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4180);
export const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
/**
 * Playwright workers. Three on the 2-core CI machine: with the headless shell two workers left
 * the cores partly idle (tests wait on pages, pages on tests); three kept them 92 % busy and ran
 * the suite in 6.3 min instead of 7.5.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

/** The loopback API server of a worker (its `parallelIndex`). */
export function workerApiPort(worker: number): number {
  return API_PORT + 1 + worker;
}

/** The live app's origin for a worker: a sub-domain of localhost is not a development host, so live mode runs. */
export function liveAppOrigin(worker: number, port = APP_PORT): string {
  return `http://app-w${worker}.localhost:${port}`;
}

/** The worker a live app's request comes from, read from its Origin (or Referer) header. */
export function workerOfOrigin(origin: string | undefined): number | null {
  const match = /^https?:\/\/app-w(\d+)\.localhost(?::\d+)?(?:\/|$)/.exec(origin ?? '');
  return match ? Number(match[1]) : null;
}
