import { expect, test, type Page } from '../support/test';
import { useDemo } from '../support/demo';
import { withLoopbackApi } from '../support/loopbackHooks';
import { LIGHT_THEME_PARAMS, TelegramClient } from '../support/telegramClient';

/**
 * index.html paints the home before any of the app's JavaScript has run (scripts/vite/startPage.ts):
 * the same colours, and the home's title and description in the language the app starts in, in
 * the same place. When React replaces it nothing may move, or the first paint would be a lie and
 * a layout shift.
 */
const loopback = withLoopbackApi();

interface Look {
  readonly title: { x: number; y: number; width: number; height: number; text: string };
  readonly description: { x: number; y: number; width: number; height: number; text: string };
  readonly background: string;
  readonly titleColour: string;
}

async function look(page: Page, title: string, description: string): Promise<Look> {
  return page.evaluate(([titleSelector, descriptionSelector]) => {
    const box = (selector: string) => {
      const element = document.querySelector(selector) as HTMLElement;
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, text: element.innerText.trim() };
    };
    return {
      title: box(titleSelector as string),
      description: box(descriptionSelector as string),
      background: getComputedStyle(document.body).backgroundColor,
      titleColour: getComputedStyle(document.querySelector(titleSelector as string) as HTMLElement).color,
    };
  }, [title, description]);
}

/** The page as it stands with every script of the app refused: only index.html's own work. */
async function startPageLook(page: Page, url: string): Promise<Look> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(url);
  await expect(page.locator('.start-title')).toBeVisible();
  await expect(page.locator('.start-mark')).toBeHidden();
  const seen = await look(page, '.start-title', '.start-desc');
  await page.unroute(/\/assets\/.*\.js$/);
  return seen;
}

async function appLook(page: Page, url: string, title: string): Promise<Look> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.start-page')).toHaveCount(0);
  return look(page, 'main h1', 'main h1 + p');
}

function expectSameLook(start: Look, app: Look) {
  for (const part of ['title', 'description'] as const) {
    expect(start[part].text, part).toBe(app[part].text);
    for (const edge of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(start[part][edge] - app[part][edge]), `${part} ${edge}`).toBeLessThanOrEqual(1);
  }
  expect(start.background).toBe(app.background);
}

for (const theme of ['dark', 'light'] as const) {
  test(`demo, English player, ${theme} theme: the start page is the home’s header, where the app then draws it`, async ({ browser }) => {
    const before = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await useDemo(before, { user: 'player', theme });
    const start = await startPageLook(before, '/');
    await before.close();
    const after = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await useDemo(after, { user: 'player', theme });
    const app = await appLook(after, '/', 'Open cases. Win skins.');
    await after.close();
    expectSameLook(start, app);
    expect(start.titleColour).toBe(app.titleColour);
  });
}

test('live, a Russian messenger user in a light theme: Russian header, the messenger’s colours', async ({ browser }) => {
  loopback();
  const user = { id: 700000023, first_name: 'Мария', last_name: 'Голд', username: 'maria_gold', language_code: 'ru' };
  const open = async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const telegram = new TelegramClient(page);
    await telegram.install();
    return { page, url: telegram.launchUrl('/', { user, theme: LIGHT_THEME_PARAMS }) };
  };
  const before = await open();
  const start = await startPageLook(before.page, before.url);
  await before.page.close();
  const after = await open();
  const app = await appLook(after.page, after.url, 'Открывай кейсы. Выигрывай скины.');
  await after.page.close();
  expectSameLook(start, app);
  expect(start.background).toBe('rgb(239, 239, 243)'); // Telegram's secondary page under white sections
});

test('another route starts with the app’s mark, not the home’s header', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/cases');
  await expect(page.locator('.start-mark svg')).toBeVisible();
  await expect(page.locator('.start-home')).toBeHidden();
});

test('the app’s entry runs only after the start page’s first paint, however fast it arrives', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  // The entry, served at once from memory, notes when it starts to run.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `window.__entryRanAt = performance.now();\n${await response.text()}` });
  });
  // A second load: the entry now comes from the memory cache, ready before the page is parsed.
  for (let load = 1; load <= 2; load++) {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Open cases. Win skins.' })).toBeVisible();
  }
  const { paintedAt, ranAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    ranAt: (window as { __entryRanAt?: number }).__entryRanAt ?? null,
  }));
  expect(paintedAt, 'first contentful paint').not.toBeNull();
  expect(ranAt, 'the entry ran').not.toBeNull();
  expect(paintedAt as number).toBeLessThan(ranAt as number);
});

test('the app’s files are requested only once the start page has been painted', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Open cases. Win skins.' })).toBeVisible();
  const { paintedAt, requested } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    requested: performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ file: entry.name.replace(/^.*\/assets\//, ''), at: entry.startTime })),
  }));
  expect(paintedAt, 'first contentful paint').not.toBeNull();
  expect(requested.length, 'the app’s scripts').toBeGreaterThan(2);
  for (const { file, at } of requested) expect(at, file).toBeGreaterThan(paintedAt as number);
});
