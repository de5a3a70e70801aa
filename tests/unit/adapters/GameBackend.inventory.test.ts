import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@adapters/memory/backend/catalogue.generated';
import { upgradeChance, UPGRADE_MULTIPLIERS } from '@adapters/memory/backend/economy';
import { SEND_DURATION_MS } from '@adapters/memory/backend/GameBackend';
import { rollTicket, upgradeWins } from '@adapters/memory/backend/fairness';
import {
  cents, makeBackend, ok, refused, scriptedRandom, session,
  type WireInventoryItem, type WireUpgraderItem,
} from './backendHarness';

const skinByKey = (key: string) => {
  const found = CATALOGUE.find((s) => s.key === key);
  if (!found) throw new Error(`no skin ${key}`);
  return found;
};
const skinByName = (name: string) => {
  const found = CATALOGUE.find((s) => s.en.includes(name));
  if (!found) throw new Error(`no skin ${name}`);
  return found;
};

/** The regular player's seeded inventory (ids are handed out from 1000 in seed order). */
const REDLINE = '1000';
const GLOCK = '1001';
const DECIMATOR = '1002';
const CORTEX = '1003';
const BLAZE = '1004';
const HYPER_BEAST = '1005';
const HYDRA = '1007';
const NOVA = '1008';
const DRAGONFIRE = '1009';

