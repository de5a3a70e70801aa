import { describe, expect, it } from 'vitest';
import { drawProofSchema } from '@adapters/api/fairnessCalls';
import { WebCryptoHashing } from '@adapters/browser/WebCryptoHashing';
import * as v from 'valibot';
import { rollOf, slotForTicket, TABLE_TICKETS, tableText, tablesText, toHex } from '@domain/features/fairness/provablyFair';
import { slotChance, verifyDraw } from '@domain/features/fairness/verifyDraw';
import type { DrawProof } from '@domain/model/fairness';
import { makeBackend, ok, session } from '../../adapters/backendHarness';

/**
 * The verifier (issue 16): a real proof from the demo backend verifies; tampering with any one
 * field — server seed, client seed, nonce, commitment, table, drop — does not, and the verifier
 * names the step that fails.
 */

const hashing = new WebCryptoHashing();

/** A revealed proof of one opening, parsed as the app parses it. */
function realProof(): DrawProof {
  const { backend } = makeBackend({ seed: 3 });
  const alex = session(backend, 'player');
  const opened = ok<{ opened_item: { inventory_id: string } }>(alex.postJson('/api/case/2/open/', { client_seed: 'luck-0.04-1.09-2.13-2024' }));
  ok(alex.post('/api/fairness/rotate/'));
  const { proof } = ok<{ proof: unknown }>(alex.get(`/api/fairness/openings/${opened.opened_item.inventory_id}/`));
  return v.parse(drawProofSchema, proof);
}

describe('verifyDraw', () => {
  const proof = realProof();

  it('verifies a real draw, step by step', async () => {
    const result = await verifyDraw(proof, hashing);
    if (result.kind !== 'checked') throw new Error(result.kind);
    expect(result.failed).toBeNull();
    const [table, commitment, roll, slot] = result.steps;
    expect(table).toMatchObject({ ok: true, tickets: TABLE_TICKETS, listed: table.digest });
    expect(commitment).toMatchObject({ ok: true, computed: proof.commitment });
    expect(roll).toMatchObject({ ok: true, message: `luck-0.04-1.09-2.13-2024:${proof.nonce}`, stated: proof.roll });
    expect(roll.roll.ticket).toBe(proof.roll);
    expect(slot.ok).toBe(true);
    expect(slot.hit?.slot.id).toBe(proof.drop.id);
    expect(slot.hit && roll.roll.ticket >= slot.hit.from && roll.roll.ticket < slot.hit.to).toBe(true);
  });

  const swapLast = (table: DrawProof['table']) => {
    const copy = [...table];
    const [a, b] = [copy.at(-2), copy.at(-1)];
    if (!a || !b) throw new Error('table too small');
    copy.splice(-2, 2, { ...a, tickets: a.tickets + 1 }, { ...b, tickets: b.tickets - 1 });
    return copy;
  };
  const otherSkin = () => proof.table.find((s) => s.id !== proof.drop.id) as DrawProof['table'][number];

  it.each([
    ['the server seed', { serverSeed: `${proof.serverSeed?.slice(0, -1)}${proof.serverSeed?.endsWith('0') ? '1' : '0'}` }, 'commitment'],
    ['the client seed', { clientSeed: `${proof.clientSeed}x` }, 'roll'],
    ['the nonce', { nonce: proof.nonce + 1 }, 'roll'],
    ['the commitment', { commitment: `${proof.commitment.slice(0, -1)}${proof.commitment.endsWith('0') ? '1' : '0'}` }, 'commitment'],
    ['the table (a ticket moved between slots)', { table: swapLast(proof.table) }, 'table'],
    ['the table (another case’s digest listed)', { tables: proof.tables.map((t) => (t.caseId === proof.caseId ? { ...t, digest: '0'.repeat(64) } : t)) }, 'table'],
    ['the drop', { drop: { id: otherSkin().id, name: otherSkin().name } }, 'slot'],
    ['the stated ticket', { roll: ((proof.roll ?? 0) + 1) % TABLE_TICKETS }, 'roll'],
  ] as const)('tampering with %s does not match, at the %s step', async (_label, change, step) => {
    const result = await verifyDraw({ ...proof, ...change } as DrawProof, hashing);
    expect(result).toMatchObject({ kind: 'checked', failed: step });
  });

  it('a table whose digest is listed but whose tickets do not add up to 1 000 000 does not match', async () => {
    const table = proof.table.map((s, i) => (i === 0 ? { ...s, tickets: s.tickets + 1 } : s));
    const digest = toHex(await hashing.sha256(tableText(table)));
    const tables = proof.tables.map((t) => (t.caseId === proof.caseId ? { ...t, digest } : t));
    const result = await verifyDraw({ ...proof, table, tables }, hashing);
    expect(result).toMatchObject({ kind: 'checked', failed: 'table' });
  });

  it('before the seed is revealed only the table is checked; a forced drop is not a draw at all', async () => {
    expect(await verifyDraw({ ...proof, serverSeed: null }, hashing)).toMatchObject({ kind: 'sealed', table: { ok: true } });
    expect(await verifyDraw({ ...proof, forced: true }, hashing)).toEqual({ kind: 'forced' });
  });

  it('without a stated ticket the slot alone decides', async () => {
    expect(await verifyDraw({ ...proof, roll: null }, hashing)).toMatchObject({ kind: 'checked', failed: null });
  });
});

