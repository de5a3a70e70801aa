import { expect, type Page, type Request } from './test';

export const isApiRequest = (url: URL): boolean => /^api\d\.localhost$/.test(url.hostname);

/** API requests the page has sent that have not finished or failed yet. */
export function countInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (isApiRequest(new URL(request.url()))) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Moves the page's paused clock `ms` forward in `stepMs` steps, letting the API calls each step
 * started finish before the next: retries and polls then happen on the page's timetable, not the
 * test's.
 */
export async function stepClock(page: Page, inFlight: () => number, ms: number, stepMs = 250): Promise<void> {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await page.clock.runFor(Math.min(stepMs, ms - passed));
    await expect.poll(inFlight).toBe(0);
  }
}
