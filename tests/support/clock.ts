import type { Page } from '@playwright/test';

/**
 * Stops the page's fake clock (installed with page.clock.install) about where it is: from then on
 * only runFor moves time. pauseAt cannot go back, and on a busy machine the page's time may pass
 * the point chosen before the call lands: then a later point is tried.
 */
export async function freezeClock(page: Page): Promise<void> {
  for (let margin = 250; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 20_000 || !String(error).includes('to the past')) throw error;
    }
  }
}
