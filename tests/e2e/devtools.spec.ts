import { expect, test } from '../support/test';
import { useDemo } from '../support/demo';
import { DEMO_USER_IDS, demoPlayer } from '../support/demoState';

test.describe('developer panel (demo mode only)', () => {
  test('switches mock users, each on its own API shard', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/');
    await expect(page.getByTestId('balance')).toHaveText('1,250.00 crystals');
    await page.getByRole('button', { name: 'Developer tools' }).click();
    const panel = page.getByRole('dialog', { name: 'Developer tools' });
    const users = panel.getByRole('radiogroup', { name: 'Mock user' });
    await expect(users.getByRole('radio')).toHaveCount(4);
    await expect(users.getByRole('radio', { name: /player · api2$/ })).toBeChecked();
    await users.getByRole('radio', { name: /rich · api3$/ }).click();
    await expect(page.getByTestId('balance')).toHaveText('250 000,00 кристалла');
  });

  test('switches the messenger theme and the language', async ({ page }) => {
    await useDemo(page, { user: 'player', theme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Developer tools' }).click();
    const panel = page.getByRole('dialog', { name: 'Developer tools' });
    await panel.getByRole('radiogroup', { name: 'Messenger theme' }).getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(239, 239, 243)');
    await panel.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Русский' }).check();
    await expect(page.getByRole('dialog', { name: 'Инструменты разработчика' })).toBeVisible();
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('heading', { name: 'Открывай кейсы. Выигрывай скины.' })).toBeVisible();
  });

  test('chooses the next case drop', async ({ page }) => {
    await page.clock.install();
    await useDemo(page, { user: 'player' });
    await page.goto('/cases/2');
    await page.getByRole('button', { name: 'Developer tools' }).click();
    await page.getByRole('radiogroup', { name: 'Next case drop' }).getByRole('radio', { name: 'Win' }).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Open for 8' }).click();
    await page.clock.runFor(3100);
    await expect(page.getByRole('img', { name: 'The roulette is spinning' })).toBeVisible();
    const won = (await demoPlayer(page, DEMO_USER_IDS.player)).inventory.at(-1);
    expect(won?.cost).toBeGreaterThan(8);
  });

  test('injects a fault into one call and clears it', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Developer tools' }).click();
    const panel = page.getByRole('dialog', { name: 'Developer tools' });
    await panel.getByRole('combobox', { name: 'Call' }).click();
    // Home has asked for the case list already (its featured case): the inventory is asked for only on its tab.
    await page.getByRole('option', { name: 'getInventory', exact: true }).click();
    await panel.getByRole('combobox', { name: 'Fault' }).click();
    await page.getByRole('option', { name: 'HTTP 500' }).click();
    await panel.getByRole('button', { name: 'Inject' }).click();
    await expect(panel.getByRole('list', { name: 'Active faults' })).toContainText('getInventory');
    await page.getByRole('button', { name: 'Close' }).click();
    // Faults live in the page's memory: navigate inside the app, never reload.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByText('Could not load your inventory.')).toBeVisible();
    await page.getByRole('button', { name: 'Developer tools' }).click();
    await page.getByRole('button', { name: 'Clear all faults' }).click();
    await expect(page.getByRole('dialog', { name: 'Developer tools' }).getByText('No faults injected')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Could not load your inventory.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^AK-47 \| Redline, / })).toBeVisible();
  });
});

test.describe('scenario gallery', () => {
  test('lists named scenarios; each opens its screen in its state', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/dev/scenarios');
    await expect(page.getByRole('heading', { name: 'Scenario gallery' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Scenario gallery' }).getByRole('listitem')).toHaveCount(22);
    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'English' }).check();
    await page.getByRole('link', { name: 'Open First visit' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Welcome to CS2 Cases' })).toBeVisible();
    // Scenarios run on a memory store: the regular demo state is untouched.
    await page.goto('/');
    await expect(page.getByTestId('balance')).toHaveText('1,250.00 crystals');
  });

  test('401 on start: the authorization toast, then the messenger closes the app after 2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/?scenario=unauthorized-on-start&theme=dark&lang=en');
    await expect(page.getByText('Authorization error. Please restart the app')).toBeVisible();
    await page.clock.runFor(2100);
    await expect(page.getByRole('alertdialog', { name: 'The mini app was closed' })).toBeVisible();
  });
});
