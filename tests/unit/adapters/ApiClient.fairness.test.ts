import { describe, expect, it } from 'vitest';
import { ApiError } from '@domain/shared/ApiError';
import { makeClient, ok, rejection, status, wire } from './apiClientHarness';

/**
 * Issue 16's optional wire fields: every one optional, a malformed one read as not sent inside a
 * spec §7 answer, and a server that sends none of them read exactly as before.
 */

const HEX = 'ab'.repeat(32);
const caseBody = (skins: unknown[], extra: Record<string, unknown> = {}) => ({ case: { ...wire.caseSummary(), skins }, ...extra });
const opened = (extra: Record<string, unknown> = {}) => ({
  opened_item: { win: { id: 'k1', name: 'AK-47 | Redline', img: '/a.png', cost: 12, profit: '+20%' }, inventory_id: 9, ...extra },
});
const proof = (overrides: Record<string, unknown> = {}) => ({
  case_id: '2', commitment: HEX, client_seed: 'seed', nonce: 3, server_seed: null, forced: false, roll: 123,
  drop: { id: 'k1', name: 'AK' }, table: [{ id: 'k1', name: 'AK', value: 12.5, tickets: 1_000_000 }], tables: [{ case_id: '2', digest: HEX }],
  ...overrides,
});

describe('ApiClient: odds and verifiable openings', () => {
  it('a case without chances or commitment reads exactly as before', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(caseBody([wire.skin()])));
    const details = await client.getCase('7');
    expect(details.skins).toStrictEqual([{ name: 'AK-47 | Redline', img: '/img/ak.png', price: 12.5 }]);
    expect('fairness' in details).toBe(false);
  });

  it('reads each skin’s chance (number or numeric text); an unreadable one counts as not published', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(caseBody([
      wire.skin({ chance: 12.3456 }), wire.skin({ chance: '0.0001' }), wire.skin({ chance: 150 }), wire.skin({ chance: 'often' }), wire.skin({ chance: -1 }), wire.skin({ chance: null }),
    ])));
    const { skins } = await client.getCase('7');
    expect(skins.map((s) => s.chance)).toEqual([12.3456, 0.0001, undefined, undefined, undefined, undefined]);
  });

  it('reads the seed commitment published beside the case; a malformed one is not sent', async () => {
    const { client, transport, events } = makeClient();
    transport.reply(
      ok(caseBody([wire.skin()], { fairness: { commitment: HEX.toUpperCase(), client_seed: 'abc', nonce: '4' } })),
      ok(caseBody([wire.skin()], { fairness: { commitment: 'short', client_seed: 'abc', nonce: 4 } })),
    );
    expect((await client.getCase('7')).fairness).toEqual({ commitment: HEX, clientSeed: 'abc', nonce: 4, upgradeRule: null });
    expect(events.find((e) => e.type === 'case')).toMatchObject({ details: { fairness: { nonce: 4 } } });
    expect('fairness' in (await client.getCase('7'))).toBe(false);
  });

  it('reads an opening’s receipt when sent, and nothing of it when not or when malformed', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(opened({ fairness: { commitment: HEX, client_seed: 'luck-x', nonce: 0, forced: 1 } })), ok(opened()), ok(opened({ fairness: { commitment: HEX, nonce: -1 } })));
    expect((await client.openCase('2')).fairness).toEqual({ commitment: HEX, clientSeed: 'luck-x', nonce: 0, serverSeed: null, forced: true });
    expect(await client.openCase('2')).toStrictEqual({ win: { id: 'k1', name: 'AK-47 | Redline', img: '/a.png', cost: 12, profit: '+20%' }, inventoryId: '9' });
    expect('fairness' in (await client.openCase('2'))).toBe(false);
  });

  it('opens with no body (spec §7) unless a client seed is given, then with JSON { client_seed }', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(opened()));
    await client.openCase('2');
    expect(transport.last).toMatchObject({ method: 'POST', path: '/api/case/2/open/' });
    expect(transport.last.body).toBeUndefined();
    await client.openCase('2', {});
    expect(transport.last.body).toBeUndefined();
    await client.openCase('2', { clientSeed: 'luck-0.01-1.02-2.03-0042' });
    expect(transport.last.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(transport.last.body ?? '')).toEqual({ client_seed: 'luck-0.01-1.02-2.03-0042' });
  });

  it('fetches a proof; null when the item has none; 404 when the server has no such call', async () => {
    const { client, transport } = makeClient({ readRetries: 0 });
    transport.reply(ok({ proof: proof({ server_seed: 'cd'.repeat(32) }) }), ok({ proof: null }), status(404));
    expect(await client.getDrawProof('9')).toEqual({
      kind: 'opening', caseId: '2', commitment: HEX, clientSeed: 'seed', nonce: 3, serverSeed: 'cd'.repeat(32), forced: false, roll: 123, upgradeRule: null,
      drop: { id: 'k1', name: 'AK' }, table: [{ id: 'k1', name: 'AK', value: 12.5, tickets: 1_000_000 }], tables: [{ caseId: '2', digest: HEX }],
    });
    expect(transport.last.path).toBe('/api/fairness/openings/9/');
    expect(await client.getDrawProof('9')).toBeNull();
    expect(await rejection(client.getDrawProof('9'))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('refuses a malformed proof (its own call is parsed strictly)', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok({ proof: proof({ table: [] }) }));
    const error = await rejection(client.getDrawProof('9'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed' });
  });

  it('rotates with a POST sent once, and reads the revealed seed and the new commitment', async () => {
    const { client, transport } = makeClient();
    transport.reply(status(503), ok({ revealed: { commitment: HEX, server_seed: 'cd'.repeat(32), nonce: 5 }, fairness: { commitment: 'ef'.repeat(32), client_seed: 'x', nonce: 0 } }));
    await rejection(client.rotateFairnessSeed());
    expect(transport.requests).toHaveLength(1);
    expect(await client.rotateFairnessSeed()).toEqual({
      revealed: { commitment: HEX, serverSeed: 'cd'.repeat(32), nonce: 5 },
      current: { commitment: 'ef'.repeat(32), clientSeed: 'x', nonce: 0, upgradeRule: null },
    });
    expect(transport.last).toMatchObject({ method: 'POST', path: '/api/fairness/rotate/' });
  });

  it('refuses a proof whose table slot has no value, or an unreadable one: the value is committed', async () => {
    const { client, transport } = makeClient();
    transport.reply(
      ok({ proof: proof({ table: [{ id: 'k1', name: 'AK', tickets: 1_000_000 }] }) }),
      ok({ proof: proof({ table: [{ id: 'k1', name: 'AK', value: 'dear', tickets: 1_000_000 }] }) }),
      ok({ proof: proof({ table: [{ id: 'k1', name: 'AK', value: ' 12.5 ', tickets: '1000000' }] }) }),
    );
    expect(await rejection(client.getDrawProof('9'))).toMatchObject({ kind: 'malformed' });
    expect(await rejection(client.getDrawProof('9'))).toMatchObject({ kind: 'malformed' });
    expect((await client.getDrawProof('9'))?.table).toEqual([{ id: 'k1', name: 'AK', value: 12.5, tickets: 1_000_000 }]);
  });

  it('reads the proof’s upgrade rule: valid text → the rule; other text, null or absent → no rule', async () => {
    const { client, transport } = makeClient();
    transport.reply(
      ok({ proof: proof({ upgrade_rule: 'upgrade:1000:1:9500' }) }),
      ok({ proof: proof({ upgrade_rule: 'upgrade:1000:9500:1' }) }),
      ok({ proof: proof({ upgrade_rule: null }) }),
      ok({ proof: proof() }),
    );
    expect((await client.getDrawProof('9'))?.upgradeRule).toEqual({ edgeBp: 1000, min: 1, max: 9500 });
    for (let i = 0; i < 3; i++) expect((await client.getDrawProof('9'))?.upgradeRule).toBeNull();
  });

  it('reads the upgrade rule published with the commitment; unreadable text is no rule, and the commitment stands', async () => {
    const { client, transport } = makeClient();
    const state = (rule: unknown) => ok({ fairness: { commitment: HEX, client_seed: 'abc', nonce: 0, upgrade_rule: rule } });
    transport.reply(state('upgrade:500:10:9000'), state('upgrade:500:10'), state(undefined));
    expect(await client.getFairness()).toEqual({ commitment: HEX, clientSeed: 'abc', nonce: 0, upgradeRule: { edgeBp: 500, min: 10, max: 9000 } });
    expect(await client.getFairness()).toMatchObject({ commitment: HEX, upgradeRule: null });
    expect(await client.getFairness()).toMatchObject({ commitment: HEX, upgradeRule: null });
    expect(transport.last).toMatchObject({ method: 'GET', path: '/api/fairness/' });
  });

  it('an upgrade rule of another type than text is no rule either (unreadable), not an unreadable commitment', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(caseBody([wire.skin()], { fairness: { commitment: HEX, client_seed: 'abc', nonce: 4, upgrade_rule: 1000 } })));
    expect((await client.getCase('7')).fairness).toEqual({ commitment: HEX, clientSeed: 'abc', nonce: 4, upgradeRule: null });
  });
});
