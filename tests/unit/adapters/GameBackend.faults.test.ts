import { describe, expect, it } from 'vitest';
import { ApiClient } from '@adapters/api/ApiClient';
import { TransportFailure, type HttpMethod, type HttpResponse } from '@adapters/api/HttpTransport';
import { FaultPlan, MALFORMED_JSON_TEXT, SCHEMA_INVALID_BODY } from '@adapters/memory/backend/faults';
import { mockInitData } from '@adapters/memory/backend/mockUsers';
import { InMemoryTransport } from '@adapters/memory/InMemoryTransport';
import { ManualClock } from '@adapters/memory/ManualClock';
import {
  AUTH_DATE, get, makeBackend, ok, post, session, user, type WireMe,
} from './backendHarness';

const ROUTES: readonly (readonly [HttpMethod, string, string])[] = [
  ['GET', '/api/me/', 'getMe'],
  ['POST', '/api/tradelink/', 'saveTradeLink'],
  ['POST', '/api/lang/', 'setLanguage'],
  ['POST', '/api/tasks/5/', 'completeTask'],
  ['GET', '/api/user/transactions/?page=2&limit=5', 'getTransactions'],
  ['GET', '/api/user/recent-wins/', 'getRecentWins'],
  ['GET', '/api/user/init/', 'getInit'],
  ['POST', '/api/inviteFriend/', 'inviteFriend'],
  ['GET', '/api/topup/', 'getTopUpPackages'],
  ['GET', '/api/invoice/p100/?crystals=100&stars=50', 'createInvoice'],
  ['GET', '/api/payment/status/700000012-1000/', 'getPaymentStatus'],
  ['GET', '/api/history/', 'getHistory'],
  ['GET', '/api/live/', 'getLive'],
  ['GET', '/api/upgrader/', 'getUpgraderItems'],
  ['GET', '/api/upgrader/5/', 'getMultipliers'],
  ['GET', '/api/upgrader/5/955/', 'getChance'],
  ['GET', '/api/upgrader/5/955/upgrade/', 'upgrade'],
  ['GET', '/api/cases/', 'getCases'],
  ['GET', '/api/case/1/', 'getCase'],
  ['POST', '/api/case/1/open/', 'openCase'],
  ['GET', '/api/inventory/', 'getInventory'],
  ['GET', '/api/inventory/5/', 'getInventoryItem'],
  ['GET', '/api/inventory/5/sale/', 'sellItem'],
  ['GET', '/api/inventory/5/send/', 'sendItem'],
];

