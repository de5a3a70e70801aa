import { expect, test, type Page } from '../support/test';
import { clientNavigate, expectMainOpen, openToSpin } from '../support/pageHelpers';
import type { PlayerState } from '@adapters/memory/backend/GameBackend';
import { withLoopbackApi } from '../support/loopbackHooks';
import { TelegramClient } from '../support/telegramClient';
import { freezeClock } from '../support/clock';
import { useDemo } from '../support/demo';

/**
 * Issue 27 item 5, multi-open, in live mode against the loopback server: the case page's count,
 * the MainButton saying the whole stake, one request and one charge for all, a reel per case, one
 * result sheet with each drop's own actions; and a server that does not offer it gets spec §7's
 * page and call, untouched.
 */
const loopback = withLoopbackApi({ reset: true });

// The demo's regular player: English, 1,250 crystals; the Blue Case costs 8.
const PLAYER = { id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' };
const server = () => loopback().backend.playerSnapshot(PLAYER.id) as PlayerState;
const openCalls = () => loopback().requests.filter((r) => r.method === 'POST' && r.path === '/api/case/2/open/');
const REELS = 'The roulette is spinning';

async function launch(page: Page, path: string): Promise<TelegramClient> {
  const telegram = new TelegramClient(page);
  await telegram.install();
  await page.goto(telegram.launchUrl(path, { user: PLAYER }));
  return telegram;
}

test('×3: one request and one charge, a reel per case, one sheet with each drop’s Sell, Upgrade and Verify', async ({ page }) => {
  await page.clock.install();
  const telegram = await launch(page, '/cases/2');
  await expectMainOpen(telegram, 'Open for 8.00');
  server();
  const before = structuredClone(server());
  await page.getByRole('button', { name: 'Open 3 at once' }).click();
  await expect(page.getByRole('button', { name: 'Open 3 at once' })).toHaveAttribute('aria-pressed', 'true');
  await expectMainOpen(telegram, 'Open ×3 for 24.00');
  await freezeClock(page);
  // A double press opens once.
  await telegram.pressMainButton();
  await telegram.receive('main_button_pressed');
  await expect(page.getByRole('status').filter({ hasText: 'Opening in 3' })).toHaveCount(1);
  await page.clock.runFor(3100);
  await expect(page.getByRole('img', { name: REELS })).toHaveCount(3);
  expect(openCalls()).toHaveLength(1);
  const sent = JSON.parse(openCalls()[0]?.body ?? '{}') as { count?: number; client_seed?: string };
  expect(sent.count).toBe(3);
  expect(sent.client_seed).toEqual(expect.any(String));
  await page.clock.runFor(11_000);
  await expect(page.getByText(/^(You won|Your drops)$/)).toBeVisible();
  const after = server();
  expect(after.balance).toBeCloseTo(before.balance - 24, 2);
  expect(after.inventory).toHaveLength(before.inventory.length + 3);
  expect(after.transactions).toHaveLength(before.transactions.length + 1);
  const drops = page.getByRole('list', { name: 'Your drops' }).getByRole('listitem');
  await expect(drops).toHaveCount(3);
  // Each drop its own proof and actions.
  for (const item of await drops.all()) {
    await expect(item.getByRole('button', { name: /^Sell .+ for / })).toBeEnabled();
    await expect(item.getByRole('button', { name: /^Upgrade / })).toBeEnabled();
    await expect(item.getByRole('link', { name: /^Verify / })).toBeVisible();
  }
  // Spec §2's result buttons beyond the drops' own: open again (back to the case) and to inventory.
  await expect(page.getByRole('button', { name: 'Open ×3 again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'To inventory' })).toBeVisible();
  expect(openCalls()).toHaveLength(1);
  // Selling one drop sells that one only (the messenger's confirmation answered yes).
  const first = drops.first();
  await first.getByRole('button', { name: /^Sell .+ for / }).click();
  await expect(first.getByRole('button', { name: 'Sold' })).toBeDisabled();
  await expect(drops.nth(1).getByRole('button', { name: /^Sell .+ for / })).toBeEnabled();
  expect(server().inventory.filter((i) => i.status === 'sold').length).toBe(before.inventory.filter((i) => i.status === 'sold').length + 1);
  // Open again keeps the count.
  await page.getByRole('button', { name: 'Open ×3 again' }).click();
  await expect(page.getByRole('button', { name: 'Open 3 at once' })).toHaveAttribute('aria-pressed', 'true');
  await expectMainOpen(telegram, 'Open ×3 for 24.00');
});

test('a server that does not offer multi-open: no count on the page, spec §7’s call without a count', async ({ page }) => {
  await page.route('**/api/case/2/', async (route) => {
    // Node has no resolver for the shards' *.localhost names: the same server by its address.
    const response = await route.fetch({ url: route.request().url().replace(/\/\/api\d*\.localhost/, '//127.0.0.1') });
    const body = (await response.json()) as { case: Record<string, unknown> };
    delete body.case.multi_open;
    await route.fulfill({ response, json: body });
  });
  await page.clock.install();
  const telegram = await launch(page, '/cases/2');
  await expectMainOpen(telegram, 'Open for 8.00');
  await expect(page.getByRole('heading', { name: 'Blue Case' })).toBeVisible();
  await expect(page.getByRole('button', { name: /at once/ })).toHaveCount(0);
  await openToSpin(page, { telegram, text: 'Open for 8.00' });
  await expect(page.getByRole('img', { name: REELS })).toHaveCount(1);
  expect(openCalls()).toHaveLength(1);
  expect(JSON.parse(openCalls()[0]?.body ?? '{}')).not.toHaveProperty('count');
});

test('the whole stake decides: ×5 of a case the balance covers once asks to top up the rest', async ({ page }) => {
  // The Rich Guy Case costs 600: the player's 1,250 cover two, not five.
  const telegram = await launch(page, '/cases/4');
  await expectMainOpen(telegram, 'Open for 600.00');
  await page.getByRole('button', { name: 'Open 5 at once' }).click();
  await expect.poll(async () => (await telegram.mainButton())?.text).toBe('Top up 1,750.00 more to open');
  expect(openCalls()).toHaveLength(0);
});

test('demo: every drop of a ×3 is its own roll, verified against what this phone recorded before the call', async ({ page }) => {
  await page.clock.install();
  await useDemo(page, { user: 'player', theme: 'dark' });
  await page.goto('/cases/2');
  await page.getByRole('button', { name: 'Open 3 at once' }).click();
  await page.getByRole('button', { name: 'Open ×3 for 24.00' }).click();
  await page.clock.runFor(3100);
  await expect(page.getByRole('img', { name: REELS })).toHaveCount(3);
  await page.clock.runFor(11_100);
  const drops = page.getByRole('list', { name: 'Your drops' }).getByRole('listitem');
  await expect(drops).toHaveCount(3);
  const firstProof = (await drops.first().getByRole('link', { name: /^Verify / }).getAttribute('href')) ?? '';
  // The last roll of the call: the nonce two after the one announced.
  await drops.nth(2).getByRole('link', { name: /^Verify / }).click();
  await page.getByRole('button', { name: 'Reveal the seed and verify' }).click();
  await expect(page.getByRole('heading', { name: 'Verified', exact: true })).toBeVisible();
  await expect(page.getByText(/^This phone was shown this commitment on .+, before the roll\.$/)).toBeVisible();
  // After the reveal, the first drop checks too (the same revealed seed, its own nonce).
  await clientNavigate(page, firstProof);
  await expect(page.getByRole('heading', { name: 'Verified', exact: true })).toBeVisible();
});
