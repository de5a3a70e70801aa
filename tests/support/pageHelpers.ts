import { expect, type Page } from '@playwright/test';
import { freezeClock } from './clock';

/** Navigates inside the app (no reload), so faults injected in the page's memory survive. */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  // The router hears history only once the app has rendered (the first render is a transition
  // that may end after the load event): index.html's start page has no <main>, the app has.
  await page.locator('main').waitFor();
  await page.evaluate((p) => {
    window.history.pushState({ idx: 1 }, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Counts every sound the page starts on the audio clock (each AudioBufferSourceNode.start), from its first script on. */
export async function countSoundStarts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __soundStarts: number };
    w.__soundStarts = 0;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function patched(...args: Parameters<typeof start>) {
      w.__soundStarts++;
      return start.apply(this, args);
    };
  });
}

/** The sounds started so far (see countSoundStarts). */
export function soundStarts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __soundStarts: number }).__soundStarts);
}

/**
 * On the Blue Case's page (8 crystals, or the Open button named `open`): freezes the page's clock,
 * taps Open and runs the 3 s countdown; resolves once the reel's animation runs (its ticks and
 * haptics are scheduled from here).
 */
export async function openToSpin(page: Page, open = 'Open for 8'): Promise<void> {
  const strip = page.getByRole('img', { name: 'The roulette is spinning' });
  await expect(page.getByRole('button', { name: open })).toBeVisible();
  await freezeClock(page);
  await page.getByRole('button', { name: open }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening in 3' })).toHaveCount(1);
  await page.clock.runFor(3100);
  await expect(strip).toBeVisible();
  await expect.poll(() => strip.evaluate((reel) => reel.getAnimations({ subtree: true }).some((a) => !a.pending && a.playState === 'running'))).toBe(true);
}
