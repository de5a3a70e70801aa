import { expect, test } from '../support/test';
import { withLoopbackApi } from '../support/loopbackHooks';
import { API_PORT } from '../support/ports';
import { LIGHT_THEME_PARAMS, TelegramClient } from '../support/telegramClient';

/**
 * Live mode through the real @twa-dev/sdk code: the test is the Telegram client (launch
 * parameters, web-view proxy, receiveEvent) and a loopback server is the API.
 */
const loopback = withLoopbackApi();

// Known to the demo backend: balance 250000, Russian, shard 3.
const RICH = { id: 700000023, first_name: 'Мария', last_name: 'Голд', username: 'maria_gold', language_code: 'ru' };
// Unknown to the backend: a brand-new player on shard 8.
const NEWCOMER = { id: 4503599627370498, first_name: 'Neo', language_code: 'en' };

test('signed init data reaches the user’s shard, and the profile drives the screen', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/', { user: RICH }));
  await expect(page.getByRole('heading', { name: 'Открывай кейсы. Выигрывай скины.' })).toBeVisible();
  await expect(page.getByText(/250\s000,00 кристалла/)).toBeVisible();
  const me = loopback().requests.find((r) => r.path === '/api/me/');
  expect(me?.host).toBe(`api3.localhost:${API_PORT}`);
  expect(me?.headers.authorization).toMatch(/^tma .*auth_date=.*hash=[0-9a-f]{64}/);
  expect(me?.headers.accept).toContain('application/json');
  expect(await telegram.events('web_app_ready')).toHaveLength(1);
  // No demo chrome in live mode.
  await expect(page.getByText('Демо')).toHaveCount(0);
});

test('home’s own reads go out with the profile, not after it, and each is sent once', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  // The profile is held back until the feed's and the case list's reads have reached the server.
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => {
    releaseProfile = resolve;
  });
  await page.route('**/api/me/', async (route) => {
    await profileHeld;
    await route.continue();
  });
  const reads = (path: string) => loopback().requests.filter((r) => r.method === 'GET' && r.path === path);
  await page.goto(telegram.launchUrl('/', { user: RICH }));
  await expect.poll(() => [reads('/api/live/').length, reads('/api/cases/').length]).toEqual([1, 1]);
  expect(reads('/api/me/')).toHaveLength(0);
  releaseProfile();
  // Home draws the feed from the early answer.
  await expect(page.getByRole('list', { name: 'Последние выигрыши других игроков' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/250\s000,00 кристалла/)).toBeVisible();
  expect(reads('/api/live/')).toHaveLength(1);
  expect(reads('/api/cases/')).toHaveLength(1);
  expect(reads('/api/live/')[0]?.headers.authorization).toMatch(/^tma .*hash=[0-9a-f]{64}/);
});

test('a screen that declares no early reads sends none: the inventory asks only for what it shows', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/inventory', { user: RICH }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => loopback().requests.some((r) => r.path === '/api/inventory/')).toBe(true);
  expect(loopback().requests.filter((r) => r.path === '/api/live/' || r.path === '/api/cases/')).toEqual([]);
});

test('the native Back button follows the route and its press goes back one step', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/', { user: RICH }));
  const nav = page.getByRole('navigation', { name: 'Главная навигация' });
  await expect(nav).toBeVisible();
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_back_button'))?.data).toEqual({ is_visible: false });
  await nav.getByRole('link', { name: 'Игры' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_back_button'))?.data).toEqual({ is_visible: true });
  await nav.getByRole('link', { name: 'Инвентарь' }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  await telegram.receive('back_button_pressed');
  await expect(page).toHaveURL(/\/games$/);
  await telegram.receive('back_button_pressed');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect.poll(async () => (await telegram.lastEvent('web_app_setup_back_button'))?.data).toEqual({ is_visible: false });
});

test('a brand-new player is onboarded; ids near 2^52 pick the right shard', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/', { user: NEWCOMER }));
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to CS2 Cases' })).toBeVisible();
  expect(loopback().requests.find((r) => r.path === '/api/me/')?.host).toBe(`api8.localhost:${API_PORT}`);
});

test('the theme follows the messenger’s theme_changed event', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/', { user: RICH }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(23, 33, 43)');
  // Light: the page is Telegram's grey secondary colour (its sections, the cards, are white).
  await telegram.receive('theme_changed', { theme_params: LIGHT_THEME_PARAMS });
  await expect.poll(background).toBe('rgb(239, 239, 243)');
});

test('a refused signature: 401 toast, then the app closes after 2 s', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  // Time stands still until the test moves it, so the 2 s can be measured exactly.
  await page.clock.install({ time: new Date('2026-11-21T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-21T12:00:01Z'));
  await page.goto(telegram.launchUrl('/', { user: RICH, botToken: '999:not-the-bot' }));
  await expect(page.getByText('Ошибка авторизации. Перезапустите приложение')).toBeVisible();
  expect(await telegram.events('web_app_close')).toHaveLength(0);
  await page.clock.runFor(1900);
  expect(await telegram.events('web_app_close')).toHaveLength(0);
  await page.clock.runFor(200);
  await expect.poll(async () => (await telegram.events('web_app_close')).length).toBe(1);
  // A failed profile means "not a first visit": the home screen, not a loader.
  await expect(page.getByRole('heading', { name: 'Открывай кейсы. Выигрывай скины.' })).toBeVisible();
});
