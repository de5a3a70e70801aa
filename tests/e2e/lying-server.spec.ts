import { expect, test, type Page } from '../support/test';
import type { FairnessLie } from '@adapters/memory/backend/GameBackend';
import { expectMainOpen, openToSpin } from '../support/pageHelpers';
import { freezeClock } from '../support/clock';
import { withLoopbackApi } from '../support/loopbackHooks';
import { TelegramClient } from '../support/telegramClient';

/**
 * The verifier against a lying server, in live mode (the real SDK, the loopback API). The server
 * tells each lie consistently — its proofs recompute — so only the phone's own record, written
 * before the roll, can catch it: every lie ends as "Does not match" naming what differs, or as
 * "Cannot be checked" saying what is missing; never "Verified". Honest rolls still verify.
 */
const loopback = withLoopbackApi({ reset: true });
// The demo's regular player: English, 1,250 crystals, several available skins; shard 2.
const PLAYER = { id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' };

const lie = (name: FairnessLie) => loopback().backend.lies.set(name);
// The worker's server outlives a test: each starts honest.
test.beforeEach(() => loopback().backend.lies.clear());

async function launch(page: Page, path: string, init?: () => void): Promise<TelegramClient> {
  const telegram = new TelegramClient(page);
  await telegram.install();
  if (init) await page.addInitScript(init);
  await page.clock.install();
  await page.goto(telegram.launchUrl(path, { user: PLAYER }));
  return telegram;
}

const OPEN_BLUE = 'Open for 8.00';

/** On the Blue Case's page: opens it (the messenger's MainButton) and waits for the result. */
async function openBlueCase(page: Page, telegram: TelegramClient): Promise<void> {
  await openToSpin(page, { telegram, text: OPEN_BLUE });
  await page.clock.runFor(11_100);
  await expect(page.getByText(/^(You won|Your drop)$/)).toBeVisible();
}

/** From a result: the Verify view, the seed revealed; resolves with the verdict's banner. */
async function verifyFromResult(page: Page, link: string) {
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Verify the (drop|upgrade)$/ })).toBeVisible();
  const reveal = page.getByRole('button', { name: 'Reveal the seed and verify' });
  const verdict = page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(reveal.or(verdict.getByRole('heading', { name: /^(Verified|Does not match|Cannot be checked)$/ })).first()).toBeVisible();
  if (await reveal.isVisible()) await reveal.click();
  await expect(verdict.getByRole('heading', { name: /^(Verified|Does not match|Cannot be checked)$/ })).toBeVisible();
  return verdict;
}

/**
 * A consistent lie: the proof holds together (no step fails), so what caught it is the phone's
 * own record — the check the verifier lacked when each of these lies earned "Verified".
 */
async function expectCaughtByTheWitness(verdict: Awaited<ReturnType<typeof verifyFromResult>>): Promise<void> {
  await expect(verdict.getByRole('heading', { name: 'Does not match' })).toBeVisible();
  await expect(verdict.getByText(/does not hold together/)).toHaveCount(0);
}

async function openAndVerify(page: Page, telegram: TelegramClient): Promise<ReturnType<typeof verifyFromResult>> {
  await openBlueCase(page, telegram);
  return verifyFromResult(page, 'Verify this drop');
}

test.describe('honest rolls still verify', () => {
  test('an opening, with the device’s own client seed', async ({ page }) => {
    const telegram = await launch(page, '/cases/2');
    const verdict = await openAndVerify(page, telegram);
    await expect(verdict.getByRole('heading', { name: 'Verified' })).toBeVisible();
    // The phone made the client seed itself: 32 hex digits, never the server's default.
    const seed = loopback().backend.playerSnapshot(PLAYER.id)?.fairness?.clientSeed;
    // The seeds and hashes sit folded under the verdict's words.
    await page.getByRole('button', { name: 'Seeds and hashes' }).click();
    await expect(page.getByText(/^[0-9a-f]{32}$/)).toBeVisible();
    await expect(page.getByText(seed ?? 'none', { exact: true })).toHaveCount(0);
  });

  test('an upgrade', async ({ page }) => {
    await launch(page, '/upgrader');
    await upgradeOnce(page);
    const verdict = await verifyFromResult(page, 'Verify this upgrade');
    await expect(verdict.getByRole('heading', { name: 'Verified' })).toBeVisible();
  });
});

