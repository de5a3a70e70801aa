import { expect, test, type Page } from '../support/test';
import { openItemSheet } from '../support/inventoryGrid';
import { countSoundStarts, expectMainOpen, openToSpin, soundStarts } from '../support/pageHelpers';
import { CATALOGUE } from '@adapters/memory/backend/catalogue.generated';
import type { PlayerState } from '@adapters/memory/backend/GameBackend';
import { countInFlight, stepClock } from '../support/inFlight';
import { withLoopbackApi } from '../support/loopbackHooks';
import { TelegramClient } from '../support/telegramClient';
import { freezeClock } from '../support/clock';
import { nextFrames } from '../support/settle';

/**
 * Issue 17, the moments where a player's value moves, in live mode: the real SDK against a
 * recorded messenger protocol, the loopback server as the API, and the server's own state as the
 * measure of what happened.
 */
const loopback = withLoopbackApi({ reset: true });

// The demo's regular player: English, 1,250 crystals, a trade link, several available skins; shard 2.
const PLAYER = { id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' };
const server = () => loopback().backend.playerSnapshot(PLAYER.id) as PlayerState;
const skinName = (key: string) => CATALOGUE.find((s) => s.key === key)?.en ?? key;
const RESULT_TITLE = /^(You won|Your drop)$/;
// The Blue Case's Open, on the messenger's MainButton.
const OPEN_BLUE = 'Open for 8.00';

async function launch(page: Page, path: string, options: { popupAnswer?: string | null } = {}): Promise<TelegramClient> {
  const telegram = new TelegramClient(page);
  await telegram.install(options);
  await page.goto(telegram.launchUrl(path, { user: PLAYER }));
  return telegram;
}

/** What the app asked of the messenger's closing confirmation and vertical swipes, in order. */
async function protection(telegram: TelegramClient): Promise<{ closing: boolean[]; swipes: boolean[] }> {
  return {
    closing: (await telegram.events('web_app_setup_closing_behavior')).map((e) => (e.data as { need_confirmation: boolean }).need_confirmation),
    swipes: (await telegram.events('web_app_setup_swipe_behavior')).map((e) => (e.data as { allow_vertical_swipe: boolean }).allow_vertical_swipe),
  };
}

const PROTECTED = { closing: [true], swipes: [false] };
const RESTORED = { closing: [true, false], swipes: [false, true] };

async function backButtonVisible(telegram: TelegramClient): Promise<boolean | undefined> {
  return ((await telegram.lastEvent('web_app_setup_back_button'))?.data as { is_visible: boolean } | undefined)?.is_visible;
}

test.describe('the reveal', () => {
  test('Back mid-spin skips to the result, and the drop is in the server’s inventory', async ({ page }) => {
    await page.clock.install();
    const telegram = await launch(page, '/cases/2');
    await expectMainOpen(telegram, OPEN_BLUE);
    const before = server();
    await openToSpin(page, { telegram, text: OPEN_BLUE });
    expect(await protection(telegram)).toEqual(PROTECTED);
    // The screen's own handler: the button stays, and pressing it does not leave.
    expect(await backButtonVisible(telegram)).toBe(true);
    await telegram.receive('back_button_pressed');
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/cases/2/opening');
    const after = server();
    expect(after.balance).toBe(before.balance - 8);
    expect(after.inventory).toHaveLength(before.inventory.length + 1);
    const drop = skinName((after.inventory.at(-1) as { skinKey: string }).skinKey);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(drop.split(' | ')[0] as string);
    await expect(page.getByText(RESULT_TITLE)).toBeVisible();
    // Revealed: the messenger may close and collapse the app again.
    await expect.poll(() => protection(telegram)).toEqual(RESTORED);
    await telegram.receive('back_button_pressed');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cases/2');
  });

  test('a reload mid-spin shows that drop, and the balance was charged once', async ({ page }) => {
    await page.clock.install();
    const telegram = await launch(page, '/cases/2');
    await expectMainOpen(telegram, OPEN_BLUE);
    const before = server();
    await openToSpin(page, { telegram, text: OPEN_BLUE });
    const charged = server();
    const drop = skinName((charged.inventory.at(-1) as { skinKey: string }).skinKey);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(drop.split(' | ')[0] as string);
    expect(new URL(page.url()).pathname).toBe('/cases/2/opening');
    await page.clock.runFor(15_000);
    const after = server();
    expect(after.balance).toBe(before.balance - 8);
    expect(after.inventory).toHaveLength(before.inventory.length + 1);
    expect(loopback().requests.filter((r) => r.path.startsWith('/api/case/2/open/'))).toHaveLength(1);
    // Shown once: a second reload is a plain start (an opening route reached by a reload goes to the case list).
    await page.reload();
    await expect(page.getByRole('list', { name: 'Cases' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cases');
  });

  test('the full spin: protected from the countdown until the result shows, then restored', async ({ page }) => {
    await page.clock.install();
    const telegram = await launch(page, '/cases/2');
    expect(await protection(telegram)).toEqual({ closing: [], swipes: [] });
    await openToSpin(page, { telegram, text: OPEN_BLUE });
    await page.clock.runFor(10_000);
    expect(await protection(telegram)).toEqual(PROTECTED);
    await page.clock.runFor(1500);
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    await expect.poll(() => protection(telegram)).toEqual(RESTORED);
  });

  test('upgrader: during the countdown and spin Back is hidden and the app protected; all restored after', async ({ page }) => {
    await page.clock.install();
    const telegram = await launch(page, '/upgrader');
    await page.getByRole('list', { name: 'Your skins' }).getByRole('button', { name: /^Glock-18 \| Fade, / }).click();
    await page.getByRole('list', { name: /^Targets for/ }).getByRole('button').first().click();
    await expect(page.getByRole('button', { name: 'Upgrade', exact: true })).toBeVisible();
    expect(await backButtonVisible(telegram)).toBe(true);
    await freezeClock(page);
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Spinning in 3' })).toHaveCount(1);
    await expect.poll(() => backButtonVisible(telegram)).toBe(false);
    expect(await protection(telegram)).toEqual(PROTECTED);
    await page.clock.runFor(3000 + 400 + 7000 + 1000 + 100);
    await expect(page.getByRole('dialog', { name: /^Upgrade (successful|failed)/ })).toBeVisible();
    await expect.poll(() => protection(telegram)).toEqual(RESTORED);
    await expect.poll(() => backButtonVisible(telegram)).toBe(true);
  });
});

test.describe('confirmations', () => {
  const REDLINE = 'AK-47 | Redline';

  for (const [action, button, path, title] of [
    ['sell', `Sell: ${REDLINE}`, /\/sale\/$/, 'Sell this skin?'],
    ['send', `Send to Steam: ${REDLINE}`, /\/send\/$/, 'Send to Steam?'],
  ] as const) {
    for (const answer of ['cancel', null] as const) {
      test(`${action}: the native popup names the skin and its worth; ${answer ?? 'dismissed'} sends nothing`, async ({ page }) => {
        const telegram = await launch(page, '/inventory', { popupAnswer: answer });
        await openItemSheet(page, REDLINE);
        await expect(page.getByRole('button', { name: button })).toBeEnabled();
        const before = server();
        await page.getByRole('button', { name: button }).click();
        await expect.poll(async () => (await telegram.events('web_app_open_popup')).length).toBe(1);
        const popup = (await telegram.lastEvent('web_app_open_popup'))?.data as { title: string; message: string; buttons: { id: string; type: string }[] };
        expect(popup.title).toBe(title);
        expect(popup.message).toContain(REDLINE);
        if (action === 'sell') expect(popup.message).toContain('37.59 crystals');
        expect(popup.buttons.map((b) => b.id)).toEqual(['confirm', 'cancel']);
        await expect(page.getByRole('button', { name: button })).toBeEnabled();
        expect(loopback().requests.filter((r) => path.test(r.path))).toHaveLength(0);
        expect(server()).toEqual(before);
      });
    }
  }

  for (const [action, prefix, moved, path, ended] of [
    ['Sell', 'Sell: ', 'sold', /\/sale\/$/, (page: Page) => page.getByText(/^Sold for /).first()],
    ['Send', 'Send to Steam: ', 'sending', /\/send\/$/, (page: Page) => page.getByRole('dialog', { name: 'Trade offer sent' })],
  ] as const) {
    test(`${action}: a double tap (80 ms apart) in the first item's sheet moves exactly one skin`, async ({ page }) => {
      const inFlight = countInFlight(page);
      await launch(page, '/inventory');
      await openItemSheet(page, REDLINE);
      const first = page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${prefix}`) });
      await expect(first).toBeEnabled();
      const before = server();
      const box = await first.boundingBox();
      if (!box) throw new Error('the sheet’s button has no box');
      // The move is held on its way to the server until the second tap is in, as over a phone's
      // network: on a busy machine the taps' round trips could otherwise outlast the whole move,
      // and the second tap land on the notice that follows it instead of on the sheet.
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route((url) => path.test(url.pathname), async (route) => {
        await held;
        await route.fallback();
      });
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(80);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      release();
      await expect.poll(() => server().inventory.filter((i) => i.status === moved).length).toBe(before.inventory.filter((i) => i.status === moved).length + 1);
      // The first move is over on screen (its reload is back); then the frames after it, and every
      // request either tap started answered: a move the second tap started would be on the server.
      await expect(ended(page)).toBeVisible();
      await nextFrames(page);
      await expect.poll(inFlight).toBe(0);
      const changed = server().inventory.filter((item) => before.inventory.find((b) => b.id === item.id)?.status !== item.status);
      expect(changed).toHaveLength(1);
    });
  }

  test('a client older than Bot API 6.2 (no native popup): the browser’s confirm asks instead', async ({ page }) => {
    const telegram = new TelegramClient(page);
    await telegram.install();
    await page.goto(telegram.launchUrl('/inventory', { user: PLAYER, version: '6.1' }));
    await openItemSheet(page, REDLINE);
    await expect(page.getByRole('button', { name: `Sell: ${REDLINE}` })).toBeEnabled();
    const asked: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    await page.getByRole('button', { name: `Sell: ${REDLINE}` }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/^confirm: Sell this skin\?\n\nAK-47 \| Redline for 37\.59 crystals/);
    expect(loopback().requests.filter((r) => /\/sale\/$/.test(r.path))).toHaveLength(0);
    answer = true;
    await page.getByRole('button', { name: `Sell: ${REDLINE}` }).click();
    await expect.poll(() => server().inventory.find((i) => skinName(i.skinKey) === REDLINE)?.status).toBe('sold');
    expect(await telegram.events('web_app_open_popup')).toHaveLength(0);
  });

  test('after a withdrawal the notice opens Steam’s trade offers through the messenger', async ({ page }) => {
    const telegram = await launch(page, '/inventory');
    await openItemSheet(page, REDLINE);
    await page.getByRole('button', { name: `Send to Steam: ${REDLINE}` }).click();
    const notice = page.getByRole('dialog', { name: 'Trade offer sent' });
    await expect(notice).toContainText(`accept the trade offer for ${REDLINE}`);
    await expect(notice).toContainText('sold back for its value less a penalty');
    await notice.getByRole('button', { name: 'Open trade offers in Steam' }).click();
    await expect.poll(async () => (await telegram.events('web_app_open_link')).map((e) => (e.data as { url: string }).url))
      .toEqual(['https://steamcommunity.com/my/tradeoffers']);
    await expect(notice).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=sending');
  });
});

test.describe('Back never loops', () => {
  /** Presses the messenger's Back until the app is home; returns how many presses that took. */
  async function pressBackUntilHome(page: Page, telegram: TelegramClient, limit = 6): Promise<number> {
    for (let presses = 1; presses <= limit; presses++) {
      const from = new URL(page.url()).pathname;
      await telegram.receive('back_button_pressed');
      await expect.poll(() => new URL(page.url()).pathname).not.toBe(from);
      if (new URL(page.url()).pathname === '/') return presses;
    }
    throw new Error(`still at ${new URL(page.url()).pathname} after ${limit} presses`);
  }

  test('from /transactions reached through the profile: two presses, and the button hides at home', async ({ page }) => {
    const telegram = await launch(page, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: /transaction/i }).first().click();
    await expect(page).toHaveURL(/\/transactions$/);
    expect(await pressBackUntilHome(page, telegram)).toBe(2);
    await expect.poll(() => backButtonVisible(telegram)).toBe(false);
  });

  test('from /transactions by its own link back to the profile, then Back: home, with no loop', async ({ page }) => {
    const telegram = await launch(page, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: /transaction/i }).first().click();
    await page.getByRole('button', { name: 'Return to profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await pressBackUntilHome(page, telegram)).toBe(1);
  });

  test('/transactions opened directly: back to the profile, then home', async ({ page }) => {
    const telegram = await launch(page, '/transactions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pressBackUntilHome(page, telegram)).toBe(2);
  });

  test('upgrader step 1 reached through the games hub: two presses to home', async ({ page }) => {
    const telegram = await launch(page, '/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
    await page.getByRole('link', { name: /Upgrader/ }).first().click();
    await expect(page).toHaveURL(/\/upgrader$/);
    await expect(page.getByRole('list', { name: 'Your skins' })).toBeVisible();
    expect(await pressBackUntilHome(page, telegram)).toBe(2);
  });

  test('upgrader opened directly: to the games hub, then home', async ({ page }) => {
    const telegram = await launch(page, '/upgrader');
    await expect(page.getByRole('list', { name: 'Your skins' })).toBeVisible();
    expect(await pressBackUntilHome(page, telegram)).toBe(2);
  });
});

test.describe('sound and haptics switches', () => {
  test('off in the profile: a whole opening makes no sound and no haptic; kept after a reload', async ({ page }) => {
    await countSoundStarts(page);
    await page.clock.install();
    const telegram = await launch(page, '/cases/2');
    const sounds = () => soundStarts(page);
    const haptics = async () => (await telegram.events('web_app_trigger_haptic_feedback')).length;

    // On (the default): the spin ticks and buzzes.
    const inFlight = countInFlight(page);
    await openToSpin(page, { telegram, text: OPEN_BLUE });
    await stepClock(page, inFlight, 11_500, 500);
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    expect(await haptics()).toBeGreaterThan(5);
    await expect.poll(sounds).toBeGreaterThan(5);

    await page.goto(telegram.launchUrl('/profile', { user: PLAYER }));
    await page.getByRole('switch', { name: 'Sound effects' }).click();
    await page.getByRole('switch', { name: 'Vibration' }).click();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sound effects' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Vibration' })).not.toBeChecked();

    await page.goto(telegram.launchUrl('/cases/2', { user: PLAYER }));
    const soundsBefore = await sounds();
    const hapticsBefore = await haptics();
    await openToSpin(page, { telegram, text: OPEN_BLUE });
    await stepClock(page, inFlight, 11_500, 500);
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
    expect(await sounds()).toBe(soundsBefore);
    expect(await haptics()).toBe(hapticsBefore);
  });
});
