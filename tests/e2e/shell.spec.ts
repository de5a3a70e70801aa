import { expect, test } from '../support/test';
import { useDemo } from '../support/demo';
import { isBackButtonVisible } from '@ui/navigation/chrome';
import { ROUTE_LIST } from '@ui/navigation/routeTable';

const WELCOME_OPENING = `/cases/${'0'.repeat(32)}/opening`;

test.describe('first-visit routing', () => {
  test('a first visit lands on onboarding, whose button opens the welcome case', async ({ page }) => {
    await useDemo(page, { user: 'newcomer' });
    await page.goto('/inventory');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Добро пожаловать в CS2 Cases' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Главная навигация' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Открыть бесплатный кейс' }).click();
    await expect(page).toHaveURL(new RegExp(`${WELCOME_OPENING}$`));
    await expect(page.getByRole('heading', { name: 'Welcome Case' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('a returning player opening /onboarding is sent home', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Open cases. Win skins.' })).toBeVisible();
  });
});

test.describe('bottom navigation', () => {
  test('four tabs, each highlighted on its own route', async ({ page }) => {
    await useDemo(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const tabs = nav.getByRole('link');
    await expect(tabs).toHaveText(['Home', 'Games', 'Inventory', 'Profile']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const [name, path, heading] of [
      ['Games', '/games', 'Games'],
      ['Inventory', '/inventory', 'Inventory'],
      ['Profile', '/profile', 'Profile'],
      ['Home', '/', 'Open cases. Win skins.'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('the bar is hidden on an opening path', async ({ page }) => {
    await useDemo(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.goto('/cases/2');
    await page.getByRole('button', { name: /^Open for/ }).click();
    await expect(page).toHaveURL(/\/cases\/2\/opening$/);
    await expect(page.getByRole('heading', { name: 'Blue Case' })).toBeVisible();
    await expect(nav).toHaveCount(0);
    // The upgrader sets hideUI=true itself on its wheel and result steps (tests/e2e/upgrader.spec.ts).
    await page.goto('/upgrader');
    await expect(nav).toBeVisible();
    await page.goto('/cases/abc');
    await expect(nav).toBeVisible();
  });
});

test.describe('messenger Back button', () => {
  test('hidden on home and onboarding, shown elsewhere, and goes back one step', async ({ page }) => {
    await useDemo(page);
    const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Open cases. Win skins.' })).toBeVisible();
    await expect(back).toHaveCount(0);
    await page.getByRole('link', { name: 'Open cases' }).click();
    await expect(page).toHaveURL(/\/cases$/);
    await expect(back).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await back.click();
    await expect(page).toHaveURL(/\/cases$/);
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(back).toHaveCount(0);
  });

  test('shown on every other route; opened directly, it leads home', async ({ page }) => {
    await useDemo(page);
    const back = page.getByRole('banner').getByRole('button', { name: 'Back' });
    // Each route of the route table a player opens by address, where spec §2 shows the button.
    const paths = ROUTE_LIST.filter((route) => route.state === undefined && route.user === undefined && isBackButtonVisible(route.sample));
    for (const { sample: path } of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(back, path).toBeVisible();
    }
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is not shown on onboarding', async ({ page }) => {
    await useDemo(page, { user: 'newcomer' });
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Добро пожаловать в CS2 Cases' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Назад' })).toHaveCount(0);
  });
});

test('an unknown route: the spec’s default error title, inside the layout, with a way home', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('There is no such page here. The link may be old or mistyped.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open cases. Win skins.' })).toBeVisible();
});

test('an unknown route in Russian: the page is in the player’s language, the router’s English text nowhere', async ({ page }) => {
  await useDemo(page, { user: 'rich' });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Непредвиденная ошибка приложения!' })).toBeVisible();
  await expect(page.getByText('Такой страницы здесь нет. Возможно, ссылка устарела или в ней опечатка.')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'К кейсам' }).click();
  await expect(page).toHaveURL(/\/cases$/);
});

test('a screen whose code cannot be fetched (offline): a message inside the layout, and the rest of the app still works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await useDemo(page, { user: 'player' });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await page.route(/\/assets\/GamesScreen-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' })).toBeVisible();
  await expect(page.getByText('Check your internet connection and try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  // Back online, Try again loads it.
  await page.unroute(/\/assets\/GamesScreen-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('languages', () => {
  test('shell labels in English', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveText(['Home', 'Games', 'Inventory', 'Profile']);
    await expect(page.getByText('1,250.00 crystals')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Top up' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shell labels in Russian', async ({ page }) => {
    await useDemo(page, { user: 'rich' });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Главная навигация' }).getByRole('link')).toHaveText(['Главная', 'Игры', 'Инвентарь', 'Профиль']);
    await expect(page.getByRole('heading', { name: 'Открывай кейсы. Выигрывай скины.' })).toBeVisible();
    await expect(page.getByText(/250\s000,00 кристалла/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Пополнить' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});
