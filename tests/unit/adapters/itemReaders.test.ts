import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FAILS } from '@adapters/api/bigAnswers/itemReaders.generated';
import { LONG_LIST_SCHEMAS } from '@adapters/api/bigAnswers/longListSchemas';
import { itemReadersFile, readerCode, type Part } from '../../../scripts/itemReaderCode';

/**
 * The long lists' item readers are written from their schemas (scripts/itemReaderCode.ts), never
 * by hand: the file in the tree must be what the schemas make today, and a change to a schema
 * changes what its reader checks. (That the readers of today's schemas agree with them on any
 * value: itemReaders.property.test.ts.)
 */

const items = Object.fromEntries(Object.entries(LONG_LIST_SCHEMAS).map(([name, list]) => [name, list.item as unknown as Part]));

/** The reader `scripts/itemReaderCode.ts` writes for `schema`, made as the generated file makes it. */
function readerOf(schema: v.GenericSchema): (input: unknown) => unknown {
  const { code } = readerCode(schema as unknown as Part, false);
  const make = new Function('getGlobalConfig', 'FAILS', `return ${code};`) as (...args: unknown[]) => (s: unknown) => (input: unknown) => unknown;
  return make(v.getGlobalConfig, FAILS)(schema);
}

/** `schema` (an object, or a pipe from one) with `entries` added to its object. */
function withEntries(schema: v.GenericSchema, entries: v.ObjectEntries): v.GenericSchema {
  const part = schema as unknown as { type: string; entries: v.ObjectEntries; pipe?: readonly v.GenericSchema[] };
  if (!part.pipe) return v.object({ ...part.entries, ...entries });
  const [first, ...rest] = part.pipe as [v.GenericSchema, ...v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>[]];
  return v.pipe(withEntries(first, entries), ...rest) as v.GenericSchema;
}

/** An item of each list in the wire's usual form. */
const PLAIN: Readonly<Record<string, Record<string, unknown>>> = {
  inventory: { id: 3, status: 'sold', win: { name: 'AK', img: null, cost: '1.5' } },
  cases: { id: '9', name: 'Blue', price: 10, img: '/b.svg', category: ['Blue'] },
  upgrader: { id: 1, name: 'AK', img: '/a.svg', cost: '12,5 ◆' },
  tasks: { id: 2, type: 'daily_bonus', name: { en: 'Daily' }, bonus: 5, active: 1, action: '' },
};

describe('the item readers follow their schemas', () => {
  it('the generated file is what the schemas make today (after a schema change: npm run generate:readers)', () => {
    const inTree = readFileSync('src-adapters/api/bigAnswers/itemReaders.generated.ts', 'utf8');
    expect(inTree).toBe(itemReadersFile(items));
  });

  it('every part of the items is walked by the reader itself', () => {
    // A part left to its own code costs valibot's time again (a raw transform in the upgrader's
    // item did: +80 ms per 100 000 items at 1x): bench:lists would show it.
    expect(Object.fromEntries(Object.entries(items).map(([name, item]) => [name, readerCode(item).ownRuns])))
      .toEqual({ inventory: [], cases: [], upgrader: [], tasks: [] });
  });

  for (const [name, list] of Object.entries(LONG_LIST_SCHEMAS)) {
    it(`${name}: a field added to the item schema is checked by the reader made from it`, () => {
      const schema = withEntries(list.item as v.GenericSchema, { extra: v.pipe(v.string(), v.minLength(2)) });
      const read = readerOf(schema);
      const plain = PLAIN[name]!;
      expect(read(plain)).toBe(FAILS);
      expect(read({ ...plain, extra: 'x' })).toBe(FAILS);
      expect(read({ ...plain, extra: 'xy' })).toStrictEqual(v.parse(schema, { ...plain, extra: 'xy' }));
      expect(readerOf(list.item as v.GenericSchema)(plain)).toStrictEqual(v.parse(list.item as v.GenericSchema, plain));
    });
  }
});

describe('the reader writer does what valibot does, for every kind of part it knows', () => {
  // Parts none of today's item schemas use (defaults, fallbacks, literals, …) included: a schema may take them up tomorrow.
  const kinds = v.object({
    s: v.pipe(v.string(), v.trim(), v.minLength(1), v.regex(/^[a-z]+$/)),
    n: v.optional(v.pipe(v.number(), v.finite(), v.integer(), v.gtValue(0), v.maxValue(9)), 5),
    b: v.nullish(v.boolean(), true),
    l: v.union([v.literal('a'), v.literal(0), v.literal(Number.NaN), v.null(), v.undefined()]),
    p: v.fallback(v.picklist(['x', 'y']), 'x'),
    f: v.fallback(v.number(), 7),
    a: v.optional(v.array(v.pipe(v.number(), v.check((n) => n % 2 === 0), v.transform((n) => n / 2)))),
    u: v.nullish(v.union([v.string(), v.object({ k: v.unknown() })])),
    e: v.exactOptional(v.string()),
    r: v.optional(v.pipe(v.string(), v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === 'bad') {
        addIssue({ message: 'bad' });
        return NEVER;
      }
      return dataset.value.length;
    }))),
  });
  const some = (...values: unknown[]) => fc.constantFrom(...values);
  /** Mostly what the field takes, sometimes what it does not: so that whole objects pass often enough. */
  const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) => fc.oneof({ weight: 5, arbitrary: good }, { weight: 1, arbitrary: bad });
  const value = fc.oneof(
    { weight: 9, arbitrary: fc.record({
      s: mostly(some('abc', ' ab ', 'z'), fc.oneof(some('', 'A', '  '), fc.string())),
      n: mostly(some(1, 9, undefined, 4), some(0, 10, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3')),
      b: mostly(some(true, false, null, undefined), some(0, 'true')),
      l: mostly(some('a', 0, -0, Number.NaN, null, undefined), some('b', 1, '')),
      p: some('x', 'y', 'z', null),
      f: some(1, '1', null),
      a: mostly(fc.oneof(fc.array(some(2, 4)), some(undefined)), fc.oneof(fc.array(some(2, 3, 'x')), some(null, 'x'))),
      u: mostly(fc.oneof(fc.string(), some(null, undefined), fc.record({ k: fc.anything() }, { requiredKeys: [] })), some(1, [])),
      e: mostly(some('x', undefined), some(1)),
      r: mostly(some('ok', undefined), some('bad', 3)),
    }, { requiredKeys: ['s'] }) },
    { weight: 1, arbitrary: fc.anything() },
  );

  it('the same verdict and output as the schema for any value', () => {
    const read = readerOf(kinds);
    fc.assert(fc.property(value, (input) => {
      const full = v.safeParse(kinds, input);
      if (full.success) expect(read(input)).toStrictEqual(full.output);
      else expect(read(input)).toBe(FAILS);
    }), { numRuns: 5000 });
  });

  it('only what it does not know is run by its own code', () => {
    expect(readerCode(kinds as unknown as Part).ownRuns).toEqual(['exact_optional', 'raw_transform']);
  });
});