/** Lets pending promise callbacks run. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('GameBackend.routeName', () => {
  it.each(ROUTES)('maps %s %s to %s', (method, path, name) => {
    const { backend } = makeBackend();
    expect(backend.routeName({ method, path })).toBe(name);
  });

  it('names only methods of the Api port, one route each', () => {
    const names = ROUTES.map(([, , name]) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(typeof (ApiClient.prototype as unknown as Record<string, unknown>)[name]).toBe('function');
  });

  it.each([
    ['GET', '/api/case/1/open/'],
    ['POST', '/api/me/'],
    ['GET', '/api/nowhere/'],
    ['GET', '/api/me'],
    ['GET', '/api/inventory/5/sale/extra/'],
    ['POST', '/api/inventory/5/sale/'],
    ['GET', '/api/upgrader/5/6/7/'],
  ] as const)('maps %s %s to nothing', (method, path) => {
    const { backend } = makeBackend();
    expect(backend.routeName({ method, path })).toBeNull();
  });
});

describe('FaultPlan', () => {
  it('takes nothing when nothing is set', () => {
    expect(new FaultPlan().take('getMe')).toBeNull();
  });

  it('keeps a fault without times until cleared', () => {
    const plan = new FaultPlan();
    plan.set('getMe', { status: 500 });
    for (let i = 0; i < 5; i++) expect(plan.take('getMe')).toEqual({ status: 500 });
    plan.clear('getMe');
    expect(plan.take('getMe')).toBeNull();
  });

  it('counts times down and forgets the fault at the end', () => {
    const plan = new FaultPlan();
    plan.set('openCase', { status: 503, times: 3 });
    expect(plan.take('openCase')).toEqual({ status: 503, times: 3 });
    expect(plan.entries()).toEqual([['openCase', { status: 503, times: 2 }]]);
    expect(plan.take('openCase')).toEqual({ status: 503, times: 2 });
    expect(plan.take('openCase')).toEqual({ status: 503, times: 1 });
    expect(plan.entries()).toEqual([]);
    expect(plan.take('openCase')).toBeNull();
  });

  it("lets '*' match every route, a route's own fault first", () => {
    const plan = new FaultPlan();
    plan.set('*', { latencyMs: 100 });
    plan.set('getMe', { status: 418 });
    expect(plan.take('getMe')).toEqual({ status: 418 });
    expect(plan.take('getCases')).toEqual({ latencyMs: 100 });
    expect(plan.take('anything')).toEqual({ latencyMs: 100 });
  });

  it("counts a '*' fault down across routes", () => {
    const plan = new FaultPlan();
    plan.set('*', { network: true, times: 2 });
    expect(plan.take('getMe')).not.toBeNull();
    expect(plan.take('getCases')).not.toBeNull();
    expect(plan.take('getLive')).toBeNull();
  });

  it('clears one route or everything, and lists what is set', () => {
    const plan = new FaultPlan();
    plan.set('getMe', { status: 500 });
    plan.set('getCases', { latencyMs: 5 });
    expect(plan.entries().map(([route]) => route)).toEqual(['getMe', 'getCases']);
    plan.clear('getMe');
    expect(plan.entries().map(([route]) => route)).toEqual(['getCases']);
    plan.clear();
    expect(plan.entries()).toEqual([]);
  });

  it('replaces a fault set twice for one route', () => {
    const plan = new FaultPlan();
    plan.set('getMe', { status: 500 });
    plan.set('getMe', { latencyMs: 9 });
    expect(plan.take('getMe')).toEqual({ latencyMs: 9 });
  });
});

describe('GameBackend.serve', () => {
  it('serves like handle when no fault is set', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const served = backend.serve(get('/api/me/', player.headers));
    expect(served).toMatchObject({ route: 'getMe', latencyMs: 0, network: false, response: { status: 200 } });
    expect((served.response.body as { me: WireMe }).me.balance).toBe(1250);
  });

  it('answers unknown paths with 404 and no route', () => {
    const { backend } = makeBackend();
    backend.faults.set('*', { status: 500 });
    expect(backend.serve(get('/api/nowhere/', session(backend, 'player').headers))).toEqual({
      route: null, latencyMs: 0, network: false, response: { status: 404, body: { detail: 'not found' } },
    });
    // The fault was not used up by the unknown path.
    expect(backend.faults.entries()).toHaveLength(1);
  });

  it('answers a status fault without handling the request', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    backend.faults.set('openCase', { status: 500 });
    expect(backend.serve(post('/api/case/2/open/', player.headers))).toEqual({
      route: 'openCase', latencyMs: 0, network: false, response: { status: 500, body: { detail: 'HTTP 500' } },
    });
    expect(player.state()).toEqual(before);
    expect(player.balance()).toBe(1250);
    // Other routes are not affected, and handle ignores faults.
    expect(backend.serve(get('/api/cases/', player.headers)).response.status).toBe(200);
    expect(ok(backend.handle(post('/api/case/2/open/', player.headers)))).toHaveProperty('opened_item');
  });

  it.each([401, 403, 404, 429, 502, 503])('answers status %d as told', (status) => {
    const { backend } = makeBackend();
    backend.faults.set('getMe', { status });
    expect(backend.serve(get('/api/me/', session(backend, 'player').headers)).response).toEqual({ status, body: { detail: `HTTP ${status}` } });
  });

  it("handles the request, then answers non-JSON text, on malformed 'json'", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    backend.faults.set('sellItem', { malformed: 'json' });
    const served = backend.serve(get('/api/inventory/1000/sale/', player.headers));
    expect(served).toEqual({ route: 'sellItem', latencyMs: 0, network: false, response: { status: 200, body: MALFORMED_JSON_TEXT } });
    expect(typeof served.response.body).toBe('string');
    expect(() => JSON.parse(served.response.body as string)).toThrow();
    // The sale went through even though its answer was garbled.
    expect(player.item('1000').status).toBe('sold');
    expect(player.balance()).toBeGreaterThan(1250);
  });

  it("handles the request, then answers a schema-invalid object, on malformed 'schema'", () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    backend.faults.set('openCase', { malformed: 'schema' });
    const served = backend.serve(post('/api/case/2/open/', player.headers));
    expect(served.response).toEqual({ status: 200, body: SCHEMA_INVALID_BODY });
    expect(player.balance()).toBe(1242);
    const body = served.response.body as typeof SCHEMA_INVALID_BODY;
    expect(typeof body.me.balance).toBe('string');
    expect(typeof body.opened_item.win).toBe('string');
  });

  it('drops the connection without handling the request on a network fault', () => {
    const { backend } = makeBackend();
    const player = session(backend, 'player');
    const before = player.state();
    backend.faults.set('openCase', { network: true, latencyMs: 250 });
    expect(backend.serve(post('/api/case/2/open/', player.headers))).toEqual({
      route: 'openCase', latencyMs: 250, network: true, response: { status: 0, body: null },
    });
    expect(player.state()).toEqual(before);
  });

  it('reports the latency of a fault and still answers normally', () => {
    const { backend } = makeBackend();
    backend.faults.set('getCases', { latencyMs: 1500 });
    const served = backend.serve(get('/api/cases/', session(backend, 'player').headers));
    expect(served).toMatchObject({ route: 'getCases', latencyMs: 1500, network: false, response: { status: 200 } });
    expect((served.response.body as { cases: unknown[] }).cases.length).toBeGreaterThan(0);
  });

  it('counts times down over served requests', () => {
    const { backend } = makeBackend();
    const headers = session(backend, 'player').headers;
    backend.faults.set('getCases', { status: 503, times: 2 });
    expect(backend.serve(get('/api/cases/', headers)).response.status).toBe(503);
    expect(backend.serve(get('/api/cases/', headers)).response.status).toBe(503);
    expect(backend.serve(get('/api/cases/', headers)).response.status).toBe(200);
    expect(backend.faults.entries()).toEqual([]);
  });

  it("matches every route with '*'", () => {
    const { backend } = makeBackend();
    const headers = session(backend, 'player').headers;
    backend.faults.set('*', { status: 502 });
    for (const [method, path, name] of ROUTES) {
      const served = backend.serve({ method, path, headers });
      expect(served.route).toBe(name);
      expect(served.response.status).toBe(502);
    }
    backend.faults.clear();
    expect(backend.serve(get('/api/me/', headers)).response.status).toBe(200);
  });

  it('applies faults before authorization', () => {
    const { backend } = makeBackend();
    backend.faults.set('getMe', { status: 503 });
    expect(backend.serve(get('/api/me/', {})).response.status).toBe(503);
    expect(backend.serve(get('/api/me/', {})).response.status).toBe(503);
    backend.faults.clear();
    expect(backend.serve(get('/api/me/', {})).response.status).toBe(401);
  });
});

describe('InMemoryTransport over the GameBackend', () => {
  function setUp() {
    const { backend } = makeBackend();
    const clock = new ManualClock(0);
    const transport = new InMemoryTransport(backend, clock);
    const player = session(backend, 'player');
    return { backend, clock, transport, player };
  }

  it('answers at once without faults', async () => {
    const { transport, player, clock } = setUp();
    const response = await transport.send(get('/api/me/', player.headers));
    expect(response.status).toBe(200);
    expect(clock.pendingTimers).toBe(0);
  });

  it('waits the fault latency on the clock before answering', async () => {
    const { backend, transport, player, clock } = setUp();
    backend.faults.set('getMe', { latencyMs: 1000 });
    let answer: HttpResponse | null = null;
    const pending = transport.send(get('/api/me/', player.headers)).then((r) => { answer = r; });
    await flush();
    expect(clock.pendingTimers).toBe(1);
    await clock.advanceAsync(999, 111);
    expect(answer).toBeNull();
    await clock.advanceAsync(1);
    await pending;
    expect(answer).toMatchObject({ status: 200 });
  });

  it('throws TransportFailure for a network fault, after its latency', async () => {
    const { backend, transport, player, clock } = setUp();
    backend.faults.set('openCase', { network: true, latencyMs: 400 });
    let outcome: unknown = 'pending';
    const pending = transport.send(post('/api/case/2/open/', player.headers)).then(
      () => { outcome = 'resolved'; },
      (error: unknown) => { outcome = error; },
    );
    await flush();
    await clock.advanceAsync(399, 50);
    expect(outcome).toBe('pending');
    await clock.advanceAsync(1);
    await pending;
    expect(outcome).toBeInstanceOf(TransportFailure);
    expect((outcome as Error).message).toMatch(/ECONNRESET/);
    expect(player.balance()).toBe(1250);
  });

  it('throws TransportFailure at once for a network fault without latency', async () => {
    const { backend, transport, player } = setUp();
    backend.faults.set('getMe', { network: true });
    await expect(transport.send(get('/api/me/', player.headers))).rejects.toBeInstanceOf(TransportFailure);
  });

  it('passes a fault status and a garbled text body through', async () => {
    const { backend, transport, player } = setUp();
    backend.faults.set('getCases', { status: 500, times: 1 });
    await expect(transport.send(get('/api/cases/', player.headers))).resolves.toEqual({ status: 500, body: { detail: 'HTTP 500' } });
    backend.faults.set('getCases', { malformed: 'json', times: 1 });
    await expect(transport.send(get('/api/cases/', player.headers))).resolves.toEqual({ status: 200, body: MALFORMED_JSON_TEXT });
  });

  it('copies the body so the caller cannot reach the backend state', async () => {
    const { transport, player } = setUp();
    const response = await transport.send(get('/api/me/', player.headers));
    (response.body as { me: WireMe }).me.balance = 1;
    (response.body as { me: WireMe }).me.tasks.length = 0;
    expect(player.me().balance).toBe(1250);
    expect(player.me().tasks.length).toBeGreaterThan(0);
  });

  describe('through the ApiClient', () => {
    function client(transport: InMemoryTransport) {
      return new ApiClient({
        transport,
        initData: () => mockInitData(user('player'), AUTH_DATE),
        requireInitData: true,
        reporter: { report: () => {}, recovered: () => {} },
        logger: { error: () => {}, warn: () => {} },
        clock: new ManualClock(0),
        readRetries: 0,
      });
    }

    it('turns a 500 on openCase into an http error and keeps the balance', async () => {
      const { backend, transport, player } = setUp();
      backend.faults.set('openCase', { status: 500 });
      await expect(client(transport).openCase('2')).rejects.toMatchObject({ kind: 'http', status: 500 });
      expect(player.balance()).toBe(1250);
    });

    it('turns a network fault into a network error', async () => {
      const { backend, transport } = setUp();
      backend.faults.set('getMe', { network: true });
      await expect(client(transport).getMe()).rejects.toMatchObject({ kind: 'network' });
    });

    it.each(['json', 'schema'] as const)("turns malformed '%s' into a malformed error, after the request took effect", async (malformed) => {
      const { backend, transport, player } = setUp();
      backend.faults.set('sellItem', { malformed });
      await expect(client(transport).sellItem('1000')).rejects.toMatchObject({ kind: 'malformed' });
      expect(player.item('1000').status).toBe('sold');
    });

    it('answers after the latency of a slow call', async () => {
      const { backend, transport, clock } = setUp();
      backend.faults.set('getMe', { latencyMs: 2000 });
      let done = false;
      const pending = client(transport).getMe().then((me) => { done = true; return me; });
      await flush();
      await clock.advanceAsync(1999, 500);
      expect(done).toBe(false);
      await clock.advanceAsync(1);
      await expect(pending).resolves.toMatchObject({ balance: 1250 });
    });
  });
});
