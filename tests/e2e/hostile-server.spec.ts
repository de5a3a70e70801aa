import { expect, test, type Page, type Route } from '../support/test';
import { withLoopbackApi } from '../support/loopbackHooks';
import { TelegramClient } from '../support/telegramClient';

/**
 * Issue 18: the live client against answers a different server may send. The loopback API
 * plays the game; page.route rewrites its answers on the way (live mode, the real SDK).
 * Each test is one particular of the issue.
 */
const loopback = withLoopbackApi();
// Known to the demo backend: balance 1250, English, shard 2.
const PLAYER = { id: 700000012, first_name: 'Alex', language_code: 'en' };
const SIDE_FIELDS = ['me', 'balance', 'tasks', 'cases', 'case', 'inventory', 'alert', 'notification'];
const API = /\/\/api\d\.localhost:\d+\/api\//;

/** Every answer of the real server passes through `rewrite` (path, body) before the app reads it. */
async function rewriteAnswers(page: Page, rewrite: (path: string, body: Record<string, unknown>) => Record<string, unknown>) {
  await page.route(API, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fallback();
    // The test process cannot resolve api{shard}.localhost as the browser does: same server, by address.
    const direct = new URL(route.request().url());
    direct.hostname = '127.0.0.1';
    const response = await route.fetch({ url: direct.toString() });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return route.fulfill({ response });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return route.fulfill({ response });
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({ response, body: JSON.stringify(rewrite(path, body as Record<string, unknown>)) });
  });
}

async function launch(page: Page, path = '/') {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl(path, { user: PLAYER }));
  return telegram;
}

test('every side field a call does not carry comes as null or "": the app works as with a quiet server', async ({ page }) => {
  loopback();
  let blanked = 0;
  await rewriteAnswers(page, (_path, body) => {
    const out = { ...body };
    for (const [i, key] of SIDE_FIELDS.entries()) {
      if (!(key in out)) {
        out[key] = i % 2 ? null : '';
        blanked++;
      }
    }
    return out;
  });
  await launch(page);
  await expect(page.getByTestId('balance')).toHaveText('1,250 crystals');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Open cases' }).click();
  await expect(page.getByRole('list', { name: 'Cases' }).getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(/Malformed|could not|Could not/)).toHaveCount(0);
  expect(blanked).toBeGreaterThan(10);
});

test('a server alert with a right-to-left override reads as sent: "Sold for ‮123" shows as "Sold for 123"', async ({ page }) => {
  loopback();
  await rewriteAnswers(page, (path, body) => (path === '/api/me/' ? { ...body, alert: 'Sold for \u202E123' } : body));
  await launch(page);
  await expect(page.getByText('Sold for 123', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.body.innerText.includes('\u202E'))).toBe(false);
});

test('a 300-character unbroken skin name wraps: the case page stays as wide as the phone', async ({ page }) => {
  loopback();
  const longName = `AK-47 | ${'W'.repeat(300)}`;
  await rewriteAnswers(page, (path, body) => {
    if (!/^\/api\/case\/\d+\/$/.test(path) || typeof body.case !== 'object' || body.case === null) return body;
    const details = body.case as { skins?: { name: string }[] };
    return { ...body, case: { ...details, skins: (details.skins ?? []).map((skin, i) => (i === 0 ? { ...skin, name: longName } : skin)) } };
  });
  await launch(page, '/cases/1');
  await expect(page.getByText(/^W{20,}/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
