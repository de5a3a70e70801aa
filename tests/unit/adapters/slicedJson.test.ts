import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonFeed, parseJsonInSlices, type SliceOptions } from '@adapters/api/bigAnswers/slicedJson';

/** Every path of the reader at small sizes: walked from the first character, runs of a few characters, a pause after every step. */
const eager = (runChars: number, pauses = { count: 0 }): SliceOptions => ({
  minChars: 0,
  runChars,
  budgetMs: 0,
  now: () => 0,
  pause: () => {
    pauses.count++;
    return Promise.resolve();
  },
});

/** What JSON.parse gives, or 'SyntaxError'. Own '__proto__' keys and key order show in the text. */
async function outcome(parse: () => unknown): Promise<string> {
  try {
    return JSON.stringify(await parse());
  } catch (error) {
    return error instanceof SyntaxError ? 'SyntaxError' : `other: ${String(error)}`;
  }
}

const nativeOutcome = (text: string) => outcome(() => JSON.parse(text) as unknown);

/** Names that hold what a boundary search could mistake: `},{`, quotes, backslashes, brackets. */
const trickyText = fc.oneof(fc.string(), fc.constantFrom('},{', '"},{"', '\\', '\\"', '\\\\', '}, {', '[{', ']}', '__proto__', '\u202E'));
const listItem = fc.record({ id: fc.integer(), name: trickyText, nested: fc.option(fc.array(fc.record({ a: trickyText }), { maxLength: 3 })) });
const envelope = fc.record({
  inventory: fc.array(listItem, { maxLength: 30 }),
  me: fc.option(fc.record({ balance: fc.double({ noNaN: true, noDefaultInfinity: true }), tasks: fc.array(listItem, { maxLength: 10 }) })),
  alert: fc.option(trickyText),
});
const spacing = fc.constantFrom(undefined, 0, 1, 2, '\t', ' \r\n');

/** Where a text is cut into the pieces that arrive, and how many turns of the event loop pass between them. */
const cuts = fc.array(fc.record({ at: fc.nat(), turns: fc.nat({ max: 3 }) }), { maxLength: 12 });

