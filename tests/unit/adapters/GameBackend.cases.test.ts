import { describe, expect, it } from 'vitest';
import { DEMO_CASES, demoCase } from '@adapters/memory/backend/cases';
import { CATALOGUE } from '@adapters/memory/backend/catalogue.generated';
import { caseTable } from '@adapters/memory/backend/dropTables';
import { profitLabel } from '@adapters/memory/backend/economy';
import { WELCOME_CASE_ID } from '@domain/model/case';
import {
  authHeader, get, initDataFor, makeBackend, ok, post, refused, session,
  type WireCaseSummary, type WireLiveWin, type WireMe, type WireOpening, type WireSkin,
} from './backendHarness';

const PAID_CASES = DEMO_CASES.filter((c) => c.id !== WELCOME_CASE_ID);

function byName(name: string) {
  const found = DEMO_CASES.find((c) => c.name === name);
  if (!found) throw new Error(`no case ${name}`);
  return found;
}

function catalogueByKey(key: string) {
  const found = CATALOGUE.find((s) => s.key === key);
  if (!found) throw new Error(`no skin ${key}`);
  return found;
}

describe('GameBackend cases', () => {
  describe('GET /api/cases/', () => {
    it('lists every demo case, the welcome case included', () => {
      const { backend } = makeBackend();
      const { cases } = ok<{ cases: WireCaseSummary[] }>(session(backend, 'player').get('/api/cases/'));
      expect(cases.map((c) => c.id)).toEqual(DEMO_CASES.map((c) => c.id));
      const welcome = cases.find((c) => c.id === WELCOME_CASE_ID);
      expect(welcome).toMatchObject({ name: 'Welcome Case', price: 0 });
      expect(WELCOME_CASE_ID).toBe('00000000000000000000000000000000');
    });

    it('names the four cases the spec orders first', () => {
      const { backend } = makeBackend();
      const { cases } = ok<{ cases: WireCaseSummary[] }>(session(backend, 'player').get('/api/cases/'));
      expect(cases.map((c) => c.name)).toEqual(expect.arrayContaining(['All In Case', 'Blue Case', 'Old School Case', 'Rich Guy Case']));
    });

    it('writes the categories as a JSON-encoded array of names', () => {
      const { backend } = makeBackend();
      const { cases } = ok<{ cases: WireCaseSummary[] }>(session(backend, 'player').get('/api/cases/'));
      for (const c of cases) {
        expect(typeof c.category).toBe('string');
        const parsed: unknown = JSON.parse(c.category);
        expect(Array.isArray(parsed)).toBe(true);
        expect(parsed).toEqual(demoCase(c.id)?.categories);
        expect((parsed as unknown[]).every((name) => typeof name === 'string')).toBe(true);
      }
    });

    it('gives each case its price, image and a description in the player language', () => {
      const { backend } = makeBackend();
      const en = ok<{ cases: WireCaseSummary[] }>(session(backend, 'player').get('/api/cases/')).cases;
      const ru = ok<{ cases: WireCaseSummary[] }>(session(backend, 'rich').get('/api/cases/')).cases;
      DEMO_CASES.forEach((c, i) => {
        expect(en[i]).toEqual({ id: c.id, name: c.name, price: c.price, img: `/demo-art/cases/${c.slug}.svg`, desc: c.description.en, category: JSON.stringify(c.categories), top_skins: expect.any(Array) });
        expect(ru[i]?.desc).toBe(c.description.ru);
      });
    });

    it('lists with each case its three most valuable skins, beyond spec §7 (issue 27), in the player language', () => {
      const { backend } = makeBackend();
      const ru = ok<{ cases: (WireCaseSummary & { top_skins: WireSkin[] })[] }>(session(backend, 'rich').get('/api/cases/')).cases;
      DEMO_CASES.forEach((c, i) => {
        const top = [...c.skins].sort((a, b) => b.price - a.price).slice(0, 3);
        expect(ru[i]?.top_skins).toEqual(top.map((s) => ({ name: s.ru, img: `/demo-art/skins/${s.key}.svg`, price: s.price, rarity: s.tier })));
      });
    });

    it('names the categories in the player language (the case names stay as the spec has them)', () => {
      const { backend } = makeBackend();
      const ru = ok<{ cases: WireCaseSummary[] }>(session(backend, 'rich').get('/api/cases/')).cases;
      const blue = ru.find((c) => c.name === 'Blue Case');
      expect(JSON.parse(blue?.category ?? '[]')).toEqual(['Популярные']);
      const names = new Set(ru.flatMap((c) => JSON.parse(c.category) as string[]));
      expect([...names].filter((name) => /^[A-Za-z]/.test(name))).toEqual([]);
    });

    it('has unique case ids', () => {
      expect(new Set(DEMO_CASES.map((c) => c.id)).size).toBe(DEMO_CASES.length);
    });
    it('lists every skin of a case once', () => {
      for (const c of DEMO_CASES) {
        expect(new Set(c.skins.map((s) => s.key)).size, c.name).toBe(c.skins.length);
      }
    });
  });

  describe('GET /api/case/{id}/', () => {
    it('answers the case with its skins named in English for the player', () => {
      const { backend } = makeBackend();
      const blue = byName('Blue Case');
      const answer = ok<{ case: WireCaseSummary & { skins: WireSkin[] } }>(session(backend, 'player').get(`/api/case/${blue.id}/`));
      expect(answer.case).toMatchObject({ id: blue.id, name: 'Blue Case', price: 8, category: '["Popular"]', desc: blue.description.en });
      // Issue 16: each skin also carries the chance its drop table really gives it (tickets / 10 000 percent).
      expect(answer.case.skins).toEqual(caseTable(blue).map(({ item: s, tickets }) => ({ name: s.en, img: `/demo-art/skins/${s.key}.svg`, price: s.price, chance: tickets / 10_000, rarity: s.tier })));
      expect(caseTable(blue).map((e) => e.item)).toEqual(blue.skins);
    });

    it('names the skins in Russian for the rich user', () => {
      const { backend } = makeBackend();
      const rich = byName('Rich Guy Case');
      const answer = ok<{ case: { skins: WireSkin[]; desc: string } }>(session(backend, 'rich').get(`/api/case/${rich.id}/`));
      expect(answer.case.skins.map((s) => s.name)).toEqual(rich.skins.map((s) => s.ru));
      expect(answer.case.desc).toBe(rich.description.ru);
      expect(rich.skins.some((s) => s.ru !== s.en)).toBe(true);
    });

    it('follows a language change', () => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      ok(player.postForm('/api/lang/', { lang: 'ru' }));
      const answer = ok<{ case: { skins: WireSkin[] } }>(player.get('/api/case/3/'));
      expect(answer.case.skins.map((s) => s.name)).toEqual(byName('Old School Case').skins.map((s) => s.ru));
    });

    it('answers the welcome case too', () => {
      const { backend } = makeBackend();
      const answer = ok<{ case: { id: string; price: number; skins: WireSkin[] } }>(session(backend, 'newcomer').get(`/api/case/${WELCOME_CASE_ID}/`));
      expect(answer.case.id).toBe(WELCOME_CASE_ID);
      expect(answer.case.price).toBe(0);
      expect(answer.case.skins.length).toBeGreaterThan(0);
    });

    it.each(['999', 'nope', '0', '1 '])('answers 404 to the unknown case %j', (id) => {
      const { backend } = makeBackend();
      expect(session(backend, 'player').get(`/api/case/${encodeURIComponent(id)}/`)).toEqual({ status: 404, body: { detail: 'no such case' } });
    });
  });
});

