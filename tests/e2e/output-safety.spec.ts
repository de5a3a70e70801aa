import { expect, test, type Page, type Route } from '../support/test';
import { TelegramClient } from '../support/telegramClient';
import { TEXT_PAYLOADS, URL_PAYLOADS } from '../support/xssPayloads';
import { untilQuiet, watchRequests } from '../support/settle';
import { pathsToCheck } from '@ui/navigation/routeTable';
import { ROUTES } from '@ui/navigation/routes';

/**
 * Output safety: server strings always render as text. A server answering every field with one of
 * 52 XSS and URL payloads runs no script (no dialog, no console error from script, no global set),
 * opens no link that is not https and shows no direction control (an override, isolate or mark
 * that would turn the text around). Live mode, real SDK; the API is played by page.route.
 */
const USER = { id: 700000023, first_name: '<img src=x onerror=alert(1)>', language_code: 'en' };
const text = (i: number) => TEXT_PAYLOADS[i % TEXT_PAYLOADS.length] as string;
const url = (i: number) => URL_PAYLOADS[i % URL_PAYLOADS.length] as string;

function answers(): Record<string, unknown> {
  const tasks = URL_PAYLOADS.map((action, i) => ({
    id: String(i + 1), type: ['subscribeChannel', 'joinChat', 'dailyBonus', 'addBioTg', 'other'][i % 5], name: { ru: text(i), en: text(i + 1) },
    bonus: 10, active: true, action, reward_frequency: 'once',
  }));
  const me = { balance: 1000, lang: 'en', tasks, is_first_visit: false, ref_link: url(3), tradelink: url(5), firstname: text(1), lastname: text(2), ava: url(8) };
  const skins = TEXT_PAYLOADS.map((name, i) => ({ name, img: url(i), price: 1 + i }));
  // With the optional top skins (issue 27): hostile names and pictures peek out of each card.
  const cases = TEXT_PAYLOADS.map((name, i) => ({ id: String(i + 1), name, price: 5 + i, img: url(i), desc: text(i + 3), category: JSON.stringify([text(i), 'Popular']), top_skins: skins.slice(i, i + 3) }));
  const inventory = TEXT_PAYLOADS.map((name, i) => ({ id: String(100 + i), status: ['available', 'returned', 'sending', 'sent', 'sold'][i % 5], win: { name, img: url(i), cost: 3 + i, penalty: i % 7 === 0 ? 1 : null, sold_upgrader: 0, win_upgrader: 0, changed: i % 3 === 0 ? 1 : 0 } }));
  // With the optional value (issue 27): the most valuable one, a hostile name and picture, is home's hero.
  const wins = TEXT_PAYLOADS.map((name, i) => ({ name, img: url(i), profit: i % 2 ? `+${i}%` : text(i), cost: 10 + i }));
  return {
    '/api/me/': { me },
    '/api/cases/': { cases },
    '/api/case/1/': { case: { ...cases[0], skins } },
    '/api/inventory/': { inventory },
    '/api/live/': { live: { win: wins, online: 5 } },
    '/api/upgrader/': { upgrader: TEXT_PAYLOADS.map((name, i) => ({ id: String(100 + i), name, img: url(i), cost: `${3 + i}` })) },
    '/api/user/transactions/': { transactions: [] },
    '/api/topup/': { topup: [{ id: text(0), crystals: 100, stars: 50, popular: true }] },
    '/api/history/': { history: [], recent_wins: wins, me },
    '/api/user/recent-wins/': { recent_wins: wins },
  };
}

async function serveHostileApi(page: Page): Promise<void> {
  const bodies = answers();
  await page.route(/\/\/api\d\.localhost:\d+\/api\//, async (route: Route) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    const path = new URL(route.request().url()).pathname;
    const body = bodies[path] ?? { error: text(path.length) };
    return route.fulfill({ status: 200, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  });
}

test(`${TEXT_PAYLOADS.length + URL_PAYLOADS.length} hostile payloads in names, texts, image URLs and task actions run nothing and open nothing unsafe`, async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  const scriptErrors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  const requests = watchRequests(page);
  const telegram = new TelegramClient(page);
  await telegram.install();
  await serveHostileApi(page);
  await page.goto(telegram.launchUrl('/', { user: USER }));
  await expect(page.getByRole('navigation')).toBeVisible();
  // The hero took the most valuable hostile win shown (win i is worth 10 + i), and shows its name as text.
  const hero = page.getByRole('region', { name: 'Best drop of the hour' });
  await expect.poll(async () => {
    const text = (await hero.textContent()) ?? '';
    const worth = Number(/(\d+)\.00/.exec(text)?.[1]);
    return text.includes(TEXT_PAYLOADS[worth - 10] ?? '\u0000');
  }).toBe(true);

  // Every task's button is tapped: a hostile action (javascript:, data:, http:, look-alikes) must
  // open nothing unsafe and run nothing, whatever the button does with it.
  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks.getByRole('button').first()).toBeVisible();
  const taskButtons = await tasks.getByRole('button').all();
  expect(taskButtons.length).toBeGreaterThanOrEqual(URL_PAYLOADS.length / 2);
  let tapped = 0;
  for (const button of taskButtons) {
    if (!(await button.isEnabled().catch(() => false))) continue;
    await button.click();
    tapped++;
  }
  expect(tapped).toBeGreaterThan(0);
  // What the taps started (a request, a navigation, a chunk) has been answered and drawn.
  await untilQuiet(page, requests);
  expect(new URL(page.url()).origin).toBe(new URL(telegram.launchUrl('/', { user: USER })).origin);

  // Every route of the route table a player opens by address; the case page shows this server's first case.
  const paths = pathsToCheck((route) => route.user === undefined && route.name !== 'caseDetail').map((checked) => checked.path);
  for (const path of [...paths, ROUTES.caseDetail('1')]) {
    await page.evaluate((p) => {
      window.history.pushState({ idx: 1 }, '', p);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
    // The screen's chunk, its data and what it draws from them are in.
    await untilQuiet(page, requests);
    // Every link the server's data produced and a player can see leads to https or stays in the app
    // (read in one pass: one round trip per screen rather than three per control).
    const hrefs = await page.evaluate(() => Array.from(document.querySelectorAll('main a[href]'))
      .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden')
      .map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (!href.startsWith('/')) expect(href, 'a server link rendered as a raw href').toMatch(/^https:\/\//);
    }
    // The payloads' overrides and marks (RLO, RLM, ALM, LRM) were stripped before anything drew them.
    const turned = await page.evaluate(() => /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(document.querySelector('main')?.innerText ?? ''));
    expect(turned, `a direction control shown on ${path}`).toBe(false);
  }

  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(scriptErrors).toEqual([]);
  const opened = [...(await telegram.events('web_app_open_link')), ...(await telegram.events('web_app_open_tg_link'))];
  for (const event of opened) {
    const target = (event.data as { url?: string; path_full?: string }).url ?? `https://t.me${(event.data as { path_full?: string }).path_full ?? ''}`;
    expect(target).toMatch(/^https:\/\//);
  }
  // Payload markup never became elements.
  expect(await page.locator('main script, main iframe, main object, main svg[onload], main img[onerror]').count()).toBe(0);
});
