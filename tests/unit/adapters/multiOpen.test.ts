import { describe, expect, it } from 'vitest';
import { WELCOME_CASE_ID } from '@domain/model/case';
import { makeBackend, ok, refused, session } from './backendHarness';
import { makeClient, ok as reply, wire } from './apiClientHarness';

/**
 * Multi-open on the wire (docs/api.md, beyond spec §7): the case says how many one call opens
 * (`multi_open`); the open call with `{count}` answers `opened_items`, one charge for all, each
 * drop its own roll. A server without it keeps spec §7's call and answer.
 */

interface WireReceipt { commitment: string; client_seed: string; nonce: number }
interface WireDrop { win: { id: string; cost: number }; inventory_id: string; fairness: WireReceipt }

describe('GameBackend: several of a case in one call', () => {
  it('offers up to five of every case but the welcome one', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    expect(ok<{ case: { multi_open?: number } }>(alex.get('/api/case/2/')).case.multi_open).toBe(5);
    expect(ok<{ case: { multi_open?: number } }>(alex.get(`/api/case/${WELCOME_CASE_ID}/`)).case.multi_open).toBeUndefined();
  });

  it('opens three with one charge of three prices; each drop in the inventory with its own roll, nonces in order', () => {
    const { backend } = makeBackend();
    const maria = session(backend, 'rich');
    const price = ok<{ case: { price: number } }>(maria.get('/api/case/2/')).case.price;
    const before = maria.balance();
    const charges = maria.transactions().length;
    const answer = ok<{ opened_items: WireDrop[]; balance: number }>(maria.postJson('/api/case/2/open/', { count: 3, client_seed: 'luck-0.07-1.13-2.02-1234' }));
    expect(answer.opened_items).toHaveLength(3);
    expect(answer.balance).toBeCloseTo(before - 3 * price, 2);
    expect(maria.balance()).toBeCloseTo(before - 3 * price, 2);
    // One charge, not three.
    expect(maria.transactions().length).toBe(charges + 1);
    expect(answer.opened_items.map((d) => d.fairness.nonce)).toEqual([0, 1, 2]);
    expect(new Set(answer.opened_items.map((d) => d.fairness.client_seed))).toEqual(new Set(['luck-0.07-1.13-2.02-1234']));
    const held = maria.inventory().map((i) => i.id);
    for (const drop of answer.opened_items) expect(held).toContain(drop.inventory_id);
  });

  it('refuses what it cannot do and takes nothing: more than five, a fraction, text, zero, the welcome case', () => {
    const { backend } = makeBackend();
    const nika = session(backend, 'newcomer');
    nika.me();
    const before = nika.state().balance;
    for (const count of [6, 2.5, 0, '3']) expect(refused(nika.postJson('/api/case/2/open/', { count }))).not.toBe('');
    expect(refused(nika.postJson(`/api/case/${WELCOME_CASE_ID}/open/`, { count: 2 }))).not.toBe('');
    expect(nika.state().balance).toBe(before);
    expect(nika.state().inventory).toHaveLength(0);
  });

  it('refuses a stake above the balance, though one case would fit', () => {
    const { backend } = makeBackend();
    const alex = session(backend, 'player');
    // The Rich Guy Case (600): the regular player's balance holds one or two, never five.
    const { price } = ok<{ case: { price: number } }>(alex.get('/api/case/4/')).case;
    const before = alex.balance();
    expect(before).toBeGreaterThanOrEqual(price);
    expect(before).toBeLessThan(price * 5);
    expect(refused(alex.postJson('/api/case/4/open/', { count: 5 }))).toMatch(/crystals/);
    expect(alex.balance()).toBe(before);
  });
});

describe('ApiClient: the multi-open call', () => {
  const drop = (id: number, cost: number) => ({ win: { id: `k${id}`, name: `Skin ${id}`, img: `/${id}.png`, cost, profit: '+1%' }, inventory_id: id });

  it('reads multi_open (a number or its text, 2 or more); anything else means one at a time', async () => {
    const { client, transport } = makeClient();
    const bodies = [5, '3', 1, 0, 2.5, 'many', null, -2].map((value) => reply({ case: { ...wire.caseSummary(), skins: [wire.skin()], multi_open: value } }));
    transport.reply(...bodies, reply({ case: { ...wire.caseSummary(), skins: [wire.skin()] } }));
    const read: (number | undefined)[] = [];
    for (let i = 0; i < 9; i++) read.push((await client.getCase('7')).multiOpen);
    expect(read).toEqual([5, 3, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('sends one POST with {count, client_seed} and reads opened_items in order', async () => {
    const { client, transport } = makeClient();
    transport.reply(reply({ opened_items: [drop(1, 4), drop(2, 25)], balance: 70 }));
    const drops = await client.openCases('2', 2, { clientSeed: 'luck-x' });
    expect(transport.requests).toHaveLength(1);
    expect(transport.last).toMatchObject({ method: 'POST', path: '/api/case/2/open/' });
    expect(JSON.parse(transport.last.body ?? '')).toEqual({ count: 2, client_seed: 'luck-x' });
    expect(drops.map((d) => [d.inventoryId, d.win.cost])).toEqual([['1', 4], ['2', 25]]);
  });

  it('a server that answers one opened_item opened one: one drop', async () => {
    const { client, transport } = makeClient();
    transport.reply(reply({ opened_item: drop(1, 4) }));
    expect((await client.openCases('2', 3)).map((d) => d.inventoryId)).toEqual(['1']);
    expect(JSON.parse(transport.last.body ?? '')).toEqual({ count: 3 });
  });

  it('an unreadable drop makes the answer unreadable (value moved: nothing is guessed)', async () => {
    const { client, transport } = makeClient();
    transport.reply(reply({ opened_items: [drop(1, 4), { win: null }] }));
    await expect(client.openCases('2', 2)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