describe('GameBackend case opening', () => {
  it('debits the price and adds the dropped skin to the inventory', () => {
    const { backend, clock } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    clock.advance(5000);
    const blue = byName('Blue Case');
    const answer = player.open(blue.id);
    const { win, inventory_id: inventoryId } = answer.opened_item;

    expect(answer.balance).toBe(1250 - 8);
    expect(player.balance()).toBe(1242);
    const skin = catalogueByKey(win.id);
    expect(blue.skins.map((s) => s.key)).toContain(win.id);
    expect(win).toEqual({ id: skin.key, name: skin.en, img: `/demo-art/skins/${skin.key}.svg`, cost: skin.price, profit: profitLabel(skin.price, 8), rarity: skin.tier });

    const state = player.state();
    expect(state.inventory).toHaveLength(before.inventory.length + 1);
    expect(before.inventory.map((i) => i.id)).not.toContain(inventoryId);
    expect(player.item(inventoryId)).toEqual({
      id: inventoryId,
      status: 'available',
      win: { name: skin.en, img: `/demo-art/skins/${skin.key}.svg`, cost: skin.price, penalty: null, sold_upgrader: 0, win_upgrader: 0, changed: 0, rarity: skin.tier },
    });
    // The newest item leads the inventory list.
    expect(player.inventory()[0]?.id).toBe(inventoryId);
  });

  it('records a case-opening transaction (type 3) with the balance after it', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    player.open('3');
    const last = player.state().transactions.at(-1);
    expect(last).toMatchObject({ type: 3, value: -25, balance: 1225 });
    expect(player.transactions()[0]).toEqual({ type: '3', value: '-25', balance: '1225', sec_ago: 0 });
  });

  it('labels the profit from the drop cost and the case price', () => {
    const { backend } = makeBackend({ seed: 3 });
    const rich = session(backend, 'rich');
    for (const c of PAID_CASES) {
      const { win } = rich.open(c.id).opened_item;
      expect(win.profit).toBe(profitLabel(win.cost, c.price));
      expect(win.profit).toMatch(/^[+-]\d+%$/);
    }
  });

  it('names the win in the player language', () => {
    const { backend } = makeBackend();
    const { win } = session(backend, 'rich').open('4').opened_item;
    expect(win.name).toBe(catalogueByKey(win.id).ru);
  });

  it('gives new inventory ids that never repeat', () => {
    const { backend } = makeBackend();
    const rich = session(backend, 'rich');
    const ids = Array.from({ length: 10 }, () => rich.open('5').opened_item.inventory_id);
    const all = rich.state().inventory.map((i) => i.id);
    expect(new Set(all).size).toBe(all.length);
    expect(ids.map(Number)).toEqual([...ids.map(Number)].sort((a, b) => a - b));
  });

  it('keeps debiting exactly the price over many openings', () => {
    const { backend } = makeBackend({ seed: 5 });
    const rich = session(backend, 'rich');
    const start = rich.state();
    for (let i = 0; i < 40; i++) rich.open('2');
    const state = rich.state();
    expect(state.balance).toBe(start.balance - 40 * 8);
    expect(state.inventory).toHaveLength(start.inventory.length + 40);
    expect(state.transactions.slice(start.transactions.length).every((t) => t.type === 3 && t.value === -8)).toBe(true);
  });

  describe('without enough balance', () => {
    it('answers 200 with an error and changes nothing', () => {
      const { backend } = makeBackend();
      const poor = session(backend, 'no-trade-link');
      const before = poor.state();
      expect(refused(poor.post('/api/case/4/open/'))).toBe('Not enough crystals');
      expect(poor.state()).toEqual(before);
      expect(ok<{ recent_wins: WireLiveWin[] }>(poor.get('/api/user/recent-wins/')).recent_wins).toEqual([]);
    });

    it('refuses in Russian for a Russian player', () => {
      const { backend } = makeBackend();
      const newcomer = session(backend, 'newcomer');
      expect(refused(newcomer.post('/api/case/2/open/'))).toBe('Недостаточно кристаллов');
    });

    it('lets a player spend down to exactly zero, then refuses', () => {
      const { backend } = makeBackend();
      const poor = session(backend, 'no-trade-link');
      // 300 crystals open the 300-crystal Knife Case exactly once.
      expect(poor.open('8').balance).toBe(0);
      expect(refused(poor.post('/api/case/5/open/'))).toBe('Not enough crystals');
      expect(poor.balance()).toBe(0);
    });

    it('refuses when the balance falls short by a little', () => {
      const { backend } = makeBackend();
      const poor = session(backend, 'no-trade-link');
      poor.open('1');
      for (let i = 0; i < 6; i++) poor.open('2');
      expect(poor.balance()).toBe(2);
      expect(refused(poor.post('/api/case/5/open/'))).toBe('Not enough crystals');
      expect(poor.balance()).toBe(2);
    });
  });

  it('answers 404 to opening an unknown case and changes nothing', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    expect(player.post('/api/case/999/open/')).toEqual({ status: 404, body: { detail: 'no such case' } });
    expect(player.state()).toEqual(before);
  });

  it('does not open a case with GET', () => {
    const { backend } = makeBackend();
    expect(session(backend, 'player').get('/api/case/2/open/').status).toBe(404);
  });

  describe('forced drops', () => {
    it.each(PAID_CASES.map((c) => [c.name, c] as const))("makes 'win' drop a skin pricier than the %s", (_name, c) => {
      for (const seed of [1, 2, 3]) {
        const { backend } = makeBackend({ seed });
        backend.forceNextDrop('win');
        const { win } = session(backend, 'rich').open(c.id).opened_item;
        expect(win.cost).toBeGreaterThan(c.price);
        expect(win.profit.startsWith('+')).toBe(true);
      }
    });

    it.each(PAID_CASES.map((c) => [c.name, c] as const))("makes 'loss' drop a skin cheaper than the %s", (_name, c) => {
      for (const seed of [1, 2, 3]) {
        const { backend } = makeBackend({ seed });
        backend.forceNextDrop('loss');
        const { win } = session(backend, 'rich').open(c.id).opened_item;
        expect(win.cost).toBeLessThan(c.price);
      }
    });

    it.each(['win', 'loss'] as const)("applies a forced '%s' to one opening only", (outcome) => {
      // Twin backends on the same seed: once the forced opening is done, both draw alike again.
      const forced = makeBackend({ seed: 21 });
      const free = makeBackend({ seed: 21 });
      forced.backend.forceNextDrop(outcome);
      const forcedRich = session(forced.backend, 'rich');
      const freeRich = session(free.backend, 'rich');
      forcedRich.open('1');
      freeRich.open('1');
      for (let i = 0; i < 15; i++) {
        expect(forcedRich.open('1').opened_item.win.id).toBe(freeRich.open('1').opened_item.win.id);
      }
    });

    it('is cleared by forcing null', () => {
      const forced = makeBackend({ seed: 8 });
      const free = makeBackend({ seed: 8 });
      forced.backend.forceNextDrop('win');
      forced.backend.forceNextDrop(null);
      for (let i = 0; i < 10; i++) {
        expect(session(forced.backend, 'rich').open('2').opened_item.win.id).toBe(session(free.backend, 'rich').open('2').opened_item.win.id);
      }
    });

    it('still debits the price of a forced opening', () => {
      const { backend } = makeBackend();
      backend.forceNextDrop('win');
      const rich = session(backend, 'rich');
      expect(rich.open('4').balance).toBe(250000 - 600);
    });

    it('is not used up by a refused opening', () => {
      const { backend } = makeBackend();
      backend.forceNextDrop('win');
      const poor = session(backend, 'no-trade-link');
      refused(poor.post('/api/case/4/open/'));
      const { win } = poor.open('2').opened_item;
      expect(win.cost).toBeGreaterThan(8);
    });
  });

  describe('the welcome case', () => {
    it('is free for a first-visit player and ends the first visit', () => {
      const { backend } = makeBackend();
      const newcomer = session(backend, 'newcomer');
      expect(newcomer.me().is_first_visit).toBe(true);
      const answer = newcomer.open(WELCOME_CASE_ID);
      expect(answer.balance).toBe(0);
      expect(answer.opened_item.win.profit).toBe('+100%');
      const welcome = demoCase(WELCOME_CASE_ID);
      expect(welcome?.skins.map((s) => s.key)).toContain(answer.opened_item.win.id);
      const me: WireMe = newcomer.me();
      expect(me.is_first_visit).toBe(false);
      expect(me.balance).toBe(0);
      expect(newcomer.state().transactions).toEqual([]);
      expect(newcomer.inventory().map((i) => i.id)).toEqual([answer.opened_item.inventory_id]);
    });

    it('cannot be opened a second time', () => {
      const { backend } = makeBackend();
      const newcomer = session(backend, 'newcomer');
      newcomer.open(WELCOME_CASE_ID);
      const before = newcomer.state();
      expect(refused(newcomer.post(`/api/case/${WELCOME_CASE_ID}/open/`))).toBe('Приветственный кейс уже открыт');
      expect(newcomer.state()).toEqual(before);
    });

    it('is refused to a returning player', () => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      const before = player.state();
      expect(refused(player.post(`/api/case/${WELCOME_CASE_ID}/open/`))).toBe('The welcome case was already opened');
      expect(player.state()).toEqual(before);
    });

    it('is free for a brand-new messenger user too', () => {
      const { backend } = makeBackend();
      const headers = authHeader(initDataFor({ id: 4242, first_name: 'New' }));
      const answer = ok<WireOpening>(backend.handle(post(`/api/case/${WELCOME_CASE_ID}/open/`, headers)));
      expect(answer.balance).toBe(0);
      const me = ok<{ me: WireMe }>(backend.handle(get('/api/me/', headers))).me;
      expect(me.is_first_visit).toBe(false);
      expect(refused(backend.handle(post(`/api/case/${WELCOME_CASE_ID}/open/`, headers)))).toBe('The welcome case was already opened');
    });

    it('is not ended by opening a paid case', () => {
      const { backend } = makeBackend();
      const newcomer = session(backend, 'newcomer');
      refused(newcomer.post('/api/case/2/open/'));
      expect(newcomer.me().is_first_visit).toBe(true);
    });
  });
});