describe('GameBackend inventory', () => {
  describe('GET /api/inventory/', () => {
    it('lists the seeded items newest first, with their statuses and flags', () => {
      const { backend } = makeBackend();
      const items = session(backend, 'player').inventory();
      expect(items.map((i) => i.id)).toEqual(['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1009', '1008', '1007', '1010']);
      expect(items.map((i) => i.status)).toEqual(['available', 'available', 'returned', 'returned', 'sending', 'sent', 'sent', 'available', 'sold', 'sold', 'sold']);
      const byId = new Map(items.map((i) => [i.id, i]));
      expect(byId.get(DECIMATOR)?.win.changed).toBe(1);
      expect(byId.get(HYDRA)?.win.penalty).toBe(1.2);
      expect(byId.get(NOVA)?.win.sold_upgrader).toBe(1);
      expect(byId.get(DRAGONFIRE)?.win.win_upgrader).toBe(1);
      expect(byId.get(REDLINE)?.win).toEqual({
        name: 'AK-47 | Redline', img: `/demo-art/skins/${skinByName('AK-47 | Redline').key}.svg`, cost: skinByName('AK-47 | Redline').price,
        penalty: null, sold_upgrader: 0, win_upgrader: 0, changed: 0, rarity: 'classified',
      });
    });

    it('answers one item, and 404 to an unknown or foreign one', () => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      const rich = session(backend, 'rich');
      expect(player.item(GLOCK).win.name).toBe('Glock-18 | Fade');
      expect(player.get('/api/inventory/999999/')).toEqual({ status: 404, body: { detail: 'no such item' } });
      const richItem = rich.inventory()[0]?.id ?? '';
      expect(player.get(`/api/inventory/${richItem}/`).status).toBe(404);
    });

    it('names items in the player language', () => {
      const { backend } = makeBackend();
      const names = session(backend, 'rich').inventory().map((i) => i.win.name);
      expect(names).toContain(skinByName('AWP | Dragon Lore').ru);
    });
  });

  describe('sale', () => {
    it('credits the cost, marks the item sold and records a type-4 transaction', () => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      const cost = skinByName('AK-47 | Redline').price;
      const answer = ok<{ balance: number; alert: string }>(player.get(`/api/inventory/${REDLINE}/sale/`));
      expect(answer).toEqual({ balance: cents(1250 + cost), alert: `Sold for ${cost}` });
      expect(player.balance()).toBe(cents(1250 + cost));
      expect(player.item(REDLINE).status).toBe('sold');
      expect(player.state().transactions.at(-1)).toMatchObject({ type: 4, value: cost, balance: cents(1250 + cost) });
    });

    it('alerts in Russian for a Russian player', () => {
      const { backend } = makeBackend();
      const rich = session(backend, 'rich');
      const item = rich.state().inventory[0];
      const answer = ok<{ alert: string }>(rich.get(`/api/inventory/${item?.id}/sale/`));
      expect(answer.alert).toBe(`Продано за ${item?.cost}`);
    });

    it('sells a returned item too', () => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      ok(player.get(`/api/inventory/${CORTEX}/sale/`));
      expect(player.item(CORTEX).status).toBe('sold');
    });

    it('refuses to sell an item twice and credits nothing more', () => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      ok(player.get(`/api/inventory/${REDLINE}/sale/`));
      const before = player.state();
      expect(refused(player.get(`/api/inventory/${REDLINE}/sale/`))).toBe('Item is not available');
      expect(player.state()).toEqual(before);
    });

    it.each([['sending', BLAZE], ['sent', HYPER_BEAST], ['sold', HYDRA]])('refuses to sell a %s item', (_status, id) => {
      const { backend } = makeBackend();
      const player = session(backend, 'player');
      const before = player.state();
      expect(refused(player.get(`/api/inventory/${id}/sale/`))).toBe('Item is not available');
      expect(player.state()).toEqual(before);
    });

    it('refuses in Russian for a Russian player', () => {
      const { backend } = makeBackend();
      const rich = session(backend, 'rich');
      const sent = rich.state().inventory.find((i) => i.status === 'sent');
      expect(refused(rich.get(`/api/inventory/${sent?.id}/sale/`))).toBe('Предмет недоступен');
    });

    it('answers 404 to an unknown item', () => {
      const { backend } = makeBackend();
      expect(session(backend, 'player').get('/api/inventory/31337/sale/').status).toBe(404);
    });

    it('sells a freshly opened item for what it was worth', () => {
      const { backend } = makeBackend();
      const rich = session(backend, 'rich');
      const opened = rich.open('2');
      const answer = ok<{ balance: number }>(rich.get(`/api/inventory/${opened.opened_item.inventory_id}/sale/`));
      expect(answer.balance).toBe(cents(250000 - 8 + opened.opened_item.win.cost));
    });
  });

  describe('send', () => {
    it('needs a trade link', () => {
      const { backend } = makeBackend();
      const sam = session(backend, 'no-trade-link');
      const item = sam.inventory()[0]?.id ?? '';
      const before = sam.state();
      expect(sam.get(`/api/inventory/${item}/send/`)).toEqual({ status: 200, body: { error: 'Steam trade link is required to withdraw items' } });
      expect(sam.state()).toEqual(before);
    });

    it('works once a trade link is saved', () => {
      const { backend } = makeBackend();
      const sam = session(backend, 'no-trade-link');
      ok(sam.postForm('/api/tradelink/', { tradelink: 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=t' }));
      const item = sam.inventory()[0]?.id ?? '';
      expect(ok(sam.get(`/api/inventory/${item}/send/`))).toEqual({});
      expect(sam.item(item).status).toBe('sending');
    });

    it('puts the item in sending until the trade resolves', () => {
      const { backend, clock } = makeBackend();
      const player = session(backend, 'player');
      expect(ok(player.get(`/api/inventory/${REDLINE}/send/`))).toEqual({});
      expect(player.item(REDLINE).status).toBe('sending');
      clock.advance(SEND_DURATION_MS - 1);
      expect(player.item(REDLINE).status).toBe('sending');
      expect(refused(player.get(`/api/inventory/${REDLINE}/sale/`))).toBe('Item is not available');
      expect(refused(player.get(`/api/inventory/${REDLINE}/send/`))).toBe('Item is not available');
    });

    it('keeps the send time a minute', () => {
      expect(SEND_DURATION_MS).toBe(60_000);
    });

    it('resolves the seeded sending item a minute after it was sent', () => {
      const { backend, clock } = makeBackend();
      const player = session(backend, 'player');
      expect(player.item(BLAZE).status).toBe('sending');
      // Seeded as sent ten seconds before the player's first call.
      clock.advance(SEND_DURATION_MS - 10_001);
      expect(player.item(BLAZE).status).toBe('sending');
      clock.advance(1);
      expect(player.item(BLAZE).status).toBe('sent');
      expect(player.balance()).toBe(1250);
    });

    it('resolves on the next request of any kind, and leaves other players alone', () => {
      const { backend, clock } = makeBackend();
      const player = session(backend, 'player');
      ok(player.get(`/api/inventory/${REDLINE}/send/`));
      clock.advance(SEND_DURATION_MS);
      expect(player.state().inventory.find((i) => i.id === REDLINE)?.status).toBe('sending');
      ok(session(backend, 'rich').get('/api/me/'));
      expect(player.state().inventory.find((i) => i.id === REDLINE)?.status).toBe('sending');
      ok(player.get('/api/live/'));
      expect(player.state().inventory.find((i) => i.id === REDLINE)?.status).not.toBe('sending');
    });

    it('ends as sent, sold with a penalty or returned, depending on the luck of the send', () => {
      const cost = skinByName('AK-47 | Redline').price;
      const penalty = cents(cost * 0.1);
      const seen = new Map<string, number>();
      for (let seed = 1; seed <= 40; seed++) {
        const { backend, clock } = makeBackend({ seed });
        const player = session(backend, 'player');
        const before = player.state();
        ok(player.get(`/api/inventory/${REDLINE}/send/`));
        clock.advance(SEND_DURATION_MS);
        const item: WireInventoryItem = player.item(REDLINE);
        seen.set(item.status, (seen.get(item.status) ?? 0) + 1);
        const after = player.state();
        const newTransactions = after.transactions.slice(before.transactions.length);
        if (item.status === 'sent') {
          expect(item.win).toMatchObject({ cost, penalty: null, changed: 0 });
          expect(after.balance).toBe(1250);
          expect(newTransactions).toEqual([]);
        } else if (item.status === 'sold') {
          expect(item.win).toMatchObject({ cost, penalty, changed: 0 });
          expect(newTransactions).toEqual([
            { type: 4, value: cost, balance: cents(1250 + cost), at: clock.now() },
            { type: 12, value: -penalty, balance: cents(1250 + cost - penalty), at: clock.now() },
          ]);
          expect(after.balance).toBe(cents(1250 + cost - penalty));
          expect(player.transactions('?limit=2').map((t) => t.type).sort()).toEqual(['12', '4']);
          expect(player.transactions().find((t) => t.type === '12' && t.sec_ago === 0)?.value).toBe(`-${penalty}`);
        } else {
          expect(item.status).toBe('returned');
          expect(item.win).toMatchObject({ cost, penalty: null, changed: 1 });
          // Another skin of about the same value stands in for the one that could not be bought.
          expect(item.win.name).not.toBe('AK-47 | Redline');
          const replacement = after.inventory.find((i) => i.id === REDLINE);
          const closest = CATALOGUE.filter((s) => s.key !== skinByName('AK-47 | Redline').key)
            .reduce((a, b) => (Math.abs(b.price - cost) < Math.abs(a.price - cost) ? b : a));
          expect(replacement?.skinKey).toBe(closest.key);
          expect(after.balance).toBe(1250);
          expect(newTransactions).toEqual([]);
          // A returned item can be used again.
          expect(ok<{ upgrader: WireUpgraderItem[] }>(player.get('/api/upgrader/')).upgrader.map((u) => u.id)).toContain(REDLINE);
          expect(ok<{ balance: number }>(player.get(`/api/inventory/${REDLINE}/sale/`)).balance).toBe(cents(1250 + cost));
        }
      }
      expect([...seen.keys()].sort()).toEqual(['returned', 'sent', 'sold']);
      expect(seen.get('sent')).toBeGreaterThan(seen.get('sold') ?? 0);
    });

    it('rolls the outcome at send time: under 0.7 sent, under 0.85 declined, else replaced', () => {
      const outcomes = ([[0.69, 'sent'], [0.7, 'sold'], [0.849, 'sold'], [0.85, 'returned'], [0.99, 'returned']] as const).map(([roll, expected]) => {
        const { backend, clock } = makeBackend({ random: scriptedRandom([roll]) });
        const player = session(backend, 'player');
        ok(player.get(`/api/inventory/${GLOCK}/send/`));
        clock.advance(SEND_DURATION_MS);
        return [player.item(GLOCK).status, expected];
      });
      for (const [status, expected] of outcomes) expect(status).toBe(expected);
    });

    it('answers 404 to sending an unknown item', () => {
      const { backend } = makeBackend();
      expect(session(backend, 'player').get('/api/inventory/424242/send/').status).toBe(404);
    });
  });
});

describe('GameBackend upgrader', () => {
  it('lists only available and returned items, with the cost as text', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const { upgrader } = ok<{ upgrader: WireUpgraderItem[] }>(player.get('/api/upgrader/'));
    expect(upgrader.map((u) => u.id).sort()).toEqual([REDLINE, GLOCK, DECIMATOR, CORTEX, DRAGONFIRE].sort());
    const state = player.state();
    for (const u of upgrader) {
      const record = state.inventory.find((i) => i.id === u.id);
      expect(typeof u.cost).toBe('string');
      expect(u.cost).toBe(record?.cost.toFixed(2));
      expect(u.name).toBe(skinByKey(record?.skinKey ?? '').en);
      expect(u.img).toBe(`/demo-art/skins/${record?.skinKey}.svg`);
    }
  });

  it('drops sold items from the list', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    ok(player.get(`/api/inventory/${REDLINE}/sale/`));
    expect(ok<{ upgrader: WireUpgraderItem[] }>(player.get('/api/upgrader/')).upgrader.map((u) => u.id)).not.toContain(REDLINE);
  });

  it('answers multipliers keyed by text with targets near donor × multiplier', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const donorCost = skinByName('AK-47 | Redline').price;
    const answer = ok<{ multy: Record<string, WireUpgraderItem[]>; donor: WireUpgraderItem }>(player.get(`/api/upgrader/${REDLINE}/`));
    expect(answer.donor).toEqual({ id: REDLINE, name: 'AK-47 | Redline', img: `/demo-art/skins/${skinByName('AK-47 | Redline').key}.svg`, cost: donorCost.toFixed(2), rarity: 'classified' });
    const keys = Object.keys(answer.multy);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(UPGRADE_MULTIPLIERS).toContain(key);
    for (const [m, targets] of Object.entries(answer.multy)) {
      expect(targets.length).toBeGreaterThan(0);
      expect(targets.length).toBeLessThanOrEqual(6);
      const goal = donorCost * Number(m);
      const prices = targets.map((t) => Number(t.cost));
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      for (const t of targets) {
        const skin = skinByKey(t.id);
        expect(t).toEqual({ id: skin.key, name: skin.en, img: `/demo-art/skins/${skin.key}.svg`, cost: skin.price.toFixed(2), rarity: skin.tier });
        expect(skin.price).toBeGreaterThanOrEqual(goal * 0.85);
        expect(skin.price).toBeLessThanOrEqual(goal * 1.3);
        expect(skin.key).not.toBe(skinByName('AK-47 | Redline').key);
      }
    }
  });

  it('leaves out multipliers that no skin comes near', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    // The SSG 08 | Dragonfire is worth 253.35: nothing in the catalogue is near twenty times that.
    const answer = ok<{ multy: Record<string, WireUpgraderItem[]> }>(player.get(`/api/upgrader/${DRAGONFIRE}/`));
    expect(Object.keys(answer.multy)).not.toContain('20');
    const priciest = Math.max(...CATALOGUE.map((s) => s.price));
    for (const m of UPGRADE_MULTIPLIERS) {
      const goal = skinByName('SSG 08 | Dragonfire').price * Number(m);
      const reachable = CATALOGUE.some((s) => s.price >= goal * 0.85 && s.price <= goal * 1.3 && s.en !== 'SSG 08 | Dragonfire');
      expect(m in answer.multy).toBe(reachable);
    }
    expect(priciest).toBeLessThan(253.35 * 20 * 0.85);
  });

  it('answers multipliers in the player language', () => {
    const { backend } = makeBackend();
    const rich = session(backend, 'rich');
    const donor = rich.state().inventory[0]?.id ?? '';
    const answer = ok<{ multy: Record<string, WireUpgraderItem[]> }>(rich.get(`/api/upgrader/${donor}/`));
    for (const targets of Object.values(answer.multy)) {
      for (const t of targets) expect(t.name).toBe(skinByKey(t.id).ru);
    }
  });

  it('refuses multipliers for a consumed donor and answers 404 to an unknown one', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    expect(refused(player.get(`/api/upgrader/${HYDRA}/`))).toBe('Item is not available');
    expect(player.get('/api/upgrader/777777/').status).toBe(404);
  });

  it('answers the chance as upgradeChance of the donor cost and the target price', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const donorCost = skinByName('AK-47 | Redline').price;
    const { multy } = ok<{ multy: Record<string, WireUpgraderItem[]> }>(player.get(`/api/upgrader/${REDLINE}/`));
    for (const targets of Object.values(multy)) {
      for (const t of targets) {
        const answer = ok<{ donor: string; target: string; chance: number }>(player.get(`/api/upgrader/${REDLINE}/${t.id}/`));
        expect(answer).toEqual({ donor: REDLINE, target: t.id, chance: upgradeChance(donorCost, skinByKey(t.id).price) });
      }
    }
  });

  it('answers 404 to the chance of an unknown target', () => {
    const { backend } = makeBackend();
    expect(session(backend, 'player').get(`/api/upgrader/${REDLINE}/no-such-skin/`)).toEqual({ status: 404, body: { detail: 'no such target' } });
    expect(session(backend, 'player').get(`/api/upgrader/${REDLINE}/no-such-skin/upgrade/`).status).toBe(404);
  });

  it("adds the target on a forced 'win' and marks the donor sold in the upgrader", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const target = skinByName('AWP | Asiimov');
    const before = player.state();
    backend.forceNextUpgrade('win');
    const answer = ok<{ donor: string; target: string; chance: number; win: boolean }>(player.get(`/api/upgrader/${GLOCK}/${target.key}/upgrade/`));
    expect(answer).toEqual({
      donor: GLOCK, target: target.key, chance: upgradeChance(skinByName('Glock-18 | Fade').price, target.price), win: true,
      // A forced outcome is not a fair roll, and its receipt says so.
      fairness: { commitment: expect.stringMatching(/^[0-9a-f]{64}$/) as string, client_seed: expect.any(String) as string, nonce: 0, forced: true },
    });

    const inventory = player.inventory();
    expect(inventory).toHaveLength(before.inventory.length + 1);
    const won = inventory[0];
    expect(won).toEqual({
      id: expect.any(String) as string,
      status: 'available',
      win: { name: target.en, img: `/demo-art/skins/${target.key}.svg`, cost: target.price, penalty: null, sold_upgrader: 0, win_upgrader: 1, changed: 0, rarity: target.tier },
    });
    expect(before.inventory.map((i) => i.id)).not.toContain(won?.id);
    expect(player.item(GLOCK)).toMatchObject({ status: 'sold', win: { sold_upgrader: 1, win_upgrader: 0 } });
    // An upgrade moves items, never crystals.
    expect(player.state().balance).toBe(before.balance);
    expect(player.state().transactions).toEqual(before.transactions);
    expect(ok<{ upgrader: WireUpgraderItem[] }>(player.get('/api/upgrader/')).upgrader.map((u) => u.id)).toContain(won?.id);
  });

  it("only consumes the donor on a forced 'loss'", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    backend.forceNextUpgrade('loss');
    const target = skinByName('AWP | Asiimov');
    const answer = ok<{ win: boolean }>(player.get(`/api/upgrader/${CORTEX}/${target.key}/upgrade/`));
    expect(answer.win).toBe(false);
    const after = player.state();
    expect(after.inventory).toHaveLength(before.inventory.length);
    expect(player.item(CORTEX)).toMatchObject({ status: 'sold', win: { sold_upgrader: 1 } });
    expect(after.balance).toBe(before.balance);
  });

  it('refuses to upgrade a donor that is already consumed, and changes nothing', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const target = skinByName('AWP | Asiimov');
    backend.forceNextUpgrade('loss');
    ok(player.get(`/api/upgrader/${REDLINE}/${target.key}/upgrade/`));
    const before = player.state();
    backend.forceNextUpgrade('win');
    expect(refused(player.get(`/api/upgrader/${REDLINE}/${target.key}/upgrade/`))).toBe('Item is not available');
    expect(player.state()).toEqual(before);
    expect(refused(player.get(`/api/upgrader/${HYPER_BEAST}/${target.key}/upgrade/`))).toBe('Item is not available');
    expect(refused(player.get(`/api/upgrader/${REDLINE}/${target.key}/`))).toBe('Item is not available');
  });

  it('wins exactly when the committed roll’s ticket falls under the chance, whatever the random port says', () => {
    const target = skinByName('AWP | Asiimov');
    const chance = upgradeChance(skinByName('Glock-18 | Fade').price, target.price);
    const outcomes = [0, 0.9999].map((roll) => {
      const { backend } = makeBackend({ random: scriptedRandom([roll], roll) });
      const player = session(backend, 'player');
      const answer = ok<{ win: boolean; fairness: { client_seed: string; nonce: number } }>(player.get(`/api/upgrader/${GLOCK}/${target.key}/upgrade/`));
      const ticket = rollTicket(player.state().fairness?.serverSeed ?? '', answer.fairness.client_seed, answer.fairness.nonce);
      expect(answer.win).toBe(upgradeWins(ticket, chance));
      return answer.win;
    });
    expect(outcomes[0]).toBe(outcomes[1]);
  });

  it('applies a forced outcome to one upgrade only', () => {
    const cheap = skinByName('Glock-18 | Fade');
    const priciest = CATALOGUE.reduce((a, b) => (b.price > a.price ? b : a));
    const { backend } = makeBackend({ random: scriptedRandom([], 0.5) });
    const player = session(backend, 'player');
    backend.forceNextUpgrade('win');
    expect(ok<{ win: boolean }>(player.get(`/api/upgrader/${REDLINE}/${priciest.key}/upgrade/`)).win).toBe(true);
    // Now the committed roll decides: here a 0.9% chance loses, a 95% chance wins.
    expect(ok<{ chance: number; win: boolean }>(player.get(`/api/upgrader/${GLOCK}/${priciest.key}/upgrade/`)).win).toBe(false);
    backend.forceNextUpgrade('loss');
    expect(ok<{ win: boolean }>(player.get(`/api/upgrader/${DRAGONFIRE}/${cheap.key}/upgrade/`)).win).toBe(false);
    expect(ok<{ chance: number; win: boolean }>(player.get(`/api/upgrader/${CORTEX}/${cheap.key}/upgrade/`))).toMatchObject({ chance: 95, win: true });
  });

  it('lets a won item be upgraded again', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const target = skinByName('AWP | Asiimov');
    backend.forceNextUpgrade('win');
    ok(player.get(`/api/upgrader/${GLOCK}/${target.key}/upgrade/`));
    const wonId = player.inventory()[0]?.id ?? '';
    const multipliers = ok<{ donor: WireUpgraderItem }>(player.get(`/api/upgrader/${wonId}/`));
    expect(multipliers.donor).toMatchObject({ id: wonId, cost: target.price.toFixed(2) });
  });
});
