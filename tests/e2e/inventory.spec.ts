import { expect, test, type Page } from '../support/test';
import { failOnPageErrors, expectNoErrors, useDemo } from '../support/demo';
import { DEMO_USER_IDS, demoPlayer } from '../support/demoState';

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

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

test.describe('inventory tabs and cards', () => {
  test('tabs for the statuses present, in order; returned items under available with their badge and notice', async ({ page }) => {
    const errors = failOnPageErrors(page);
    await useDemo(page, { user: 'player' });
    await page.goto('/inventory');
    const tabs = page.getByRole('tablist', { name: 'Item categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['Available', 'Sending', 'Sent', 'Sold']);
    await expect(page.getByRole('tab', { name: 'Available' })).toHaveAttribute('aria-selected', 'true');
    const decimator = card(page, 'M4A1-S | Decimator');
    await expect(decimator.getByText('Returned', { exact: true })).toBeVisible();
    await expect(decimator.getByText('Replacement item: given in place of one that could not be withdrawn')).toBeVisible();
    await expect(card(page, 'SSG 08 | Dragonfire').getByText('Won in upgrader')).toBeVisible();

    await page.getByRole('tab', { name: 'Sold' }).click();
    await expect(page).toHaveURL(/\/inventory\?tab=sold$/);
    await expect(card(page, 'MP9 | Hydra').getByText('Trade not accepted in time: penalty of 1.20 crystals')).toBeVisible();
    await expect(card(page, 'Nova | Antique').getByText('Sold in upgrader')).toBeVisible();
    await expect(card(page, 'MP9 | Hydra')).toHaveAttribute('data-dimmed', 'true');
    await expect(card(page, 'MP9 | Hydra').getByRole('button')).toHaveCount(0);
    await expectNoErrors(errors);
  });

  test('the tab from the query is used', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/inventory?tab=sending');
    await expect(page.getByRole('tab', { name: 'Sending' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Desert Eagle | Blaze').getByText('Sending to Steam…')).toBeVisible();
    await expect(card(page, 'Desert Eagle | Blaze').getByTestId('sending-spinner')).toBeVisible();
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

test.describe('sell', () => {
  test('sells the item: the server holds it as sold, the balance grows, the card moves to sold', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    await card(page, 'AK-47 | Redline').getByRole('button', { name: 'Sell: AK-47 | Redline' }).click();
    await answerConfirm(page, 'Sell this skin?', 'AK-47 | Redline for 37.59 crystals', 'Sell for 37.59');
    // One message: the server's alert named only the amount, so it reads in the client's words and money format.
    await expect(page.getByText(/^Sold for 37.59/)).toHaveCount(1);
    await expect(page.getByText('Sold for 37.59 crystals', { exact: true })).toBeVisible();
    // The card stays put with the server's status, so nothing slides under a second tap.
    await expect(card(page, 'AK-47 | Redline').getByRole('button', { name: 'Sold' })).toBeDisabled();
    await expect(card(page, 'AK-47 | Redline').getByRole('button', { name: /^Sell/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Balance: 1,287.59/ })).toBeVisible();
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(after.balance).toBeCloseTo(before.balance + 37.59, 2);
    expect(countOf(after.transactions, 4)).toBe(countOf(before.transactions, 4) + 1);
    await page.getByRole('tab', { name: 'Sold' }).click();
    await expect(card(page, 'AK-47 | Redline').getByText('Sold', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Available' }).click();
    await expect(card(page, 'Glock-18 | Fade')).toBeVisible();
    await expect(card(page, 'AK-47 | Redline')).toHaveCount(0);
  });

  test('a rapid burst of taps on sell sends one sale', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    await burst(page, 'Sell: Glock-18 | Fade');
    await answerConfirm(page, 'Sell this skin?', 'Glock-18 | Fade', /^Sell for/);
    await expect(card(page, 'Glock-18 | Fade').getByRole('button', { name: 'Sold' })).toBeDisabled();
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(countOf(after.transactions, 4)).toBe(countOf(before.transactions, 4) + 1);
    expect(after.balance).toBeCloseTo(before.balance + 13.21, 2);
  });

  test('a double click on sell sells that item once — the next card does not slide under the second click', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    await page.getByRole('button', { name: 'Sell: USP-S | Cortex' }).dblclick();
    await answerConfirm(page, 'Sell this skin?', 'USP-S | Cortex', /^Sell for/);
    await expect(card(page, 'USP-S | Cortex').getByRole('button', { name: 'Sold' })).toBeDisabled();
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(countOf(after.transactions, 4)).toBe(countOf(before.transactions, 4) + 1);
    expect(after.inventory.filter((i) => i.status === 'sold')).toHaveLength(before.inventory.filter((i) => i.status === 'sold').length + 1);
    await expect(card(page, 'SSG 08 | Dragonfire').getByRole('button', { name: 'Sell: SSG 08 | Dragonfire' })).toBeEnabled();
  });

  test('declining the confirmation sells nothing and leaves the card as it was', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const before = await demoPlayer(page, DEMO_USER_IDS.player);
    await page.getByRole('button', { name: 'Sell: AK-47 | Redline' }).click();
    await answerConfirm(page, 'Sell this skin?', 'AK-47 | Redline', 'Cancel');
    await expect(card(page, 'AK-47 | Redline').getByRole('button', { name: 'Sell: AK-47 | Redline' })).toBeEnabled();
    const after = await demoPlayer(page, DEMO_USER_IDS.player);
    expect(after.balance).toBe(before.balance);
    expect(after.inventory).toEqual(before.inventory);
  });
});

test.describe('withdraw', () => {
  test('without a trade link: toast, redirect, editor opened and parameter removed; with one the tab switches to sending', async ({ page }) => {
    const errors = failOnPageErrors(page);
    await useDemo(page, { user: 'no-trade-link' });
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Send to Steam: MAC-10 | Candy Apple' }).click();
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
    await burst(page, 'Send to Steam: MAC-10 | Candy Apple');
    await answerConfirm(page, 'Send to Steam?', 'MAC-10 | Candy Apple, worth 2.28 crystals, goes to your Steam account', 'Send to Steam');
    await expect(page).toHaveURL(/\/inventory\?tab=sending$/);
    // The offer waits in Steam: the player is told to accept it, and how to get there.
    const notice = page.getByRole('dialog', { name: 'Trade offer sent' });
    await expect(notice).toContainText('accept the trade offer for MAC-10 | Candy Apple');
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Sending' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'MAC-10 | Candy Apple').getByText('Sending to Steam…')).toBeVisible();
    const player = await demoPlayer(page, DEMO_USER_IDS['no-trade-link']);
    expect(player.inventory.filter((i) => i.status === 'sending')).toHaveLength(1);
    await expectNoErrors(errors);
  });

  test('a rapid burst of taps on send sends one withdrawal', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await openInventory(page);
    const sending = async () => (await demoPlayer(page, DEMO_USER_IDS.player)).inventory.filter((i) => i.status === 'sending').length;
    const before = await sending();
    await burst(page, 'Send to Steam: AK-47 | Redline');
    await answerConfirm(page, 'Send to Steam?', 'AK-47 | Redline', 'Send to Steam');
    await expect(page).toHaveURL(/\/inventory\?tab=sending$/);
    await page.getByRole('dialog', { name: 'Trade offer sent' }).getByRole('button', { name: 'Got it' }).click();
    await expect(card(page, 'AK-47 | Redline')).toBeVisible();
    expect(await sending()).toBe(before + 1);
  });
});
