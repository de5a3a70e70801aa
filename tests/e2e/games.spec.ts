import { expect, test } from '../support/test';
import { useDemo } from '../support/demo';

test('a 2×2 grid: Cases and Upgrader lead to their games, Contracts and Roulette are coming soon', async ({ page }) => {
  await useDemo(page, { user: 'player' });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(tiles).toHaveCount(4);
  await expect(tiles.getByRole('heading')).toHaveText(['Cases', 'Upgrader', 'Contracts', 'Roulette']);

  const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await tiles.nth(i).boundingBox())!));
  const [a, b, c, d] = boxes as [NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>];
  expect(a.y).toBe(b.y);
  expect(c.y).toBe(d.y);
  expect(c.y).toBeGreaterThan(a.y + a.height - 1);
  expect(a.x).toBe(c.x);
  expect(b.x).toBe(d.x);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  expect(Math.abs(a.width - b.width)).toBeLessThan(1);

  for (const name of ['Contracts', 'Roulette']) {
    const tile = tiles.filter({ hasText: name });
    await expect(tile.getByRole('link')).toHaveCount(0);
    await expect(tile.getByRole('group', { name: `${name} — Coming soon` })).toHaveAttribute('aria-disabled', 'true');
    await expect(tile.getByText('Coming soon')).toBeVisible();
    await tile.click();
    await expect(page).toHaveURL(/\/games$/);
  }
  for (const name of ['Cases', 'Upgrader']) await expect(tiles.filter({ hasText: name }).getByText('Coming soon')).toHaveCount(0);

  await tiles.getByRole('link', { name: /Cases/ }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await page.goBack();
  await tiles.getByRole('link', { name: /Upgrader/ }).click();
  await expect(page).toHaveURL(/\/upgrader$/);
});

test('in Russian', async ({ page }) => {
  await useDemo(page, { user: 'rich', theme: 'light' });
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Игры' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Игры' }).getByRole('heading')).toHaveText(['Кейсы', 'Апгрейдер', 'Контракты', 'Рулетка']);
  await expect(page.getByText('Скоро')).toHaveCount(2);
});
