import { expect, test, type Page } from '../support/test';
import { useDemo } from '../support/demo';
import { DEMO_USER_IDS } from '../support/demoState';
import { devTools, injectFault } from '../support/devPanel';
import { freezeClock, letReactRender } from '../support/clock';

interface DemoPayment { id: string; packageId: string; status: string }

/** The payments the demo server holds for the player. */
async function payments(page: Page): Promise<DemoPayment[]> {
  const raw = await page.evaluate(() => localStorage.getItem('cs2cases:demo-backend-state'));
  const state = JSON.parse(raw ?? '{"players":{}}') as { players: Record<string, { payments?: Record<string, DemoPayment> }> };
  return Object.values(state.players[String(DEMO_USER_IDS.player)]?.payments ?? {});
}

/** Opens /payment from home with a tap, so faults set in the page's memory still apply. */
async function toPayment(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/payment$/);
}

const buy500 = (page: Page) => page.getByRole('button', { name: 'Buy 500 crystals for 230 Stars' });
const buyButtons = (page: Page) => page.locator('main button[aria-label^="Buy "]');
const invoiceDialog = (page: Page) => page.getByRole('dialog', { name: 'Payment (demo)' });

test.describe('packages', () => {
  test('each shows crystals, the star price, about how many dollars and a buy button; popular ones are marked', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/payment');
    const list = page.getByRole('list', { name: 'Crystal packages' });
    await expect(list.getByRole('listitem')).toHaveCount(7);
    const p500 = list.getByRole('listitem').filter({ hasText: '500 crystals' }).first();
    await expect(p500).toContainText('230 Stars');
    await expect(p500).toContainText('≈ $4.60');
    await expect(p500).toContainText('Popular');
    const p100 = list.getByRole('listitem').filter({ hasText: '100 crystals' }).first();
    await expect(p100).toContainText('50 Stars');
    await expect(p100).toContainText('≈ $1.00');
    await expect(p100).not.toContainText('Popular');
    await expect(list.getByText('Popular')).toHaveCount(2);
    await expect(buyButtons(page)).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Terms of service' })).toBeVisible();
  });

  test('7 skeletons while the packages load', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/');
    await injectFault(page, 'getTopUpPackages', 'Latency 3 s');
    await toPayment(page);
    await expect(page.getByRole('status', { name: 'Loading packages…' }).getByTestId('package-skeleton')).toHaveCount(7);
    await expect(page.getByRole('list', { name: 'Crystal packages' }).getByRole('listitem')).toHaveCount(7, { timeout: 8000 });
    await expect(page.getByTestId('package-skeleton')).toHaveCount(0);
  });

  test('packages that cannot load: an error text, a toast, and a retry that reloads the page', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/');
    await injectFault(page, 'getTopUpPackages', 'HTTP 500');
    await toPayment(page);
    await expect(page.getByRole('main').getByText('Failed to load packages')).toBeVisible();
    await expect(page.locator('.notistack-SnackbarContainer').getByText('Failed to load packages')).toBeVisible();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.getByRole('button', { name: 'Retry' }).click();
    // The reload starts a new page: the injected fault is gone with the old one.
    await expect(page.getByRole('list', { name: 'Crystal packages' }).getByRole('listitem')).toHaveCount(7);
    expect(navigations).toEqual([expect.stringMatching(/\/payment$/)]);
  });
});

