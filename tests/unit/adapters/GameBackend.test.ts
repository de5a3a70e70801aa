import { describe, expect, it } from 'vitest';
import { ApiClient } from '@adapters/api/ApiClient';
import type { HttpResponse } from '@adapters/api/HttpTransport';
import { TransportFailure } from '@adapters/api/HttpTransport';
import { DEMO_CASES } from '@adapters/memory/backend/cases';
import { GAME_BACKEND_STATE_KEY, type ServedResponse } from '@adapters/memory/backend/GameBackend';
import { DEFAULT_MOCK_USER_KEY, MOCK_USERS, mockInitData, mockUserByKey } from '@adapters/memory/backend/mockUsers';
import { DEMO_TASKS } from '@adapters/memory/backend/tasks';
import { InMemoryTransport } from '@adapters/memory/InMemoryTransport';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { WELCOME_CASE_ID } from '@domain/model/case';
import { checkInitData } from '@domain/features/session/initData';
import { apiShard } from '@domain/features/session/apiHost';
import {
  AUTH_DATE, asUser, authHeader, body, get, initDataFor, makeBackend as makeHarness, me, postForm, user,
} from './backendHarness';

const VALID_LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=555&token=new_one';

function makeBackend(storage = new MemoryStorage()) {
  const { backend } = makeHarness({ storage, seed: 1 });
  return { backend, storage };
}

/** A stand-in backend whose serve answers `response` (or runs `answer`) with no fault. */
function servingBackend(answer: HttpResponse | (() => HttpResponse)) {
  return {
    serve: (): ServedResponse => ({
      route: 'getMe',
      latencyMs: 0,
      network: false,
      response: typeof answer === 'function' ? answer() : answer,
    }),
  };
}

describe('mock users', () => {
  it('have distinct ids on distinct API shards', () => {
    const shards = MOCK_USERS.map((u) => apiShard(u.id));
    expect(new Set(MOCK_USERS.map((u) => u.id)).size).toBe(MOCK_USERS.length);
    expect(new Set(shards).size).toBe(MOCK_USERS.length);
  });

  it('are found by key, with the default player as fallback', () => {
    expect(DEFAULT_MOCK_USER_KEY).toBe('player');
    expect(mockUserByKey('rich').key).toBe('rich');
    expect(mockUserByKey('newcomer').seed.firstVisit).toBe(true);
    expect(mockUserByKey(null).key).toBe('player');
    expect(mockUserByKey('nobody').key).toBe('player');
  });

  it('produce init data that passes the spec §5 check', () => {
    const raw = mockInitData(user('player'), AUTH_DATE);
    expect(checkInitData(raw, AUTH_DATE)).toEqual({ valid: true, stale: false, authDate: AUTH_DATE });
    const parsed = JSON.parse(new URLSearchParams(raw).get('user') ?? 'null') as Record<string, unknown>;
    expect(parsed).toEqual({ id: 700000012, first_name: 'Alex', last_name: 'Frost', username: 'alexfrost', language_code: 'en' });
  });
});

