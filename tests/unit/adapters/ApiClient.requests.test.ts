import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import { CALLS, INVITE, PACKAGE, READS, TRADE_LINK, WRITES } from './apiClientCalls';
import { INIT_DATA, makeClient, ok, rejection } from './apiClientHarness';

describe('ApiClient requests', () => {
  it('covers all 24 calls of spec §7, 9 of them state-changing', () => {
    expect(CALLS).toHaveLength(24);
    expect(WRITES.map((c) => c.name).sort()).toEqual(
      ['completeTask', 'createInvoice', 'inviteFriend', 'openCase', 'saveTradeLink', 'sellItem', 'sendItem', 'setLanguage', 'upgrade'],
    );
    expect(READS).toHaveLength(15);
  });

  describe.each(CALLS)('$name', ({ call, method, path, body, result }) => {
    it(`sends ${method} ${path}`, async () => {
      const { client, transport } = makeClient();
      transport.reply(ok(body));
      await call(client);
      expect(transport.requests).toHaveLength(1);
      expect(transport.last.method).toBe(method);
      expect(transport.last.path).toBe(path);
    });

    it('carries the init data as "Authorization: tma <initData>"', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok(body));
      await call(client);
      expect(transport.last.headers.Authorization).toBe(`tma ${INIT_DATA}`);
    });

    it('parses its answer', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok(body));
      await expect(call(client)).resolves.toEqual(result);
    });
  });

  describe('content type and bodies', () => {
    it.each(CALLS.filter((c) => c.name !== 'saveTradeLink' && c.name !== 'setLanguage'))(
      '$name uses JSON content',
      async ({ call, body }) => {
        const { client, transport } = makeClient();
        transport.reply(ok(body));
        await call(client);
        expect(transport.last.headers['Content-Type']).toBe('application/json');
      },
    );

    it('saveTradeLink sends the link as a form field', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ tradelink: { result: true } }));
      await client.saveTradeLink(TRADE_LINK);
      expect(transport.last.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(transport.last.body);
      expect([...form.keys()]).toEqual(['tradelink']);
      expect(form.get('tradelink')).toBe(TRADE_LINK);
    });

    it('saveTradeLink form-encodes the value', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ tradelink: { result: true } }));
      await client.saveTradeLink('a b&c=d');
      expect(transport.last.body).toBe('tradelink=a+b%26c%3Dd');
    });

    it.each(['ru', 'en'] as const)('setLanguage(%s) sends lang=%s as a form', async (lang) => {
      const { client, transport } = makeClient();
      transport.reply(ok({ lang: { result: true } }));
      await client.setLanguage(lang);
      expect(transport.last.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
      expect(transport.last.body).toBe(`lang=${lang}`);
    });

    it('inviteFriend sends the exact JSON payload of spec §7', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ prepared_message: { id: 'abc' } }));
      await client.inviteFriend(INVITE);
      expect(JSON.parse(transport.last.body ?? 'null')).toStrictEqual({
        message_text: 'Join me & win skins!',
        ref_link: 'https://t.me/cs2cases_bot?start=ref700000012',
        allow_user_chats: true,
        allow_bot_chats: false,
        allow_group_chats: true,
        allow_channel_chats: false,
      });
    });

    it('sends no body on calls without a payload', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({}));
      await client.completeTask('9');
      expect(transport.last.body).toBeUndefined();
    });
  });

  describe('queries and path segments', () => {
    it('getTransactions defaults to page 1, limit 20', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ transactions: [] }));
      await client.getTransactions();
      const url = new URL(transport.last.path, 'https://api.test');
      expect(url.pathname).toBe('/api/user/transactions/');
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('limit')).toBe('20');
    });

    it('getTransactions passes the given page and limit', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ transactions: [] }));
      await client.getTransactions(3, 50);
      expect(transport.last.path).toBe('/api/user/transactions/?page=3&limit=50');
    });

    it('createInvoice sends the package crystals and stars as query', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ invoice_url: 'https://t.me/$x' }));
      await client.createInvoice({ ...PACKAGE, id: 'pkg-9', crystals: 1200, stars: 600 });
      const url = new URL(transport.last.path, 'https://api.test');
      expect(url.pathname).toBe('/api/invoice/pkg-9/');
      expect(url.searchParams.get('crystals')).toBe('1200');
      expect(url.searchParams.get('stars')).toBe('600');
    });

    it('createInvoice falls back to the package id when no payment id comes back', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ invoice_url: 'https://t.me/$x' }));
      await expect(client.createInvoice(PACKAGE)).resolves.toEqual({ id: '4', invoiceUrl: 'https://t.me/$x' });
    });

    it('encodes ids so they stay one path segment', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({}));
      await client.sendItem('a/b?c');
      expect(transport.last.path).toBe('/api/inventory/a%2Fb%3Fc/send/');
    });
  });

  describe('init data', () => {
    it.each(CALLS)('$name without init data fails with no-auth-data and sends nothing', async ({ call }) => {
      const { client, transport, reporter } = makeClient({}, '');
      const error = await rejection(call(client));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'no-auth-data', message: 'no Telegram authorization data' });
      expect(transport.requests).toHaveLength(0);
      expect(reporter.report).toHaveBeenCalledWith(error);
    });

    it.each([
      ['too short', 'user=1'],
      ['without user', 'query_id=AAH&auth_date=1700000000&hash=abc'],
      ['without auth_date', 'query_id=AAH&user=%7B%22id%22%3A1%7D&hash=abc'],
    ])('invalid init data (%s) is never sent as Authorization: no-auth-data, nothing sent', async (_label, initData) => {
      const { client, transport } = makeClient({}, initData);
      expect(await rejection(client.getMe())).toMatchObject({ kind: 'no-auth-data' });
      expect(transport.requests).toHaveLength(0);
    });

    it('sends the request without the header when init data is optional and absent', async () => {
      const { client, transport } = makeClient({ requireInitData: false }, '');
      transport.reply(ok({ cases: [] }));
      await expect(client.getCases()).resolves.toEqual([]);
      expect(transport.requests).toHaveLength(1);
      expect('Authorization' in transport.last.headers).toBe(false);
    });

    it('still sends present init data when it is optional', async () => {
      const { client, transport } = makeClient({ requireInitData: false });
      transport.reply(ok({ cases: [] }));
      await client.getCases();
      expect(transport.last.headers.Authorization).toBe(`tma ${INIT_DATA}`);
    });

    it('reads the init data anew for every call', async () => {
      let initData = 'user=%7B%22id%22%3A1%7D&auth_date=1';
      const { client, transport } = makeClient({ initData: () => initData });
      transport.reply(ok({ cases: [] }));
      await client.getCases();
      initData = 'user=%7B%22id%22%3A2%7D&auth_date=2';
      await client.getCases();
      expect(transport.requests.map((r) => r.headers.Authorization)).toEqual([
        'tma user=%7B%22id%22%3A1%7D&auth_date=1',
        'tma user=%7B%22id%22%3A2%7D&auth_date=2',
      ]);
    });
  });
});
