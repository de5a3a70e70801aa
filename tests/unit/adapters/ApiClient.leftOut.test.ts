import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import { makeClient, ok, rejection, wire } from './apiClientHarness';

/**
 * One unreadable entry of a list is left out, counted and logged; the rest of the list is the
 * answer. A list that is not a list, a list none of whose entries can be read, or a bad envelope
 * still fails the whole answer.
 */
const goodCase = (id: number) => wire.caseSummary({ id, name: `Case ${id}` });
const goodPackage = (id: number) => wire.package({ id, crystals: 100 * id, stars: 50 * id });
const goodEntry = (i: number) => wire.transaction({ balance: String(1000 - i), sec_ago: String(60 * i) });

describe('ApiClient: one unreadable entry among good ones', () => {
  it('GET /api/cases/: the good cases, published with the count of those left out, and a warning naming the first', async () => {
    const { client, transport, events, logger, reporter } = makeClient();
    transport.reply(ok({ cases: [goodCase(1), wire.caseSummary({ id: 2, price: 'free' }), goodCase(3)] }));
    const cases = await client.getCases();
    expect(cases.map((c) => c.id)).toEqual(['1', '3']);
    expect(events).toEqual([{ type: 'cases', cases, leftOut: 1 }]);
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Left out 1 of 3 cases from \/api\/cases\/: .*at 1\.price: /));
    expect(logger.error).not.toHaveBeenCalled();
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('GET /api/topup/: the good packages and the count', async () => {
    const { client, transport, logger } = makeClient();
    transport.reply(ok({ topup: [goodPackage(1), goodPackage(2), wire.package({ id: 3, stars: 0 }), 'junk'] }));
    const packages = await client.getTopUpPackages();
    expect(packages).toEqual({
      items: [{ id: '1', crystals: 100, stars: 50, popular: true }, { id: '2', crystals: 200, stars: 100, popular: true }],
      leftOut: 2,
    });
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Left out 2 of 4 packages from \/api\/topup\/: .*at 2\.stars: /));
  });

  it('GET /api/user/transactions/: the good entries of the page and the count', async () => {
    const { client, transport, logger } = makeClient();
    transport.reply(ok({ transactions: [goodEntry(0), wire.transaction({ type: 'sale' }), goodEntry(2)] }));
    const page = await client.getTransactions(1, 20);
    expect(page).toEqual({
      items: [{ type: 3, value: -100, balance: 1000, secAgo: 0 }, { type: 3, value: -100, balance: 998, secAgo: 120 }],
      leftOut: 1,
    });
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Left out 1 of 3 transactions from \/api\/user\/transactions\/: .*at 1\.type: /));
  });

  it('a clean list says nothing: no count on the event, no warning', async () => {
    const { client, transport, events, logger } = makeClient();
    transport.reply(ok({ cases: [goodCase(1)] }), ok({ topup: [goodPackage(1)] }));
    await client.getCases();
    expect(events).toEqual([{ type: 'cases', cases: [expect.objectContaining({ id: '1' })] }]);
    expect((await client.getTopUpPackages()).leftOut).toBe(0);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('ApiClient: what still fails the whole answer', () => {
  it.each([
    ['a list of cases none of which can be read', 'getCases', { cases: [wire.caseSummary({ price: -1 }), wire.caseSummary({ img: null })] }, 'cases.0.price'],
    ['a list of packages none of which can be read', 'getTopUpPackages', { topup: [wire.package({ crystals: 0 })] }, 'topup.0.crystals'],
    ['a page none of whose entries can be read', 'getTransactions', { transactions: [wire.transaction({ sec_ago: 'yesterday' })] }, 'transactions.0.sec_ago'],
    ['cases that are not a list', 'getCases', { cases: { 1: wire.caseSummary() } }, 'cases'],
    ['packages that are not a list', 'getTopUpPackages', { topup: 'none' }, 'topup'],
    ['transactions that are not a list', 'getTransactions', { transactions: null }, 'transactions'],
    ['a good list in a bad envelope (a side balance of "lots")', 'getCases', { cases: [goodCase(1), 'junk'], balance: 'lots' }, 'balance'],
  ] as const)('%s', async (_label, call, body, where) => {
    const { client, transport, events, logger } = makeClient();
    transport.reply(ok(body));
    const error = await rejection(client[call]());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', message: expect.stringContaining(` at ${where}`) as string });
    expect(events).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('ApiClient: the other kept lists behave the same (inventory, tasks)', () => {
  it('GET /api/inventory/: the readable items, published with the count', async () => {
    const { client, transport, events } = makeClient();
    transport.reply(ok({ inventory: [wire.inventoryItem({ id: 1 }), wire.inventoryItem({ id: 2, status: 'lost' })] }));
    const items = await client.getInventory();
    expect(items.map((i) => i.id)).toEqual(['1']);
    expect(events).toEqual([{ type: 'inventory', items, leftOut: 1 }]);
  });

  it('the profile with one unreadable task: the profile and the other tasks, and the count (not a failed profile)', async () => {
    const { client, transport, events, logger } = makeClient();
    transport.reply(ok({ me: wire.me({ tasks: [wire.task({ id: 1 }), wire.task({ id: 2, bonus: 'lots' }), wire.task({ id: 3 })] }) }));
    const me = await client.getMe();
    expect(me.balance).toBe(1250);
    expect(me.tasks.map((t) => t.id)).toEqual(['1', '3']);
    expect(me.tasksLeftOut).toBe(1);
    expect(events).toEqual([{ type: 'me', me }]);
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Left out 1 of 3 tasks from \/api\/me\/: .*at 1\.bonus/));
  });

  it('side lists of another answer are read the same way: cases, tasks and inventory each with their count', async () => {
    const { client, transport, events, logger } = makeClient();
    transport.reply(ok({
      balance: 40,
      cases: [goodCase(1), 'junk'],
      tasks: [wire.task(), { id: 9 }],
      inventory: [wire.inventoryItem(), wire.inventoryItem({ win: null })],
    }));
    await client.sellItem('3');
    expect(events.filter((e) => e.type !== 'balance').map((e) => [e.type, 'leftOut' in e ? e.leftOut : 0])).toEqual([
      ['tasks', 1], ['cases', 1], ['inventory', 1],
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it('the upgrader’s items still fail whole: its flow cannot say that one is missing', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok({ upgrader: [wire.upgraderItem(), wire.upgraderItem({ id: 12, cost: 'priceless' })] }));
    expect(await rejection(client.getUpgraderItems())).toMatchObject({ kind: 'malformed', message: expect.stringContaining('upgrader.1') as string });
  });
});