test.describe('paying through the demo messenger', () => {
  test('paid: one package processing, the others blocked; then the server’s balance, a toast, the goal, and home after 1.5 s', async ({ page }) => {
    const goals: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[demo analytics]')) goals.push(message.text());
    });
    await page.clock.install();
    await useDemo(page, { user: 'player' });
    await page.goto('/payment');
    await expect(buyButtons(page)).toHaveCount(7);
    // From here on only runFor moves time.
    await freezeClock(page);
    await buy500(page).click();
    await expect(invoiceDialog(page)).toBeVisible();
    // While the payment window is open every package is blocked, the chosen one shows progress.
    await expect(buyButtons(page)).toHaveCount(7);
    for (const button of await buyButtons(page).all()) await expect(button).toBeDisabled();
    await expect(page.locator('main button[aria-busy="true"]')).toHaveAttribute('aria-label', 'Buy 500 crystals for 230 Stars');
    expect(await payments(page)).toEqual([expect.objectContaining({ packageId: 'p500', status: 'pending' })]);

    await invoiceDialog(page).getByRole('button', { name: 'Paid' }).click();
    await expect(page.getByText('Payment successful! Crystals added to your balance')).toBeVisible();
    // 1,250 + 500 + the first-deposit bonus of 50: what the server reports, not a client sum.
    await expect(page.getByTestId('payment-balance')).toHaveText('Balance: 1,800.00');
    expect(goals).toEqual(['[demo analytics] goal reached: deposit-stars']);
    expect(await payments(page)).toEqual([expect.objectContaining({ status: 'paid' })]);

    await page.clock.runFor(1400);
    await expect(page).toHaveURL(/\/payment$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('balance')).toHaveText('1,800.00 crystals');
  });

  for (const [outcome, label, message] of [
    ['cancelled', 'Cancelled', 'Payment cancelled — nothing was charged'],
    ['failed', 'Failed', 'Payment cancelled or failed'],
  ] as const) {
    test(`${outcome}: "${message}"; nothing credited, and another try is possible`, async ({ page }) => {
      await useDemo(page, { user: 'player' });
      await page.goto('/payment');
      await buy500(page).click();
      await invoiceDialog(page).getByRole('button', { name: label }).click();
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByTestId('payment-balance')).toHaveText('Balance: 1,250.00');
      expect(await payments(page)).toEqual([expect.objectContaining({ status: outcome })]);
      for (const button of await buyButtons(page).all()) await expect(button).toBeEnabled();
      await buy500(page).click();
      await expect(invoiceDialog(page)).toBeVisible();
      expect(await payments(page)).toHaveLength(2);
    });
  }

  test('a payment window that never answers times out after 60 s, once the server was asked', async ({ page }) => {
    await page.clock.install();
    await useDemo(page, { user: 'player' });
    await page.goto('/payment');
    await devTools(page, (panel) => panel.getByRole('radiogroup', { name: 'Next payment' }).getByRole('radio', { name: 'Never answered' }).check());
    await freezeClock(page);
    await buy500(page).click();
    await expect(buy500(page)).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(59_500);
    await expect(buy500(page)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/not confirmed yet/)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(page.getByText('The payment is not confirmed yet. If you paid, the crystals will arrive shortly')).toBeVisible();
    await expect(buy500(page)).toBeEnabled();
    await expect(buy500(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('a burst of taps asks for one invoice', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/payment');
    await buy500(page).evaluate((button: HTMLElement) => {
      for (let i = 0; i < 5; i++) button.click();
    });
    await expect(invoiceDialog(page)).toBeVisible();
    expect(await payments(page)).toHaveLength(1);
    await invoiceDialog(page).getByRole('button', { name: 'Cancelled' }).click();
    expect(await payments(page)).toHaveLength(1);
  });

  test('failed to create payment', async ({ page }) => {
    await useDemo(page, { user: 'player' });
    await page.goto('/');
    await injectFault(page, 'createInvoice', 'HTTP 500');
    await toPayment(page);
    await buy500(page).click();
    await expect(page.getByText('Failed to create payment')).toBeVisible();
    await expect(invoiceDialog(page)).toHaveCount(0);
    await expect(buy500(page)).toBeEnabled();
  });

  test('a payment whose result cannot be checked for 60 s: result processing error, no success', async ({ page }) => {
    await page.clock.install();
    await useDemo(page, { user: 'player' });
    await page.goto('/');
    await injectFault(page, 'getPaymentStatus', 'HTTP 500');
    await toPayment(page);
    await buy500(page).click();
    const paid = invoiceDialog(page).getByRole('button', { name: 'Paid' });
    await expect(paid).toBeVisible();
    // From the report on only the test moves time (the demo server, its faults and the retries all
    // run on the page's clock): the walk no longer needs real seconds to pass within a poll's 5 s.
    await freezeClock(page);
    await paid.click();
    await expect(buy500(page)).toHaveAttribute('aria-busy', 'true');
    // The status is asked again with backoff for the whole window before giving up.
    const error = page.getByText('Error processing the payment result');
    await page.clock.runFor(55_000);
    await letReactRender(page);
    await expect(error).toHaveCount(0);
    // The last check (and its retries) falls due at 60 s; the message then shows for 3 s: quarter
    // seconds find it while it shows, and 10 s past the 55 are well beyond its retries.
    for (let step = 0; step < 40 && (await error.count()) === 0; step++) {
      await page.clock.runFor(250);
      await letReactRender(page);
    }
    await expect(error).toHaveCount(1);
    await expect(page.getByText(/Payment successful/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/payment$/);
  });
});
