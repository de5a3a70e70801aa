import { expect, type Page } from '@playwright/test';
import { freezeClock } from './clock';
import type { TelegramClient } from './telegramClient';

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
 * How the player taps Open on a case page: the page's own button of that name (the demo, clients
 * before Bot API 6.1), or — in live mode — the messenger's MainButton, which must say exactly `text`.
 */
export type OpenControl = string | { readonly telegram: TelegramClient; readonly text: string };

/** In live mode: the MainButton says exactly `text` and can be pressed (the page draws no Open of its own). */
export async function expectMainOpen(telegram: TelegramClient, text: string): Promise<void> {
  await expect.poll(() => telegram.mainButton()).toEqual({ text, active: true, progress: false });
}

/**
 * On the Blue Case's page (8 crystals, or the Open control `open`): freezes the page's clock,
 * taps Open and runs the 3 s countdown; resolves once the reel's animation runs (its ticks and
 * haptics are scheduled from here). In live mode the MainButton is gone by then: no second Open mid-spin.
 */
export async function openToSpin(page: Page, open: OpenControl = 'Open for 8'): Promise<void> {
  if (typeof open === 'string') {
    await expect(page.getByRole('button', { name: open })).toBeVisible();
    await freezeClock(page);
    await page.getByRole('button', { name: open }).click();
  } else {
    await expectMainOpen(open.telegram, open.text);
    await freezeClock(page);
    await open.telegram.pressMainButton();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Opening in 3' })).toHaveCount(1);
  if (typeof open !== 'string') await expect.poll(() => open.telegram.mainButton()).toBeNull();
  await page.clock.runFor(3100);
  await expectReelRunning(page);
}

/**
 * Resolves once the reel's animation runs. The reel's rest (and the ticks) are timed from its start,
 * which the browser reports in a task of its own, on real time: a clock run begun before it would
 * not hold the rest.
 */
export async function expectReelRunning(page: Page): Promise<void> {
  const strip = page.getByRole('img', { name: 'The roulette is spinning' });
  await expect(strip).toBeVisible();
  await expect.poll(() => strip.evaluate((reel) => reel.getAnimations({ subtree: true }).some((a) => !a.pending && a.playState === 'running'))).toBe(true);
}
