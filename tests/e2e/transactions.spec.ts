import { expect, test, type Page } from '../support/test';
import { clientNavigate } from '../support/pageHelpers';
import { useDemo } from '../support/demo';
import { devTools, injectFault } from '../support/devPanel';

const rows = (page: Page, name = 'Transaction history') => page.getByRole('list', { name }).getByRole('listitem');

const ALL_TYPE_LABELS = [
  'Registration bonus', 'Balance top-up', 'Case opening', 'Item sale', 'Credit by administrator', 'Debit by administrator',
  'Friend joined by your link', 'Referral income', 'Daily bonus', 'Steam account connected', 'Gaming platform account connected',
  'Penalty for a declined trade', 'Bot in your Telegram name', 'Telegram avatar', 'Channel subscription', 'Joined the Telegram chat',
  'Bot in your Steam nickname', 'Steam avatar', 'Referral link in your Telegram bio', 'First deposit bonus',
];

test('10 shown, then show next 10; every type has its label and icon; time ago, balance after and a coloured sign', async ({ page }) => {
  await useDemo(page, { user: 'player', theme: 'dark' });
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const newest = rows(page).first();
  await expect(newest).toContainText('Referral link in your Telegram bio');
  await expect(newest).toContainText('just now');
  await expect(newest).toContainText('+15');
  await expect(newest).toContainText('Balance: 1,250');
  await expect(rows(page).nth(1)).toContainText('40 minutes ago');
  await expect(rows(page).nth(2)).toContainText('5 hours ago');
  await expect(rows(page).nth(3)).toContainText(/\d+ days? ago/);

  await page.getByRole('button', { name: 'Show next 10' }).click();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Show next 10' })).toHaveCount(0);
  const labels = await rows(page).getByTestId('transaction-type').allTextContents();
  expect([...labels].sort()).toEqual([...ALL_TYPE_LABELS].sort());
  const icons = await rows(page).locator('[data-icon]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-icon')));
  expect(new Set(icons).size).toBe(20);
  expect(icons).not.toContain('unknown');

  const credit = rows(page).filter({ hasText: 'Item sale' }).locator('[data-sign]');
  await expect(credit).toHaveText('+12.40');
  await expect(credit).toHaveCSS('color', 'rgb(76, 208, 125)');
  const debit = rows(page).filter({ hasText: 'Penalty for a declined trade' }).locator('[data-sign]');
  await expect(debit).toHaveText('−1.20');
  // The theme's error colour: clearly red.
  const [r, g, b] = await debit.evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number)) as [number, number, number];
  expect(r).toBeGreaterThan(g + 80);
  expect(r).toBeGreaterThan(b + 80);
});

test('in Russian: plural forms of the time ago and grouped digits', async ({ page }) => {
  await useDemo(page, { user: 'rich', theme: 'light' });
  await page.goto('/transactions');
  await expect(rows(page, 'История транзакций')).toHaveCount(6);
  await expect(rows(page, 'История транзакций').nth(0)).toContainText('только что');
  await expect(rows(page, 'История транзакций').nth(1)).toContainText('40 минут назад');
  await expect(rows(page, 'История транзакций').nth(2)).toContainText('5 часов назад');
  await expect(rows(page, 'История транзакций').nth(4)).toContainText(/\d+ (день|дня|дней) назад/);
  await expect(rows(page, 'История транзакций').nth(0)).toContainText(/Баланс: 250\s000/);
  await expect(page.getByRole('button', { name: 'Показать следующие 10' })).toHaveCount(0);
});

test('the messenger’s Back button and the back link both lead to the profile', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/');
  await clientNavigate(page, '/transactions');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await clientNavigate(page, '/transactions');
  await page.getByRole('button', { name: 'Return to profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('5 skeletons while loading, then the rows', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/');
  await injectFault(page, 'getTransactions', 'Latency 3 s');
  await clientNavigate(page, '/transactions');
  await expect(page.getByRole('status', { name: 'Loading transactions…' }).getByTestId('transaction-skeleton')).toHaveCount(5);
  await expect(rows(page)).toHaveCount(10, { timeout: 8000 });
});

test('a failed load shows an error panel with retry and a toast', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/');
  await injectFault(page, 'getTransactions', 'HTTP 500');
  await clientNavigate(page, '/transactions');
  await expect(page.getByRole('main').getByText('Failed to load transactions')).toBeVisible();
  await expect(page.locator('.notistack-SnackbarContainer').getByText('Failed to load transactions')).toBeVisible();
  await devTools(page, (panel) => panel.getByRole('button', { name: 'Clear all faults' }).click());
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rows(page)).toHaveCount(10);
});
