import { expect, test, type Page } from '../support/test';
import { countSoundStarts, expectMainOpen, openToSpin, soundStarts } from '../support/pageHelpers';
import { countInFlight, stepClock } from '../support/inFlight';
import { withLoopbackApi } from '../support/loopbackHooks';
import { TelegramClient } from '../support/telegramClient';
import { freezeClock } from '../support/clock';

/**
 * Issue 15, the opening as a show, in live mode against the recorded messenger protocol: the
 * drop shared through the messenger's share link, and a device Telegram rates LOW keeping its
 * sounds and haptics while its reel drops the glow.
 */
const loopback = withLoopbackApi({ reset: true });

// The demo's regular player: English, 1,250 crystals; shard 2.
const PLAYER = { id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' };
const LOW_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Telegram-Android/11.2.3 (Samsung SM-A155F; Android 14; SDK 34; LOW)';
const STRIP = 'The roulette is spinning';
// The Blue Case's Open, on the messenger's MainButton.
const OPEN_BLUE = 'Open for 8.00';

async function launch(page: Page, path: string): Promise<TelegramClient> {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl(path, { user: PLAYER }));
  return telegram;
}

test.describe('the drop', () => {
  test('a graded reel; Share opens the messenger’s share link with the drop’s name and worth and the app’s link', async ({ page }) => {
    await page.clock.install();
    const telegram = await launch(page, '/cases/2');
    await openToSpin(page, { telegram, text: OPEN_BLUE });
    // Not rated LOW: the reel's tiles glow in their grade's colour, and the winner's tile has one.
    await expect(page.getByRole('img', { name: STRIP })).toHaveAttribute('data-effects', 'full');
    const tile = page.getByRole('img', { name: STRIP }).locator('[data-rarity] .strip-tile').first();
    expect(await tile.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/linear-gradient/);
    await telegram.receive('back_button_pressed');
    await page.getByRole('button', { name: 'Share the drop' }).click();
    const opened = (await telegram.events('web_app_open_tg_link')).map((e) => (e.data as { path_full: string }).path_full);
    expect(opened).toHaveLength(1);
    const link = new URL(`https://t.me${opened[0]}`);
    expect(link.pathname).toBe('/share/url');
    const me = loopback().backend.playerSnapshot(PLAYER.id);
    const drop = me?.inventory.at(-1);
    expect(link.searchParams.get('url')).toMatch(/^https:\/\/t\.me\/cs2cases_bot/);
    const weapon = (await page.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(link.searchParams.get('text')).toContain(weapon);
    expect(link.searchParams.get('text')).toMatch(new RegExp(`worth ${String(drop?.cost).replace('.', '\\.')}`));
  });
});

test('“Show the drop now” waits hidden in its place through the countdown, then shows where it was and jumps to the drop', async ({ page }) => {
  await page.clock.install();
  const telegram = await launch(page, '/cases/2');
  await expectMainOpen(telegram, OPEN_BLUE);
  await freezeClock(page);
  await telegram.pressMainButton();
  await expect(page.getByRole('status').filter({ hasText: 'Opening in 3' })).toHaveCount(1);
  // Not reachable while the reel waits: no role, no focus.
  await expect(page.getByRole('button', { name: 'Show the drop now' })).toHaveCount(0);
  // The reel is built in the countdown's first frames; then the page holds still until the spin.
  await page.clock.runFor(1000);
  await expect(page.locator('.strip-track')).toHaveCount(1);
  const waiting = await page.locator('button', { hasText: 'Show the drop now' }).boundingBox();
  await page.clock.runFor(2100);
  await expect(page.getByRole('img', { name: STRIP })).toBeVisible();
  const skip = page.getByRole('button', { name: 'Show the drop now' });
  await expect(skip).toBeVisible();
  // Shown in the place it held: the spin's start moves nothing on the page.
  expect(await skip.boundingBox()).toEqual(waiting);
  await skip.click();
  await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
});

test('“Show the drop now” goes once the reel rests on the drop, in the second before the drop is shown', async ({ page }) => {
  await page.clock.install();
  const telegram = await launch(page, '/cases/2');
  await openToSpin(page, { telegram, text: OPEN_BLUE });
  await expect(page.getByRole('button', { name: 'Show the drop now' })).toBeVisible();
  // Spec §9: the reel stops at 10 s; the drop is shown a second later.
  await page.clock.runFor(10_300);
  await expect(page.getByRole('img', { name: STRIP })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the drop now' })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
});

test.describe('a device Telegram rates LOW', () => {
  test.use({ userAgent: LOW_ANDROID });

  test('keeps the spin’s sounds and haptics; the reel drops its glow and flash, the confetti is the light one', async ({ page }) => {
    await countSoundStarts(page);
    await page.clock.install();
    const telegram = await launch(page, '/cases/2');
    // A drop worth more than the case: the result celebrates.
    loopback().backend.forceNextDrop('win');
    const inFlight = countInFlight(page);
    await openToSpin(page, { telegram, text: OPEN_BLUE });
    await expect(page.getByRole('img', { name: STRIP })).toHaveAttribute('data-effects', 'light');
    // Tiles keep their grade's edge, without the glow gradient.
    const tile = page.getByRole('img', { name: STRIP }).locator('[data-rarity] .strip-tile').first();
    expect(await tile.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    await stepClock(page, inFlight, 11_500, 500);
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    await expect(page.locator('[data-confetti]')).toHaveAttribute('data-confetti', 'light');
    expect((await telegram.events('web_app_trigger_haptic_feedback')).length).toBeGreaterThan(5);
    await expect.poll(() => soundStarts(page)).toBeGreaterThan(5);
  });
});
