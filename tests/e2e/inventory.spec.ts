import { expect, test, type Page } from '../support/test';
import { expectAccessible } from '../support/axe';
import { failOnPageErrors, expectNoErrors, useDemo } from '../support/demo';
import { DEMO_USER_IDS, demoPlayer } from '../support/demoState';
import { itemCell, itemTile, openItemSheet } from '../support/inventoryGrid';

const countOf = (list: { type: number }[], type: number) => list.filter((t) => t.type === type).length;

/** The inventory has loaded (so the demo server holds the player too). */
async function openInventory(page: Page, path = '/inventory') {
  await page.goto(path);
  await expect(page.getByRole('tablist', { name: 'Item categories' })).toBeVisible();
}

/** The demo messenger's native confirmation: names the item and its worth; `button` answers it. */
async function answerConfirm(page: Page, title: 'Sell this skin?' | 'Send to Steam?', text: string, button: string | RegExp) {
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toHaveCount(1);
  await expect(popup).toContainText(text);
  await popup.getByRole('button', { name: button }).click();
  await expect(popup).toHaveCount(0);
}

/** Clicks a button several times within one task, faster than any re-render. */
async function burst(page: Page, name: string, taps = 5) {
  await page.getByRole('button', { name, exact: true }).evaluate((button: HTMLElement, n) => {
    for (let i = 0; i < n; i++) button.click();
  }, taps);
}

/** The names on the tiles of the shown tab, in order. */
async function tileNames(page: Page): Promise<string[]> {
  const labels = await page.getByRole('tabpanel').getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.split(', ')[0]!);
}

