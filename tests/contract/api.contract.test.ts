import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import { inviteFriendRequest } from '@domain/model/invite';
import { MOCK_USERS } from '@adapters/memory/backend/mockUsers';
import { CALLS, type CallCase } from './calls';
import { TARGETS, type ContractTarget, type SeenRequest } from './contractTargets';

/**
 * One contract, two implementations of the API port: the in-memory game backend the demo runs
 * on, and the live axios adapter over real HTTP to a loopback server that checks Telegram's
 * init-data signature. Every case runs against both.
 */
describe.each(TARGETS)('API contract: $name', ({ create }) => {
  let target: ContractTarget;

  beforeEach(async () => {
    target = await create();
  });
  afterEach(async () => {
    await target.close();
  });

  const requestsFor = (call: CallCase): SeenRequest[] =>
    target.requests.filter((r) => r.method === call.http && call.path.test(r.path));

  describe('every call of spec §7', () => {
    it.each(CALLS.map((c) => [c.method, c] as const))('%s: method, path, headers, answer', async (_name, call) => {
      const { client } = target.session();
      await expect(call.run(client)).resolves.not.toThrow();
      const seen = requestsFor(call);
      expect(seen, `${call.http} ${call.path}`).toHaveLength(1);
      const request = seen[0] as SeenRequest;
      const authorization = request.headers.authorization ?? '';
      expect(authorization.startsWith('tma ')).toBe(true);
      const initData = new URLSearchParams(authorization.slice(4));
      expect(JSON.parse(initData.get('user') ?? '{}')).toMatchObject({ id: 700000012 });
      expect(Number(initData.get('auth_date'))).toBeGreaterThan(0);
      expect(request.headers.accept).toContain('application/json');
      const formEncoded = call.method === 'saveTradeLink' || call.method === 'setLanguage';
      if (call.http === 'POST') {
        expect(request.headers['content-type']).toMatch(formEncoded ? /^application\/x-www-form-urlencoded/ : /^application\/json/);
      }
    });

    it('answers are domain values', async () => {
      const { client } = target.session();
      const me = await client.getMe();
      expect(me).toMatchObject({ balance: 1250, lang: 'en', isFirstVisit: false, firstName: 'Alex' });
      expect(me.tasks.length).toBeGreaterThan(5);
      const cases = await client.getCases();
      expect(cases.map((c) => c.name)).toEqual(expect.arrayContaining(['All In Case', 'Blue Case', 'Old School Case', 'Rich Guy Case', 'Welcome Case']));
      expect(cases.every((c) => Array.isArray(c.categories) && c.categories.length > 0)).toBe(true);
      const details = await client.getCase('2');
      expect(details.skins.length).toBeGreaterThan(3);
      expect(details.skins.every((s) => typeof s.price === 'number' && s.name.length > 0)).toBe(true);
      const opened = await client.openCase('2');
      expect(opened.inventoryId).toMatch(/^\d+$/);
      expect(opened.win.profit).toMatch(/^[+-]\d+%$/);
      const inventory = await client.getInventory();
      expect(inventory.find((i) => i.id === opened.inventoryId)).toMatchObject({ status: 'available', win: { cost: opened.win.cost } });
      const { items: transactions, leftOut } = await client.getTransactions();
      expect(leftOut).toBe(0);
      expect(transactions[0]).toMatchObject({ type: 3, value: -8 });
      expect(transactions.every((t) => Number.isInteger(t.type) && t.type >= 1 && t.type <= 20)).toBe(true);
      const packages = await client.getTopUpPackages();
      expect(packages.items).toHaveLength(7);
      expect(packages.leftOut).toBe(0);
      expect(packages.items.some((p) => p.popular)).toBe(true);
    });

    it('the invoice request carries the package’s crystals and stars; its payment status follows the outcome', async () => {
      const { client } = target.session();
      const { items: packages } = await client.getTopUpPackages();
      const pkg = packages[2];
      if (!pkg) throw new Error('no package');
      const invoice = await client.createInvoice(pkg);
      expect(target.requests.at(-1)?.path).toBe(`/api/invoice/${pkg.id}/?crystals=${pkg.crystals}&stars=${pkg.stars}`);
      expect(invoice.invoiceUrl).toMatch(/^https:\/\/t\.me\/\$/);
      expect((await client.getPaymentStatus(invoice.id)).status).toBe('pending');
      target.backend.settlePayment(invoice.id, 'paid');
      const status = await client.getPaymentStatus(invoice.id);
      expect(status.status).toBe('paid');
      expect(status.balance).toBeGreaterThanOrEqual(1250 + pkg.crystals);
    });

    it('transactions default to page 1 and limit 20, and page on request', async () => {
      const { client } = target.session();
      const first = await client.getTransactions();
      expect(target.requests.at(-1)?.path).toBe('/api/user/transactions/?page=1&limit=20');
      expect(first.items).toHaveLength(20);
      const second = await client.getTransactions(2, 5);
      expect(target.requests.at(-1)?.path).toBe('/api/user/transactions/?page=2&limit=5');
      expect(second).toEqual({ items: first.items.slice(5, 10), leftOut: 0 });
    });
  });

  describe('payload encodings', () => {
    it('the trade link and the language are form encoded', async () => {
      const { client } = target.session();
      const link = 'https://steamcommunity.com/tradeoffer/new/?partner=42&token=a-b_C';
      await expect(client.saveTradeLink(link)).resolves.toBe(true);
      const tradeRequest = target.requests.at(-1) as SeenRequest;
      expect(tradeRequest.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(new URLSearchParams(tradeRequest.body).get('tradelink')).toBe(link);
      await expect(client.setLanguage('ru')).resolves.toMatchObject({ result: true, me: { lang: 'ru' } });
      const langRequest = target.requests.at(-1) as SeenRequest;
      expect(langRequest.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(langRequest.body).toBe('lang=ru');
    });

    it('inviteFriend sends exactly the JSON payload of spec §7', async () => {
      const { client } = target.session();
      const me = await client.getMe();
      const id = await client.inviteFriend(inviteFriendRequest('Open cases with me', me.refLink ?? ''));
      expect(id).toMatch(/\S/);
      const request = target.requests.at(-1) as SeenRequest;
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(request.body)).toEqual({
        message_text: 'Open cases with me',
        ref_link: me.refLink,
        allow_user_chats: true,
        allow_bot_chats: false,
        allow_group_chats: true,
        allow_channel_chats: false,
      });
    });

    it('server answers: an already-used trade link, and a refused one', async () => {
      const { client } = target.session();
      const rich = MOCK_USERS.find((u) => u.key === 'rich');
      await expect(client.saveTradeLink(rich?.seed.tradeLink ?? '')).rejects.toMatchObject({ kind: 'server', message: 'error not uniq tradelink' });
      await expect(client.saveTradeLink('https://evil.example/tradeoffer/new/?partner=1')).resolves.toBe(false);
    });
  });

  describe('transport errors of spec §8', () => {
    it('a refused signature is 401: unauthorized, reported, logged, rethrown', async () => {
      const { client, reported, logged } = target.session({ badInitData: true });
      const error = await client.getMe().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
      expect(reported).toEqual([error]);
      expect(logged).toEqual([{ message: 'Failed to fetch profile', cause: error }]);
    });

    it.each([
      [403, 'forbidden', 'Access denied'],
      [500, 'http', 'HTTP 500'],
      [404, 'http', 'HTTP 404'],
      [429, 'http', 'HTTP 429'],
    ] as const)('status %i → %s "%s"', async (status, kind, message) => {
      const { client, reported } = target.session();
      target.backend.faults.set('getCases', { status });
      const error = await client.getCases().catch((e: unknown) => e);
      expect(error).toMatchObject({ kind, message, status });
      expect(reported.at(-1)).toBe(error);
    });

    it('a dropped connection is a network error', async () => {
      const { client, reported, logged } = target.session();
      target.backend.faults.set('getInventory', { network: true });
      const error = await client.getInventory().catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'network' });
      expect(reported).toEqual([error]);
      expect(logged.map((l) => l.message)).toEqual(['Failed to fetch inventory']);
    });

    it('missing init data outside development is refused before anything is sent', async () => {
      const { client } = target.session({ noInitData: true });
      await expect(client.getMe()).rejects.toMatchObject({ kind: 'no-auth-data', message: 'no Telegram authorization data' });
      expect(target.requests).toHaveLength(0);
    });

    it('slow answers still arrive', async () => {
      const { client } = target.session();
      target.backend.faults.set('getLive', { latencyMs: 60 });
      const started = Date.now();
      const live = await client.getLive();
      expect(Date.now() - started).toBeGreaterThanOrEqual(50);
      expect(live.wins.length).toBeGreaterThan(0);
    });
  });

  describe('malformed answers change nothing', () => {
    for (const variant of ['json', 'schema'] as const) {
      it.each(CALLS.map((c) => [c.method, c] as const))(`%s with ${variant === 'json' ? 'a non-JSON body' : 'a schema-invalid body'}`, async (_name, call) => {
        const { client, events, logged } = target.session();
        const prepared = call.prepare ? await call.prepare(client) : undefined;
        target.backend.faults.set(call.method, { malformed: variant, times: 1 });
        const eventsBefore = events.length;
        const error = await (call.invoke ? call.invoke(client, prepared) : call.run(client)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'malformed' });
        expect((error as Error).message).toMatch(/^Malformed response from \/api\//);
        expect(events.length, 'a malformed answer publishes nothing').toBe(eventsBefore);
        expect(logged.at(-1)?.cause).toBe(error);
        if (call.logged) expect(logged.at(-1)?.message).toMatch(call.logged);
      });
    }
  });

  describe('state-changing calls are never repeated; reads retry a bounded number of times', () => {
    const mutating = CALLS.filter((c) => c.mutating);
    const reads = CALLS.filter((c) => !c.mutating);

    it('spec §7 has 9 state-changing calls and 15 reads', () => {
      expect(mutating.map((c) => c.method).sort()).toEqual(
        ['completeTask', 'createInvoice', 'inviteFriend', 'openCase', 'saveTradeLink', 'sellItem', 'sendItem', 'setLanguage', 'upgrade'].sort(),
      );
      expect(reads).toHaveLength(15);
    });

    for (const [fault, label] of [[{ status: 503 }, '503'], [{ network: true }, 'a dropped connection']] as const) {
      it.each(mutating.map((c) => [c.method, c] as const))(`%s is sent once after ${label}`, async (_name, call) => {
        const { client } = target.session();
        target.backend.faults.set(call.method, fault);
        await expect(call.run(client)).rejects.toBeInstanceOf(ApiError);
        expect(requestsFor(call)).toHaveLength(1);
      });

      it.each(reads.map((c) => [c.method, c] as const))(`%s is tried 3 times after ${label}`, async (_name, call) => {
        const { client } = target.session();
        target.backend.faults.set(call.method, fault);
        await expect(call.run(client)).rejects.toBeInstanceOf(ApiError);
        expect(requestsFor(call)).toHaveLength(3);
      });
    }

    it('a read that recovers on the second try succeeds', async () => {
      const { client } = target.session();
      target.backend.faults.set('getCases', { status: 502, times: 1 });
      await expect(client.getCases()).resolves.toHaveLength(10);
      expect(target.requests.filter((r) => r.path === '/api/cases/')).toHaveLength(2);
    });

    it('a failed open changes nothing on the server (balance and inventory)', async () => {
      const { client } = target.session();
      const before = await client.getMe();
      const inventoryBefore = await client.getInventory();
      target.backend.faults.set('openCase', { status: 500 });
      await expect(client.openCase('2')).rejects.toMatchObject({ message: 'HTTP 500' });
      expect((await client.getMe()).balance).toBe(before.balance);
      expect(await client.getInventory()).toEqual(inventoryBefore);
    });
  });

  describe('response processing (spec §7)', () => {
    it('me, balance and tasks of any answer reach the event stream once per response', async () => {
      const { client, events } = target.session();
      await client.getMe();
      expect(events.map((e) => e.type)).toEqual(['me']);
      await client.openCase('2');
      // The opening result is the call's own answer; only the balance it carries is the stores'.
      expect(events.slice(1).map((e) => e.type)).toEqual(['balance']);
      await client.completeTask('5');
      expect(events.slice(2).map((e) => e.type)).toEqual(['me', 'alert']);
      const item = (await client.getUpgraderItems())[0];
      // The sale's alert comes back with its answer, for the screen that sold to word; it is not published.
      expect((await client.sellItem(item?.id ?? '')).alert).toMatch(/^Sold for \d/);
      expect(events.filter((e) => e.type === 'alert')).toHaveLength(1);
    });

    it('what the stores keep goes to them whichever call carried it: cases, case, inventory (upgrader items are only their call’s answer)', async () => {
      const { client, events } = target.session();
      await client.getCases();
      await client.getCase('3');
      await client.getInventory();
      await client.getUpgraderItems();
      expect(events.map((e) => e.type)).toEqual(['cases', 'case', 'inventory']);
    });
  });
});

describe('API contract: shard choice over HTTP', () => {
  it.each([
    [700000012, 2],
    [700000023, 3],
    [2 ** 52 - 1, 5],
    [2 ** 52 + 2, 8],
    [10, 0],
  ])('user %i goes to api%i', async (id, shard) => {
    const http = (TARGETS[1] as (typeof TARGETS)[number]);
    const target = await http.create();
    try {
      const { client } = target.session({ user: { id, first_name: 'Shard' } });
      await client.getMe();
      expect(target.requests[0]?.host).toMatch(new RegExp(`^api${shard}\\.localhost:\\d+$`));
    } finally {
      await target.close();
    }
  });
});
