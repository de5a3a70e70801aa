import { expect, test } from '../support/test';
import { withLoopbackApi } from '../support/loopbackHooks';
import { TelegramClient } from '../support/telegramClient';
import { expectReelRunning } from '../support/pageHelpers';

/**
 * The messenger's own bottom buttons in live mode, through the real SDK (the test is the Telegram
 * client: recorded postEvent, delivered events): the case page's Open is Telegram's MainButton,
 * its luck code the SecondaryButton; an older client gets the page's own bar instead.
 */
const loopback = withLoopbackApi();

// Known to the demo backend: balance 250000, English on shard 2 (see mockUsers).
const PLAYER = { id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' };

test('the MainButton says Open for the price and its press opens the case once', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_main_button'))?.data).toMatchObject({
    is_visible: true, is_active: true, is_progress_visible: false, text: 'Open for 8.00', color: '#ff8a1f', text_color: '#1b1000',
  });
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_secondary_button'))?.data).toMatchObject({ is_visible: true, text: 'Luck code' });
  // The page draws no Open of its own while the messenger does.
  await expect(page.getByRole('button', { name: /^Open for/ })).toHaveCount(0);
  const opensBefore = loopback().requests.filter((r) => r.path.endsWith('/open/')).length;
  // A double press: one opening.
  await telegram.receive('main_button_pressed');
  await telegram.receive('main_button_pressed');
  await expect(page).toHaveURL(/\/cases\/2\/opening$/);
  await expect(page.getByText('Opening in 3').first()).toBeVisible();
  // Leaving the case page takes its buttons away.
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_main_button'))?.data).toEqual({ is_visible: false });
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_secondary_button'))?.data).toEqual({ is_visible: false });
  await expect.poll(() => loopback().requests.filter((r) => r.path.endsWith('/open/')).length, { timeout: 10_000 }).toBe(opensBefore + 1);
});

test('the SecondaryButton opens the luck-code editor', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER }));
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_secondary_button'))?.data).toMatchObject({ is_visible: true });
  await telegram.receive('secondary_button_pressed');
  await expect(page.getByRole('dialog', { name: 'Your luck code' })).toBeVisible();
});

test('a client before Bot API 6.1 gets the page’s own Open bar, and no MainButton is asked for', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER, version: '6.0' }));
  const open = page.getByRole('button', { name: 'Open for 8.00' });
  await expect(open).toBeVisible();
  await expect(page.getByRole('button', { name: 'Luck code' })).toBeVisible();
  expect(await telegram.events('web_app_setup_main_button')).toEqual([]);
  await open.click();
  await expect(page).toHaveURL(/\/cases\/2\/opening$/);
});

test('the Settings item of the messenger’s menu leads to the profile’s settings', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/cases', { user: PLAYER }));
  await expect(page.getByRole('heading', { name: 'Cases' })).toBeVisible();
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_settings_button'))?.data).toEqual({ is_visible: true });
  await telegram.receive('settings_button_pressed');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('group', { name: 'Settings' })).toBeInViewport();
});

test('the spin takes the whole screen (web_app_request_fullscreen) and gives it back at the drop', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER }));
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_main_button'))?.data).toMatchObject({ is_visible: true, text: 'Open for 8.00' });
  expect(await telegram.events('web_app_request_fullscreen')).toHaveLength(0);
  await telegram.receive('main_button_pressed');
  await expect(page.getByText('Opening in 3').first()).toBeVisible();
  await expect.poll(async () => (await telegram.events('web_app_request_fullscreen')).length).toBe(1);
  await telegram.receive('fullscreen_changed', { is_fullscreen: true });
  await page.clock.runFor(3100);
  await expectReelRunning(page);
  const skip = page.getByRole('button', { name: 'Show the drop now' });
  await expect(skip).toBeVisible();
  expect(await telegram.events('web_app_exit_fullscreen')).toHaveLength(0);
  await page.clock.runFor(10_100);
  // The reel rests on the drop: nothing is left to skip, the drop shows a moment later.
  await expect(skip).toBeHidden();
  await page.clock.runFor(1500);
  await expect(page.getByRole('button', { name: /^Sell for/ })).toBeVisible();
  await expect.poll(async () => (await telegram.events('web_app_exit_fullscreen')).length).toBe(1);
});
