import { describe, expect, it } from 'vitest';
import { chancesAgree, judgeRoll, type Witness } from '@domain/features/fairness/compareWithRecord';
import type { OpeningRecord } from '@domain/features/fairness/rollRecords';
import { verifyDraw, type Verification } from '@domain/features/fairness/verifyDraw';
import type { DrawProof, TicketSlot } from '@domain/model/fairness';
import { hashing, realProofs } from './realProofs';
import { openingRecord, revealedOf, witnessOf } from './witnessFixtures';

/** The edges of an opening's verdict: seeds of other commitments, half-shown chances, unanswered rolls, look-alike slots. */

const { itemId, sealed, revealed } = realProofs();
const proof = revealed.opening;
const record = openingRecord(proof, itemId);

async function judge(p: DrawProof, witness: Witness) {
  return judgeRoll(p, await verifyDraw(p, hashing), witness);
}

describe('judgeRoll (opening): what does not count against a roll', () => {
  it('a seed revealed for another commitment says nothing of this one', async () => {
    const elsewhere = { commitment: 'e'.repeat(64), serverSeed: '0'.repeat(64), nonce: 9, at: 1_500 };
    expect(await judge(proof, witnessOf(record, { revealed: [elsewhere, ...revealedOf(proof)] }))).toEqual({ kind: 'verified', gaps: [] });
  });

  it('a proof still sealed is not held to a seed this device has since seen revealed', async () => {
    const sealedRecord = openingRecord(sealed.opening, itemId);
    expect(await judge(sealed.opening, witnessOf(sealedRecord, { revealed: revealedOf(proof) }))).toEqual({ kind: 'sealed' });
  });

  it('some chances shown is no gap: only a page that showed none', async () => {
    const some = record.chances.map(([value, chance], i) => [value, i === 0 ? null : chance] as const);
    expect(await judge(proof, witnessOf({ ...record, chances: some }))).toEqual({ kind: 'verified', gaps: [] });
  });

  it('another roll of this device still unanswered (no receipt) is not a reused nonce', async () => {
    const unanswered: OpeningRecord = { ...record, ref: 'waiting', receipt: null, itemId: null, received: null };
    expect(await judge(proof, witnessOf(record, { records: [unanswered, record] }))).toEqual({ kind: 'verified', gaps: [] });
  });

  it('upgradeRule: a rule announced with the commitment that differs in its edge, minimum or maximum', async () => {
    const rule = proof.upgradeRule;
    if (!rule) throw new Error('the demo commits to an upgrade rule');
    for (const change of [{ edgeBp: rule.edgeBp + 1 }, { min: rule.min + 1 }, { max: rule.max - 1 }]) {
      const announced = { ...record, upgradeRule: { ...rule, ...change } };
      expect(await judge(proof, witnessOf(announced)), JSON.stringify(change)).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'upgradeRule' }] });
    }
  });
});

describe('judgeRoll (opening): the slot the roll drew', () => {
  // Two slots alike in name and value but not in id: the drop is the item with the drop's id.
  const twinA: TicketSlot = { id: 'a', name: 'AK-47 | Redline', value: 12, tickets: 500_000 };
  const twinB: TicketSlot = { id: 'b', name: 'AK-47 | Redline', value: 12, tickets: 400_000 };
  const twins: DrawProof = { ...proof, table: [twinA, twinB], drop: { id: 'a', name: twinA.name } };
  const twinsRecord = openingRecord(twins, itemId, { chances: [[12, 50], [12, 40]] });
  /** A recomputed verification whose roll drew `ticket` (the other steps are not what is judged here). */
  const rolled = (ticket: number): Verification => ({
    kind: 'checked',
    failed: 'slot',
    steps: [{ id: 'roll', ok: true, message: 'm', hmac: 'h', roll: { ticket } as never, stated: null }],
  });

  it('a roll that drew the drop’s twin (same name and value, another id) disagrees with the item received', () => {
    expect(judgeRoll(twins, rolled(700_000), witnessOf(twinsRecord))).toEqual({
      kind: 'mismatch', step: 'slot', fields: [{ field: 'drop', received: twinsRecord.received, proof: { id: 'b', name: twinB.name, value: 12 } }],
    });
  });

  it('a roll past the end of a short table: the drop is held to the proof’s own id and name, without a value', () => {
    expect(judgeRoll(twins, rolled(950_000), witnessOf(twinsRecord))).toEqual({ kind: 'mismatch', step: 'slot', fields: [] });
    const other = { ...twinsRecord, received: { id: 'b', name: twinB.name, value: 12 } };
    expect(judgeRoll(twins, rolled(950_000), witnessOf(other))).toEqual({
      kind: 'mismatch', step: 'slot', fields: [{ field: 'drop', received: other.received, proof: { id: 'a', name: twinA.name, value: null } }],
    });
  });
});

describe('chancesAgree: skins of one value', () => {
  const slot = (value: number, tickets: number, id: string): TicketSlot => ({ id, name: id, value, tickets });

  it('one shown without a chance takes any slot of its value, however large', () => {
    expect(chancesAgree([[5, null], [5, 30], [1, 10]], [slot(5, 600_000, 'a'), slot(5, 300_000, 'b'), slot(1, 100_000, 'c')])).toBe(true);
  });

  it('the precise chance is matched first, whichever order the page listed them in', () => {
    // 1 % (±0.5) and 1.2 % (±0.05) over slots of 1.2 % and 1.4 %: only 1.2 ↔ 1.2, 1 ↔ 1.4 fits.
    const table = [slot(5, 12_000, 'a'), slot(5, 14_000, 'b'), slot(1, 974_000, 'c')];
    expect(chancesAgree([[5, 1], [5, 1.2], [1, 97.4]], table)).toBe(true);
    expect(chancesAgree([[5, 1.2], [5, 1], [1, 97.4]], table)).toBe(true);
  });
});