describe('GameBackend', () => {
  describe('authorization', () => {
    it.each([
      ['no header', {}],
      ['an empty header', { Authorization: '' }],
      ['another scheme', { Authorization: `Bearer ${mockInitData(user('player'), AUTH_DATE)}` }],
      ['tma without data', { Authorization: 'tma ' }],
      ['garbage init data', authHeader('garbage-garbage-garbage')],
      ['a user that is not JSON', authHeader('user=%7Bnot-json&auth_date=1')],
      ['a user without id', authHeader(initDataFor({ first_name: 'X' }))],
      ['a user with a text id', authHeader(initDataFor({ id: '700000012' }))],
      ['a null user', authHeader('user=null&auth_date=1')],
    ])('answers 401 to a request with %s', (_label, headers) => {
      const { backend, storage } = makeBackend();
      const response = backend.handle(get('/api/me/', headers));
      expect(response.status).toBe(401);
      expect(storage.entries.size).toBe(0);
    });

    it('answers 401 before routing, even on unknown paths', () => {
      const { backend } = makeBackend();
      expect(backend.handle(get('/api/nowhere/', {})).status).toBe(401);
    });
  });

  describe('players', () => {
    it.each(MOCK_USERS.map((u) => [u.key, u] as const))('starts the mock user %s from its seed', (_key, mock) => {
      const { backend } = makeBackend();
      expect(me(backend, asUser(mock))).toMatchObject({
        balance: mock.seed.balance,
        is_first_visit: mock.seed.firstVisit,
        lang: mock.seed.lang,
        tradelink: mock.seed.tradeLink,
        firstname: mock.firstName,
        lastname: mock.lastName,
        ref_link: `https://t.me/cs2cases_bot?start=ref${mock.id}`,
      });
    });

    it('gives the known player its seed balance and no first visit', () => {
      const { backend } = makeBackend();
      expect(me(backend, asUser(user('player')))).toMatchObject({ balance: 1250, is_first_visit: false });
    });

    it('gives the newcomer a first visit', () => {
      const { backend } = makeBackend();
      expect(me(backend, asUser(user('newcomer')))).toMatchObject({ balance: 0, is_first_visit: true });
    });

    it('creates an unknown id as a first visit with its messenger names', () => {
      const { backend } = makeBackend();
      const headers = authHeader(initDataFor({ id: 42, first_name: 'Ivan', last_name: 'Petrov' }));
      expect(me(backend, headers)).toEqual({
        balance: 0,
        lang: 'en',
        tasks: DEMO_TASKS.map((t) => ({
          id: t.id, type: t.type, name: t.name, bonus: t.bonus, active: true, action: t.action, reward_frequency: t.rewardFrequency,
        })),
        is_first_visit: true,
        ref_link: 'https://t.me/cs2cases_bot?start=ref42',
        tradelink: null,
        firstname: 'Ivan',
        lastname: 'Petrov',
        ava: null,
      });
    });

    it('gives an unknown id no inventory, transactions or payments, and takes its language from the messenger', () => {
      const { backend } = makeBackend();
      const headers = authHeader(initDataFor({ id: 44, first_name: 'Olga', language_code: 'ru-RU' }));
      expect(me(backend, headers).lang).toBe('ru');
      expect(backend.playerSnapshot(44)).toMatchObject({
        balance: 0, inventory: [], transactions: [], payments: {}, completedTasks: {}, recentWins: [],
      });
      expect(me(backend, authHeader(initDataFor({ id: 45, language_code: 'de' }))).lang).toBe('en');
    });

    it.each(MOCK_USERS.map((u) => [u.key, u] as const))('gives the mock user %s its seeded past', (key, mock) => {
      const { backend } = makeBackend();
      me(backend, asUser(mock));
      const state = backend.playerSnapshot(mock.id);
      const expected: Record<string, [number, number]> = { newcomer: [0, 0], player: [11, 20], rich: [4, 6], 'no-trade-link': [2, 3] };
      expect([state?.inventory.length, state?.transactions.length]).toEqual(expected[key]);
      expect(new Set(state?.inventory.map((i) => i.id)).size).toBe(state?.inventory.length);
    });

    it('gives the regular player items in every status', () => {
      const { backend } = makeBackend();
      me(backend, asUser(user('player')));
      const statuses = new Set(backend.playerSnapshot(user('player').id)?.inventory.map((i) => i.status));
      expect([...statuses].sort()).toEqual(['available', 'returned', 'sending', 'sent', 'sold']);
    });

    it('tolerates missing or non-text names of a new player', () => {
      const { backend } = makeBackend();
      expect(me(backend, authHeader(initDataFor({ id: 43, first_name: 5 })))).toMatchObject({ firstname: '', lastname: '' });
    });

    it('keeps players apart', () => {
      const { backend } = makeBackend();
      backend.handle(postForm('/api/lang/', asUser(user('player')), { lang: 'ru' }));
      expect(me(backend, asUser(user('player'))).lang).toBe('ru');
      expect(me(backend, asUser(user('no-trade-link'))).lang).toBe('en');
    });

    it('answers the profile whatever the query string', () => {
      const { backend } = makeBackend();
      expect(backend.handle(get('/api/me/?x=1', asUser(user('player')))).status).toBe(200);
    });
  });

  describe('language', () => {
    it.each([['EN', 'en'], ['ru', 'ru'], [' Ru ', 'ru']])('accepts lang=%j and stores %s', (sent, stored) => {
      const { backend } = makeBackend();
      const headers = asUser(user('rich'));
      const answer = body(backend.handle(postForm('/api/lang/', headers, { lang: sent })));
      expect(answer.lang).toEqual({ result: true });
      expect((answer.me as Record<string, unknown>).lang).toBe(stored);
      expect(me(backend, headers).lang).toBe(stored);
    });

    it('switches the player from en to ru', () => {
      const { backend } = makeBackend();
      const headers = asUser(user('player'));
      expect(me(backend, headers).lang).toBe('en');
      body(backend.handle(postForm('/api/lang/', headers, { lang: 'RU' })));
      expect(me(backend, headers).lang).toBe('ru');
    });

    it.each(['de', '', 'english'])('answers result false to lang=%j and changes nothing', (sent) => {
      const { backend } = makeBackend();
      const headers = asUser(user('player'));
      const answer = body(backend.handle(postForm('/api/lang/', headers, { lang: sent })));
      expect(answer).toEqual({ lang: { result: false } });
      expect(me(backend, headers).lang).toBe('en');
    });

    it('answers result false without a body', () => {
      const { backend } = makeBackend();
      expect(body(backend.handle({ method: 'POST', path: '/api/lang/', headers: asUser(user('player')) }))).toEqual({ lang: { result: false } });
    });
  });

  describe('trade link', () => {
    it.each([
      'https://example.com/tradeoffer/new/?partner=1',
      'http://steamcommunity.com/tradeoffer/new/?partner=1',
      'steamcommunity.com/tradeoffer/new/?partner=1',
      '',
    ])('answers result false to the invalid link %j and keeps the old one', (link) => {
      const { backend } = makeBackend();
      const headers = asUser(user('player'));
      expect(body(backend.handle(postForm('/api/tradelink/', headers, { tradelink: link })))).toEqual({ tradelink: { result: false } });
      expect(me(backend, headers).tradelink).toBe(user('player').seed.tradeLink);
    });

    it('saves a valid link', () => {
      const { backend } = makeBackend();
      const headers = asUser(user('no-trade-link'));
      const answer = body(backend.handle(postForm('/api/tradelink/', headers, { tradelink: VALID_LINK })));
      expect(answer.tradelink).toEqual({ result: true });
      expect((answer.me as Record<string, unknown>).tradelink).toBe(VALID_LINK);
      expect(me(backend, headers).tradelink).toBe(VALID_LINK);
    });

    it("answers 'error not uniq tradelink' when another player holds the link", () => {
      const { backend } = makeBackend();
      const richLink = user('rich').seed.tradeLink ?? '';
      me(backend, asUser(user('rich')));
      const headers = asUser(user('no-trade-link'));
      const answer = body(backend.handle(postForm('/api/tradelink/', headers, { tradelink: richLink })));
      expect(answer).toEqual({ error: 'error not uniq tradelink' });
      expect(me(backend, headers).tradelink).toBeNull();
    });
    it("answers 'error not uniq tradelink' for a mock user's seed link before that user ever called", () => {
      const { backend } = makeBackend();
      const richLink = user('rich').seed.tradeLink ?? '';
      const answer = body(backend.handle(postForm('/api/tradelink/', asUser(user('no-trade-link')), { tradelink: richLink })));
      expect(answer).toEqual({ error: 'error not uniq tradelink' });
    });

    it('lets a link saved by one player block another', () => {
      const { backend } = makeBackend();
      body(backend.handle(postForm('/api/tradelink/', asUser(user('no-trade-link')), { tradelink: VALID_LINK })));
      const answer = body(backend.handle(postForm('/api/tradelink/', asUser(user('player')), { tradelink: VALID_LINK })));
      expect(answer).toEqual({ error: 'error not uniq tradelink' });
    });

    it('lets a player save its own link again', () => {
      const { backend } = makeBackend();
      const mine = user('player').seed.tradeLink ?? '';
      const answer = body(backend.handle(postForm('/api/tradelink/', asUser(user('player')), { tradelink: mine })));
      expect(answer.tradelink).toEqual({ result: true });
    });
  });

  describe('persistence', () => {
    it('keeps state through the storage into a second backend', () => {
      const storage = new MemoryStorage();
      const first = makeBackend(storage).backend;
      const headers = asUser(user('no-trade-link'));
      body(first.handle(postForm('/api/lang/', headers, { lang: 'ru' })));
      body(first.handle(postForm('/api/tradelink/', headers, { tradelink: VALID_LINK })));
      expect(storage.get(GAME_BACKEND_STATE_KEY)).not.toBeNull();

      const second = makeBackend(storage).backend;
      expect(me(second, headers)).toMatchObject({ lang: 'ru', tradelink: VALID_LINK, balance: 300 });
      expect(body(second.handle(postForm('/api/tradelink/', asUser(user('player')), { tradelink: VALID_LINK })))).toEqual({
        error: 'error not uniq tradelink',
      });
    });

    it('keeps a new player, who stays a first visit, in the second backend', () => {
      const storage = new MemoryStorage();
      const headers = authHeader(initDataFor({ id: 99, first_name: 'New' }));
      me(makeBackend(storage).backend, headers);
      const stored = JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? '{}') as { players: Record<string, unknown> };
      expect(Object.keys(stored.players)).toEqual(['99']);
      expect(me(makeBackend(storage).backend, headers)).toMatchObject({ firstname: 'New', is_first_visit: true });
    });

    it.each([
      ['invalid JSON', '{not json'],
      ['null', 'null'],
      ['an older version', JSON.stringify({ version: 1, nextId: 5000, players: { '700000034': { id: 700000034, lang: 'ru' } } })],
      ['no nextId', JSON.stringify({ version: 2, players: { '700000034': { id: 700000034, lang: 'ru' } } })],
      ['a text nextId', JSON.stringify({ version: 2, nextId: '5000', players: {} })],
      ['no players', JSON.stringify({ version: 2, nextId: 5000 })],
      ['players as a list', JSON.stringify({ version: 2, nextId: 5000, players: [] })],
      ['a number', '42'],
    ])('starts over from corrupted stored state (%s)', (_label, raw) => {
      const storage = new MemoryStorage();
      storage.set(GAME_BACKEND_STATE_KEY, raw);
      const { backend } = makeBackend(storage);
      expect(me(backend, asUser(user('no-trade-link')))).toMatchObject({ balance: 300, lang: 'en', tradelink: null });
      const stored = JSON.parse(storage.get(GAME_BACKEND_STATE_KEY) ?? 'null') as { version: number; nextId: number };
      expect(stored.version).toBe(2);
      // A fresh state numbers from 1000; the seed of no-trade-link took two ids.
      expect(stored.nextId).toBe(1002);
      expect(backend.playerSnapshot(user('no-trade-link').id)?.inventory.map((i) => i.id)).toEqual(['1000', '1001']);
    });
    it('starts over from stored state whose players are null', () => {
      const storage = new MemoryStorage();
      storage.set(GAME_BACKEND_STATE_KEY, JSON.stringify({ version: 2, nextId: 5000, players: null }));
      const { backend } = makeBackend(storage);
      expect(me(backend, asUser(user('player')))).toMatchObject({ balance: 1250 });
    });

    it('forgets everything on reset', () => {
      const storage = new MemoryStorage();
      const { backend } = makeBackend(storage);
      const headers = asUser(user('player'));
      body(backend.handle(postForm('/api/lang/', headers, { lang: 'ru' })));
      backend.reset();
      expect(storage.get(GAME_BACKEND_STATE_KEY)).toBeNull();
      expect(me(backend, headers).lang).toBe('en');
    });
  });

  describe('routing', () => {
    it.each([
      ['GET', '/api/nowhere/'],
      ['GET', '/api/me'],
      ['GET', '/api/me/extra/'],
      ['POST', '/api/me/'],
      ['GET', '/api/lang/'],
      ['GET', '/api/tradelink/'],
    ] as const)('answers 404 to %s %s', (method, path) => {
      const { backend } = makeBackend();
      expect(backend.handle({ method, path, headers: asUser(user('player')) })).toEqual({ status: 404, body: { detail: 'not found' } });
    });
  });
});

