import { expect, test, type Page } from '../support/test';
import { failOnPageErrors, expectNoErrors, useDemo } from '../support/demo';
import { DEMO_USER_IDS, demoPlayer } from '../support/demoState';
import { injectFault } from '../support/devPanel';

const PLAYER_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_123';
const RICH_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=987654321&token=Zz9-xy';

const languageButton = (page: Page) => page.getByRole('button', { name: /^(Language|Язык)/ });

test.describe('profile', () => {
  test('header, settings and the additional list', async ({ page }) => {
    const errors = failOnPageErrors(page);
    await useDemo(page, { user: 'player' });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Alex Frost')).toBeVisible();
    await expect(page.getByText('Steam trade link connected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Steam trade link Change' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to home screen' })).toBeVisible();
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expectNoErrors(errors);
  });

  test('without a trade link the item reads “Set up”', async ({ page }) => {
    await useDemo(page, { user: 'no-trade-link' });
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Steam trade link Set up' })).toBeVisible();
    await expect(page.getByText('Steam trade link connected')).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('switches en → ru → en, remembered by the server', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/profile');
    await languageButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    await expect(page.getByText('Язык изменён')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect((await demoPlayer(page, DEMO_USER_IDS.player)) as unknown as { lang: string }).toMatchObject({ lang: 'ru' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    await languageButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Language changed')).toBeVisible();
    expect((await demoPlayer(page, DEMO_USER_IDS.player)) as unknown as { lang: string }).toMatchObject({ lang: 'en' });
  });

  test('a language whose texts cannot be fetched: the page stays in its language and says so', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    // The Russian texts' chunk (a chunk of their own) fails, as offline or after a deploy.
    await page.route(/\/assets\/ru-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await languageButton(page).click();
    await expect(page.getByText('The texts of this language could not be loaded. Check your internet connection and try again.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Once the chunk can be fetched, the next switch brings the language.
    await page.unroute(/\/assets\/ru-[\w-]+\.js$/);
    await languageButton(page).click();
    await languageButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  });

  test('switches at once with a spinner, and rolls back when the server fails', async ({ page }) => {
    await page.clock.install();
    await useDemo(page, { user: 'rich' });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    await injectFault(page, 'setLanguage', 'HTTP 500');
    await languageButton(page).click();
    await expect(page.getByText('Не удалось сменить язык')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    await expect(languageButton(page)).toContainText('Русский');
    expect((await demoPlayer(page, DEMO_USER_IDS.rich)) as unknown as { lang: string }).toMatchObject({ lang: 'ru' });
  });

  test('the optimistic switch shows while the server is slow', async ({ page }) => {
    await page.clock.install();
    await useDemo(page, { user: 'player' });
    await page.goto('/profile');
    await injectFault(page, 'setLanguage', 'Latency 3 s');
    await languageButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Меняем язык…' })).toBeVisible();
    await expect(languageButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(3100);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Язык изменён')).toBeVisible();
  });
});

test.describe('trade link', () => {
  /** Opens the editor; call useDemo first. */
  async function openEditor(page: Page) {
    await page.goto('/profile');
    await page.getByRole('button', { name: /^Steam trade link/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Steam trade link' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('textbox', { name: 'Trade link URL' });
    const save = async (value: string) => {
      await input.fill(value);
      await dialog.getByRole('button', { name: 'Save' }).click();
    };
    return { dialog, input, save };
  }

  test('invalid format, including look-alike hosts, stays on the client', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    const { dialog, save } = await openEditor(page);
    for (const link of [
      'http://steamcommunity.com/tradeoffer/new/?partner=1&token=abc',
      'https://steamcommunity.com@evil.example/tradeoffer/new/?partner=1&token=abc',
      'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=abc',
      'https://steamcommunity.com/tradeoffer/new/extra/?partner=1&token=abc',
    ]) {
      await save(link);
      await expect(dialog.getByRole('alert')).toHaveText('Invalid trade link format');
    }
    const player = (await demoPlayer(page, DEMO_USER_IDS.player)) as unknown as { tradeLink: string };
    expect(player.tradeLink).toBe(PLAYER_LINK);
  });

  test('a link another player holds: “Trade link already in use”', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    const { dialog, save } = await openEditor(page);
    await save(RICH_LINK);
    await expect(page.getByText('Trade link already in use')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('any other failure: the default trade-link error', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/profile');
    await injectFault(page, 'saveTradeLink', 'HTTP 500');
    await page.getByRole('button', { name: /^Steam trade link/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Steam trade link' });
    await dialog.getByRole('textbox', { name: 'Trade link URL' }).fill('https://steamcommunity.com/tradeoffer/new/?partner=1357&token=ok_ok');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Could not save the trade link')).toBeVisible();
  });

  test('a good link is saved and the profile says so', async ({ page }) => {
    await useDemo(page, { user: 'no-trade-link' });
    const { dialog, save } = await openEditor(page);
    await save('https://steamcommunity.com/tradeoffer/new/?partner=1357&token=ok_ok');
    await expect(page.getByText('Trade link saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Steam trade link Change' })).toBeVisible();
    await expect(page.getByText('Steam trade link connected')).toBeVisible();
  });

  test('/profile?openTradeLink=true opens the editor prefilled and removes the parameter', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/profile?openTradeLink=true');
    const dialog = page.getByRole('dialog', { name: 'Steam trade link' });
    await expect(dialog.getByRole('textbox', { name: 'Trade link URL' })).toHaveValue(PLAYER_LINK);
    await expect(page).toHaveURL(/\/profile$/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('add to home screen', () => {
  test('shown on messenger 8 when not added; adding toasts and hides it', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add to home screen' }).click();
    await expect(page.getByText('Added to home screen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to home screen' })).toHaveCount(0);
  });
});
