import { describe, expect, it } from 'vitest';
import { ApiClient } from '@adapters/api/ApiClient';
import { DEMO_CASES } from '@adapters/memory/backend/cases';
import { GAME_BACKEND_STATE_KEY, GameBackend, SEND_DURATION_MS } from '@adapters/memory/backend/GameBackend';
import { mockInitData } from '@adapters/memory/backend/mockUsers';
import { DEMO_PACKAGES } from '@adapters/memory/backend/packages';
import { DEMO_TASKS } from '@adapters/memory/backend/tasks';
import { InMemoryTransport } from '@adapters/memory/InMemoryTransport';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { WELCOME_CASE_ID } from '@domain/model/case';
import { inviteFriendRequest } from '@domain/model/invite';
import type { ServerEvent } from '@domain/ports/Api';
import { AUTH_DATE, DAY_MS, makeBackend, ok, scriptedRandom, session, START_MS, user } from './backendHarness';

describe('GameBackend persistence', () => {
  it('stores version 2 state with the next id and every player', () => {
    const { backend, storage } = makeBackend();
    session(backend, 'player').me();
    session(backend, 'rich').me();
    const stored = JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? 'null') as { version: number; nextId: number; players: Record<string, unknown> };
    expect(stored.version).toBe(2);
    // The player's seed took ids 1000-1010, the rich user's 1011-1014.
    expect(stored.nextId).toBe(1015);
    expect(Object.keys(stored.players).sort()).toEqual(['700000012', '700000023']);
  });

  it('lets a second backend on the same storage see every change', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(START_MS);
    const first = makeBackend({ storage, clock, seed: 3 }).backend;
    const player = session(first, 'player');
    const opened = player.open('2');
    ok(player.get('/api/inventory/1001/sale/'));
    ok(player.get('/api/inventory/1003/send/'));
    ok(player.post('/api/tasks/5/'));
    ok(player.postForm('/api/lang/', { lang: 'ru' }));
    const pkg = DEMO_PACKAGES[1];
    const { payment_id: paid } = ok<{ payment_id: string }>(player.get(`/api/invoice/${pkg.id}/?crystals=${pkg.crystals}&stars=${pkg.stars}`));
    const { payment_id: pending } = ok<{ payment_id: string }>(player.get(`/api/invoice/${pkg.id}/?crystals=${pkg.crystals}&stars=${pkg.stars}`));
    first.settlePayment(paid, 'paid');
    first.forceNextUpgrade('win');
    ok(player.get('/api/upgrader/1000/955/upgrade/'));
    const newcomer = session(first, 'newcomer');
    newcomer.open(WELCOME_CASE_ID);
    const snapshot = player.state();
    const newcomerSnapshot = newcomer.state();

    const second = makeBackend({ storage, clock, seed: 99 }).backend;
    const again = session(second, 'player');
    expect(again.state()).toEqual(snapshot);
    expect(session(second, 'newcomer').state()).toEqual(newcomerSnapshot);
    expect(again.me()).toMatchObject({ lang: 'ru', balance: snapshot.balance });
    expect(again.item(opened.opened_item.inventory_id).status).toBe('available');
    expect(again.item('1001').status).toBe('sold');
    expect(ok<{ status: string }>(again.get(`/api/payment/status/${paid}/`)).status).toBe('paid');
    expect(ok<{ status: string }>(again.get(`/api/payment/status/${pending}/`)).status).toBe('pending');
    expect(again.me().tasks.find((t) => t.type === 'dailyBonus')?.active).toBe(false);
    expect(session(second, 'newcomer').me().is_first_visit).toBe(false);

    // A payment settled by the second backend counts as a later one: no second bonus.
    second.settlePayment(pending, 'paid');
    expect(again.balance()).toBe(snapshot.balance + pkg.crystals);
  });

  it('continues the ids where the first backend stopped', () => {
    const storage = new MemoryStorage();
    const first = makeBackend({ storage }).backend;
    const a = session(first, 'rich').open('2').opened_item.inventory_id;
    const second = makeBackend({ storage }).backend;
    const b = session(second, 'rich').open('2').opened_item.inventory_id;
    expect(Number(b)).toBeGreaterThan(Number(a));
    expect(session(second, 'rich').inventory().map((i) => i.id)).toEqual(expect.arrayContaining([a, b]));
  });

  it('resolves a withdrawal started before the reload as decided at send time', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(START_MS);
    // A roll of 0.75 declines the trade.
    const first = makeBackend({ storage, clock, random: scriptedRandom([0.75]) }).backend;
    ok(session(first, 'player').get('/api/inventory/1000/send/'));
    clock.advance(SEND_DURATION_MS);
    const second = makeBackend({ storage, clock, random: scriptedRandom([0.01]) }).backend;
    const item = session(second, 'player').item('1000');
    expect(item.status).toBe('sold');
    expect(item.win.penalty).toBeGreaterThan(0);
  });

  it('keeps a daily task inactive across a reload until the day has passed', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(START_MS);
    const daily = DEMO_TASKS.find((t) => t.type === 'dailyBonus');
    ok(session(makeBackend({ storage, clock }).backend, 'player').post(`/api/tasks/${daily?.id}/`));
    const second = makeBackend({ storage, clock }).backend;
    expect(session(second, 'player').me().tasks.find((t) => t.id === daily?.id)?.active).toBe(false);
    clock.advance(DAY_MS);
    expect(session(second, 'player').me().tasks.find((t) => t.id === daily?.id)?.active).toBe(true);
  });

  it('does not persist faults or forced outcomes', () => {
    const storage = new MemoryStorage();
    const first = makeBackend({ storage }).backend;
    session(first, 'player').me();
    first.faults.set('*', { status: 500 });
    first.forceNextDrop('win');
    const second = makeBackend({ storage }).backend;
    expect(second.faults.entries()).toEqual([]);
    expect(second.serve({ method: 'GET', path: '/api/me/', headers: session(second, 'player').headers }).response.status).toBe(200);
  });

  it('starts over on reset', () => {
    const { backend, storage } = makeBackend();
    const player = session(backend, 'player');
    const fresh = player.state();
    player.open('2');
    ok(player.get('/api/inventory/1000/sale/'));
    ok(player.post('/api/tasks/3/'));
    session(backend, 'newcomer').open(WELCOME_CASE_ID);
    backend.reset();
    expect(storage.get(GAME_BACKEND_STATE_KEY)).toBeNull();
    expect(backend.playerSnapshot(user('player').id)).toBeNull();
    expect(player.state()).toEqual(fresh);
    expect(player.balance()).toBe(1250);
    expect(player.item('1000').status).toBe('available');
    expect(session(backend, 'newcomer').me().is_first_visit).toBe(true);
    const stored = JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? 'null') as { nextId: number };
    expect(stored.nextId).toBe(1011);
  });

  it('lets a backend built after a reset start over too', () => {
    const storage = new MemoryStorage();
    const first = makeBackend({ storage }).backend;
    session(first, 'player').open('2');
    first.reset();
    const second = makeBackend({ storage }).backend;
    expect(session(second, 'player').balance()).toBe(1250);
  });
});