describe('InMemoryTransport', () => {
  it('answers asynchronously with a copy of the backend body', async () => {
    const shared = { me: { balance: 1 } };
    const transport = new InMemoryTransport(servingBackend({ status: 200, body: shared }), new ManualClock());
    let settled = false;
    const pending = transport.send(get('/api/me/', {})).then((r) => { settled = true; return r; });
    expect(settled).toBe(false);
    const response = await pending;
    expect(response).toEqual({ status: 200, body: { me: { balance: 1 } } });
    expect(response.body).not.toBe(shared);
    (response.body as { me: { balance: number } }).me.balance = 999;
    expect(shared.me.balance).toBe(1);
  });

  it('passes statuses through', async () => {
    const transport = new InMemoryTransport(servingBackend({ status: 404, body: { detail: 'not found' } }), new ManualClock());
    await expect(transport.send(get('/x', {}))).resolves.toEqual({ status: 404, body: { detail: 'not found' } });
  });

  it('turns an undefined body into null', async () => {
    const transport = new InMemoryTransport(servingBackend({ status: 204, body: undefined }), new ManualClock());
    await expect(transport.send(get('/x', {}))).resolves.toEqual({ status: 204, body: null });
  });

  it('passes a text body through as text (a garbled answer is not parsed)', async () => {
    const transport = new InMemoryTransport(servingBackend({ status: 200, body: '{"me": {' }), new ManualClock());
    await expect(transport.send(get('/x', {}))).resolves.toEqual({ status: 200, body: '{"me": {' });
  });

  it('hands the request to serve unchanged', async () => {
    const seen: unknown[] = [];
    const request = postForm('/api/lang/', asUser(user('player')), { lang: 'ru' });
    const transport = new InMemoryTransport({
      serve: (r) => {
        seen.push(r);
        return { route: 'setLanguage', latencyMs: 0, network: false, response: { status: 200, body: {} } };
      },
    }, new ManualClock());
    await transport.send(request);
    expect(seen).toEqual([request]);
  });

  it('turns a backend crash into a TransportFailure', async () => {
    const transport = new InMemoryTransport(servingBackend(() => { throw new Error('backend exploded'); }), new ManualClock());
    const error = await transport.send(get('/x', {})).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(TransportFailure);
    expect((error as Error).message).toBe('demo backend crashed: backend exploded');
  });

  it('serves the API client end to end', async () => {
    const storage = new MemoryStorage();
    const { backend } = makeBackend(storage);
    const clock = new ManualClock(0);
    const client = new ApiClient({
      transport: new InMemoryTransport(backend, new ManualClock()),
      initData: () => mockInitData(user('player'), AUTH_DATE),
      requireInitData: true,
      reporter: { report: () => {}, recovered: () => {} },
      logger: { error: () => {}, warn: () => {} },
      clock,
    });
    await expect(client.getMe()).resolves.toMatchObject({ balance: 1250, lang: 'en', isFirstVisit: false });
    await expect(client.setLanguage('ru')).resolves.toMatchObject({ result: true, me: { lang: 'ru' } });
    me(backend, asUser(user('rich')));
    await expect(client.saveTradeLink(user('rich').seed.tradeLink ?? '')).rejects.toMatchObject({
      kind: 'server', message: 'error not uniq tradelink',
    });
    await expect(client.saveTradeLink('https://example.com/')).resolves.toBe(false);
    const cases = await client.getCases();
    expect(cases.map((c) => c.id)).toEqual(DEMO_CASES.map((c) => c.id));
    // The player switched to Russian above: the server names categories in the player's language.
    expect(cases[0]).toMatchObject({ id: WELCOME_CASE_ID, price: 0, categories: ['Приветственный'] });
    await expect(client.getCase('nope')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('is refused by the backend without init data (401)', async () => {
    const { backend } = makeBackend();
    const client = new ApiClient({
      transport: new InMemoryTransport(backend, new ManualClock()),
      initData: () => '',
      requireInitData: false,
      reporter: { report: () => {}, recovered: () => {} },
      logger: { error: () => {}, warn: () => {} },
      clock: new ManualClock(0),
    });
    await expect(client.getMe()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
