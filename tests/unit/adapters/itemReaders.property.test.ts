import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  caseListSchema, caseSummarySchema, inventoryItemSchema, inventoryListSchema, taskListSchema, taskSchema,
} from '@adapters/api/wireSchemas';
import { upgraderItemSchema, upgraderListSchema } from '@adapters/api/wireUpgrader';
import { FAILS, ITEM_READERS } from '@adapters/api/bigAnswers/itemReaders.generated';
import { prepareLongLists } from '@adapters/api/bigAnswers/longLists';
import { entriesOf, LONG_LIST, listOf } from '@adapters/api/bigAnswers/wireLists';

/**
 * The long lists' item readers change no parsing rule: for any value — well formed, in any of the
 * wire's spellings, or broken — an item's reader accepts exactly what its schema accepts and
 * returns an equal value. What it does not accept is left to the schema, which reports it
 * (longLists.ts). (How the readers follow the schemas when those change: itemReaders.test.ts.)
 */

// What a field of a server's answer may hold: the forms the schemas take, near misses and junk.
const anyId = fc.oneof(fc.nat(), fc.integer({ min: -5, max: -1 }), fc.double(), fc.constantFrom('', '7', 'abc', '0'), fc.string(), fc.constant(null));
const anyNumber = fc.oneof(
  fc.double({ min: -1e16, max: 1e16, noNaN: true }), fc.integer({ min: -10, max: 1000 }), fc.constantFrom(0, -0, 1e15, 1e15 + 2, -1e15, 2e15),
  fc.constantFrom('12.5', ' 3 ', '+4', '-2', '1e3', '1.', '.5', '', '12,5', '007', '  ', '1000000000000001', 'NaN'),
  fc.constant(null), fc.boolean(),
);
const anyFlag = fc.oneof(fc.boolean(), fc.constantFrom(0, 1, 2, -0, '0', '1', 'true', '', null));
const anyText = fc.oneof(fc.string(), fc.constantFrom('', 'AK-47 | Redline'), fc.constant(null), fc.nat());
const anyJunk = fc.oneof(fc.constant(null), fc.boolean(), fc.nat(), fc.string(), fc.constant([]), fc.constant({}));
const anyRarity = fc.oneof(fc.constantFrom('covert', 'Mil-Spec', 'EXTRAORDINARY', 'legendary', '', 'mil spec'), anyJunk);
const keys = { requiredKeys: [] as [] };

const inventoryItem = fc.oneof(
  fc.record({
    id: anyId,
    status: fc.oneof(fc.constantFrom('available', 'returned', 'sending', 'sent', 'sold', 'lost', 'AVAILABLE', ''), fc.constant(null), fc.nat()),
    win: fc.oneof(
      fc.record({ name: anyText, img: anyText, cost: anyNumber, penalty: anyNumber, sold_upgrader: anyFlag, win_upgrader: anyFlag, changed: anyFlag, rarity: anyRarity, extra: anyJunk }, keys),
      anyJunk,
    ),
    extra: anyJunk,
  }, keys),
  anyJunk,
);

const caseSummary = fc.oneof(
  fc.record({
    id: anyId, name: anyText, price: anyNumber, img: anyText, desc: anyText,
    category: fc.oneof(fc.array(fc.constantFrom('Blue', 'Rich', '')), fc.constantFrom('', '["Blue"]', 'Blue', '[1]'), fc.constant(null), fc.array(anyText, { maxLength: 2 }), fc.nat()),
  }, keys),
  anyJunk,
);

const upgraderItem = fc.oneof(
  fc.record({ id: anyId, name: anyText, img: anyText, cost: fc.oneof(anyNumber, fc.constantFrom('12.5 ◆', '◆', '3,25', 'x1y'), fc.double()), rarity: anyRarity }, keys),
  anyJunk,
);

