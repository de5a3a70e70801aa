import { describe, expect, it } from 'vitest';
import { judgeRoll, type Witness } from '@domain/features/fairness/compareWithRecord';
import type { OpeningRecord } from '@domain/features/fairness/rollRecords';
import { verifyDraw } from '@domain/features/fairness/verifyDraw';
import type { DrawProof, TicketSlot } from '@domain/model/fairness';
import { hashing, realProofs } from './realProofs';
import { openingRecord, revealedOf, witnessOf } from './witnessFixtures';

/**
 * An opening's verdict: its proof against itself, then against this device's record. Each field
 * of the record that disagrees is named; "verified" needs a record and no disagreement.
 */

const { itemId, sealed, revealed } = realProofs();
const proof = revealed.opening;
const record = openingRecord(proof, itemId);
const drop = proof.table.find((s) => s.id === proof.drop.id) as TicketSlot;
const other = proof.table.find((s) => s.id !== proof.drop.id) as TicketSlot;

async function judge(p: DrawProof, witness: Witness) {
  return judgeRoll(p, await verifyDraw(p, hashing), witness);
}
const judgeRecord = (changes: Partial<OpeningRecord>, witness: Partial<Witness> = {}) => {
  const changed = { ...record, ...changes };
  return judge(proof, witnessOf(changed, { revealed: revealedOf(proof), ...witness }));
};

describe('judgeRoll (opening): verdicts', () => {
  it('verified, with no gaps, when the record agrees in everything', async () => {
    expect(await judge(proof, witnessOf(record, { revealed: revealedOf(proof) }))).toEqual({ kind: 'verified', gaps: [] });
  });

  it('without a record a consistent proof cannot be vouched for', async () => {
    expect(await judge(proof, witnessOf(null))).toEqual({ kind: 'unverifiable', reason: 'no-record' });
  });

  it('without a record a failing step is still a mismatch, with no fields', async () => {
    expect(await judge({ ...proof, nonce: proof.nonce + 1 }, witnessOf(null))).toEqual({ kind: 'mismatch', step: 'roll', fields: [] });
  });

  it('sealed while the seed is secret and the record agrees; a disagreement is a mismatch at once', async () => {
    const sealedRecord = openingRecord(sealed.opening, itemId);
    expect(await judge(sealed.opening, witnessOf(sealedRecord))).toEqual({ kind: 'sealed' });
    expect(await judge(sealed.opening, witnessOf(null))).toEqual({ kind: 'sealed' });
    expect(await judge(sealed.opening, witnessOf({ ...sealedRecord, clientSeed: 'mine' }))).toMatchObject({ kind: 'mismatch', step: null, fields: [{ field: 'clientSeed' }] });
  });

  it('a forced drop is the demo’s developer tools; a live server that claims one cannot be checked', async () => {
    const forced = { ...proof, forced: true };
    expect(await judge(forced, witnessOf(record, { forcedAllowed: true }))).toEqual({ kind: 'forced' });
    expect(await judge(forced, witnessOf(record, { forcedAllowed: false }))).toEqual({ kind: 'unverifiable', reason: 'forced-live' });
  });

  it('a failing step and the record’s disagreements are both reported', async () => {
    // The proof names another slot as the drop, and the device received that slot: the roll draws
    // the real drop, so the slot step fails and the drop differs from what the roll drew.
    const claimed = { ...proof, drop: { id: other.id, name: other.name } };
    const verdict = await judge(claimed, witnessOf({ ...record, received: { id: other.id, name: other.name, value: other.value } }));
    expect(verdict).toMatchObject({ kind: 'mismatch', step: 'slot', fields: [{ field: 'drop', proof: { id: drop.id, value: drop.value } }] });
  });

  it('a proof that names another drop than the roll draws differs from the item received, even when the roll draws it', async () => {
    const claimed = { ...proof, drop: { id: other.id, name: other.name } };
    expect(await judge(claimed, witnessOf(record))).toMatchObject({
      kind: 'mismatch', step: 'slot', fields: [{ field: 'drop', received: record.received, proof: { id: drop.id } }],
    });
  });

  it('while sealed, the drop named by the proof is held to the item received, by its table value', async () => {
    const sealedRecord = openingRecord(sealed.opening, itemId);
    const received = { ...drop, value: drop.value + 1 };
    expect(await judge(sealed.opening, witnessOf({ ...sealedRecord, received }))).toEqual({
      kind: 'mismatch', step: null, fields: [{ field: 'drop', received, proof: { id: drop.id, name: drop.name, value: drop.value } }],
    });
  });

  it('gaps: no chance shown, and names seen in another language (then not compared)', async () => {
    const unshown = record.chances.map(([value]) => [value, null] as const);
    expect(await judgeRecord({ chances: unshown })).toEqual({ kind: 'verified', gaps: ['no-chances-shown'] });
    const russian = { ...record, lang: 'ru', received: { ...drop, name: 'Другое имя' } };
    expect(await judge(proof, witnessOf(russian))).toEqual({ kind: 'verified', gaps: ['names-other-language'] });
  });
});