describe('GameBackend through the ApiClient', () => {
  function setUp(key = 'player') {
    const { backend, clock } = makeBackend({ seed: 6 });
    const events: ServerEvent[] = [];
    const errors: unknown[] = [];
    const client = new ApiClient({
      transport: new InMemoryTransport(backend, clock),
      initData: () => mockInitData(user(key), AUTH_DATE),
      requireInitData: true,
      reporter: { report: (e) => errors.push(e), recovered: () => {} },
      logger: { error: () => {}, warn: () => {} },
      clock,
      readRetries: 0,
    });
    client.events.subscribe((e) => {
      if (e.type !== 'answered') events.push(e);
    });
    return { backend, client, events, errors, clock };
  }

  it('parses every answer of the demo backend', async () => {
    const { backend, client, errors, clock } = setUp();
    const me = await client.getMe();
    expect(me).toMatchObject({ balance: 1250, lang: 'en', isFirstVisit: false, tradeLink: user('player').seed.tradeLink });
    expect(me.tasks).toHaveLength(DEMO_TASKS.length);

    const cases = await client.getCases();
    expect(cases.map((c) => c.id)).toEqual(DEMO_CASES.map((c) => c.id));
    expect(cases.find((c) => c.name === 'Blue Case')?.categories).toEqual(['Popular']);
    const blue = await client.getCase('2');
    expect(blue.skins.length).toBe(DEMO_CASES.find((c) => c.id === '2')?.skins.length);

    const opened = await client.openCase('2');
    expect(opened.inventoryId).not.toBeNull();
    expect(opened.win.profit).toMatch(/^[+-]\d+%$/);

    const inventory = await client.getInventory();
    expect(inventory[0]?.id).toBe(opened.inventoryId);
    await expect(client.getInventoryItem('1002')).resolves.toMatchObject({ status: 'returned', win: { changed: true } });
    await expect(client.sellItem(opened.inventoryId ?? '')).resolves.toMatchObject({ balance: 1242 + opened.win.cost });
    await expect(client.sendItem('1001')).resolves.toEqual({});

    const upgrader = await client.getUpgraderItems();
    expect(upgrader.every((u) => Number.isFinite(u.price))).toBe(true);
    const multipliers = await client.getMultipliers('1000');
    const firstTarget = Object.values(multipliers.multy)[0]?.[0];
    expect(firstTarget).toBeDefined();
    const chance = await client.getChance('1000', firstTarget?.id ?? '');
    expect(chance.chance).toBeGreaterThan(0);
    backend.forceNextUpgrade('loss');
    await expect(client.upgrade('1000', firstTarget?.id ?? '')).resolves.toMatchObject({ win: false });

    // Later than the opening and sale (entries of one instant keep their recording order).
    clock.advance(1000);
    await expect(client.completeTask('5')).resolves.toBeUndefined();
    const { items: transactions } = await client.getTransactions(1, 5);
    expect(transactions).toHaveLength(5);
    expect(transactions[0]).toMatchObject({ type: 9, value: 10 });
    await expect(client.getRecentWins()).resolves.toHaveLength(2);
    await expect(client.getInit()).resolves.toMatchObject({ init: { user_id: 700000012 } });
    await expect(client.inviteFriend(inviteFriendRequest('Join!', me.refLink ?? ''))).resolves.toMatch(/^pm-/);

    const { items: packages } = await client.getTopUpPackages();
    expect(packages).toHaveLength(7);
    const invoice = await client.createInvoice(packages[0] ?? DEMO_PACKAGES[0]);
    expect(GameBackend.paymentIdFromInvoiceUrl(invoice.invoiceUrl)).toBe(invoice.id);
    backend.settlePayment(invoice.id, 'paid');
    await expect(client.getPaymentStatus(invoice.id)).resolves.toMatchObject({ status: 'paid' });

    const history = await client.getHistory();
    expect(history.entries.length).toBeGreaterThan(20);
    const live = await client.getLive();
    expect(live.wins).toHaveLength(30);
    expect(live.online).toBeGreaterThanOrEqual(900);

    await expect(client.setLanguage('ru')).resolves.toMatchObject({ result: true });
    expect(errors).toEqual([]);
  });

  it('publishes the balance of an opening and of a sale (the opened item and the sale’s alert are the calls’ own answers)', async () => {
    const { client, events } = setUp();
    const opened = await client.openCase('3');
    expect(opened.inventoryId).not.toBeNull();
    expect(events).toEqual([{ type: 'balance', balance: 1225 }]);
    expect((await client.sellItem('1000')).alert).toMatch(/^Sold for \d/);
    expect(events.some((e) => e.type === 'alert')).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: 'balance' });
  });

  it('turns refusals into server errors with the backend message', async () => {
    const { client } = setUp('no-trade-link');
    await expect(client.sendItem('1000')).rejects.toMatchObject({ kind: 'server', message: 'Steam trade link is required to withdraw items' });
    await expect(client.openCase('4')).rejects.toMatchObject({ kind: 'server', message: 'Not enough crystals' });
    await expect(client.openCase(WELCOME_CASE_ID)).rejects.toMatchObject({ kind: 'server', message: 'The welcome case was already opened' });
  });
});
