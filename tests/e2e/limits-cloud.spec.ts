import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { withLoopbackApi } from '../support/loopbackHooks';
import { expectMainOpen, openToSpin } from '../support/pageHelpers';
import { SharedCloudStorage, TelegramClient } from '../support/telegramClient';

/**
 * Limits follow the player (live mode, the real SDK): two emulated devices of one Telegram account
 * — two browser contexts, each its own storage — share the messenger's CloudStorage, which the
 * test plays on the Node side. A limit set on one, and the crystals spent on it, hold on the other.
 */
const loopback = withLoopbackApi({ reset: true });

// The demo's regular player: English, 1,250 crystals; shard 2.
const PLAYER = { id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' };
const DAILY = 'Cases and upgrades per day';

async function launch(page: Page, path: string, options: { cloud?: SharedCloudStorage; version?: string } = {}): Promise<TelegramClient> {
  const telegram = new TelegramClient(page);
  await telegram.install(options.cloud ? { cloud: options.cloud } : {});
  await page.goto(telegram.launchUrl(path, { user: PLAYER, ...(options.version ? { version: options.version } : {}) }));
  return telegram;
}

/** Another phone of the same player: a browser context of its own (its own storage), as the suite's pages are. */
async function secondDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'UTC' });
  return context.newPage();
}

/** The app leaves the front and comes back (the messenger minimised and opened again). */
async function backToFront(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

test('a limit set on one device, and what is spent on it, hold on another device of the same Telegram account', async ({ page, browser }) => {
  const cloud = new SharedCloudStorage();
  // The tablet is open on the Blue Case (8 crystals), before any limit.
  const tablet = await secondDevice(browser);
  const tabletTelegram = await launch(tablet, '/cases/2', { cloud });
  await expectMainOpen(tabletTelegram, 'Open for 8.00');

  // On the phone, the player sets a daily limit of 10 crystals.
  await page.clock.install();
  const telegram = await launch(page, '/limits', { cloud });
  await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
  await expect(page.getByTestId('limits-where')).toHaveText(/^Your limits follow you: they are kept in Telegram’s cloud/);
  const daily = page.getByRole('region', { name: DAILY });
  await daily.getByRole('textbox', { name: 'New limit' }).fill('10');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Limit: 10.00 crystals')).toBeVisible();
  await expect.poll(() => (cloud.json('limits_settings') as { limits?: { playDay?: { amount?: number } } } | null)?.limits?.playDay?.amount).toBe(10);

  // ...and opens the Blue Case there: 8 of the 10 are spent.
  await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER }));
  await openToSpin(page, { telegram, text: 'Open for 8.00' });
  await page.clock.runFor(11_100);
  await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
  await expect.poll(() => [...cloud.values.keys()].some((key) => key.startsWith('limits_ledger_'))).toBe(true);

  // The tablet, back in front, knows both: another 8 would pass the phone's limit, and it says so.
  await backToFront(tablet);
  const notice = tablet.getByRole('status').filter({ hasText: 'Daily limit reached' });
  await expect(notice).toContainText('8.00 of 10.00 crystals spent on cases and upgrades in the last 24 hours.');
  // …and its MainButton no longer offers Open (the notice says why).
  await expect.poll(() => tabletTelegram.mainButton()).toBeNull();
  // Its own limits screen shows the phone's limit and spend.
  await notice.getByRole('link', { name: 'My limits' }).click();
  const tabletDaily = tablet.getByRole('region', { name: DAILY });
  await expect(tabletDaily.getByText('Limit: 10.00 crystals')).toBeVisible();
  await expect(tabletDaily.getByText('Spent in the last 24 hours: 8.00')).toBeVisible();
  // One opening in all, made on the phone.
  expect(loopback().requests.filter((request) => request.path === '/api/case/2/open/')).toHaveLength(1);
  await tablet.context().close();
});

test('a device new to the account learns the limits before it can spend anything', async ({ page, browser }) => {
  const cloud = new SharedCloudStorage();
  await launch(page, '/limits', { cloud });
  const daily = page.getByRole('region', { name: DAILY });
  await daily.getByRole('textbox', { name: 'New limit' }).fill('5');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => (cloud.json('limits_settings') as { limits?: { playDay?: { amount?: number } } } | null)?.limits?.playDay?.amount).toBe(5);

  // Telegram's cloud answers slower than the game's API here: the case is known before the limits.
  cloud.answerDelayMs = 400;
  const fresh = await secondDevice(browser);
  // Whether an Open button of the page's own was ever drawn, however briefly.
  await fresh.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        if ([...document.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Open for'))) {
          (window as unknown as { __sawOpen: boolean }).__sawOpen = true;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  const freshTelegram = await launch(fresh, '/cases/2', { cloud });
  const notice = fresh.getByRole('status').filter({ hasText: 'Above your limit' });
  await expect(notice).toContainText('This costs 8.00 crystals: more than your limit of 5.00 crystals allows.');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Blue Case' })).toBeVisible();
  expect(await fresh.evaluate(() => (window as unknown as { __sawOpen?: boolean }).__sawOpen ?? false)).toBe(false);
  // Nor did the messenger's MainButton, however briefly (every setup the app sent since the page loaded).
  expect(await freshTelegram.mainButtonTexts()).not.toContainEqual(expect.stringMatching(/^Open for/));
  expect(await freshTelegram.mainButton()).toBeNull();
  await fresh.context().close();
});

test('on a Telegram older than 6.9 the limits stay on the device, the screen says so, and no cloud is asked', async ({ page }) => {
  const telegram = await launch(page, '/limits', { version: '6.7' });
  await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
  await expect(page.getByTestId('limits-where')).toHaveText(
    'Your Telegram app is too old to keep data in its cloud, so your limits stay on this device only. Update Telegram to have them on all your devices.',
  );
  const daily = page.getByRole('region', { name: DAILY });
  await daily.getByRole('textbox', { name: 'New limit' }).fill('5');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Limit: 5.00 crystals')).toBeVisible();
  expect(await telegram.events('web_app_invoke_custom_method')).toEqual([]);
  expect(telegram.cloud.calls).toEqual([]);
});