/** Step 1 → 5 with the first skin and its cheapest target; resolves on the result. */
async function upgradeOnce(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'Your skins' }).getByRole('button').first().click();
  await page.getByRole('list', { name: /^Targets for/ }).getByRole('button').first().click();
  const upgrade = page.getByRole('button', { name: 'Upgrade', exact: true });
  await expect(upgrade).toBeVisible();
  await freezeClock(page);
  await upgrade.click();
  await expect(page.getByRole('status').filter({ hasText: 'Spinning in 3' })).toHaveCount(1);
  await page.clock.runFor(3400 + 7000 + 1100);
  await expect(page.getByRole('dialog', { name: /^Upgrade (successful!|failed)/ })).toBeVisible();
}

const OPENING_LIES: readonly { readonly lie: FairnessLie; readonly says: RegExp; readonly before?: 'load' }[] = [
  { lie: 'other-chances', says: /other chances or values than the case page showed you/, before: 'load' },
  { lie: 'ignore-client-seed', says: /^Not your client seed: this phone sent [0-9a-f]{32}, the roll used [0-9a-f]{16}\.$/ },
  { lie: 'skip-nonce', says: /^The nonce was not the one announced: 0 before the roll, 2 in the proof\.$/ },
  { lie: 'unseen-commitment', says: /^The commitment [0-9a-f]{64} was not shown to this phone before the roll\.$/ },
  { lie: 'other-drop', says: /^The drawn skin is not the item you received: you got .+ \(.+\), the proof draws .+ \(.+\)\.$/ },
  { lie: 'other-case', says: /^The proof is for case “\d+”, but you opened “2”: another case’s table\.$/ },
];

test.describe('each lie of an opening is caught and named', () => {
  for (const { lie: name, says, before } of OPENING_LIES) {
    test(`${name}: does not match`, async ({ page }) => {
      if (before === 'load') lie(name);
      const telegram = await launch(page, '/cases/2');
      await expectMainOpen(telegram, OPEN_BLUE);
      lie(name);
      const verdict = await openAndVerify(page, telegram);
      await expectCaughtByTheWitness(verdict);
      await expect(verdict.getByRole('listitem').filter({ hasText: says })).toHaveCount(1);
    });
  }

  test('the luck code sent as client seed, the roll drawn with the server’s own: not your client seed', async ({ page }) => {
    const telegram = await launch(page, '/cases/2', () => localStorage.setItem('cs2cases:fairness.luckCode.700000012', JSON.stringify({ words: [1, 2, 3], number: '1234', order: 0 })));
    // The fairness block is folded into the facts row under the skins: open it.
    await page.getByRole('button', { name: /^Odds and fairness/ }).click();
    await expect(page.getByText(/your luck code .*luck-0\.01-1\.02-2\.03-1234/)).toBeVisible();
    lie('ignore-client-seed');
    const verdict = await openAndVerify(page, telegram);
    await expectCaughtByTheWitness(verdict);
    await expect(verdict.getByText(/^Not your client seed: this phone sent luck-0\.01-1\.02-2\.03-1234, the roll used [0-9a-f]{16}\.$/)).toBeVisible();
  });

  test('two openings with the same nonce: the second is a nonce used twice', async ({ page }) => {
    const telegram = await launch(page, '/cases/2');
    await openBlueCase(page, telegram);
    await page.getByRole('button', { name: 'Open again' }).click();
    lie('reuse-nonce');
    const verdict = await openAndVerify(page, telegram);
    await expectCaughtByTheWitness(verdict);
    await expect(verdict.getByText('Nonce 0 was already used by another roll under this seed.')).toBeVisible();
  });

  test('a live proof that says "forced": cannot be checked, said in the words of a live server', async ({ page }) => {
    const telegram = await launch(page, '/cases/2');
    await expectMainOpen(telegram, OPEN_BLUE);
    lie('forced');
    const verdict = await openAndVerify(page, telegram);
    await expect(verdict.getByRole('heading', { name: 'Cannot be checked' })).toBeVisible();
    await expect(verdict).toContainText('The server says this outcome was chosen, not drawn.');
    await expect(page.getByText(/developer tools/)).toHaveCount(0);
  });

  test('a roll this phone has no record of (another phone, cleared data): cannot be checked, and what is missing', async ({ page }) => {
    const telegram = await launch(page, '/cases/2');
    await openBlueCase(page, telegram);
    await page.evaluate(() => localStorage.removeItem('cs2cases:fairness.rolls.700000012'));
    const verdict = await verifyFromResult(page, 'Verify this drop');
    await expect(verdict.getByRole('heading', { name: 'Cannot be checked' })).toBeVisible();
    await expect(verdict).toContainText('This phone has no record of this roll');
  });
});

