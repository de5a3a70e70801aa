import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import type { Task } from '@domain/model/task';
import type { ServerEvent } from '@domain/ports/Api';
import { CALLS } from './apiClientCalls';
import { makeClient, ok, rejection, status, wire } from './apiClientHarness';

describe('ApiClient parsing', () => {
  describe('malformed bodies', () => {
    const sideFields = { me: wire.me(), balance: 10, alert: 'hi' };

    it.each([
      ['a text body', 'Internal error <html>'],
      ['null', null],
      ['an array', [wire.caseSummary()]],
      ['a number', 42],
      ['an empty object', {}],
      ['cases of the wrong type', { cases: 'many', ...sideFields }],
      ['a case with a non-numeric price', { cases: [wire.caseSummary({ price: 'cheap' })], ...sideFields }],
      ['a case with a partly numeric price', { cases: [wire.caseSummary({ price: '12abc' })], ...sideFields }],
      ['a case without an id', { cases: [{ name: 'X', price: 1, img: '' }], ...sideFields }],
      ['a case without a name', { cases: [wire.caseSummary({ name: undefined })], ...sideFields }],
      ['a case with an empty id', { cases: [wire.caseSummary({ id: '' })], ...sideFields }],
      ['a bad balance side field', { cases: [wire.caseSummary()], me: wire.me(), balance: 'lots' }],
      ['a me without balance or points', { cases: [], me: wire.me({ balance: undefined }), balance: 5 }],
      ['a bad task side field', { cases: [], tasks: [{ id: 1 }], balance: 5 }],
    ])('rejects %s as malformed and publishes nothing', async (_label, body) => {
      const { client, transport, events, reporter } = makeClient();
      transport.reply(ok(body));
      const error = await rejection(client.getCases());
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'malformed' });
      expect((error as ApiError).message).toContain('/api/cases/');
      expect(events).toEqual([]);
      expect(reporter.report).toHaveBeenCalledWith(error);
    });

    it('a transaction type outside 1..20 is kept for the screen to show as other, not a failed history', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ transactions: [wire.transaction({ type: '21' }), wire.transaction({ type: '3' })] }));
      expect((await client.getTransactions(1, 20)).items.map((t) => t.type)).toEqual([21, 3]);
    });

    it.each(CALLS.filter((c) => c.name !== 'getInit'))('$name rejects a non-object body as malformed', async ({ call }) => {
      const { client, transport, events } = makeClient();
      transport.reply(ok('<html>oops</html>'));
      expect(await rejection(call(client))).toMatchObject({ kind: 'malformed' });
      expect(events).toEqual([]);
    });

    it.each([
      ['a transaction with a fractional type', () => ({ transactions: [wire.transaction({ type: '2.5' })] }), 'getTransactions'],
      ['a transaction with a non-numeric value', () => ({ transactions: [wire.transaction({ value: 'ten' })] }), 'getTransactions'],
      ['an inventory item with an unknown status', () => ({ inventory: [wire.inventoryItem({ status: 'lost' })] }), 'getInventory'],
      ['an inventory item without cost', () => ({ inventory: [{ id: 3, win: { name: 'x' } }] }), 'getInventory'],
      ['a chance above 100', () => ({ donor: 1, target: 2, chance: 150 }), 'getChance'],
      ['an upgrade without win', () => ({ donor: 1, target: 2, chance: 50 }), 'upgrade'],
      ['a trade-link answer without result', () => ({ tradelink: {} }), 'saveTradeLink'],
      ['a language answer with a text result', () => ({ lang: { result: 'yes' } }), 'setLanguage'],
      ['an invoice with a non-URL link', () => ({ invoice_url: 'not a url' }), 'createInvoice'],
      ['a topup that is not an array', () => ({ topup: { id: 1 } }), 'getTopUpPackages'],
      ['an opening result without win', () => ({ opened_item: { inventory_id: 5 } }), 'openCase'],
      ['multipliers with a non-numeric key', () => ({ multy: { x2: [] }, donor: wire.upgraderItem() }), 'getMultipliers'],
      ['an invite answer without id', () => ({ prepared_message: {} }), 'inviteFriend'],
    ])('rejects %s as malformed', async (_label, body, name) => {
      const entry = CALLS.find((c) => c.name === name);
      if (!entry) throw new Error(`no call ${name}`);
      const { client, transport, events } = makeClient();
      transport.reply(ok({ ...body(), balance: 99 }));
      expect(await rejection(entry.call(client))).toMatchObject({ kind: 'malformed' });
      expect(events).toEqual([]);
    });
  });

  describe('server error bodies', () => {
    it("turns {error: 'error not uniq tradelink'} into a server error with that message", async () => {
      const { client, transport, events, reporter } = makeClient();
      transport.reply(ok({ error: 'error not uniq tradelink', me: wire.me() }));
      const error = await rejection(client.saveTradeLink('https://steamcommunity.com/tradeoffer/new/?partner=1'));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'server', message: 'error not uniq tradelink' });
      expect(events).toEqual([]);
      expect(reporter.report).toHaveBeenCalledWith(error);
    });

    it('turns an error body of a read into a server error, not retried', async () => {
      const { client, transport, clock } = makeClient();
      transport.reply(ok({ error: 'maintenance' }));
      const pending = rejection(client.getCases());
      await clock.advanceAsync(5_000, 50);
      expect(await pending).toMatchObject({ kind: 'server', message: 'maintenance' });
      expect(transport.requests).toHaveLength(1);
    });
  });

  describe('server events', () => {
    it('publishes the me, balance, tasks, cases, alert and notification side fields of any response', async () => {
      const { client, transport, events } = makeClient();
      transport.reply(ok({
        balance: '1300',
        me: wire.me({ balance: 1300 }),
        tasks: [wire.task()],
        cases: [wire.caseSummary()],
        alert: 'Item sold!',
        notification: 'New bonus available',
      }));
      await expect(client.sellItem('5')).resolves.toEqual({ balance: 1300, alert: 'Item sold!' });
      const task: Task = {
        id: '5', type: 'invite', name: { ru: 'Пригласи друга', en: 'Invite a friend' }, bonus: 500, active: true,
        action: 'https://t.me/channel', rewardFrequency: 'infinity',
      };
      // The sale's own answer (its balance) first, parsed once; then the side fields. The sale's
      // alert is its own too: returned to the screen that sold (which words the toast), not published.
      expect(events).toEqual<ServerEvent[]>([
        { type: 'balance', balance: 1300 },
        {
          type: 'me',
          me: {
            balance: 1300, lang: 'en', tasks: [], isFirstVisit: false, refLink: 'https://t.me/bot?start=ref1',
            tradeLink: null, firstName: 'Alex', lastName: 'Frost', avatarUrl: null,
          },
        },
        { type: 'tasks', tasks: [task] },
        {
          type: 'cases',
          cases: [{ id: '7', name: 'Blue Case', price: 99.5, img: '/img/blue.png', description: 'Blue things', categories: ['Popular', 'Cheap'] }],
        },
        { type: 'notification', text: 'New bonus available' },
      ]);
    });

    it.each(CALLS.filter((c) => c.name !== 'getInit'))('$name publishes the side fields of its response', async ({ name, call, body }) => {
      const { client, transport, events } = makeClient();
      const extra = { me: wire.me({ balance: 5 }), alert: 'A', notification: 'N' };
      transport.reply(ok({ ...(body as object), ...extra }));
      const answer: unknown = await call(client);
      // A sale's or withdrawal's alert is the move's own: returned with its answer, not published.
      const ownsAlert = name === 'sellItem' || name === 'sendItem';
      expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(ownsAlert ? ['me', 'notification'] : ['me', 'alert', 'notification']));
      if (ownsAlert) expect(answer).toMatchObject({ alert: 'A' });
      expect(events.find((e) => e.type === 'alert')).toEqual(ownsAlert ? undefined : { type: 'alert', text: 'A' });
      expect(events.find((e) => e.type === 'notification')).toEqual({ type: 'notification', text: 'N' });
    });

    it('publishes the answer of getCases as a cases event', async () => {
      const { client, transport, events } = makeClient();
      transport.reply(ok({ cases: [wire.caseSummary()] }));
      const cases = await client.getCases();
      expect(events).toEqual([{ type: 'cases', cases }]);
    });

    it('publishes each response once, not per attempt', async () => {
      const { client, transport, events, clock } = makeClient();
      transport.reply(status(503), ok({ cases: [], balance: 7 }));
      const pending = client.getCases();
      await clock.advanceAsync(5_000, 25);
      await pending;
      expect(events).toEqual([{ type: 'cases', cases: [] }, { type: 'balance', balance: 7 }]);
    });

    it('publishes nothing on an HTTP failure', async () => {
      const { client, transport, events } = makeClient();
      transport.reply({ status: 404, body: { me: wire.me(), balance: 1 } });
      await rejection(client.getCases());
      expect(events).toEqual([]);
    });

    it('publishes nothing when the body carries no side fields', async () => {
      const { client, transport, events } = makeClient();
      transport.reply(ok({}));
      await client.sendItem('3');
      expect(events).toEqual([]);
    });

    it('publishes a zero balance', async () => {
      const { client, transport, events } = makeClient();
      transport.reply(ok({ balance: 0 }));
      await client.sendItem('3');
      expect(events).toEqual([{ type: 'balance', balance: 0 }]);
    });
  });

  describe('normalisation', () => {
    it.each([
      ['1250', 1250],
      [' 1250 ', 1250],
      ['12.5', 12.5],
      ['+50', 50],
      [1250, 1250],
      [0, 0],
    ])('parses the numeric field %j as %d', async (raw, expected) => {
      const { client, transport } = makeClient();
      transport.reply(ok({ me: wire.me({ balance: raw }) }));
      expect((await client.getMe()).balance).toBe(expected);
    });

    it('parses a negative amount where one makes sense: a transaction of "-100"', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ transactions: [wire.transaction({ value: '-100' })] }));
      expect((await client.getTransactions()).items[0]?.value).toBe(-100);
    });

    it('takes the balance from points when balance is absent', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ me: wire.me({ balance: undefined, points: '77' }) }));
      expect((await client.getMe()).balance).toBe(77);
    });

    it('normalises the profile fields', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({
        me: wire.me({
          lang: 'RU', is_first_visit: '1', tradelink: '', ref_link: null, firstname: null, lastname: undefined, ava: 'https://a/x.png',
          tasks: [wire.task({ name: 'Только русский', reward_frequency: 'weekly', active: false, action: null })],
        }),
      }));
      expect(await client.getMe()).toEqual({
        balance: 1250,
        lang: 'ru',
        tasks: [{ id: '5', type: 'invite', name: { ru: 'Только русский' }, bonus: 500, active: false, action: null, rewardFrequency: 'once' }],
        isFirstVisit: true,
        refLink: null,
        tradeLink: null,
        firstName: '',
        lastName: '',
        avatarUrl: 'https://a/x.png',
      });
    });

    it('reads an unsupported profile language as null', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ me: wire.me({ lang: 'de' }) }));
      expect((await client.getMe()).lang).toBeNull();
    });

    it('parses numeric-text transaction fields', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ transactions: [wire.transaction({ type: '20', value: '+500', balance: '1750', sec_ago: '3600' })] }));
      expect(await client.getTransactions()).toEqual({ items: [{ type: 20, value: 500, balance: 1750, secAgo: 3600 }], leftOut: 0 });
    });

    it('parses numeric-text package fields', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ topup: [wire.package({ id: 'p1', crystals: '1000', stars: '450', popular: undefined })] }));
      expect(await client.getTopUpPackages()).toEqual({ items: [{ id: 'p1', crystals: 1000, stars: 450, popular: false }], leftOut: 0 });
    });

    it.each([
      ['12.50', 12.5],
      ['7', 7],
      [7, 7],
      ['1500', 1500],
    ])('parses the upgrader price from cost %j', async (cost, price) => {
      const { client, transport } = makeClient();
      transport.reply(ok({ upgrader: [wire.upgraderItem({ cost })] }));
      const [item] = await client.getUpgraderItems();
      expect(item).toEqual({ id: '11', name: 'AWP | Asiimov', img: '/img/awp.png', cost: String(cost), price });
    });

    it.each(['', '   '])('rejects an upgrader item with the empty cost %j as malformed', async (cost) => {
      const { client, transport, events } = makeClient();
      transport.reply(ok({ upgrader: [wire.upgraderItem(), wire.upgraderItem({ id: 12, cost })] }));
      expect(await rejection(client.getUpgraderItems())).toMatchObject({ kind: 'malformed' });
      expect(events).toEqual([]);
    });
    it.each(['N/A', 'free'])('rejects an upgrader item whose cost %j holds no number as malformed', async (cost) => {
      const { client, transport } = makeClient();
      transport.reply(ok({ upgrader: [wire.upgraderItem({ id: 12, cost })] }));
      expect(await rejection(client.getUpgraderItems())).toMatchObject({
        kind: 'malformed', message: 'Malformed response from /api/upgrader/ at upgrader.0: upgrader item 12 has no price in cost',
      });
    });

    it('rejects an upgrader item without cost as malformed', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ upgrader: [wire.upgraderItem({ cost: undefined })] }));
      expect(await rejection(client.getUpgraderItems())).toMatchObject({ kind: 'malformed' });
    });

    it('decodes a JSON-encoded case category into an array', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ cases: [wire.caseSummary({ category: '["Popular","Knives"]' })] }));
      const [summary] = await client.getCases();
      expect(summary?.categories).toEqual(['Popular', 'Knives']);
    });

    it.each([
      ['an array', ['A', 'B'], ['A', 'B']],
      ['null', null, []],
      ['absent', undefined, []],
      ['an empty string', '', []],
      ['invalid JSON', '[Popular', []],
      ['a JSON non-array', '"Popular"', []],
      ['mixed JSON values', '["A", 1, null, "B"]', ['A', 'B']],
    ])('reads a category given as %s', async (_label, category, expected) => {
      const { client, transport } = makeClient();
      transport.reply(ok({ cases: [wire.caseSummary({ category })] }));
      const [summary] = await client.getCases();
      expect(summary?.categories).toEqual(expected);
    });

    it('decodes the category of case details too', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ case: { ...wire.caseSummary({ category: '["Rich"]', desc: null }), skins: [] } }));
      expect(await client.getCase('7')).toMatchObject({ categories: ['Rich'], description: '', skins: [] });
    });

    it('takes the inventory id from id when inventory_id is absent', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ opened_item: { win: { id: 1, name: 'n', img: 'i', cost: 1, profit: '-5%' }, id: 'inv-8' } }));
      expect((await client.openCase('7')).inventoryId).toBe('inv-8');
    });

    it('has no inventory id when neither is present', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ opened_item: { win: { id: 1, name: 'n', img: 'i', cost: 1, profit: '-5%' } } }));
      expect((await client.openCase('7')).inventoryId).toBeNull();
    });

    it('defaults the inventory status to available and reads 0/1 flags', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({
        inventory: [{ id: 9, win: { name: null, img: '', cost: '3', penalty: '0', sold_upgrader: 1, changed: '1' } }],
      }));
      expect(await client.getInventory()).toEqual([{
        id: '9',
        status: 'available',
        win: { name: null, img: null, cost: 3, penalty: null, soldUpgrader: true, winUpgrader: false, changed: true },
      }]);
    });

    it('keeps a real penalty', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ item: wire.inventoryItem({ status: 'sold', win: { name: 'x', img: 'y', cost: 10, penalty: '25' } }) }));
      expect((await client.getInventoryItem('3')).win.penalty).toBe(25);
    });

    it('returns the language change result with me null when absent', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ lang: { result: false } }));
      expect(await client.setLanguage('en')).toEqual({ result: false, me: null });
    });

    it('returns a false trade-link result', async () => {
      const { client, transport } = makeClient();
      transport.reply(ok({ tradelink: { result: false } }));
      expect(await client.saveTradeLink('bad')).toBe(false);
    });
  });
});
