import { expect, type Page } from '@playwright/test';

/**
 * Events a test waits for before it checks that something did not happen, instead of a fixed
 * sleep that a busy machine can outlast.
 */

/**
 * Resolves once the page has drawn `count` more frames: what the last event started has been
 * rendered, laid out and painted (lazy images in view have been asked for). Not under page.clock,
 * which fakes requestAnimationFrame: there, letReactRender (tests/support/clock.ts).
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate((n) => new Promise<void>((resolve) => {
    const frame = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => frame(left - 1)));
    frame(n);
  }), count);
}

/**
 * How many answers to `pathname` the page itself has received whole (its resource timing entries,
 * which the renderer adds once a body has arrived — later than the test process hears of it).
 */
export function answersReceived(page: Page, pathname: string): Promise<number> {
  return page.evaluate((path) => performance.getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === path).length, pathname);
}

/** What `untilQuiet` watches: the page's requests of the kinds that carry the app's work. */
export interface RequestWatch {
  /** Requests started and not yet finished or failed. */
  readonly open: () => number;
  /** Requests started so far. */
  readonly started: () => number;
}

/**
 * Watches the page's document, script, fetch and XHR requests (not images, fonts or media: an
 * unreachable image host may take long to fail, and no screen waits on one).
 */
export function watchRequests(page: Page): RequestWatch {
  const open = new Set<unknown>();
  let started = 0;
  const counted = (type: string) => type === 'document' || type === 'script' || type === 'fetch' || type === 'xhr';
  page.on('request', (request) => {
    if (!counted(request.resourceType())) return;
    started++;
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return { open: () => open.size, started: () => started };
}

/**
 * Resolves once a round of two frames and the answers to every request open has started no new
 * request: a screen's chunk, then its data, then what it draws from them have all come in.
 */
export async function untilQuiet(page: Page, watch: RequestWatch, rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const started = watch.started();
    await nextFrames(page);
    await expect.poll(watch.open).toBe(0);
    if (watch.started() === started) return;
  }
  throw new Error(`the page still started requests after ${rounds} rounds`);
}

/**
 * Resolves once every finite CSS animation and transition in the page has ended: an entrance that
 * slides or fades in has reached its place and its colours. Runs on the document's timeline, so
 * also under page.clock.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined))));
}