describe('the published rules', () => {
  it('maps the roll’s first 52 bits to a ticket without bias: all zeros → 0, all ones → 999 999', () => {
    expect(rollOf(new Uint8Array(32))).toEqual({ bits: '0000000000000', fraction: 0, ticket: 0 });
    const ones = rollOf(new Uint8Array(32).fill(255));
    expect(ones.bits).toBe('fffffffffffff');
    expect(ones.ticket).toBe(TABLE_TICKETS - 1);
    expect(ones.fraction).toBeLessThan(1);
    // The 53rd bit on its own does not move the roll: only 52 bits count.
    expect(rollOf(Uint8Array.from([0, 0, 0, 0, 0, 0, 0x0f, ...new Uint8Array(25)])).bits).toBe('0000000000000');
    // Half way: 0x8000000000000 / 2^52 = 0.5 → ticket 500 000.
    expect(rollOf(Uint8Array.from([0x80, 0, 0, 0, 0, 0, 0, ...new Uint8Array(25)]))).toMatchObject({ fraction: 0.5, ticket: 500_000 });
  });

  it('walks the cumulative tickets: the first slot whose running total exceeds the ticket', () => {
    const table = [{ id: 'a', name: 'A', tickets: 500_000 }, { id: 'b', name: 'B', tickets: 300_000 }, { id: 'c', name: 'C', tickets: 200_000 }];
    expect(slotForTicket(table, 0)).toMatchObject({ index: 0, from: 0, to: 500_000 });
    expect(slotForTicket(table, 499_999)?.slot.id).toBe('a');
    expect(slotForTicket(table, 500_000)?.slot.id).toBe('b');
    expect(slotForTicket(table, 799_999)?.slot.id).toBe('b');
    expect(slotForTicket(table, 800_000)).toMatchObject({ index: 2, from: 800_000, to: 1_000_000 });
    expect(slotForTicket(table, 1_000_000)).toBeNull();
    expect(slotChance({ tickets: 123_456 })).toBeCloseTo(12.3456, 10);
  });

  it('writes the committed texts as published', () => {
    expect(tableText([{ id: '955', name: 'x', tickets: 10 }, { id: '886', name: 'y', tickets: 999_990 }])).toBe('955:10\n886:999990');
    expect(tablesText([{ caseId: '1', digest: 'ab' }, { caseId: '2', digest: 'cd' }])).toBe('1:ab\n2:cd');
    expect(toHex(Uint8Array.from([0, 15, 255]))).toBe('000fff');
  });

  it('Web Crypto agrees with the known SHA-256 and HMAC-SHA256 test vectors', async () => {
    expect(toHex(await hashing.sha256('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // RFC 4231, test case 2.
    expect(toHex(await hashing.hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});