test.describe('inventory grid, head and tabs', () => {
  test('tabs for the statuses present, in order; tiles two a row; returned items under available, Returned said once', async ({ page }) => {
    const errors = failOnPageErrors(page);
    await useDemo(page, { user: 'player' });
    await page.goto('/inventory');
    const tabs = page.getByRole('tablist', { name: 'Item categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['Available', 'Sending', 'Sent', 'Sold']);
    await expect(page.getByRole('tab', { name: 'Available' })).toHaveAttribute('aria-selected', 'true');
    // Two columns at 390 px: the first two tiles side by side, the third below them.
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => page.getByRole('tabpanel').getByRole('button').nth(i).boundingBox()));
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(third!.y).toBeGreaterThan(first!.y + first!.height);
    await expect(itemTile(page, 'M4A1-S | Decimator')).toHaveAccessibleName('M4A1-S | Decimator, 13.90 crystals, Returned');
    await expect(itemCell(page, 'M4A1-S | Decimator').getByText('Returned')).toHaveCount(1);
    const decimator = await openItemSheet(page, 'M4A1-S | Decimator');
    await expect(decimator.getByText('Returned')).toHaveCount(1);
    await expect(decimator.getByText('Replacement item: given in place of one that could not be withdrawn')).toBeVisible();
    await decimator.getByRole('button', { name: 'Close' }).click();
    await expect(decimator).toHaveCount(0);
    await expect((await openItemSheet(page, 'SSG 08 | Dragonfire')).getByText('Won in upgrader')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Sold' }).click();
    await expect(page).toHaveURL(/\/inventory\?tab=sold$/);
    await expect(itemCell(page, 'MP9 | Hydra')).toHaveAttribute('data-dimmed', 'true');
    const hydra = await openItemSheet(page, 'MP9 | Hydra');
    await expect(hydra.getByText('Trade not accepted in time: penalty of 1.20 crystals')).toBeVisible();
    // A sold item has nothing left to do but be verified.
    await expect(hydra.getByRole('button', { name: /^(Sell|Send to Steam):/ })).toHaveCount(0);
    await expect(hydra.getByRole('link', { name: 'Verify the drop of MP9 | Hydra' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect((await openItemSheet(page, 'Nova | Antique')).getByText('Sold in upgrader')).toBeVisible();
    await expectNoErrors(errors);
  });

  test('the head says what the player holds; the sort picker orders the grid and is kept for the session', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const head = page.getByRole('region', { name: 'You hold' });
    await expect(head).toContainText('5 skins');
    await expect(head.getByText('350.50 crystals')).toBeAttached();
    expect(await tileNames(page)).toEqual(['AK-47 | Redline', 'Glock-18 | Fade', 'M4A1-S | Decimator', 'USP-S | Cortex', 'SSG 08 | Dragonfire']);
    const picker = page.getByRole('group', { name: 'Sort by' });
    await picker.getByRole('button', { name: 'Value' }).click();
    await expect(picker.getByRole('button', { name: 'Value' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => tileNames(page)).toEqual(['SSG 08 | Dragonfire', 'AK-47 | Redline', 'USP-S | Cortex', 'M4A1-S | Decimator', 'Glock-18 | Fade']);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Profile' }).click();
    await nav.getByRole('link', { name: 'Inventory' }).click();
    await expect(page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Value' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => tileNames(page)).toEqual(['SSG 08 | Dragonfire', 'AK-47 | Redline', 'USP-S | Cortex', 'M4A1-S | Decimator', 'Glock-18 | Fade']);
  });

  test('keyboard: the picker, the tabs and the tiles in reading order; Enter opens a sheet, Escape gives focus back', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    await itemTile(page, 'AK-47 | Redline').focus();
    await page.keyboard.press('Tab');
    await expect(itemTile(page, 'Glock-18 | Fade')).toBeFocused();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Glock-18 | Fade' });
    await expect(sheet).toBeVisible();
    await expectAccessible(page, 'item sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(itemTile(page, 'Glock-18 | Fade')).toBeFocused();
  });

  test('the tab from the query is used', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/inventory?tab=sending');
    await expect(page.getByRole('tab', { name: 'Sending' })).toHaveAttribute('aria-selected', 'true');
    await expect(itemCell(page, 'Desert Eagle | Blaze').getByText('Sending to Steam…')).toBeVisible();
    await expect(itemCell(page, 'Desert Eagle | Blaze').getByTestId('sending-spinner')).toBeVisible();
    await page.goto('/inventory?tab=sold');
    await expect(page.getByRole('tab', { name: 'Sold' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an empty category shows its own message', async ({ page }) => {
    await useDemo(page, { user: 'no-trade-link' });
    await page.goto('/inventory?tab=sent');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Available']);
    await expect(page.getByText('No items have been sent to Steam yet')).toBeVisible();
  });
});

test.describe('sell from the sheet', () => {
  test('sells the item: the server holds it as sold, the balance grows, the tile stays put and later moves to sold', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    const sheet = await openItemSheet(page, 'AK-47 | Redline');
    await sheet.getByRole('button', { name: 'Sell: AK-47 | Redline' }).click();
    await answerConfirm(page, 'Sell this skin?', 'AK-47 | Redline for 37.59 crystals', 'Sell for 37.59');
    // One message: the server's alert named only the amount, so it reads in the client's words and money format.
    await expect(page.getByText(/^Sold for 37.59/)).toHaveCount(1);
    await expect(page.getByText('Sold for 37.59 crystals', { exact: true })).toBeVisible();
    await expect(sheet).toHaveCount(0);
    // The tile stays put with the server's status, so nothing slides under a second tap.
    await expect(itemTile(page, 'AK-47 | Redline')).toHaveAccessibleName('AK-47 | Redline, 37.59 crystals, Sold');
    expect((await tileNames(page))[0]).toBe('AK-47 | Redline');
    await expect(page.getByRole('button', { name: /^Balance: 1,287.59/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You hold' })).toContainText('4 skins');
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(after.balance).toBeCloseTo(before.balance + 37.59, 2);
    expect(countOf(after.transactions, 4)).toBe(countOf(before.transactions, 4) + 1);
    await page.getByRole('tab', { name: 'Sold' }).click();
    await expect(itemCell(page, 'AK-47 | Redline').getByText('Sold', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Available' }).click();
    await expect(itemTile(page, 'Glock-18 | Fade')).toBeVisible();
    await expect(itemTile(page, 'AK-47 | Redline')).toHaveCount(0);
  });

  test('a rapid burst of taps on sell sends one sale', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    await openItemSheet(page, 'Glock-18 | Fade');
    await burst(page, 'Sell: Glock-18 | Fade');
    await answerConfirm(page, 'Sell this skin?', 'Glock-18 | Fade', /^Sell for/);
    await expect(itemTile(page, 'Glock-18 | Fade')).toHaveAccessibleName(/, Sold$/);
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(countOf(after.transactions, 4)).toBe(countOf(before.transactions, 4) + 1);
    expect(after.balance).toBeCloseTo(before.balance + 13.21, 2);
  });

  test('a double click on a tile opens one sheet; a double click on Sell sells once and nothing else is touched', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    await itemTile(page, 'USP-S | Cortex').dblclick();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByRole('dialog', { name: 'USP-S | Cortex' }).getByRole('button', { name: 'Sell: USP-S | Cortex' }).dblclick();
    await answerConfirm(page, 'Sell this skin?', 'USP-S | Cortex', /^Sell for/);
    await expect(itemTile(page, 'USP-S | Cortex')).toHaveAccessibleName(/, Sold$/);
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(countOf(after.transactions, 4)).toBe(countOf(before.transactions, 4) + 1);
    expect(after.inventory.filter((i) => i.status === 'sold')).toHaveLength(before.inventory.filter((i) => i.status === 'sold').length + 1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(itemTile(page, 'SSG 08 | Dragonfire')).toHaveAccessibleName(/, Available$/);
  });

  test('declining the confirmation sells nothing and leaves the sheet open', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    const sheet = await openItemSheet(page, 'AK-47 | Redline');
    await sheet.getByRole('button', { name: 'Sell: AK-47 | Redline' }).click();
    await answerConfirm(page, 'Sell this skin?', 'AK-47 | Redline', 'Cancel');
    await expect(sheet.getByRole('button', { name: 'Sell: AK-47 | Redline' })).toBeEnabled();
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(after.balance).toBe(before.balance);
    expect(after.inventory).toEqual(before.inventory);
  });
});

test.describe('send to Steam and upgrade from the sheet', () => {
  test('without a trade link: toast, redirect, editor opened and parameter removed; with one the tab switches to sending', async ({ page }) => {
    const errors = failOnPageErrors(page);
    await useDemo(page, { user: 'no-trade-link' });
    await page.goto('/inventory');
    await (await openItemSheet(page, 'MAC-10 | Candy Apple')).getByRole('button', { name: 'Send to Steam: MAC-10 | Candy Apple' }).click();
    await expect(page.getByText('Steam trade link is required to withdraw items')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    const dialog = page.getByRole('dialog', { name: 'Steam trade link' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Trade link URL' })).toHaveValue('');
    expect((await demoPlayer(page, DEMO_USER_IDS['no-trade-link'])).inventory.filter((i) => i.status === 'sending')).toHaveLength(0);

    await dialog.getByRole('textbox', { name: 'Trade link URL' }).fill('https://steamcommunity.com/tradeoffer/new/?partner=24680&token=Sam_Lee1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Trade link saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Back to the inventory (the redirect was a step forward).
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/inventory$/);
    await openItemSheet(page, 'MAC-10 | Candy Apple');
    await burst(page, 'Send to Steam: MAC-10 | Candy Apple');
    await answerConfirm(page, 'Send to Steam?', 'MAC-10 | Candy Apple, worth 2.28 crystals, goes to your Steam account', 'Send to Steam');
    await expect(page).toHaveURL(/\/inventory\?tab=sending$/);
    // The offer waits in Steam: the player is told to accept it, and how to get there.
    const notice = page.getByRole('dialog', { name: 'Trade offer sent' });
    await expect(notice).toContainText('accept the trade offer for MAC-10 | Candy Apple');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Sending' })).toHaveAttribute('aria-selected', 'true');
    await expect(itemCell(page, 'MAC-10 | Candy Apple').getByText('Sending to Steam…')).toBeVisible();
    const player = await demoPlayer(page, DEMO_USER_IDS['no-trade-link']);
    expect(player.inventory.filter((i) => i.status === 'sending')).toHaveLength(1);
    await expectNoErrors(errors);
  });

  test('a rapid burst of taps on send sends one withdrawal', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const sending = async () => (await demoPlayer(page, DEMO_USER_IDS.player)).inventory.filter((i) => i.status === 'sending').length;
    const before = await sending();
    await openItemSheet(page, 'AK-47 | Redline');
    await burst(page, 'Send to Steam: AK-47 | Redline');
    await answerConfirm(page, 'Send to Steam?', 'AK-47 | Redline', 'Send to Steam');
    await expect(page).toHaveURL(/\/inventory\?tab=sending$/);
    await page.getByRole('dialog', { name: 'Trade offer sent' }).getByRole('button', { name: 'Got it' }).click();
    await expect(itemTile(page, 'AK-47 | Redline')).toBeVisible();
    expect(await sending()).toBe(before + 1);
  });

  test('Upgrade hands the skin to the upgrader at step 2', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    await (await openItemSheet(page, 'Glock-18 | Fade')).getByRole('link', { name: 'Upgrade: Glock-18 | Fade' }).click();
    await expect(page).toHaveURL(/\/upgrader$/);
    await expect(page.getByRole('group', { name: 'Your skin' })).toContainText('Glock-18');
  });
});
