import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@adapters/memory/backend/catalogue.generated';
import { SEND_DURATION_MS } from '@adapters/memory/backend/GameBackend';
import { MOCK_USERS } from '@adapters/memory/backend/mockUsers';
import { DEMO_PACKAGES } from '@adapters/memory/backend/packages';
import { inviteFriendRequest } from '@domain/model/invite';
import {
  AUTH_DATE, cents, DAY_MS, makeBackend, MINUTE_MS, ok, refused, scriptedRandom, session, signedValue, START_MS,
  type WireLiveWin, type WireMe, type WireTransaction,
} from './backendHarness';

const skinByName = (name: string) => {
  const found = CATALOGUE.find((s) => s.en.includes(name));
  if (!found) throw new Error(`no skin ${name}`);
  return found;
};

/** Checks a newest-first page: each balance is the previous (older) balance plus its value. */
function expectChained(newestFirst: readonly WireTransaction[]): void {
  const oldestFirst = [...newestFirst].reverse();
  for (let i = 1; i < oldestFirst.length; i++) {
    const prev = oldestFirst[i - 1] as WireTransaction;
    const next = oldestFirst[i] as WireTransaction;
    expect(Number(next.balance), `entry ${i} (type ${next.type})`).toBeCloseTo(Number(prev.balance) + signedValue(next.value), 6);
  }
}