const task = fc.oneof(
  fc.record({
    id: anyId, type: anyText,
    name: fc.oneof(anyText, fc.record({ ru: anyText, en: anyText }, keys), fc.constant([])),
    bonus: anyNumber, active: anyFlag, action: anyText,
    reward_frequency: fc.oneof(fc.constantFrom('once', 'daily', 'infinity', 'weekly', ''), fc.constant(null), fc.nat()),
  }, keys),
  anyJunk,
);

function sameVerdict(read: (input: unknown) => unknown, schema: v.GenericSchema, value: unknown) {
  const full = v.safeParse(schema, value);
  const output = read(value);
  if (full.success) expect(output).toStrictEqual(full.output);
  else expect(output).toBe(FAILS);
}

const CASES = [
  { name: 'inventory item', reader: ITEM_READERS.inventory, schema: inventoryItemSchema, arbitrary: inventoryItem },
  { name: 'case summary', reader: ITEM_READERS.cases, schema: caseSummarySchema, arbitrary: caseSummary },
  { name: 'upgrader item', reader: ITEM_READERS.upgrader, schema: upgraderItemSchema, arbitrary: upgraderItem },
  { name: 'task', reader: ITEM_READERS.tasks, schema: taskSchema, arbitrary: task },
] as const;

describe('the long lists’ item readers agree with the schemas', () => {
  for (const { name, reader, schema, arbitrary } of CASES) {
    it(`${name}: the same verdict and output for any value`, () => {
      const read = reader(schema);
      fc.assert(fc.property(arbitrary, (value) => sameVerdict(read, schema as v.GenericSchema, value)), { numRuns: 3000 });
    });

    it(`${name}: a lenient list keeps what the item schema reads, counts the rest, and fails as the array schema when it reads none`, () => {
      const list = entriesOf<unknown>(name, schema);
      fc.assert(fc.property(fc.oneof(fc.array(arbitrary, { maxLength: 6 }), anyJunk), (items) => {
        const ours = v.safeParse(list, items);
        const plain = v.safeParse(v.array(schema), items);
        const read = Array.isArray(items) ? items.map((item) => v.safeParse(schema, item)) : [];
        const kept = read.flatMap((r) => (r.success ? [r.output] : []));
        const readsSome = Array.isArray(items) && (kept.length > 0 || items.length === 0);
        expect(ours.success).toBe(readsSome);
        if (ours.success) expect(ours.output).toStrictEqual({ items: kept, leftOut: read.length - kept.length });
        else {
          const [a] = ours.issues;
          const [b] = plain.issues ?? [];
          expect(a && v.getDotPath(a)).toBe(b && v.getDotPath(b));
          expect(a.message).toBe(b?.message);
        }
      }), { numRuns: 500 });
    });

    it(`${name}: a list schema is the array schema, issues at the item's index`, () => {
      const list = listOf<unknown>(schema);
      fc.assert(fc.property(fc.array(arbitrary, { maxLength: 6 }), (items) => {
        const ours = v.safeParse(list, items);
        const plain = v.safeParse(v.array(schema), items);
        expect(ours.success).toBe(plain.success);
        if (ours.success && plain.success) expect(ours.output).toStrictEqual(plain.output);
        const [a] = ours.issues ?? [];
        const [b] = plain.issues ?? [];
        expect(a && v.getDotPath(a)).toBe(b && v.getDotPath(b));
        expect(a?.message).toBe(b?.message);
      }), { numRuns: 500 });
    });
  }
});