/** The text fed as an answer arrives: in pieces cut at `at`, with the reader running in between. */
async function fed(text: string, options: SliceOptions, pieces: readonly { at: number; turns: number }[]): Promise<unknown> {
  const feed = jsonFeed(options);
  const points = [...new Set(pieces.map((p) => p.at % (text.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const [i, point] of [...points, text.length].entries()) {
    feed.push(text.slice(from, point));
    from = point;
    for (let turn = 0; turn < (pieces[i]?.turns ?? 0); turn++) await new Promise((resolve) => setImmediate(resolve));
  }
  return feed.end();
}

describe('parseJsonInSlices', () => {
  it('gives exactly what JSON.parse gives, for any JSON value in any layout', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), spacing, fc.integer({ min: 1, max: 40 }), async (value, space, runChars) => {
        const text = JSON.stringify(value, null, space);
        expect(await outcome(() => parseJsonInSlices(text, eager(runChars)))).toBe(await nativeOutcome(text));
      }),
      { numRuns: 400 },
    );
  });

  it('reads long lists in runs, whatever their texts hold, to the same value', async () => {
    await fc.assert(
      fc.asyncProperty(envelope, spacing, fc.integer({ min: 1, max: 200 }), async (value, space, runChars) => {
        const text = JSON.stringify(value, null, space);
        expect(await outcome(() => parseJsonInSlices(text, eager(runChars)))).toBe(await nativeOutcome(text));
      }),
      { numRuns: 300 },
    );
  });

  it('rejects what JSON.parse rejects: a character dropped, added or changed anywhere', async () => {
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('drop', 'add', 'swap'), char: fc.constantFrom(',', '}', '{', ']', '[', '"', '\\', ':', ' ', '1', '\u00a0', 'x') });
    await fc.assert(
      fc.asyncProperty(envelope, spacing, edit, fc.integer({ min: 1, max: 60 }), async (value, space, { at, kind, char }, runChars) => {
        const text = JSON.stringify(value, null, space);
        const i = at % (text.length + 1);
        const broken = kind === 'drop' ? text.slice(0, i) + text.slice(i + 1) : kind === 'add' ? text.slice(0, i) + char + text.slice(i) : text.slice(0, i) + char + text.slice(i + 1);
        expect(await outcome(() => parseJsonInSlices(broken, eager(runChars)))).toBe(await nativeOutcome(broken));
      }),
      { numRuns: 700 },
    );
  });

  it('fed in pieces as they arrive, with the reader running in between, gives what JSON.parse gives of the whole', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), envelope), spacing, fc.integer({ min: 1, max: 80 }), cuts, async (value, space, runChars, pieces) => {
        const text = JSON.stringify(value, null, space);
        expect(await outcome(() => fed(text, eager(runChars), pieces))).toBe(await nativeOutcome(text));
      }),
      { numRuns: 300 },
    );
  });

  it('fed in pieces, rejects what JSON.parse rejects, wherever the text was cut', async () => {
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('drop', 'add'), char: fc.constantFrom(',', '}', '{', ']', '"', '\\', ':', ' ', '1', 'x') });
    await fc.assert(
      fc.asyncProperty(envelope, edit, fc.integer({ min: 1, max: 60 }), cuts, async (value, { at, kind, char }, runChars, pieces) => {
        const text = JSON.stringify(value);
        const i = at % (text.length + 1);
        const broken = kind === 'drop' ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + char + text.slice(i);
        expect(await outcome(() => fed(broken, eager(runChars), pieces))).toBe(await nativeOutcome(broken));
      }),
      { numRuns: 400 },
    );
  });

  it('reads what has arrived while the rest is on the way, and waits for the rest', async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => ({ id: i, name: `AK-47 | Redline #${i}` }));
    const text = JSON.stringify({ inventory: items });
    const pauses = { count: 0 };
    const feed = jsonFeed(eager(1024, pauses));
    feed.push(text.slice(0, text.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const readEarly = pauses.count;
    feed.push(text.slice(text.length / 2));
    expect(await feed.end()).toEqual({ inventory: items });
    // A pause after every run of about 1 KB: half of them came before the second half arrived.
    expect(pauses.count).toBeGreaterThan(150);
    expect(readEarly).toBeGreaterThan(pauses.count / 3);
    expect(readEarly).toBeLessThan(pauses.count);
  });

  it('keeps "__proto__" an own key and a repeated key its last value, as JSON.parse does', async () => {
    const text = '{"__proto__": {"polluted": 1}, "a": 1, "a": 2, "list": [{"__proto__": 3}]}';
    const parsed = (await parseJsonInSlices(text, eager(1))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a', 'list']);
    expect(parsed.a).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('gives the main thread back while it reads a big list, and reads it in runs rather than item by item', async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), name: `AK-47 | Redline #${i}`, price: '1.5', status: 'available' }));
    const text = JSON.stringify({ inventory: items, balance: '12' });
    const pauses = { count: 0 };
    let clock = 0;
    const parsed = await parseJsonInSlices(text, { minChars: 0, budgetMs: 1, now: () => clock++, pause: () => (pauses.count++, Promise.resolve()) });
    expect(parsed).toEqual({ inventory: items, balance: '12' });
    // One clock reading per run of 64 KB (about 800 items) and per field: a few dozen, not one per item.
    expect(pauses.count).toBeGreaterThan(10);
    expect(pauses.count).toBeLessThan(200);
  });

  it('parses a small answer at once, without pausing', async () => {
    const pauses = { count: 0 };
    const options = { ...eager(1, pauses), minChars: 1000 };
    expect(await parseJsonInSlices('{"inventory": [{"id": 1}, {"id": 2}]}', options)).toEqual({ inventory: [{ id: 1 }, { id: 2 }] });
    expect(pauses.count).toBe(0);
  });
});