test.describe('each lie of an upgrade is caught and named', () => {
  test('upgrade-chance: the chance shown is not the one rolled', async ({ page }) => {
    lie('upgrade-chance');
    await launch(page, '/upgrader');
    await upgradeOnce(page);
    const verdict = await verifyFromResult(page, 'Verify this upgrade');
    await expectCaughtByTheWitness(verdict);
    await expect(verdict.getByText(/^The chance differs: you were shown [\d.]+%, the proof says [\d.]+%\.$/)).toBeVisible();
  });

  test('upgrade-outcome: the outcome told is not the one rolled', async ({ page }) => {
    await launch(page, '/upgrader');
    lie('upgrade-outcome');
    await upgradeOnce(page);
    const verdict = await verifyFromResult(page, 'Verify this upgrade');
    await expectCaughtByTheWitness(verdict);
    await expect(verdict.getByText(/^You were told the upgrade (won, but the proof says it lost|lost, but the proof says it won)\.$/)).toBeVisible();
  });
});

test.describe('limits count what the server takes', () => {
  test('a case shown at 0 that charges 8: the first opening is counted as 8, the second refused at a daily limit of 10', async ({ page }) => {
    lie('zero-price');
    const telegram = await launch(page, '/limits');
    const daily = page.getByRole('region', { name: 'Cases and upgrades per day' });
    await daily.getByRole('textbox', { name: 'New limit' }).fill('10');
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect(daily.getByText('Limit: 10.00 crystals')).toBeVisible();
    const before = loopback().backend.playerSnapshot(PLAYER.id)?.balance ?? 0;

    await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER }));
    await openToSpin(page, { telegram, text: 'Open for free' });
    await page.clock.runFor(11_100);
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    // The server took 8 although the page said 0.
    expect(loopback().backend.playerSnapshot(PLAYER.id)?.balance).toBe(before - 8);

    await page.getByRole('button', { name: 'Open again' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Daily limit reached' });
    await expect(notice).toContainText('8.00 of 10.00 crystals spent on cases and upgrades in the last 24 hours.');
    // The limit holds the MainButton back: no Open for free to press.
    await expect.poll(() => telegram.mainButton()).toBeNull();
    expect(loopback().requests.filter((request) => request.path === '/api/case/2/open/')).toHaveLength(1);
  });
});

test.describe('what the screen believes', () => {
  test('a losing drop labelled "+50%": no "You won", no confetti, the device’s own −%', async ({ page }) => {
    const telegram = await launch(page, '/cases/2');
    await expectMainOpen(telegram, OPEN_BLUE);
    lie('profit-label');
    loopback().backend.forceNextDrop('loss');
    await openBlueCase(page, telegram);
    await expect(page.getByText('Your drop', { exact: true })).toBeVisible();
    await expect(page.getByText('You won', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('drop-profit')).toHaveText(/^Profit\s*−\d+%$/);
    await expect(page.locator('[data-confetti]')).toHaveCount(0);
  });

  test('a pending reveal in storage for a drop the server does not know: never shown, no Sell or Share', async ({ page }) => {
    await launch(page, '/', () => {
      const details = { id: '2', name: 'Blue Case', price: 8, img: '', description: '', categories: [], skins: [] };
      const win = { id: 'karambit', name: 'Karambit | Fade', img: '', cost: 99_999, profit: '+999%' };
      localStorage.setItem('cs2cases:opening.pendingReveal.700000012', JSON.stringify({ caseId: '2', details, result: { win, inventoryId: '999999' }, at: Date.now() }));
    });
    // The app resumes the opening it finds kept, and asks the server before showing anything.
    await expect(page.getByText('This drop is not on the server')).toBeVisible();
    await expect(page).toHaveURL(/\/cases\/2\/opening$/);
    await expect(page.getByText(/99,999/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Sell for/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share the drop' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cs2cases:opening.pendingReveal.700000012'))).toBeNull();
  });
});
