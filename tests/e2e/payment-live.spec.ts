import { expect, test, type Page } from '../support/test';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { countInFlight, stepClock } from '../support/inFlight';
import { withLoopbackApi } from '../support/loopbackHooks';
import { API_PORT } from '../support/ports';
import { TelegramClient } from '../support/telegramClient';
import { freezeClock } from '../support/clock';

/**
 * Payment outcomes through the real messenger protocol: the SDK posts web_app_open_invoice, the
 * test plays the payment provider (settling the loopback server's payment when it is paid) and
 * the Telegram client (delivering invoice_closed).
 */
const loopback = withLoopbackApi();

// Known to the backend: balance 250000, Russian, shard 3.
const RICH = { id: 700000023, first_name: 'Мария', last_name: 'Голд', username: 'maria_gold', language_code: 'ru' };

const BUY_500 = 'Купить 500 кристаллов за 230 звёзд';
/** The notification haptics the app asked of the messenger, in order. */
async function notificationHaptics(telegram: TelegramClient): Promise<string[]> {
  return (await telegram.events('web_app_trigger_haptic_feedback'))
    .map((e) => e.data as { type: string; notification_type?: string })
    .filter((d) => d.type === 'notification').map((d) => d.notification_type ?? '');
}

const statusChecks = () => loopback().requests.filter((r) => r.path.startsWith('/api/payment/status/')).length;

/**
 * Opens /payment as the messenger would, taps the 500-crystal package and returns the invoice
 * slug. With `frozen` the page's fake clock stops before the tap, so the invoice's 60 s start at a
 * known time.
 */
async function openInvoice(page: Page, telegram: TelegramClient, options: { frozen?: boolean } = {}): Promise<{ slug: string; paymentId: string }> {
  await page.goto(telegram.launchUrl('/payment', { user: RICH }));
  await expect(page.getByRole('button', { name: BUY_500 })).toBeEnabled();
  if (options.frozen) await freezeClock(page);
  await page.getByRole('button', { name: BUY_500 }).click();
  await expect.poll(async () => (await telegram.events('web_app_open_invoice')).length).toBe(1);
  const { slug } = (await telegram.lastEvent('web_app_open_invoice'))?.data as { slug: string };
  const paymentId = GameBackend.paymentIdFromInvoiceUrl(`https://t.me/$${slug}`);
  if (!paymentId) throw new Error(`not a demo invoice: ${slug}`);
  expect(loopback().backend.playerSnapshot(RICH.id)?.payments[paymentId]?.status).toBe('pending');
  return { slug, paymentId };
}

/** What the app asked of the messenger's closing confirmation and vertical swipes, in order. */
async function protection(telegram: TelegramClient): Promise<{ closing: boolean[]; swipes: boolean[] }> {
  return {
    closing: (await telegram.events('web_app_setup_closing_behavior')).map((e) => (e.data as { need_confirmation: boolean }).need_confirmation),
    swipes: (await telegram.events('web_app_setup_swipe_behavior')).map((e) => (e.data as { allow_vertical_swipe: boolean }).allow_vertical_swipe),
  };
}

test('paid: the server confirms, the balance is the server’s, a repeated invoice_closed changes nothing, home after 1.5 s', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  const { slug, paymentId } = await openInvoice(page, telegram);
  const invoiceRequest = loopback().requests.find((r) => r.path.startsWith('/api/invoice/'));
  expect(invoiceRequest?.path).toBe('/api/invoice/p500/?crystals=500&stars=230');
  expect(invoiceRequest?.host).toBe(`api3.localhost:${API_PORT}`);
  await expect(page.getByRole('button', { name: BUY_500 })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Купить 100 кристаллов за 50 звёзд' })).toBeDisabled();

  const before = loopback().backend.playerSnapshot(RICH.id)?.balance ?? 0;
  await freezeClock(page);
  loopback().backend.settlePayment(paymentId, 'paid');
  const after = loopback().backend.playerSnapshot(RICH.id)?.balance ?? 0;
  // 500 crystals, plus the server's first-deposit bonus when it gives one.
  expect(after).toBeGreaterThanOrEqual(before + 500);
  await telegram.receive('invoice_closed', { slug, status: 'paid' });
  await telegram.receive('invoice_closed', { slug, status: 'paid' });
  const success = page.getByText('Оплата прошла! Кристаллы зачислены на баланс');
  await expect(success).toHaveCount(1);
  await expect(page.getByTestId('payment-balance')).toHaveText(`Баланс: ${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(after)}`);
  expect(statusChecks()).toBe(1);
  await telegram.receive('invoice_closed', { slug, status: 'paid' });
  await page.clock.runFor(1400);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
  await page.clock.runFor(200);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(success).toHaveCount(1);
  expect(statusChecks()).toBe(1);
  // The repeated reports credited nothing more.
  expect(loopback().backend.playerSnapshot(RICH.id)?.balance).toBe(after);
  // The confirmed payment was felt once, however many reports came (issue 27).
  expect(await notificationHaptics(telegram)).toEqual(['success']);
});

