import fc from 'fast-check';
import { expect } from 'vitest';
import type { OpeningRecord, UpgradeRecord } from '@domain/features/fairness/rollRecords';
import type { DrawProof, UpgradeProof } from '@domain/model/fairness';
import { bothJudgements, type OutsideVerifier, type WitnessExtras } from './bothVerifiers';
import { commitmentOf, sha256Hex, tableTextOf, type HonestRoll } from './honestRolls';

/** What the tampering tests share: witnessed honest rolls, one change at a time, and the check that both verifiers catch it alike. */

export type Opening = { proof: DrawProof; record: OpeningRecord; revealedSeed: string | null; extras?: WitnessExtras };
export type Upgrade = { proof: UpgradeProof; record: UpgradeRecord; revealedSeed: string | null; extras?: WitnessExtras };
export interface Tamper<R> {
  readonly what: string;
  readonly change: (roll: R) => R;
  /** The step or disagreement field that must be named (one of them, when several can come first). */
  readonly names: string | readonly string[];
}

export const ROLLS_PER_TAMPER = 6;
export const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
export const otherHex = '0123456789abcdef'.repeat(4);

/** Honest, revealed, witnessed rolls: the device saw the commitment, the nonce, the chances and the answer. */
export const witnessed = <R extends Opening | Upgrade>(arbitrary: fc.Arbitrary<HonestRoll>, seed: number, sealed = false) =>
  fc.sample(arbitrary.filter((r) => r.record !== null && r.expected === (sealed ? 'sealed' : 'verified')).map((r) => {
    const record = r.record as NonNullable<HonestRoll['record']>;
    const proof = r.proof;
    return {
      proof, revealedSeed: sealed ? null : proof.serverSeed,
      record: { ...record, nonce: proof.nonce, receipt: { commitment: proof.commitment, clientSeed: proof.clientSeed, nonce: proof.nonce },
        ...(record.kind === 'opening'
          ? { chances: proof.kind === 'opening' ? proof.table.map((s) => [s.value, s.tickets / 10_000] as const) : [], received: record.received ?? receivedOf(proof as DrawProof) }
          : { won: (proof as UpgradeProof).win }) },
    };
  }), { numRuns: ROLLS_PER_TAMPER, seed }) as unknown as R[];

/** The item an honest opening gives (its drop slot). */
function receivedOf(proof: DrawProof) {
  const slot = proof.table.find((s) => s.id === proof.drop.id);
  if (!slot) throw new Error('no drop slot');
  return { id: slot.id, name: slot.name, value: slot.value };
}

/** A slot other than the drop (a table of one slot gets a new one, which alone breaks the table). */
export const notDrop = (p: DrawProof) => Math.max(0, p.table.findIndex((s) => s.id !== p.drop.id));
export const dropAt = (p: DrawProof) => p.table.findIndex((s) => s.id === p.drop.id);
export const withSlot = (p: DrawProof, i: number, slot: Partial<DrawProof['table'][number]>) => ({ ...p, table: p.table.map((s, j) => (j === i ? { ...s, ...slot } : s)) });
export const listing = (p: DrawProof) => p.tables.findIndex((t) => t.caseId === p.caseId);
export const withTables = (p: DrawProof, tables: DrawProof['tables']) => ({ ...p, tables });
export const proofOf = <R extends { proof: object }>(change: (p: R['proof']) => R['proof']) => (r: R) => ({ ...r, proof: change(r.proof) }) as R;
export const recordOf = <R extends { record: object }>(change: (w: R['record']) => R['record']) => (r: R) => ({ ...r, record: change(r.record) }) as R;

export async function expectBothMismatch<R extends Opening | Upgrade>(outside: OutsideVerifier, rolls: readonly R[], tamper: Tamper<R>) {
  const judged = await Promise.all(rolls.map(async (roll) => {
    const base = await bothJudgements(outside, roll.proof, roll.record, roll.revealedSeed);
    expect(base.app.verdict, 'untouched').toBe('verified');
    const changed = tamper.change(roll);
    return bothJudgements(outside, changed.proof, changed.record, changed.revealedSeed, changed.extras);
  }));
  for (const { app, outside: other } of judged) {
    expect(other).toEqual(app);
    expect(app.verdict).toBe('mismatch');
    expectNamed(app, tamper.names);
  }
}

export function expectNamed(judgement: { step: string | null; fields: readonly string[] }, names: string | readonly string[]) {
  const named = [judgement.step, ...judgement.fields];
  expect(named.some((name) => name !== null && (typeof names === 'string' ? [names] : names).includes(name)), `${named.join(', ')} names ${String(names)}`).toBe(true);
}

/**
 * What a dishonest server could do from the start: commit to the changed table. Its digest is
 * listed, the commitment recomputed, and the device saw that commitment: only the rules on the
 * table itself (whole positive tickets adding up to 1 000 000, ids without separators, each case
 * listed once) can catch it.
 */
export function recommitted(roll: Opening, proof: DrawProof): Opening {
  const digest = sha256Hex(tableTextOf(proof.table));
  const tables = proof.tables.map((t) => (t.caseId === proof.caseId ? { ...t, digest } : t));
  const commitment = commitmentOf(proof.serverSeed as string, sha256Hex(tables.map((t) => `${t.caseId}:${t.digest}`).join('\n')), proof.upgradeRule);
  const receipt = roll.record.receipt && { ...roll.record.receipt, commitment };
  return { ...roll, proof: { ...proof, tables, commitment }, record: { ...roll.record, commitment, receipt } };
}
