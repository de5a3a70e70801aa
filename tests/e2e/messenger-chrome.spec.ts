import { expect, test } from '../support/test';
import { withLoopbackApi } from '../support/loopbackHooks';
import { DARK_THEME_PARAMS, LIGHT_THEME_PARAMS, TelegramClient } from '../support/telegramClient';
import { expectMainOpen } from '../support/pageHelpers';

/**
 * Issue 15, at the protocol level through the real SDK: the messenger's header, background and
 * bottom bar in the app's colours; the safe areas Telegram reports applied to every route; the
 * bot's permission to write asked before a task whose instruction comes by message.
 */
const loopback = withLoopbackApi({ reset: true });

// Known to the demo backend: English, with the daily 'Add the link to your Telegram bio' task.
const PLAYER = { id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' };

test('the messenger’s header, background and bottom bar take the app’s colours, on start and after theme_changed', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/', { user: PLAYER, theme: DARK_THEME_PARAMS }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const colours = async () => ({
    header: (await telegram.lastEvent('web_app_set_header_color'))?.data,
    background: (await telegram.lastEvent('web_app_set_background_color'))?.data,
    bottomBar: (await telegram.lastEvent('web_app_set_bottom_bar_color'))?.data,
  });
  // The page's background above and behind it, the bottom navigation's card colour below.
  await expect.poll(colours).toEqual({
    header: { color: DARK_THEME_PARAMS.bg_color }, background: { color: DARK_THEME_PARAMS.bg_color }, bottomBar: { color: DARK_THEME_PARAMS.secondary_bg_color },
  });
  // A light palette: Telegram's grey secondary page under the header, cards (the bottom bar) white.
  await telegram.receive('theme_changed', { theme_params: LIGHT_THEME_PARAMS });
  await expect.poll(colours).toEqual({
    header: { color: LIGHT_THEME_PARAMS.secondary_bg_color }, background: { color: LIGHT_THEME_PARAMS.secondary_bg_color }, bottomBar: { color: LIGHT_THEME_PARAMS.bg_color },
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(await nav.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('the safe areas Telegram reports pad every route, the opening and the upgrader included', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/', { user: PLAYER }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await telegram.receive('safe_area_changed', { top: 20, bottom: 30, left: 6, right: 8 });
  await telegram.receive('content_safe_area_changed', { top: 40, bottom: 2, left: 0, right: 0 });
  const padding = () => page.locator('main').first().evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft];
  });
  // 16 px of our own on each side, plus the device's and the messenger's insets; above the bottom bar (64 + 24) too.
  await expect.poll(padding).toEqual(['76px', '24px', '120px', '22px']);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(await nav.evaluate((element) => getComputedStyle(element).paddingBottom)).toBe('32px');

  // The upgrader, and the opening (a full-screen route without the bottom bar), keep the same insets.
  await page.goto(telegram.launchUrl('/upgrader', { user: PLAYER }));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await telegram.receive('safe_area_changed', { top: 20, bottom: 30, left: 6, right: 8 });
  await telegram.receive('content_safe_area_changed', { top: 40, bottom: 2, left: 0, right: 0 });
  await expect.poll(padding).toEqual(['76px', '24px', '120px', '22px']);
  await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER }));
  // Open is the messenger's MainButton.
  await expectMainOpen(telegram, 'Open for 8.00');
  await telegram.pressMainButton();
  await expect(page).toHaveURL(/\/cases\/2\/opening$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await telegram.receive('safe_area_changed', { top: 10, bottom: 12, left: 0, right: 0 });
  await telegram.receive('content_safe_area_changed', { top: 40, bottom: 2, left: 0, right: 0 });
  await expect.poll(padding).toEqual(['66px', '16px', '30px', '16px']);
});

test('a task whose instruction comes by message asks the bot’s permission first: refused claims nothing, allowed claims', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/', { user: PLAYER }));
  const row = page.getByRole('listitem').filter({ hasText: 'Add the link to your Telegram bio' });
  const claims = () => loopback().requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/tasks/')).length;

  await row.getByRole('button', { name: 'Check' }).click();
  await expect.poll(async () => (await telegram.events('web_app_request_write_access')).length).toBe(1);
  await telegram.receive('write_access_requested', { status: 'cancelled' });
  await expect(page.getByText(/Allow the bot to message you/)).toBeVisible();
  expect(claims()).toBe(0);

  await row.getByRole('button', { name: 'Check' }).click();
  await expect.poll(async () => (await telegram.events('web_app_request_write_access')).length).toBe(2);
  await telegram.receive('write_access_requested', { status: 'allowed' });
  await expect.poll(claims).toBe(1);
  await expect(row.getByText('Done')).toBeVisible();
  // The grant is remembered: the next such claim does not ask again.
  await page.getByRole('listitem').filter({ hasText: 'Mention the bot in your Steam nickname' }).getByRole('button', { name: 'Check' }).click();
  await expect.poll(claims).toBe(2);
  expect(await telegram.events('web_app_request_write_access')).toHaveLength(2);
});

test('Paste in the trade-link sheet reads the clipboard through the messenger', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/profile', { user: PLAYER }));
  await page.getByRole('button', { name: /^Steam trade link/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Steam trade link' });
  await sheet.getByRole('button', { name: 'Paste' }).click();
  await expect.poll(async () => (await telegram.events('web_app_read_text_from_clipboard')).length).toBe(1);
  const request = (await telegram.lastEvent('web_app_read_text_from_clipboard'))?.data as { req_id: string };
  const link = 'https://steamcommunity.com/tradeoffer/new/?partner=31337&token=Pasted_1';
  await telegram.receive('clipboard_text_received', { req_id: request.req_id, data: ` ${link} ` });
  await expect(sheet.getByRole('textbox', { name: 'Trade link URL' })).toHaveValue(link);
});

test('a tap that picks another choice of a picker is one selection haptic; the chosen one, tapped again, none (issue 27)', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/cases', { user: PLAYER }));
  const selections = async () => (await telegram.events('web_app_trigger_haptic_feedback')).filter((e) => (e.data as { type: string }).type === 'selection_change').length;
  await page.getByRole('button', { name: 'Popular' }).click();
  await expect(page.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
  expect(await selections()).toBe(1);
  await page.getByRole('button', { name: 'Popular' }).click();
  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(await selections()).toBe(2);
});