test('while the invoice is open, closing asks first and swipes do not collapse the app; both restored after', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  const { slug, paymentId } = await openInvoice(page, telegram);
  expect(await protection(telegram)).toEqual({ closing: [true], swipes: [false] });
  loopback().backend.settlePayment(paymentId, 'cancelled');
  await telegram.receive('invoice_closed', { slug, status: 'cancelled' });
  await expect.poll(() => protection(telegram)).toEqual({ closing: [true, false], swipes: [false, true] });
});

test('pending, and the server learns of the payment only after 20 s: it ends as paid', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  const inFlight = countInFlight(page);
  const { slug, paymentId } = await openInvoice(page, telegram);
  await freezeClock(page);
  await telegram.receive('invoice_closed', { slug, status: 'pending' });
  await expect.poll(statusChecks).toBe(1);
  await stepClock(page, inFlight, 20_000);
  // Asked at once, then after 1, 2, 4, 8 s: five checks in the first 15 s, none of them final.
  expect(statusChecks()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(/Оплата прошла|не подтверждён|не прошёл/)).toHaveCount(0);
  loopback().backend.settlePayment(paymentId, 'paid');
  // The next check is due at 23 s (15 + 8); the success toast lasts 3 s.
  await stepClock(page, inFlight, 4000);
  await expect(page.getByText('Оплата прошла! Кристаллы зачислены на баланс')).toHaveCount(1);
  await expect(page.getByTestId('payment-balance')).toHaveText(`Баланс: ${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(loopback().backend.playerSnapshot(RICH.id)?.balance ?? 0)}`);
});

test('paid in the window but never confirmed by the server: after 60 s a timeout, and the balance is re-read', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  const inFlight = countInFlight(page);
  const { slug } = await openInvoice(page, telegram);
  await freezeClock(page);
  await telegram.receive('invoice_closed', { slug, status: 'paid' });
  await expect.poll(statusChecks).toBe(1);
  const profileReads = () => loopback().requests.filter((r) => r.path === '/api/me/').length;
  const readsBefore = profileReads();
  await stepClock(page, inFlight, 58_000);
  await expect(page.getByRole('button', { name: BUY_500 })).toHaveAttribute('aria-busy', 'true');
  await stepClock(page, inFlight, 4000);
  await expect(page.getByText('Платёж ещё не подтверждён. Если ты оплатил, кристаллы скоро придут')).toHaveCount(1);
  await expect.poll(profileReads).toBe(readsBefore + 1);
  // Checked for the whole window with backoff: about a dozen checks, not one a second.
  expect(statusChecks()).toBeGreaterThanOrEqual(9);
  expect(statusChecks()).toBeLessThanOrEqual(12);
  await expect(page.getByRole('button', { name: BUY_500 })).toBeEnabled();
});

