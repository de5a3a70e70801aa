import { describe, expect, it } from 'vitest';
import { judgeRoll, type Witness } from '@domain/features/fairness/compareWithRecord';
import type { UpgradeRecord } from '@domain/features/fairness/rollRecords';
import { verifyUpgrade } from '@domain/features/fairness/verifyDraw';
import type { UpgradeProof } from '@domain/model/fairness';
import { hashing, realProofs } from './realProofs';
import { openingRecord, revealedOf, upgradeRecord, witnessOf } from './witnessFixtures';

/** An upgrade's verdict: its proof against itself, then against the items, chance and outcome the device saw. */

const { itemId, sealed, revealed } = realProofs();
const proof = revealed.upgrade;
const record = upgradeRecord(proof);

async function judge(p: UpgradeProof, witness: Witness) {
  return judgeRoll(p, await verifyUpgrade(p, hashing), witness);
}
const judgeRecord = (changes: Partial<UpgradeRecord>, witness: Partial<Witness> = {}) =>
  judge(proof, witnessOf({ ...record, ...changes }, { revealed: revealedOf(proof), ...witness }));

describe('judgeRoll (upgrade)', () => {
  it('verified when the record agrees; a won and a lost upgrade alike', async () => {
    expect(await judge(proof, witnessOf(record, { revealed: revealedOf(proof) }))).toEqual({ kind: 'verified', gaps: [] });
    const lost = revealed.second;
    expect(await judge(lost, witnessOf(upgradeRecord(lost)))).toEqual({ kind: 'verified', gaps: [] });
  });

  it('no record: unverifiable; sealed: sealed; forced: the demo’s, or unverifiable live', async () => {
    expect(await judge(proof, witnessOf(null))).toEqual({ kind: 'unverifiable', reason: 'no-record' });
    expect(await judge(sealed.upgrade, witnessOf(upgradeRecord(sealed.upgrade)))).toEqual({ kind: 'sealed' });
    expect(await judge({ ...proof, forced: true }, witnessOf(record))).toEqual({ kind: 'forced' });
    expect(await judge({ ...proof, forced: true }, witnessOf(record, { forcedAllowed: false }))).toEqual({ kind: 'unverifiable', reason: 'forced-live' });
  });

  it('an upgrade record has no chances to show: no gap for them', async () => {
    expect(await judge(proof, witnessOf({ ...record, lang: 'ru' }))).toEqual({ kind: 'verified', gaps: ['names-other-language'] });
  });

  it.each([
    ['the item staked', { donor: { ...record.donor, id: '9999' } }],
    ['the staked item’s value', { donor: { ...record.donor, value: record.donor.value + 0.01 } }],
    ['the staked item’s name', { donor: { ...record.donor, name: 'Another' } }],
    ['the target', { target: { ...record.target, id: '1' } }],
    ['the target’s value', { target: { ...record.target, value: record.target.value - 0.01 } }],
    ['the target’s name', { target: { ...record.target, name: 'Another' } }],
  ])('upgradeItems: the proof names other items than the ones shown (%s)', async (_label, change) => {
    expect(await judgeRecord(change)).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'upgradeItems' }] });
  });

  it('upgradeItems: names seen in another language are not compared, spaces and sub-hundredths not counted', async () => {
    expect(await judgeRecord({ lang: 'ru', donor: { ...record.donor, name: 'Глок' } })).toMatchObject({ kind: 'verified' });
    expect(await judgeRecord({ target: { ...record.target, name: ` ${record.target.name}\t`, value: record.target.value + 0.004 } })).toMatchObject({ kind: 'verified' });
  });

  it('upgradeChance: the chance is not the one shown (a hundredth counts; float noise does not)', async () => {
    expect(await judgeRecord({ chance: proof.chance + 0.01 })).toEqual({
      kind: 'mismatch', step: null, fields: [{ field: 'upgradeChance', shown: proof.chance + 0.01, proof: proof.chance }],
    });
    expect(await judgeRecord({ chance: proof.chance + 1e-9 })).toMatchObject({ kind: 'verified' });
  });

  it('upgradeOutcome: the player was told another outcome; no answer yet is no disagreement', async () => {
    expect(await judgeRecord({ won: !proof.win })).toEqual({
      kind: 'mismatch', step: null, fields: [{ field: 'upgradeOutcome', told: !proof.win, proof: proof.win }],
    });
    expect(await judgeRecord({ won: null })).toMatchObject({ kind: 'verified' });
  });

  it('the fields every roll shares: seed, nonce, commitment, receipt, revealed seed', async () => {
    expect(await judgeRecord({ clientSeed: 'mine' })).toMatchObject({ fields: [{ field: 'clientSeed' }] });
    expect(await judgeRecord({ nonce: proof.nonce - 1 })).toMatchObject({ fields: [{ field: 'nonceSkipped', announced: proof.nonce - 1 }] });
    expect(await judgeRecord({ commitment: null })).toMatchObject({ fields: [{ field: 'commitmentUnseen', shown: null }] });
    expect(await judgeRecord({ receipt: { ...record.receipt, nonce: 0 } as UpgradeRecord['receipt'] })).toMatchObject({ fields: [{ field: 'receipt' }] });
    const elsewhere = [{ ...revealedOf(proof)[0], serverSeed: 'ab'.repeat(32) }] as Witness['revealed'];
    expect(await judgeRecord({}, { revealed: elsewhere })).toMatchObject({ fields: [{ field: 'revealedSeed' }] });
  });

  it('nonceReused: an opening of this device took the same nonce under the same commitment', async () => {
    const opening = openingRecord(revealed.opening, itemId, { ref: 'o', receipt: { commitment: proof.commitment, clientSeed: 'x', nonce: proof.nonce } });
    expect(await judgeRecord({}, { records: [opening, record] })).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'nonceReused', proof: proof.nonce }] });
  });

  it('otherRoll: an upgrade’s proof for an opening the device recorded', async () => {
    const opening = openingRecord(revealed.opening, itemId, { commitment: proof.commitment, clientSeed: proof.clientSeed, nonce: proof.nonce, receipt: record.receipt });
    expect(await judge(proof, witnessOf(opening))).toEqual({ kind: 'mismatch', step: null, fields: [{ field: 'otherRoll' }] });
  });

  it('a failing step and the disagreements are reported together', async () => {
    const told = { ...proof, win: !proof.win };
    expect(await judge(told, witnessOf(record))).toEqual({
      kind: 'mismatch', step: 'outcome', fields: [{ field: 'upgradeOutcome', told: proof.win, proof: !proof.win }],
    });
  });
});
