import { describe, expect, it } from 'vitest';
import { TABLE_TICKETS, tableText, toHex } from '@domain/features/fairness/provablyFair';
import { verifyDraw, type Verification, type VerificationStep } from '@domain/features/fairness/verifyDraw';
import type { DrawProof, TicketSlot } from '@domain/model/fairness';
import { hashing, OPENING_SEED, realProofs } from './realProofs';

/**
 * The verifier of openings: a real proof from the demo backend verifies; tampering with any one
 * field does not, and the verifier names the step that fails first.
 */

const { sealed, revealed } = realProofs();
const proof = revealed.opening;

function checked(result: Verification): { steps: readonly VerificationStep[]; failed: string | null } {
  if (result.kind !== 'checked') throw new Error(`expected a checked verification, got ${result.kind}`);
  return result;
}

const stepOf = <K extends VerificationStep['id']>(result: Verification, id: K) => {
  if (result.kind === 'forced') throw new Error('forced');
  const step = result.steps.find((s) => s.id === id);
  if (!step) throw new Error(`no ${id} step`);
  return step as Extract<VerificationStep, { id: K }>;
};

const flipLast = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;

/** The proof with `table` (and `tables`) listed under their true digests: only the well-formedness rules can catch it. */
async function relisted(table: readonly TicketSlot[], tables = proof.tables, caseId = proof.caseId): Promise<DrawProof> {
  const digest = toHex(await hashing.sha256(tableText(table)));
  return { ...proof, caseId, table, tables: tables.map((t) => (t.caseId === caseId ? { ...t, digest } : t)) };
}

const at = (i: number) => proof.table[i] as TicketSlot;
const withSlot = (i: number, change: Partial<TicketSlot>) => proof.table.map((s, j) => (j === i ? { ...s, ...change } : s));

describe('verifyDraw: a real opening', () => {
  it('verifies step by step: table, commitment, roll, slot', async () => {
    const result = await verifyDraw(proof, hashing);
    const { steps, failed } = checked(result);
    expect(failed).toBeNull();
    expect(steps.map((s) => s.id)).toEqual(['table', 'commitment', 'roll', 'slot']);
    const table = stepOf(result, 'table');
    expect(table).toMatchObject({ ok: true, tickets: TABLE_TICKETS, listed: table.digest });
    expect(stepOf(result, 'commitment')).toMatchObject({ ok: true, computed: proof.commitment, rule: 'upgrade:1000:1:9500' });
    const roll = stepOf(result, 'roll');
    expect(roll).toMatchObject({ ok: true, message: `${OPENING_SEED}:${proof.nonce}`, stated: proof.roll });
    expect(roll.roll.ticket).toBe(proof.roll);
    const slot = stepOf(result, 'slot');
    expect(slot.ok).toBe(true);
    expect(slot.hit?.slot.id).toBe(proof.drop.id);
    expect(slot.hit && roll.roll.ticket >= slot.hit.from && roll.roll.ticket < slot.hit.to).toBe(true);
  });

  it('without a stated ticket the slot alone decides', async () => {
    expect(await verifyDraw({ ...proof, roll: null }, hashing)).toMatchObject({ kind: 'checked', failed: null });
  });

  it('a forced drop is not a draw at all', async () => {
    expect(await verifyDraw({ ...proof, forced: true }, hashing)).toEqual({ kind: 'forced' });
  });
});