for (const [status, message] of [['cancelled', 'Платёж отменён — ничего не списано'], ['failed', 'Платёж отменён или не прошёл']] as const) {
  test(`${status}: "${message}", nothing credited, the balance re-read, the packages free again`, async ({ page }) => {
    const telegram = new TelegramClient(page);
    await telegram.install();
    const { slug, paymentId } = await openInvoice(page, telegram);
    const before = loopback().backend.playerSnapshot(RICH.id)?.balance;
    const profileReads = loopback().requests.filter((r) => r.path === '/api/me/').length;
    loopback().backend.settlePayment(paymentId, status);
    await telegram.receive('invoice_closed', { slug, status });
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    // A failed payment may still have been charged: the server's balance is asked for.
    await expect.poll(() => loopback().requests.filter((r) => r.path === '/api/me/').length).toBe(profileReads + 1);
    await expect(page.getByRole('button', { name: BUY_500 })).toBeEnabled();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
    expect(statusChecks()).toBe(0);
    expect(loopback().backend.playerSnapshot(RICH.id)?.balance).toBe(before);
    // A failure is felt as one; the player's own cancel is not a failure.
    expect(await notificationHaptics(telegram)).toEqual(status === 'failed' ? ['error'] : []);
  });
}

test('the window says paid but the server does not: no success', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  const { slug, paymentId } = await openInvoice(page, telegram);
  await freezeClock(page);
  loopback().backend.settlePayment(paymentId, 'failed');
  await telegram.receive('invoice_closed', { slug, status: 'paid' });
  await expect(page.getByText('Платёж отменён или не прошёл')).toBeVisible();
  await expect(page.getByText(/Оплата прошла/)).toHaveCount(0);
  await page.clock.runFor(5000);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
});

test('pending: the status is asked again until the server learns of the payment', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  const { slug, paymentId } = await openInvoice(page, telegram);
  await freezeClock(page);
  await telegram.receive('invoice_closed', { slug, status: 'pending' });
  await expect.poll(statusChecks).toBe(1);
  loopback().backend.settlePayment(paymentId, 'paid');
  // The next check is scheduled 1 s after the first answer lands in the page, which may be a
  // moment after the server saw the request: step the clock until the second check is made.
  await expect.poll(async () => {
    await page.clock.runFor(250);
    return statusChecks();
  }).toBe(2);
  await expect(page.getByText('Оплата прошла! Кристаллы зачислены на баланс')).toBeVisible();
});

test('no invoice_closed within 60 s: the server is asked once, not confirmed: timed out; a late paid report asks again', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  const { slug, paymentId } = await openInvoice(page, telegram, { frozen: true });
  await page.clock.runFor(59_500);
  await expect(page.getByRole('button', { name: BUY_500 })).toHaveAttribute('aria-busy', 'true');
  expect(statusChecks()).toBe(0);
  await page.clock.runFor(600);
  await expect(page.getByText('Платёж ещё не подтверждён. Если ты оплатил, кристаллы скоро придут')).toBeVisible();
  expect(statusChecks()).toBe(1);
  await expect(page.getByRole('button', { name: BUY_500 })).toBeEnabled();
  // The player paid at the last moment: the window reports it late, and the server is asked again.
  loopback().backend.settlePayment(paymentId, 'paid');
  await telegram.receive('invoice_closed', { slug, status: 'paid' });
  await expect(page.getByText('Оплата прошла! Кристаллы зачислены на баланс')).toHaveCount(1);
  expect(statusChecks()).toBe(2);
  await telegram.receive('invoice_closed', { slug, status: 'paid' });
  await page.clock.runFor(2000);
  expect(statusChecks()).toBe(2);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});

test('no invoice_closed, but the server was paid meanwhile: after 60 s its word makes it a success', async ({ page }) => {
  await page.clock.install();
  const telegram = new TelegramClient(page);
  await telegram.install();
  const { paymentId } = await openInvoice(page, telegram, { frozen: true });
  await page.clock.runFor(30_000);
  loopback().backend.settlePayment(paymentId, 'paid');
  await page.clock.runFor(30_100);
  await expect(page.getByText('Оплата прошла! Кристаллы зачислены на баланс')).toHaveCount(1);
  expect(statusChecks()).toBe(1);
});

test('the terms of service open through the messenger', async ({ page }) => {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/payment', { user: RICH }));
  await page.getByRole('button', { name: 'Условия использования' }).click();
  await expect.poll(async () => (await telegram.events('web_app_open_link')).map((e) => (e.data as { url: string }).url))
    .toEqual(['https://telegra.ph/cs2cases-terms']);
});
