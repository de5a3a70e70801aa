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

/**
 * Lets React render what the last timers changed. Its scheduler runs on real message events, which
 * the fake clock does not hold: three rounds of messages let a deferred render in behind them.
 */
export async function letReactRender(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    let rounds = 0;
    channel.port1.onmessage = () => (++rounds < 3 ? channel.port2.postMessage(null) : resolve());
    channel.port2.postMessage(null);
  }));
}
