import { expect, test } from '../support/test';
import { withLoopbackApi } from '../support/loopbackHooks';
import { TelegramClient } from '../support/telegramClient';
import { CATALOGUE } from '@adapters/memory/backend/catalogue.generated';
import { LIVE_FEED } from '@domain/features/liveFeed/LiveFeed';
import { en } from '@ui/i18n/en';
import { ru } from '@ui/i18n/ru';

/**
 * The live feed's cards have a fixed height (the strip places them by transform), and a name is
 * cut after a few lines so that a server's endless name cannot push the value and profit out of sight. Every
 * name of the catalogue must still show whole in its card, in the player's language (Russian
 * hyphenates), with the card inside the strip. The demo's feed draws names at random; this test
 * shows them all: the server answers with the whole catalogue, and the page clock lets the queue
 * prepend one after another.
 */
withLoopbackApi();

const TEXTS = { en, ru } as const;
const PLAYERS = {
  en: { id: 700000012, first_name: 'Alex', language_code: 'en' },
  ru: { id: 700000023, first_name: 'Мария', last_name: 'Голд', username: 'maria_gold', language_code: 'ru' },
} as const;

for (const lang of ['en', 'ru'] as const) {
  test(`every catalogue name shows whole in a live-feed card inside the strip (${lang})`, async ({ page }) => {
    const names = CATALOGUE.map((skin) => skin[lang]);
    expect(names.length).toBeLessThanOrEqual(LIVE_FEED.cap);
    // With the widest value beside each (the optional `cost`): the name, value and profit all fit.
    const win = (name: string, i: number) => ({ img: `/demo-art/skins/${(i % 20) + 1}.svg`, name, profit: `+${i}%`, cost: 99_999.99 - i });
    await page.route(/\/\/api\d\.localhost:\d+\/api\/live\/$/, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fallback()
        : route.fulfill({
          headers: { 'Access-Control-Allow-Origin': '*' },
          json: { live: { win: names.map(win), online: 7 } },
        }));
    await page.clock.install();
    const telegram = new TelegramClient(page);
    await telegram.install();
    await page.goto(telegram.launchUrl('/', { user: PLAYERS[lang] }));
    const feed = page.getByRole('list', { name: TEXTS[lang].home.live.listLabel });
    await expect(feed.getByRole('listitem')).toHaveCount(LIVE_FEED.initialCount);
    // The rest arrive one every 1–4 s; then the last card's entrance ends.
    await page.clock.runFor((names.length - LIVE_FEED.initialCount) * LIVE_FEED.maxDelayMs + 1_000);
    await expect(feed.getByRole('listitem')).toHaveCount(names.length);

    const cut = await feed.evaluate((strip) => {
      const bottom = strip.getBoundingClientRect().bottom;
      return [...strip.querySelectorAll('li')].flatMap((li) => {
        const name = li.querySelector('p')!;
        const card = li.firstElementChild!.getBoundingClientRect();
        const problems = [];
        if (name.scrollHeight > name.clientHeight + 1) problems.push(`name cut (${name.scrollHeight} in ${name.clientHeight})`);
        if (card.bottom > bottom + 0.5) problems.push(`card ends ${(card.bottom - bottom).toFixed(1)} px below the strip`);
        const last = li.querySelector('[data-profit]')!.getBoundingClientRect();
        if (last.bottom > card.bottom + 0.5) problems.push(`profit ends ${(last.bottom - card.bottom).toFixed(1)} px below the card`);
        return problems.map((problem) => `${name.textContent}: ${problem}`);
      });
    });
    expect(cut).toEqual([]);
  });
}
