import { describe, expect, it } from 'vitest';
import { makeClient, ok, rejection, status } from './apiClientHarness';

/**
 * Verifiable upgrades on the wire (docs/fairness.md): the player's client seed as an optional query
 * parameter, an optional receipt in the answer (unreadable: left out, the answer stands), and the
 * upgrade proof, parsed strictly.
 */

const HEX = 'ab'.repeat(32);
const answer = (extra: Record<string, unknown> = {}) => ({ donor: '1001', target: '180', chance: '61.41', win: true, ...extra });
const receipt = { commitment: HEX.toUpperCase(), client_seed: 'mine', nonce: '4' };
const upgradeProof = (overrides: Record<string, unknown> = {}) => ({
  commitment: HEX, client_seed: 'mine', nonce: 4, server_seed: 'cd'.repeat(32), forced: false, roll: 65797, upgrade_rule: 'upgrade:1000:1:9500',
  donor: { id: '1001', name: 'Glock-18 | Fade', value: 13.21 }, target: { id: '180', name: 'Glock-18 | Water Elemental', value: '19.36' },
  chance: '61.41', win: true, tables_digest: 'EF'.repeat(32), ...overrides,
});

describe('ApiClient: the upgrade call', () => {
  it('is spec §7’s call, with no query, unless a client seed is given', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(answer()));
    await client.upgrade('1001', '180');
    expect(transport.last).toMatchObject({ method: 'GET', path: '/api/upgrader/1001/180/upgrade/' });
    await client.upgrade('1001', '180', {});
    expect(transport.last.path).toBe('/api/upgrader/1001/180/upgrade/');
    await client.upgrade('1001', '180', { clientSeed: 'luck-0.01-1.02-2.03-0042' });
    expect(transport.last.path).toBe('/api/upgrader/1001/180/upgrade/?client_seed=luck-0.01-1.02-2.03-0042');
  });

  it('encodes the client seed as a query value', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(answer()));
    await client.upgrade('1001', '180', { clientSeed: 'a&b=c d' });
    const url = new URL(transport.last.path, 'https://x.test');
    expect([...url.searchParams.entries()]).toEqual([['client_seed', 'a&b=c d']]);
  });

  it('is sent once, never retried, with or without a seed', async () => {
    const { client, transport } = makeClient();
    transport.reply(status(503));
    await rejection(client.upgrade('1001', '180', { clientSeed: 'mine' }));
    expect(transport.requests).toHaveLength(1);
  });

  it('reads the receipt when sent, and the answer exactly as before when not', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok(answer({ fairness: { ...receipt, forced: 1 } })), ok(answer()));
    expect(await client.upgrade('1001', '180')).toEqual({
      donor: '1001', target: '180', chance: 61.41, win: true,
      fairness: { commitment: HEX, clientSeed: 'mine', nonce: 4, serverSeed: null, forced: true },
    });
    expect(await client.upgrade('1001', '180')).toStrictEqual({ donor: '1001', target: '180', chance: 61.41, win: true });
  });

  it.each([
    ['a short commitment', { ...receipt, commitment: 'abc' }],
    ['a negative nonce', { ...receipt, nonce: -1 }],
    ['no client seed', { commitment: HEX, nonce: 1 }],
    ['text', 'receipt'],
    ['null', null],
  ])('an unreadable receipt (%s) is left out and the answer stands', async (_label, fairness) => {
    const { client, transport } = makeClient();
    transport.reply(ok(answer({ fairness })));
    const result = await client.upgrade('1001', '180', { clientSeed: 'mine' });
    expect(result).toStrictEqual({ donor: '1001', target: '180', chance: 61.41, win: true });
  });
});

describe('ApiClient: the upgrade proof', () => {
  it('reads a proof by item: the items, the chance, the outcome, the digest it covers and the rule', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok({ proof: upgradeProof() }));
    expect(await client.getUpgradeProof('555')).toEqual({
      kind: 'upgrade', commitment: HEX, clientSeed: 'mine', nonce: 4, serverSeed: 'cd'.repeat(32), forced: false, roll: 65797,
      upgradeRule: { edgeBp: 1000, min: 1, max: 9500 },
      donor: { id: '1001', name: 'Glock-18 | Fade', value: 13.21 }, target: { id: '180', name: 'Glock-18 | Water Elemental', value: 19.36 },
      chance: 61.41, win: true, tablesDigest: 'ef'.repeat(32),
    });
    expect(transport.last).toMatchObject({ method: 'GET', path: '/api/fairness/upgrades/555/' });
  });

  it('null when no verifiable upgrade staked or won the item; 404 when the server has no such call', async () => {
    const { client, transport } = makeClient({ readRetries: 0 });
    transport.reply(ok({ proof: null }), status(404));
    expect(await client.getUpgradeProof('555')).toBeNull();
    expect(await rejection(client.getUpgradeProof('555'))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('a sealed proof has no server seed; an unreadable rule is no rule', async () => {
    const { client, transport } = makeClient();
    transport.reply(ok({ proof: upgradeProof({ server_seed: null, roll: null, upgrade_rule: 'upgrade:x' }) }));
    expect(await client.getUpgradeProof('555')).toMatchObject({ serverSeed: null, roll: null, upgradeRule: null });
  });

  it.each([
    ['no outcome', { win: undefined }],
    ['an outcome as 1', { win: 1 }],
    ['a chance above 100', { chance: 100.5 }],
    ['no digest of the tables', { tables_digest: undefined }],
    ['a target without a value', { target: { id: '180', name: 'x' } }],
    ['a donor with a negative value', { donor: { id: '1001', name: 'x', value: -1 } }],
    ['a donor with an empty id', { donor: { id: '', name: 'x', value: 1 } }],
  ])('refuses a proof with %s', async (_label, change) => {
    const { client, transport } = makeClient();
    transport.reply(ok({ proof: upgradeProof(change) }));
    expect(await rejection(client.getUpgradeProof('555'))).toMatchObject({ kind: 'malformed' });
  });
});