describe('verifyDraw: tampering fails at the right step', () => {
  const other = proof.table.find((s) => s.id !== proof.drop.id) as TicketSlot;
  const last = proof.table.length - 1;

  it.each([
    ['the server seed', () => ({ serverSeed: flipLast(proof.serverSeed ?? '') }), 'commitment'],
    ['the commitment', () => ({ commitment: flipLast(proof.commitment) }), 'commitment'],
    ['the upgrade rule (another edge)', () => ({ upgradeRule: { edgeBp: 500, min: 1, max: 9500 } }), 'commitment'],
    ['the upgrade rule (left out)', () => ({ upgradeRule: null }), 'commitment'],
    ['another case’s digest (not this one’s)', () => ({ tables: proof.tables.map((t) => (t.caseId === proof.caseId ? t : { ...t, digest: '0'.repeat(64) })) }), 'commitment'],
    ['the client seed', () => ({ clientSeed: `${proof.clientSeed}x` }), 'roll'],
    ['the nonce', () => ({ nonce: proof.nonce + 1 }), 'roll'],
    ['the stated ticket', () => ({ roll: ((proof.roll ?? 0) + 1) % TABLE_TICKETS }), 'roll'],
    ['the drop', () => ({ drop: { id: other.id, name: other.name } }), 'slot'],
    ['a ticket moved between slots', () => ({ table: withSlot(0, { tickets: at(0).tickets + 1 }).map((s, j) => (j === last ? { ...s, tickets: s.tickets - 1 } : s)) }), 'table'],
    ['a slot’s value', () => ({ table: withSlot(0, { value: at(0).value + 0.01 }) }), 'table'],
    ['this case’s listed digest', () => ({ tables: proof.tables.map((t) => (t.caseId === proof.caseId ? { ...t, digest: '0'.repeat(64) } : t)) }), 'table'],
    ['the case id (unlisted)', () => ({ caseId: 'no-such-case' }), 'table'],
    ['the case id (a trailing space)', () => ({ caseId: `${proof.caseId} ` }), 'table'],
    ['the listing (this case twice)', () => ({ tables: [...proof.tables, proof.tables.find((t) => t.caseId === proof.caseId) as DrawProof['tables'][number]] }), 'table'],
    ['the listing (another case twice)', () => ({ tables: [...proof.tables, proof.tables.find((t) => t.caseId !== proof.caseId) as DrawProof['tables'][number]] }), 'table'],
  ] as const)('%s → %s', async (_label, change, step) => {
    expect(await verifyDraw({ ...proof, ...change() } as DrawProof, hashing)).toMatchObject({ kind: 'checked', failed: step });
  });

  it('a value changed below a hundredth is the same committed table', async () => {
    expect(await verifyDraw({ ...proof, table: withSlot(0, { value: at(0).value + 0.001 }) }, hashing)).toMatchObject({ failed: null });
  });

  it('a name is not committed: another name for a slot still verifies (the record compares names)', async () => {
    expect(await verifyDraw({ ...proof, table: withSlot(0, { name: 'Renamed' }) }, hashing)).toMatchObject({ failed: null });
  });

  it.each([
    ['tickets that do not add up to 1 000 000', () => withSlot(0, { tickets: at(0).tickets + 1 })],
    ['an id with a separator', () => withSlot(0, { id: `${at(0).id}:1` })],
    ['an id with a line break', () => withSlot(0, { id: `${at(0).id}\n1:1` })],
    ['an empty id', () => withSlot(0, { id: '' })],
    ['a slot of zero tickets', () => [...proof.table, { id: 'ghost', name: 'Ghost', value: 1, tickets: 0 }]],
    ['a slot of a fraction of a ticket', () => withSlot(0, { tickets: at(0).tickets + 0.5 }).map((s, j) => (j === last ? { ...s, tickets: s.tickets - 0.5 } : s))],
    ['a negative value', () => withSlot(0, { value: -1 })],
  ] as const)('a table listed under its own digest but with %s fails the table step', async (_label, table) => {
    const result = await verifyDraw(await relisted(table()), hashing);
    const step = stepOf(result, 'table');
    expect(step.listed).toBe(step.digest);
    expect(result).toMatchObject({ kind: 'checked', failed: 'table' });
  });

  it.each([
    ['a separator', (id: string) => `${id}:x`],
    ['a line break', (id: string) => `${id}\nx`],
    ['a bar', (id: string) => `${id}|x`],
  ])('a listing whose case id holds %s fails the table step, even when this case is listed rightly', async (_label, id) => {
    const tables = proof.tables.map((t) => (t.caseId === proof.caseId ? t : { ...t, caseId: id(t.caseId) }));
    const result = await verifyDraw({ ...proof, tables }, hashing);
    expect(stepOf(result, 'table').listed).toBe(stepOf(result, 'table').digest);
    expect(result).toMatchObject({ failed: 'table' });
  });

  it('a slot hit beyond the tickets is no drop: a table short of tickets cannot name the slot', async () => {
    const result = await verifyDraw(await relisted(withSlot(last, { tickets: at(last).tickets - 1 })), hashing);
    expect(stepOf(result, 'slot')).toMatchObject({ ok: false, hit: null });
  });
});

describe('verifyDraw: sealed (the seed still secret)', () => {
  it('checks only the table, and passes a real one', async () => {
    const result = await verifyDraw(sealed.opening, hashing);
    expect(result).toMatchObject({ kind: 'sealed', failed: null });
    expect(result.kind !== 'forced' && result.steps.map((s) => s.id)).toEqual(['table']);
  });

  it('still catches a tampered table; what needs the seed is not claimed', async () => {
    const tables = sealed.opening.tables.map((t) => (t.caseId === sealed.opening.caseId ? { ...t, digest: '0'.repeat(64) } : t));
    expect(await verifyDraw({ ...sealed.opening, tables }, hashing)).toMatchObject({ kind: 'sealed', failed: 'table' });
    // A wrong nonce cannot be seen before the seed is out.
    expect(await verifyDraw({ ...sealed.opening, nonce: 99 }, hashing)).toMatchObject({ kind: 'sealed', failed: null });
  });
});