describe('GameBackend transactions', () => {
  it('pages the seeded history newest first, 20 by default', () => {
    const { backend } = makeBackend();
    const page = session(backend, 'player').transactions();
    expect(page).toHaveLength(20);
    expect(page.map((t) => t.type)).toEqual(['19', '18', '17', '16', '15', '14', '13', '12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '20', '2', '1']);
    const ages = page.map((t) => t.sec_ago);
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    // The newest entries are minutes and hours old, so every time-ago bucket shows.
    expect(ages.slice(0, 3)).toEqual([120, 2400, 18000]);
    expect(ages.at(-1)).toBeGreaterThan(DAY_MS / 1000);
  });

  it('writes values as signed text and balances as numeric text', () => {
    const { backend } = makeBackend();
    const page = session(backend, 'player').transactions();
    const byType = new Map(page.map((t) => [t.type, t]));
    expect(byType.get('3')?.value).toBe('-25');
    expect(byType.get('1')?.value).toBe('+100');
    expect(byType.get('4')?.value).toBe('+12.4');
    expect(byType.get('12')?.value).toBe('-1.2');
    expect(byType.get('6')?.value).toBe('-100');
    for (const t of page) {
      expect(t.value).toMatch(/^[+-]\d+(\.\d+)?$/);
      expect(t.balance).toMatch(/^-?\d+(\.\d+)?$/);
      expect(Number.isInteger(t.sec_ago)).toBe(true);
    }
    expect(page[0]).toEqual({ type: '19', value: '+15', balance: '1250', sec_ago: 120 });
  });

  it('gives the regular player one transaction of each of the 20 types', () => {
    const { backend } = makeBackend();
    const types = session(backend, 'player').transactions('?limit=100').map((t) => Number(t.type));
    expect([...types].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.each(MOCK_USERS.map((u) => [u.key, u] as const))('chains the seeded balances of %s up to its starting balance', (_key, mock) => {
    const { backend } = makeBackend();
    const page = session(backend, mock).transactions('?limit=100');
    expectChained(page);
    if (page.length > 0) expect(Number(page[0]?.balance)).toBe(mock.seed.balance);
    const state = session(backend, mock).state();
    expect(state.transactions).toHaveLength(page.length);
  });

  it.each(['rich', 'no-trade-link'])('starts the seeded history of %s from a zero balance and never goes negative', (key) => {
    const { backend } = makeBackend();
    const oldestFirst = [...session(backend, key).transactions('?limit=100')].reverse();
    expect(oldestFirst[0]).toMatchObject({ type: '1', value: '+100', balance: '100' });
    for (const t of oldestFirst) expect(Number(t.balance)).toBeGreaterThanOrEqual(0);
  });
  it('starts the seeded history of the regular player from a zero balance and never goes negative', () => {
    const { backend } = makeBackend();
    const oldestFirst = [...session(backend, 'player').transactions('?limit=100')].reverse();
    expect(oldestFirst[0]).toMatchObject({ type: '1', value: '+100', balance: '100' });
    for (const t of oldestFirst) expect(Number(t.balance)).toBeGreaterThanOrEqual(0);
  });

  it('pages with page and limit', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const all = player.transactions('?limit=100');
    expect(player.transactions('?page=1&limit=5')).toEqual(all.slice(0, 5));
    expect(player.transactions('?page=2&limit=5')).toEqual(all.slice(5, 10));
    expect(player.transactions('?page=3&limit=7')).toEqual(all.slice(14, 20));
    expect(player.transactions('?page=5&limit=5')).toEqual([]);
    expect(player.transactions('?page=2')).toEqual([]);
  });

  it.each([
    ['no query', '', 1, 20],
    ['page 0', '?page=0&limit=3', 1, 3],
    ['a negative page', '?page=-4&limit=3', 1, 3],
    ['a text page', '?page=abc&limit=3', 1, 3],
    ['limit 0', '?limit=0', 1, 20],
    ['a text limit', '?limit=lots', 1, 20],
    ['a limit over 100', '?limit=1000', 1, 100],
  ])('falls back sensibly with %s', (_label, query, page, limit) => {
    const { backend } = makeBackend({ seed: 2 });
    const rich = session(backend, 'rich');
    for (let i = 0; i < 120; i++) rich.open('5');
    const all = rich.state().transactions.length;
    expect(all).toBe(126);
    const answer = rich.transactions(query);
    expect(answer).toHaveLength(Math.min(limit, all - (page - 1) * limit));
    expect(answer).toEqual(rich.transactions('?limit=100').slice(0, answer.length));
  });

  it('puts new transactions first, with their age on the clock', () => {
    const { backend, clock } = makeBackend();
    const player = session(backend, 'player');
    player.open('2');
    clock.advance(90_000);
    player.open('3');
    const page = player.transactions('?limit=3');
    expect(page.map((t) => [t.type, t.value, t.balance, t.sec_ago])).toEqual([
      ['3', '-25', '1217', 0],
      ['3', '-8', '1242', 90],
      ['19', '+15', '1250', 210],
    ]);
    expectChained(player.transactions('?limit=100'));
  });

  it('keeps every balance chained through a busy session', () => {
    const { backend, clock } = makeBackend({ seed: 4 });
    const player = session(backend, 'player');
    player.open('2');
    ok(player.get('/api/inventory/1000/sale/'));
    ok(player.post('/api/tasks/5/'));
    const pkg = DEMO_PACKAGES[0];
    const { payment_id: id } = ok<{ payment_id: string }>(player.get(`/api/invoice/${pkg.id}/?crystals=${pkg.crystals}&stars=${pkg.stars}`));
    backend.settlePayment(id, 'paid');
    clock.advance(MINUTE_MS);
    player.open('6');
    const page = player.transactions('?limit=100');
    expect(page).toHaveLength(20 + 6);
    const oldestFirst = [...page].reverse();
    // Entries recorded in the same instant may come in either order; the totals must add up.
    const seedEnd = 1250;
    const sumAfterSeed = oldestFirst.slice(20).reduce((s, t) => s + signedValue(t.value), 0);
    expect(cents(seedEnd + sumAfterSeed)).toBe(player.balance());
    expect(Math.max(...page.map((t) => Number(t.balance)))).toBeGreaterThanOrEqual(player.balance());
  });
  it('lists entries made in the same instant newest first too, so the top entry carries the balance', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const pkg = DEMO_PACKAGES[0];
    const { payment_id: id } = ok<{ payment_id: string }>(player.get(`/api/invoice/${pkg.id}/?crystals=${pkg.crystals}&stars=${pkg.stars}`));
    backend.settlePayment(id, 'paid');
    const page = player.transactions('?limit=100');
    expect(page.slice(0, 2).map((t) => t.type)).toEqual(['20', '2']);
    expect(Number(page[0]?.balance)).toBe(player.balance());
    expectChained(page);
  });

  it('lists a declined trade penalty above its sale (same bug as above)', () => {
    const { backend, clock } = makeBackend({ random: scriptedRandom([0.75]) });
    const player = session(backend, 'player');
    ok(player.get('/api/inventory/1000/send/'));
    clock.advance(SEND_DURATION_MS);
    const page = player.transactions();
    expect(page.slice(0, 2).map((t) => t.type)).toEqual(['12', '4']);
    expect(Number(page[0]?.balance)).toBe(player.balance());
  });
});

describe('GameBackend history', () => {
  it('answers every transaction type by age, ascending, with the profile and recent wins', () => {
    const { backend, clock } = makeBackend();
    const player = session(backend, 'player');
    player.me();
    clock.advance(30_000);
    player.open('2');
    const answer = ok<{ history: { type: string; sec_ago: number }[]; recent_wins: WireLiveWin[]; me: WireMe }>(player.get('/api/history/'));
    expect(answer.history).toHaveLength(21);
    const ages = answer.history.map((h) => h.sec_ago);
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    expect(answer.history[0]).toEqual({ type: '3', sec_ago: 0 });
    expect(answer.history[1]).toEqual({ type: '19', sec_ago: 150 });
    for (const h of answer.history) expect(Object.keys(h).sort()).toEqual(['sec_ago', 'type']);
    expect(answer.me).toMatchObject({ balance: 1242, firstname: 'Alex' });
    expect(answer.recent_wins).toHaveLength(2);
  });

  it('answers an empty history for a newcomer', () => {
    const { backend } = makeBackend();
    const answer = ok<{ history: unknown[]; recent_wins: unknown[] }>(session(backend, 'newcomer').get('/api/history/'));
    expect(answer.history).toEqual([]);
    expect(answer.recent_wins).toEqual([]);
  });
});

describe('GameBackend live feed', () => {
  it('answers 30 wins with profit labels and an online count', () => {
    const { backend } = makeBackend();
    const { live } = ok<{ live: { win: WireLiveWin[]; online: number } }>(session(backend, 'player').get('/api/live/'));
    expect(live.win).toHaveLength(30);
    const names = new Set(CATALOGUE.map((s) => s.en));
    for (const w of live.win) {
      expect(w.profit).toMatch(/^[+-]\d+%$/);
      expect(names.has(w.name)).toBe(true);
      expect(w.img).toMatch(/^\/demo-art\/skins\/[^/]+\.svg$/);
    }
    expect(Number.isInteger(live.online)).toBe(true);
    expect(live.online).toBeGreaterThanOrEqual(900);
    expect(live.online).toBeLessThan(1300);
  });

  it('names live wins in the player language', () => {
    const { backend } = makeBackend();
    const { live } = ok<{ live: { win: WireLiveWin[] } }>(session(backend, 'rich').get('/api/live/'));
    const ru = new Set(CATALOGUE.map((s) => s.ru));
    for (const w of live.win) expect(ru.has(w.name)).toBe(true);
  });

  it('samples afresh on every call, and never from the welcome case alone', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const first = ok<{ live: { win: WireLiveWin[] } }>(player.get('/api/live/')).live.win;
    const second = ok<{ live: { win: WireLiveWin[] } }>(player.get('/api/live/')).live.win;
    expect(second).not.toEqual(first);
    // The welcome case is free, so its drops would all read +100%.
    expect([...first, ...second].some((w) => w.profit !== '+100%')).toBe(true);
  });

  it('changes nothing for the player', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    ok(player.get('/api/live/'));
    expect(player.state()).toEqual(before);
  });
});

describe('GameBackend recent wins', () => {
  it('starts the regular player with its seeded win', () => {
    const { backend } = makeBackend();
    const redline = skinByName('AK-47 | Redline');
    const { recent_wins: wins } = ok<{ recent_wins: WireLiveWin[] }>(session(backend, 'player').get('/api/user/recent-wins/'));
    expect(wins).toEqual([{ img: `/demo-art/skins/${redline.key}.svg`, name: redline.en, profit: '+50%', rarity: 'classified' }]);
  });

  it('puts the latest opening first', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const { win } = player.open('2').opened_item;
    const { recent_wins: wins } = ok<{ recent_wins: WireLiveWin[] }>(player.get('/api/user/recent-wins/'));
    expect(wins).toHaveLength(2);
    expect(wins[0]).toEqual({ img: win.img, name: win.name, profit: win.profit, rarity: skinByName(win.name).tier });
  });

  it('keeps the last 20 wins', () => {
    const { backend } = makeBackend();
    const rich = session(backend, 'rich');
    const opened = Array.from({ length: 25 }, () => rich.open('5').opened_item.win);
    const { recent_wins: wins } = ok<{ recent_wins: WireLiveWin[] }>(rich.get('/api/user/recent-wins/'));
    expect(wins).toHaveLength(20);
    expect(wins.map((w) => w.name)).toEqual(opened.slice(-20).reverse().map((w) => w.name));
  });

  it('is empty for a new player and keeps players apart', () => {
    const { backend } = makeBackend();
    session(backend, 'rich').open('2');
    expect(ok<{ recent_wins: unknown[] }>(session(backend, 'no-trade-link').get('/api/user/recent-wins/')).recent_wins).toEqual([]);
  });
});