describe('judgeRoll (opening): each disagreement is named', () => {
  it('case: the proof is for another case than the one opened', async () => {
    expect(await judgeRecord({ caseId: '9' })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'case', opened: '9', proof: proof.caseId }] });
  });

  it('chances: the table is not what the case page showed', async () => {
    const tweaked = record.chances.map(([value, chance], i) => [value, i === 0 ? (chance ?? 0) + 0.01 : chance] as const);
    expect(await judgeRecord({ chances: tweaked })).toMatchObject({ kind: 'mismatch', fields: [{ field: 'chances' }] });
    const revalued = record.chances.map(([value, chance], i) => [i === 0 ? value + 1 : value, chance] as const);
    expect(await judgeRecord({ chances: revalued })).toMatchObject({ kind: 'mismatch', fields: [{ field: 'chances' }] });
    expect(await judgeRecord({ chances: record.chances.slice(1) })).toMatchObject({ kind: 'mismatch', fields: [{ field: 'chances' }] });
  });

  it('chances: rounded for display within half a unit, and zero-chance skins shown beside, still agree', async () => {
    const rounded = record.chances.map(([value, chance]) => [value, Math.round((chance ?? 0) * 100) / 100] as const);
    const padded = [...rounded.filter(([, c]) => c !== 0), [999, 0] as const, [0.01, 0] as const];
    expect(await judgeRecord({ chances: padded })).toEqual({ kind: 'verified', gaps: [] });
  });

  it('clientSeed: the roll used another seed than this device sent', async () => {
    expect(await judgeRecord({ clientSeed: 'mine' })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'clientSeed', sent: 'mine', proof: proof.clientSeed }] });
  });

  it('nonceSkipped: the nonce was not the one announced (no announcement: nothing to hold it to)', async () => {
    expect(await judgeRecord({ nonce: proof.nonce + 3 })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'nonceSkipped', announced: proof.nonce + 3, proof: proof.nonce }] });
    expect(await judgeRecord({ nonce: null })).toMatchObject({ kind: 'verified' });
  });

  it('nonceReused: another roll of this device had the same nonce under the same commitment', async () => {
    const twin = { ...record, ref: 'another', itemId: 'other-item' };
    expect(await judgeRecord({}, { records: [record, twin] })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'nonceReused', proof: proof.nonce }] });
    const underOther = { ...twin, receipt: { ...record.receipt, commitment: 'f'.repeat(64) } } as OpeningRecord;
    expect(await judgeRecord({}, { records: [record, underOther] })).toMatchObject({ kind: 'verified' });
    const otherNonce = { ...twin, receipt: { ...record.receipt, nonce: proof.nonce + 1 } } as OpeningRecord;
    expect(await judgeRecord({}, { records: [record, otherNonce] })).toMatchObject({ kind: 'verified' });
  });

  it('commitmentUnseen: the commitment was not the one shown before the roll, or none was', async () => {
    const shown = 'e'.repeat(64);
    expect(await judgeRecord({ commitment: shown })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'commitmentUnseen', shown, proof: proof.commitment }] });
    expect(await judgeRecord({ commitment: null })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'commitmentUnseen', shown: null, proof: proof.commitment }] });
  });

  it.each([
    ['its id', { id: other.id }],
    ['its value (a hundredth off)', { value: drop.value + 0.01 }],
    ['its name, in the language it was seen in', { name: 'Another skin' }],
  ])('drop: the item received differs by %s', async (_label, change) => {
    const received = { id: drop.id, name: drop.name, value: drop.value, ...change };
    expect(await judgeRecord({ received })).toEqual({
      kind: 'mismatch', step: null, fields: [{ field: 'drop', received, proof: { id: drop.id, name: drop.name, value: drop.value } }],
    });
  });

  it('drop: a value below a hundredth apart, spaces around a name and an unanswered roll are no disagreement', async () => {
    expect(await judgeRecord({ received: { id: drop.id, name: ` ${drop.name} `, value: drop.value + 0.001 } })).toMatchObject({ kind: 'verified' });
    expect(await judgeRecord({ received: null, itemId })).toMatchObject({ kind: 'verified' });
  });

  it('revealedSeed: the seed is not the one revealed to this device', async () => {
    const revealedElse = [{ ...revealedOf(proof)[0], serverSeed: '0'.repeat(64) }] as Witness['revealed'];
    expect(await judgeRecord({}, { revealed: revealedElse })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'revealedSeed' }] });
  });

  it('receipt: the answer said another commitment, client seed or nonce than the proof', async () => {
    for (const change of [{ nonce: proof.nonce + 1 }, { clientSeed: 'x' }, { commitment: 'e'.repeat(64) }]) {
      const receipt = { ...record.receipt, ...change } as OpeningRecord['receipt'];
      expect(await judgeRecord({ receipt }), JSON.stringify(change)).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'receipt' }] });
    }
  });

  it('otherRoll: an opening’s proof for an upgrade the device recorded', async () => {
    const upgrade = {
      ...record, kind: 'upgrade' as const, donor: { id: itemId, name: 'x', value: 1 }, target: { id: 't', name: 'y', value: 2 }, chance: 40, won: true,
    };
    expect(await judge(proof, witnessOf(upgrade))).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'otherRoll' }] });
  });
});