describe('a long list read ahead is what its schema alone reads', () => {
  // Random items are mostly unreadable: each list also mixes in an item of the wire's usual form.
  const LISTS = [
    {
      field: 'inventory', shared: inventoryListSchema, alone: entriesOf('inventory items', inventoryItemSchema),
      arbitrary: fc.oneof(inventoryItem, fc.constant({ id: 3, status: 'sold', win: { name: 'AK', img: null, cost: '1.5' } })),
    },
    {
      field: 'cases', shared: caseListSchema, alone: entriesOf('cases', caseSummarySchema),
      arbitrary: fc.oneof(caseSummary, fc.constant({ id: '9', name: 'Blue', price: 10, img: '/b.svg', category: ['Blue'] })),
    },
    {
      field: 'tasks', shared: taskListSchema, alone: entriesOf('tasks', taskSchema),
      arbitrary: fc.oneof(task, fc.constant({ id: 2, type: 'daily_bonus', name: { en: 'Daily' }, bonus: 5, active: 1, action: '' })),
    },
    {
      field: 'upgrader', shared: upgraderListSchema, alone: listOf(upgraderItemSchema),
      arbitrary: fc.oneof(upgraderItem, fc.constant({ id: 1, name: 'AK', img: '/a.svg', cost: '12,5 ◆' })),
    },
  ] as const;
  const slicing = { now: () => 0, pause: () => Promise.resolve() };

  for (const { field, shared, alone, arbitrary } of LISTS) {
    it(`${field}: the same items and count, or the same failure, with or without the read-ahead`, async () => {
      // A few random items (good, broken or junk) repeated past the read-ahead's threshold.
      await fc.assert(fc.asyncProperty(fc.array(arbitrary, { minLength: 1, maxLength: 5 }), async (some) => {
        const items = Array.from({ length: LONG_LIST + 1 }, (_, i) => some[i % some.length]);
        await prepareLongLists({ [field]: items }, slicing);
        const ahead = v.safeParse(shared as v.GenericSchema, items);
        const plain = v.safeParse(alone as v.GenericSchema, items);
        expect(ahead.success).toBe(plain.success);
        if (ahead.success && plain.success) expect(ahead.output).toStrictEqual(plain.output);
        else expect(ahead.issues?.[0] && v.getDotPath(ahead.issues[0])).toBe(plain.issues?.[0] && v.getDotPath(plain.issues[0]));
      }), { numRuns: 20 });
    });
  }
});

describe('the item readers take the wire’s usual forms', () => {
  // What the agreement above looks like for the forms a server really writes.
  it('plain items are read to the domain’s values', () => {
    expect(ITEM_READERS.inventory(inventoryItemSchema)({ id: 3, status: 'sold', win: { name: 'AK', img: null, cost: '1.5', penalty: 0, sold_upgrader: 1, win_upgrader: false } }))
      .toStrictEqual({ id: '3', status: 'sold', win: { name: 'AK', img: null, cost: 1.5, penalty: null, soldUpgrader: true, winUpgrader: false, changed: false } });
    expect(ITEM_READERS.cases(caseSummarySchema)({ id: '9', name: 'Blue', price: 10, img: '/b.svg', category: ['Blue'] }))
      .toStrictEqual({ id: '9', name: 'Blue', price: 10, img: '/b.svg', description: '', categories: ['Blue'] });
    expect(ITEM_READERS.upgrader(upgraderItemSchema)({ id: 1, name: 'AK', img: '/a.svg', cost: '12,5 ◆' }))
      .toStrictEqual({ id: '1', name: 'AK', img: '/a.svg', cost: '12,5 ◆', price: 12.5 });
    expect(ITEM_READERS.upgrader(upgraderItemSchema)({ id: 1, name: 'AK', img: '/a.svg', cost: 3, rarity: 'Mil-Spec' }))
      .toStrictEqual({ id: '1', name: 'AK', img: '/a.svg', cost: '3', price: 3, rarity: 'milspec' });
    const inventory = ITEM_READERS.inventory(inventoryItemSchema);
    expect((inventory({ id: 4, win: { name: 'AK', img: null, cost: 2, rarity: 'covert' } }) as { win: object }).win).toHaveProperty('rarity', 'covert');
    expect((inventory({ id: 4, win: { name: 'AK', img: null, cost: 2, rarity: 'legendary' } }) as { win: object }).win).not.toHaveProperty('rarity');
    expect(ITEM_READERS.tasks(taskSchema)({ id: 2, type: 'daily_bonus', name: { en: 'Daily' }, bonus: 5, active: 1, action: '', reward_frequency: 'daily' }))
      .toStrictEqual({ id: '2', type: 'daily_bonus', name: { en: 'Daily' }, bonus: 5, active: true, action: null, rewardFrequency: 'daily' });
  });
});
