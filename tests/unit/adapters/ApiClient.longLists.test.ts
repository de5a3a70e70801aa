import { describe, expect, it } from 'vitest';
import type { Slicing } from '@adapters/api/bigAnswers/longLists';
import { LONG_LIST, longArraysIn } from '@adapters/api/bigAnswers/wireLists';
import { makeClient, ok } from './apiClientHarness';

/** A clock that moves 1 ms at every look, and counts the pauses it is asked for. */
function countingSlicing(): Slicing & { pauses: number } {
  let now = 0;
  const slicing = {
    pauses: 0,
    now: () => now++,
    pause: () => {
      slicing.pauses++;
      return Promise.resolve();
    },
    budgetMs: 5,
  };
  return slicing;
}

const item = (i: number) => ({ id: String(i), status: i % 3 ? 'available' : 'sold', win: { name: `AK-47 | Redline #${i}`, img: '/a.svg', cost: `${(i % 50) + 0.5}` } });
const task = (i: number) => ({ id: i, type: 'daily_bonus', name: { ru: `Задание ${i}`, en: `Task ${i}` }, bonus: 1, active: 1, action: null });

/** Both clients read the same answer; what they give (or the error they throw), publish and log is compared. */
async function both(call: 'getInventory' | 'getMe' | 'getCases' | 'getUpgraderItems', body: unknown) {
  const slicing = countingSlicing();
  const sliced = makeClient({ slicing });
  const whole = makeClient();
  sliced.transport.reply(ok(body));
  whole.transport.reply(ok(body));
  const settle = (promise: Promise<unknown>) => promise.then((value) => ({ value }), (error: Error) => ({ error: error.message }));
  const told = ({ events, logger }: typeof sliced) => ({ events, warnings: logger.warn.mock.calls });
  return { sliced: await settle(sliced.client[call]()), whole: await settle(whole.client[call]()), slicing, told: [told(sliced), told(whole)] as const };
}

describe('long lists are read in slices, to what the answer schema alone gives', () => {
  it('8 000 inventory items: the same items, with the main thread given back between slices', async () => {
    const body = { inventory: Array.from({ length: 8_000 }, (_, i) => item(i)) };
    const slicing = countingSlicing();
    const { client, transport } = makeClient({ slicing });
    transport.reply(ok(body));
    const items = await client.getInventory();
    const plain = makeClient();
    plain.transport.reply(ok(body));
    expect(items).toEqual(await plain.client.getInventory());
    expect(items).toHaveLength(8_000);
    // Every 256 items the clock is read; 1 ms a look and a 5 ms budget make a pause every few looks.
    expect(slicing.pauses).toBeGreaterThan(5);
  });

  it('bad items deep in a long list are left out and counted, to the same items, event and log as without slices', async () => {
    const items: unknown[] = Array.from({ length: 5_000 }, (_, i) => item(i));
    items[4_321] = { id: '4321', status: 'lost', win: { name: 'x', img: '/a.svg', cost: '1' } };
    items[4_999] = 'not an item';
    const { sliced, whole, told: [slicedTold, wholeTold] } = await both('getInventory', { inventory: items });
    expect(sliced).toEqual(whole);
    expect(slicedTold).toEqual(wholeTold);
    const kept = (sliced as { value: { id: string }[] }).value;
    expect(kept).toHaveLength(4_998);
    expect(kept.map((i) => i.id)).not.toContain('4321');
    expect(slicedTold.events).toEqual([{ type: 'inventory', items: kept, leftOut: 2 }]);
    expect(slicedTold.warnings).toEqual([[expect.stringMatching(/^Left out 2 of 5000 inventory items from \/api\/inventory\/: .*at 4321\.status/)]]);
  });

  it('a long list none of whose items can be read fails with the same message and path as without slices', async () => {
    const items = Array.from({ length: 2_500 }, (_, i) => ({ id: String(i), status: 'lost', win: { cost: '1' } }));
    const { sliced, whole } = await both('getInventory', { inventory: items });
    expect(sliced).toEqual(whole);
    expect(sliced).toEqual({ error: expect.stringContaining('inventory.0.status') as string });
  });

  it('the upgrader’s list still fails at a bad item deep in it, with the same message and path as without slices', async () => {
    const items: unknown[] = Array.from({ length: 3_000 }, (_, i) => ({ id: i + 1, name: `Skin ${i}`, img: '/a.svg', cost: '2.5' }));
    items[2_718] = { id: 2719, name: 'No price', img: '/a.svg', cost: '◆' };
    const { sliced, whole } = await both('getUpgraderItems', { upgrader: items });
    expect(sliced).toEqual(whole);
    expect(sliced).toEqual({ error: expect.stringContaining('upgrader.2718') as string });
  });

  it('tasks inside the profile and a long side list of cases are read ahead as well, to the same values', async () => {
    const me = { balance: '12.5', lang: 'en', tasks: Array.from({ length: 3_000 }, (_, i) => task(i)), is_first_visit: 0 };
    const meCall = await both('getMe', { me });
    expect(meCall.sliced).toEqual(meCall.whole);
    expect((meCall.sliced as { value: { tasks: unknown[] } }).value.tasks).toHaveLength(3_000);
    expect(meCall.slicing.pauses).toBeGreaterThan(0);
    const cases = Array.from({ length: 2_500 }, (_, i) => ({ id: i + 1, name: `Case ${i}`, price: '3', img: '/c.svg', category: ['Popular'] }));
    const caseCall = await both('getCases', { cases });
    expect(caseCall.sliced).toEqual(caseCall.whole);
  });

  it('an item read ahead is taken once: the same object in a later answer is read again', async () => {
    const shared = Array.from({ length: 2_500 }, (_, i) => item(i));
    const { client, transport } = makeClient({ slicing: countingSlicing() });
    transport.reply(ok({ inventory: shared }), ok({ inventory: shared }));
    const first = await client.getInventory();
    const second = await client.getInventory();
    expect(second).toEqual(first);
    expect(second[0]).not.toBe(first[0]);
  });
});

describe('where long lists are looked for', () => {
  it('fields of the answer and of its objects, no deeper, nor inside lists: any list of more than LONG_LIST items', () => {
    const long = Array.from({ length: LONG_LIST + 1 }, (_, i) => i);
    const body = { inventory: long, cases: long.slice(1), me: { tasks: long, deeper: { tasks: long } }, other: long, lists: [long] };
    expect(longArraysIn(body).map(({ key }) => key)).toEqual(['inventory', 'tasks', 'other']);
  });
});
