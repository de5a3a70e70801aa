import { beforeAll, describe, it } from 'vitest';
import type { DrawProof } from '@domain/model/fairness';
import { loadOutsideVerifier, type OutsideVerifier } from './bothVerifiers';
import { honestOpening } from './honestRolls';
import { expectBothMismatch, notDrop, recommitted, witnessed, withSlot, type Opening, type Tamper } from './tamperKit';

/**
 * A table a dishonest server commits to from the start (tamperKit.recommitted): the digest is
 * listed and the commitment shown before the roll is that table's, so nothing but the rules on
 * the table itself can catch it. Both verifiers must, at the 'table' step, and alike.
 */

const slot = (p: DrawProof, at: number) => p.table[at] as DrawProof['table'][number];
/** Moves tickets between a slot other than the drop and another, keeping the total. */
function shift(p: DrawProof, tickets: (from: number) => number): DrawProof {
  const from = notDrop(p);
  const to = from === 0 ? 1 : 0;
  const moved = slot(p, from).tickets - tickets(slot(p, from).tickets);
  return withSlot(withSlot(p, from, { tickets: tickets(slot(p, from).tickets) }), to, { tickets: slot(p, to).tickets + moved });
}

const RULES: Tamper<Opening>[] = [
  { what: 'a slot id with ":"', change: (r) => recommitted(r, withSlot(r.proof, notDrop(r.proof), { id: `a:${slot(r.proof, notDrop(r.proof)).id}` })), names: 'table' },
  { what: 'a slot id with a line break', change: (r) => recommitted(r, withSlot(r.proof, notDrop(r.proof), { id: `a\n${slot(r.proof, notDrop(r.proof)).id}` })), names: 'table' },
  { what: 'a slot id with "|"', change: (r) => recommitted(r, withSlot(r.proof, notDrop(r.proof), { id: `a|${slot(r.proof, notDrop(r.proof)).id}` })), names: 'table' },
  { what: 'an empty slot id', change: (r) => recommitted(r, withSlot(r.proof, notDrop(r.proof), { id: '' })), names: 'table' },
  { what: 'another case listed under an id with "|"', change: (r) => recommitted(r, { ...r.proof, tables: [...r.proof.tables, { caseId: 'x|y', digest: '0'.repeat(64) }] }), names: 'table' },
  { what: 'the case listed twice', change: (r) => recommitted(r, { ...r.proof, tables: [...r.proof.tables, ...r.proof.tables.filter((t) => t.caseId === r.proof.caseId)] }), names: 'table' },
  {
    what: 'another case listed twice (one listing could hide a second table)',
    change: (r) => recommitted(r, { ...r.proof, tables: [...r.proof.tables, { caseId: 'twice', digest: '0'.repeat(64) }, { caseId: 'twice', digest: '1'.repeat(64) }] }),
    names: 'table',
  },
  { what: 'a ticket too many', change: (r) => recommitted(r, withSlot(r.proof, notDrop(r.proof), { tickets: slot(r.proof, notDrop(r.proof)).tickets + 1 })), names: 'table' },
  { what: 'a slot of no tickets', change: (r) => recommitted(r, shift(r.proof, () => 0)), names: 'table' },
  { what: 'a slot of negative tickets', change: (r) => recommitted(r, shift(r.proof, () => -5)), names: 'table' },
  { what: 'a slot of half tickets', change: (r) => recommitted(r, shift(r.proof, (t) => t - 0.5)), names: 'table' },
  { what: 'a negative value', change: (r) => recommitted(r, withSlot(r.proof, notDrop(r.proof), { value: -0.01 })), names: 'table' },
];

let outside: OutsideVerifier;
beforeAll(async () => {
  outside = await loadOutsideVerifier();
});

describe('a table committed to from the start, but against the rules: both verifiers fail it at the table', () => {
  const openings = witnessed<Opening>(honestOpening.filter((r) => (r.proof as DrawProof).table.length >= 2), 31);

  it.each(RULES.map((t) => [t.what, t] as const))('%s', async (_what, tamper) => {
    await expectBothMismatch(outside, openings, tamper);
  });
});
