import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@domain/ports/Api';
import { withoutDirectionControls } from '@adapters/api/plainText';
import { CALLS } from './apiClientCalls';
import { makeClient, ok, rejection, wire } from './apiClientHarness';

/**
 * What a different honest server may send around an answer (issue 18): every side field present
 * but blank, fields we do not know, numbers written oddly. Blank means "not sent"; the call's own
 * payload keeps its strict check; an odd number is either a sane number or a clear error.
 */
const SIDE_FIELDS = ['me', 'balance', 'tasks', 'cases', 'case', 'inventory', 'alert', 'notification'] as const;
const blank = fc.constantFrom(null, '', {}, undefined);
const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !(SIDE_FIELDS as readonly string[]).includes(k) && k !== '__proto__'), fc.jsonValue(), { maxKeys: 3 });

/** The payload's own keys must stay as the call case wrote them; the rest of the envelope is fair game. */
const ownKeys = (body: unknown) => new Set(Object.keys(body as object));

describe('ApiClient against a server that sends blank side fields and fields of its own', () => {
  it.each(CALLS.filter((c) => c.name !== 'getInit'))('$name: still parsed to the same answer, and nothing blank is published', async (call) => {
    await fc.assert(fc.asyncProperty(
      fc.record(Object.fromEntries(SIDE_FIELDS.map((key) => [key, blank])) as Record<(typeof SIDE_FIELDS)[number], fc.Arbitrary<unknown>>),
      extra,
      async (sides, unknown) => {
        const body: Record<string, unknown> = { ...unknown };
        for (const [key, value] of Object.entries(sides)) if (value !== undefined && !ownKeys(call.body).has(key)) body[key] = value;
        Object.assign(body, call.body as object);
        const { client, transport, events } = makeClient();
        transport.reply(ok(body));
        expect(await call.call(client)).toEqual(call.result);
        const published = new Set(events.map((event: ServerEvent) => event.type));
        for (const key of ['alert', 'notification', 'tasks', 'cases', 'case', 'inventory'] as const) {
          if (!ownKeys(call.body).has(key)) expect(published.has(key === 'case' ? 'case' : key), key).toBe(false);
        }
      },
    ), { numRuns: 40 });
  });

  it('a null balance next to a pending payment is no balance, not a broken payment', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok({ status: 'pending', balance: null, alert: null, me: null }));
    await expect(client.getPaymentStatus('inv-1')).resolves.toEqual({ status: 'pending', balance: null });
  });

  it('a side field with content is still checked: a broken one rejects the call and publishes nothing', async () => {
    const { client, transport, events } = makeClient();
    transport.reply(ok({ cases: [wire.caseSummary()], me: { balance: 'lots' } }));
    expect(await rejection(client.getCases())).toMatchObject({ kind: 'malformed', message: expect.stringContaining('me.balance') });
    expect(events).toEqual([]);
  });
});

describe('ApiClient and odd numbers', () => {
  const huge = '9'.repeat(309);

  it.each([
    ['a balance of 309 digits (Infinity once converted)', { me: wire.me({ balance: huge }) }, 'getMe'],
    ['a balance of 1e16', { me: wire.me({ balance: 1e16 }) }, 'getMe'],
    ['a negative balance', { me: wire.me({ balance: '-5' }) }, 'getMe'],
    ['a case priced -100', { cases: [wire.caseSummary({ price: -100 })] }, 'getCases'],
    ['a package of 0 crystals', { topup: [wire.package({ crystals: 0 })] }, 'getTopUpPackages'],
    ['a package of -100 stars', { topup: [wire.package({ stars: -100 })] }, 'getTopUpPackages'],
    ['a package of Infinity crystals as text', { topup: [wire.package({ crystals: huge })] }, 'getTopUpPackages'],
    ['a transaction 1e308 seconds ago', { transactions: [wire.transaction({ sec_ago: 1e308 })] }, 'getTransactions'],
    ['a side balance of 309 digits', { cases: [wire.caseSummary()], balance: huge }, 'getCases'],
  ])('rejects %s with a clear message naming the field', async (_label, body, name) => {
    const call = CALLS.find((c) => c.name === name);
    if (!call) throw new Error(`no call ${name}`);
    const { client, transport, events } = makeClient();
    transport.reply(ok(body));
    const error = await rejection(call.call(client));
    expect(error).toMatchObject({ kind: 'malformed' });
    expect((error as Error).message).toMatch(/ at [\w.]+: /);
    expect(events).toEqual([]);
  });

  it('property: a numeric side balance is taken exactly when it is a finite, sane, non-negative number', async () => {
    await fc.assert(fc.asyncProperty(
      fc.oneof(fc.double(), fc.integer(), fc.bigInt().map(String), fc.double().map(String), fc.constantFrom('1e3', '0x10', ' 7 ', '+8', '-0', '')),
      async (balance) => {
        const { client, transport, events } = makeClient();
        transport.reply(ok({ cases: [], balance }));
        const outcome = await client.getCases().then(() => 'parsed', (error: { kind?: string }) => error.kind);
        const numeric = typeof balance === 'number' ? balance : /^\s*[+-]?\d+(\.\d+)?\s*$/.test(balance) ? Number(balance) : NaN;
        const sane = Number.isFinite(numeric) && numeric >= 0 && numeric <= 1e15;
        if (balance === '') expect(outcome).toBe('parsed'); // blank: not sent
        else expect(outcome).toBe(sane ? 'parsed' : 'malformed');
        const sent = events.find((e) => e.type === 'balance');
        if (outcome === 'parsed' && balance !== '') expect(sent).toEqual({ type: 'balance', balance: numeric });
      },
    ), { numRuns: 300 });
  });
});

describe('ApiClient and direction controls in server texts', () => {
  const RLO = '\u202E';
  const LRI = '\u2066';
  const PDI = '\u2069';

  it('a server alert loses its overrides before it can be a toast: "Sold for ‮123" reads as sent', async () => {
    const { client, transport, events } = makeClient();
    transport.reply(ok({ cases: [wire.caseSummary({ name: `Blue ${RLO}esaC` })], alert: `Sold for ${RLO}123`, notification: `${LRI}hi${PDI}` }));
    const [summary] = await client.getCases();
    expect(summary?.name).toBe('Blue esaC');
    expect(events).toContainEqual({ type: 'alert', text: 'Sold for 123' });
    expect(events).toContainEqual({ type: 'notification', text: 'hi' });
  });

  it('the marks RLM, ALM and LRM go as well: a profit label and a toast read as sent', async () => {
    const { client, transport, events } = makeClient();
    transport.reply(ok({ cases: [wire.caseSummary({ name: `Blue\u061C Case` })], alert: `Sold for \u200F-5\u200E` }));
    const [summary] = await client.getCases();
    expect(summary?.name).toBe('Blue Case');
    expect(events).toContainEqual({ type: 'alert', text: 'Sold for -5' });
  });

  it('nested texts too (a case\u2019s skins)', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok({ case: { ...wire.caseSummary(), skins: [wire.skin({ name: `AK${RLO}-47` })] } }));
    const parsed = await client.getCase('7');
    expect(parsed.skins[0]?.name).toBe('AK-47');
  });

  it('a "__proto__" key in the JSON stays a plain key of the cleaned object, never its prototype', () => {
    const cleaned = withoutDirectionControls(JSON.parse('{"__proto__": {"polluted": true}, "name": "a\u202Eb"}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(cleaned)).toBe(Object.prototype);
    expect(Object.keys(cleaned)).toEqual(['__proto__', 'name']);
    expect(cleaned.polluted).toBeUndefined();
    expect(cleaned.name).toBe('ab');
  });
});
