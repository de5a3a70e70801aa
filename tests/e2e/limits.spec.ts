import { expect, test, type Page } from '../support/test';
import { expectAccessible } from '../support/axe';
import { useDemo } from '../support/demo';
import { DEMO_USER_IDS, demoPlayer } from '../support/demoState';
import { freezeClock } from '../support/clock';
import { openToSpin } from '../support/pageHelpers';

/**
 * Issue 16, limits the player sets: a daily limit set from the profile stops Open and says when it
 * resets, an increase waits 24 hours, and the reality check reminds after the chosen interval.
 * Dates are read in UTC from a clock that starts at 21 Nov 2026, 12:00.
 */
test.use({ timezoneId: 'UTC' });

const START = new Date('2026-11-21T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const MINUTE = 60_000;

/** From any screen to the limits: the profile tab, then its Limits row. */
async function toLimits(page: Page, profileTab: string, limitsLink: RegExp) {
  await page.getByRole('navigation').getByRole('link', { name: profileTab }).click();
  await page.getByRole('link', { name: limitsLink }).click();
}

async function setLimit(page: Page, card: string, field: string, save: string, value: string) {
  const region = page.getByRole('region', { name: card });
  await region.getByRole('textbox', { name: field }).fill(value);
  await region.getByRole('button', { name: save }).click();
}

test('a daily limit set in the profile stops Open, says when it resets; an increase waits 24 hours', async ({ page }) => {
  await page.clock.install({ time: START });
  await useDemo(page, { user: 'player' });
  await page.goto('/cases/2');
  await expect(page.getByRole('button', { name: 'Open for 8' })).toBeVisible();

  await toLimits(page, 'Profile', /^Limits/);
  await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
  await setLimit(page, 'Cases and upgrades per day', 'New limit', 'Save', '10');
  const daily = page.getByRole('region', { name: 'Cases and upgrades per day' });
  await expect(daily.getByText('Limit: 10.00 crystals')).toBeVisible();
  await expect(daily.getByRole('status')).toHaveText('Done: your limit is 10.00 crystals now.');

  // Back to the case; one opening of 8 fits under 10.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/cases\/2$/);
  await freezeClock(page);
  await page.getByRole('button', { name: 'Open for 8' }).click();
  await page.clock.runFor(3100);
  await expect(page.getByRole('img', { name: 'The roulette is spinning' })).toBeVisible();
  await page.clock.runFor(11_100);
  await page.getByRole('button', { name: 'Open again' }).click();

  // The second one does not: why, when it resets, and no Open at all.
  await expect(page).toHaveURL(/\/cases\/2$/);
  const notice = page.getByRole('status').filter({ hasText: 'Daily limit reached' });
  await expect(notice).toContainText('8.00 of 10.00 crystals spent on cases and upgrades in the last 24 hours.');
  await expect(notice).toContainText(/You can go on from Nov 22, 12:0\d PM\./);
  await expect(page.getByRole('button', { name: 'Open for 8' })).toHaveCount(0);
  const balance = (await demoPlayer(page, DEMO_USER_IDS.player)).balance;

  // A raise waits 24 hours, and the screen says until when.
  await notice.getByRole('link', { name: 'My limits' }).click();
  await setLimit(page, 'Cases and upgrades per day', 'New limit', 'Save', '100');
  await expect(daily.getByTestId('playDay-pending')).toHaveText(/^New limit of 100.00 crystals takes effect on Nov 22, 12:0\d PM$/);
  await expect(daily.getByText('Limit: 10.00 crystals')).toBeVisible();
  await page.clock.runFor(23 * HOUR);
  await expect(daily.getByText('Limit: 10.00 crystals')).toBeVisible();
  await page.clock.runFor(HOUR);
  await expect(daily.getByText('Limit: 100.00 crystals')).toBeVisible();
  await expect(daily.getByTestId('playDay-pending')).toHaveCount(0);
  expect((await demoPlayer(page, DEMO_USER_IDS.player)).balance).toBe(balance);
});

test('in Russian: a case above the limit says so; once a removal is asked for, from when it fits', async ({ page }) => {
  await page.clock.install({ time: START });
  await useDemo(page, { user: 'rich' });
  await page.goto('/cases/2');
  await expect(page.getByRole('button', { name: 'Открыть за 8' })).toBeVisible();
  await toLimits(page, 'Профиль', /^Лимиты/);
  await setLimit(page, 'Кейсы и апгрейды за день', 'Новый лимит', 'Сохранить', '5');
  const daily = page.getByRole('region', { name: 'Кейсы и апгрейды за день' });
  await expect(daily.getByText('Лимит: 5,00 кристалла')).toBeVisible();
  await page.goBack();
  await page.goBack();
  const notice = page.getByRole('status').filter({ hasText: 'Больше твоего лимита' });
  await expect(notice).toContainText('Это стоит 8,00 кристалла — больше, чем позволяет твой лимит в 5,00 кристалла.');
  await expect(notice).toContainText('Это станет возможно, только если поднять лимит, а это займёт 24 часа.');
  await expect(page.getByRole('button', { name: 'Открыть за 8' })).toHaveCount(0);

  await notice.getByRole('link', { name: 'Мои лимиты' }).click();
  await daily.getByRole('button', { name: 'Снять лимит' }).click();
  await expect(daily.getByTestId('playDay-pending')).toHaveText(/^Лимит будет снят 22 нояб\., 12:0\d$/);
  await page.goBack();
  await expect(notice).toContainText(/Продолжить можно с 22 нояб\., 12:0\d\./);
  await expect(page.getByRole('button', { name: 'Открыть за 8' })).toHaveCount(0);
});

for (const { language, user, profileTab, limitsLink, interval, title, played, keepGoing, pause, closed } of [
  {
    language: 'en', user: 'player' as const, profileTab: 'Profile', limitsLink: /^Limits/, interval: '15 min', title: 'Reality check',
    played: 'You have been playing for 15 minutes.', keepGoing: 'Continue', pause: 'Take a break', closed: 'The mini app was closed',
  },
  {
    language: 'ru', user: 'rich' as const, profileTab: 'Профиль', limitsLink: /^Лимиты/, interval: '15 мин', title: 'Проверка реальности',
    played: 'Ты играешь уже 15 минут.', keepGoing: 'Продолжить', pause: 'Сделать перерыв', closed: 'Мини-приложение закрыто',
  },
]) {
  test(`the reality check (${language}): after the interval, Continue starts it again, Take a break closes the app`, async ({ page }) => {
    await page.clock.install({ time: START });
    await useDemo(page, { user });
    await page.goto('/');
    await toLimits(page, profileTab, limitsLink);
    await page.getByRole('button', { name: interval }).click();
    await expect(page.getByRole('button', { name: interval })).toHaveAttribute('aria-pressed', 'true');
    await freezeClock(page);
    await page.clock.runFor(15 * MINUTE - 2000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(2000);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(played);
    for (const name of [keepGoing, pause]) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByRole('button', { name: keepGoing }).click();
    await page.clock.runFor(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(15 * MINUTE);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: pause }).click();
    await expect(page.getByRole('alertdialog', { name: closed })).toBeVisible();
  });
}

test('the reality check survives a reload: the same sitting, its spend, and its next reminder on time', async ({ page }) => {
  await page.clock.install({ time: START });
  await useDemo(page, { user: 'player' });
  await page.goto('/limits');
  await page.getByRole('button', { name: '15 min' }).click();
  await expect(page.getByRole('button', { name: '15 min' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/cases/2');
  await openToSpin(page);
  await page.clock.runFor(11_100);
  await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
  await page.clock.runFor(5 * MINUTE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // 15 minutes from the choice, not from the reload; the crystals spent before it still count.
  await page.clock.runFor(10 * MINUTE);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been playing for 15 minutes.');
  await expect(dialog.getByRole('definition').first()).toHaveText('8.00');
});

test('by keyboard alone: a limit is typed and saved with Enter, the interval chosen with Space', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/limits');
  const daily = page.getByRole('region', { name: 'Cases and upgrades per day' });
  const field = daily.getByRole('textbox', { name: 'New limit' });
  await page.getByRole('button', { name: 'Profile' }).first().focus();
  for (let i = 0; i < 5 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  await expect(daily.getByText('Limit: 250.00 crystals')).toBeVisible();
  const thirty = page.getByRole('button', { name: '30 min' });
  await thirty.focus();
  await page.keyboard.press('Space');
  await expect(thirty).toHaveAttribute('aria-pressed', 'true');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe (${theme}): the limits screen, a limit notice and the reality check`, async ({ page }) => {
    await page.clock.install({ time: START });
    await useDemo(page, { user: 'player', theme });
    await page.goto('/limits');
    await setLimit(page, 'Cases and upgrades per day', 'New limit', 'Save', '5');
    await setLimit(page, 'Cases and upgrades per day', 'New limit', 'Save', '50');
    await page.getByRole('button', { name: '15 min' }).click();
    await expectAccessible(page, 'limits screen');
    await page.goto('/cases/2');
    await expect(page.getByTestId('limit-notice')).toBeVisible();
    await expectAccessible(page, 'case page at the limit');
    await page.clock.runFor(15 * MINUTE);
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeVisible();
    await expectAccessible(page, 'reality check');
  });
}