describe('GameBackend init', () => {
  it('answers the server time in seconds and the user id', () => {
    const { backend, clock } = makeBackend();
    clock.advance(2_500);
    expect(ok(session(backend, 'player').get('/api/user/init/'))).toEqual({ init: { server_time: AUTH_DATE + 2, user_id: 700000012 } });
    expect(START_MS).toBe(AUTH_DATE * 1000);
  });
});

describe('GameBackend inviteFriend', () => {
  it('prepares a message for the exact ref link', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const refLink = player.me().ref_link;
    const answer = ok<{ prepared_message: { id: string } }>(player.postJson('/api/inviteFriend/', inviteFriendRequest('Join me!', refLink)));
    expect(answer.prepared_message.id).toMatch(/^pm-700000012-\d+$/);
    const again = ok<{ prepared_message: { id: string } }>(player.postJson('/api/inviteFriend/', inviteFriendRequest('Join me!', refLink)));
    expect(again.prepared_message.id).not.toBe(answer.prepared_message.id);
  });

  it.each([
    ["another player's link", inviteFriendRequest('Hi', 'https://t.me/cs2cases_bot?start=ref700000023')],
    ['a link with a suffix', inviteFriendRequest('Hi', 'https://t.me/cs2cases_bot?start=ref700000012x')],
    ['an empty link', inviteFriendRequest('Hi', '')],
    ['no message text', { ref_link: 'https://t.me/cs2cases_bot?start=ref700000012' }],
    ['a numeric message text', { message_text: 5, ref_link: 'https://t.me/cs2cases_bot?start=ref700000012' }],
    ['a list', ['https://t.me/cs2cases_bot?start=ref700000012']],
    ['null', null],
  ])('refuses %s', (_label, payload) => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    expect(refused(player.postJson('/api/inviteFriend/', payload))).toBe('Invalid invite payload');
    expect(player.state()).toEqual(before);
  });

  it('refuses a body that is not JSON, or none', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    expect(refused(player.post('/api/inviteFriend/', 'message_text=hi'))).toBe('Invalid invite payload');
    expect(refused(player.post('/api/inviteFriend/'))).toBe('Invalid invite payload');
  });
});
