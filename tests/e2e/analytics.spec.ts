import { rm } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { build, preview, type PreviewServer } from 'vite';
import { GameBackend } from '@adapters/memory/backend/GameBackend';
import { withLoopbackApi } from '../support/loopbackHooks';
import { API_PORT, APP_PORT, liveAppOrigin, OUT_DIR } from '../support/ports';
import { TelegramClient } from '../support/telegramClient';

/**
 * Spec §7 analytics in live mode: Yandex Metrika records `reachGoal('deposit-stars')` once per
 * paid invoice when a counter id is configured at build time, and without one nothing is sent or
 * loaded. The suite's build has no id; this file makes a second build with one and serves it
 * beside the first. A stub `ym` stands in for Metrika's tag, which is never fetched from outside.
 */
const loopback = withLoopbackApi();

const COUNTER_ID = 98765432;
const METRIKA_PORT = APP_PORT + 2;
const METRIKA_OUT_DIR = `${OUT_DIR}-metrika`;
/** The build with a counter id and the suite's build without one, as this worker's live host. */
const withCounter = () => liveAppOrigin(test.info().parallelIndex, METRIKA_PORT);
const withoutCounter = () => liveAppOrigin(test.info().parallelIndex);

// Known to the backend: balance 250000, Russian, shard 3.
const RICH = { id: 700000023, first_name: 'Мария', last_name: 'Голд', username: 'maria_gold', language_code: 'ru' };
const BUY_500 = 'Купить 500 кристаллов за 230 звёзд';

let server: PreviewServer | undefined;

test.beforeAll(async () => {
  // The build takes 36 s with both cores free; here it shares them with the other worker's browser
  // (about twice that), and with one core busy besides it once took over 120 s.
  test.setTimeout(300_000);
  process.env.VITE_METRIKA_COUNTER_ID = String(COUNTER_ID);
  process.env.VITE_API_BASE_TEMPLATE = `http://api{shard}.localhost:${API_PORT}`;
  try {
    await build({ logLevel: 'warn', build: { outDir: METRIKA_OUT_DIR, emptyOutDir: true } });
  } finally {
    delete process.env.VITE_METRIKA_COUNTER_ID;
  }
  server = await preview({ logLevel: 'warn', build: { outDir: METRIKA_OUT_DIR }, preview: { host: '127.0.0.1', port: METRIKA_PORT, strictPort: true } });
});

test.afterAll(async () => {
  await server?.close();
  await rm(METRIKA_OUT_DIR, { recursive: true, force: true });
});

interface MetrikaRecord {
  calls: unknown[][];
  tagRequests: number;
}

/** A stub `ym` that records every call, and Metrika's tag counted but never fetched. */
async function stubMetrika(page: Page): Promise<() => Promise<MetrikaRecord>> {
  let tagRequests = 0;
  await page.route('https://mc.yandex.ru/**', (route) => {
    tagRequests++;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* Metrika tag stand-in */' });
  });
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { __ymCalls: unknown[][] }).__ymCalls = calls;
    (window as unknown as { ym: (...args: unknown[]) => void }).ym = (...args: unknown[]) => {
      calls.push(args);
    };
  });
  return async () => ({ calls: await page.evaluate(() => (window as unknown as { __ymCalls: unknown[][] }).__ymCalls), tagRequests });
}

/** Buys 500 crystals; the server settles the payment as paid and the window reports it `reports` times. */
async function buyPaid(page: Page, telegram: TelegramClient, origin: string, reports = 1): Promise<void> {
  await page.goto(telegram.launchUrl('/payment', { user: RICH, origin }));
  await page.getByRole('button', { name: BUY_500 }).click();
  await expect.poll(async () => (await telegram.events('web_app_open_invoice')).length).toBe(1);
  const { slug } = (await telegram.lastEvent('web_app_open_invoice'))?.data as { slug: string };
  const paymentId = GameBackend.paymentIdFromInvoiceUrl(`https://t.me/$${slug}`);
  if (!paymentId) throw new Error(`not a demo invoice: ${slug}`);
  loopback().backend.settlePayment(paymentId, 'paid');
  for (let i = 0; i < reports; i++) await telegram.receive('invoice_closed', { slug, status: 'paid' });
  await expect(page.getByText('Оплата прошла! Кристаллы зачислены на баланс')).toBeVisible();
}

const goals = (record: MetrikaRecord) => record.calls.filter((call) => call[1] === 'reachGoal');

test('with a counter id: the tag loads after the first screen, and each paid invoice is one deposit-stars goal', async ({ page }) => {
  const metrika = await stubMetrika(page);
  const telegram = new TelegramClient(page);
  await telegram.install();
  await buyPaid(page, telegram, withCounter(), 2);
  let record = await metrika();
  expect(record.tagRequests).toBe(1);
  expect(record.calls.filter((call) => call[1] === 'init').map((call) => call[0])).toEqual([COUNTER_ID]);
  expect(goals(record)).toEqual([[COUNTER_ID, 'reachGoal', 'deposit-stars']]);

  // Home 1.5 s after success; then a second purchase in a new visit: one more goal, one per paid invoice.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await buyPaid(page, telegram, withCounter());
  record = await metrika();
  expect(goals(record)).toEqual([[COUNTER_ID, 'reachGoal', 'deposit-stars']]);
});

test('with a counter id and no ym on the page: the goal waits in Metrika’s own queue for its tag', async ({ page }) => {
  await page.route('https://mc.yandex.ru/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* a tag that has not run yet */' }));
  const telegram = new TelegramClient(page);
  await telegram.install();
  await buyPaid(page, telegram, withCounter());
  const queue = await page.evaluate(() => (window as unknown as { ym: { a?: unknown[][] } }).ym.a ?? []);
  expect(queue.map((call) => call.slice(0, 2))).toEqual([[COUNTER_ID, 'init'], [COUNTER_ID, 'reachGoal']]);
  expect(queue[1]?.[2]).toBe('deposit-stars');
});

test('with a counter id: a cancelled payment records no goal', async ({ page }) => {
  const metrika = await stubMetrika(page);
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl('/payment', { user: RICH, origin: withCounter() }));
  await page.getByRole('button', { name: BUY_500 }).click();
  await expect.poll(async () => (await telegram.events('web_app_open_invoice')).length).toBe(1);
  const { slug } = (await telegram.lastEvent('web_app_open_invoice'))?.data as { slug: string };
  await telegram.receive('invoice_closed', { slug, status: 'cancelled' });
  await expect(page.getByText('Платёж отменён — ничего не списано')).toBeVisible();
  expect(goals(await metrika())).toEqual([]);
});

test('without a counter id: nothing is loaded and nothing is sent, even for a paid invoice', async ({ page }) => {
  const metrika = await stubMetrika(page);
  const telegram = new TelegramClient(page);
  await telegram.install();
  await buyPaid(page, telegram, withoutCounter());
  const record = await metrika();
  expect(record.tagRequests).toBe(0);
  expect(record.calls).toEqual([]);
});
