import { beforeAll, describe, expect, it } from 'vitest';
import type { UpgradeRecord } from '@domain/features/fairness/rollRecords';
import type { DrawProof } from '@domain/model/fairness';
import { appJudgement, bothJudgements, loadOutsideVerifier, type OutsideVerifier } from './bothVerifiers';
import { honestOpening, honestUpgrade, ticketOf } from './honestRolls';
import {
  dropAt, expectBothMismatch, expectNamed, flip, listing, notDrop, otherHex, proofOf, recordOf, witnessed, withSlot, withTables,
  type Opening, type Tamper, type Upgrade,
} from './tamperKit';

/**
 * Every field a server (or a forger of receipts) could change, one at a time, on honest rolls
 * that both verifiers call verified: both must then say 'mismatch', name the same failed step and
 * the same disagreements, and among them the one expected for that field.
 */

/** Tickets moved from one slot to another: the total stays 1 000 000, the table is another. */
function moveTicket(p: DrawProof): DrawProof {
  if (p.table.length < 2) return withSlot(p, 0, { tickets: (p.table[0]?.tickets ?? 0) - 1 });
  const from = p.table.findIndex((s) => s.tickets > 1);
  const to = from === 0 ? 1 : 0;
  return { ...p, table: p.table.map((s, i) => (i === from ? { ...s, tickets: s.tickets - 1 } : i === to ? { ...s, tickets: s.tickets + 1 } : s)) };
}

const OPENING: Tamper<Opening>[] = [
  { what: 'proof: commitment', change: proofOf((p) => ({ ...p, commitment: flip(p.commitment) })), names: 'commitment' },
  { what: 'proof: client seed', change: proofOf((p) => ({ ...p, clientSeed: `${p.clientSeed}x` })), names: 'clientSeed' },
  { what: 'proof: nonce', change: proofOf((p) => ({ ...p, nonce: p.nonce + 1 })), names: 'nonceSkipped' },
  { what: 'proof: server seed', change: proofOf((p) => ({ ...p, serverSeed: `${p.serverSeed}0` })), names: 'commitment' },
  { what: 'proof: stated roll', change: proofOf((p) => ({ ...p, roll: (ticketOf(p.serverSeed as string, p.clientSeed, p.nonce) + 1) % 1_000_000 })), names: 'roll' },
  { what: 'proof: upgrade rule (other)', change: proofOf((p) => ({ ...p, upgradeRule: { edgeBp: (p.upgradeRule?.edgeBp ?? 0) === 1 ? 2 : 1, min: 1, max: 9500 } })), names: 'commitment' },
  { what: 'proof: upgrade rule (dropped or added)', change: proofOf((p) => ({ ...p, upgradeRule: p.upgradeRule ? null : { edgeBp: 1000, min: 1, max: 9500 } })), names: 'commitment' },
  { what: 'proof: case id', change: proofOf((p) => ({ ...p, caseId: `${p.caseId}-other` })), names: 'table' },
  { what: 'proof: drop id', change: proofOf((p) => ({ ...p, drop: { ...p.drop, id: `${p.drop.id}x` } })), names: 'slot' },
  { what: 'slot: id', change: proofOf((p) => withSlot(p, notDrop(p), { id: `${p.table[notDrop(p)]?.id}x` })), names: 'table' },
  { what: 'slot: id with a separator', change: proofOf((p) => withSlot(p, notDrop(p), { id: `a:${p.table[notDrop(p)]?.id}` })), names: 'table' },
  { what: 'slot: value', change: proofOf((p) => withSlot(p, notDrop(p), { value: (p.table[notDrop(p)]?.value ?? 0) + 0.01 })), names: 'table' },
  { what: 'slot: tickets moved', change: proofOf(moveTicket), names: 'table' },
  { what: 'slot: tickets as a fraction', change: proofOf((p) => withSlot(p, 0, { tickets: (p.table[0]?.tickets ?? 0) + 0.5 })), names: 'table' },
  { what: 'slot: the drop’s name', change: proofOf((p) => withSlot(p, dropAt(p), { name: `${p.table[dropAt(p)]?.name}x` })), names: 'drop' },
  { what: 'tables: the case listed twice', change: proofOf((p) => withTables(p, [...p.tables, p.tables[listing(p)] as DrawProof['tables'][number]])), names: 'table' },
  { what: 'tables: the case missing', change: proofOf((p) => withTables(p, p.tables.filter((t) => t.caseId !== p.caseId))), names: 'table' },
  { what: 'tables: another case id', change: proofOf((p) => withTables(p, p.tables.map((t) => (t.caseId === p.caseId ? { ...t, caseId: `${t.caseId}x` } : t)))), names: 'table' },
  { what: 'tables: a trailing space', change: proofOf((p) => withTables(p, p.tables.map((t) => (t.caseId === p.caseId ? { ...t, caseId: `${t.caseId} ` } : t)))), names: 'table' },
  { what: 'tables: the case’s digest', change: proofOf((p) => withTables(p, p.tables.map((t) => (t.caseId === p.caseId ? { ...t, digest: flip(t.digest) } : t)))), names: 'table' },
  { what: 'tables: another case’s digest', change: proofOf((p) => withTables(p, [...p.tables, { caseId: `${p.caseId}+more`, digest: otherHex }])), names: 'commitment' },
  { what: 'witness: commitment not shown', change: recordOf((w) => ({ ...w, commitment: null })), names: 'commitmentUnseen' },
  { what: 'witness: another commitment shown', change: recordOf((w) => ({ ...w, commitment: flip(w.commitment ?? '') })), names: 'commitmentUnseen' },
  { what: 'witness: other client seed', change: recordOf((w) => ({ ...w, clientSeed: `${w.clientSeed}y` })), names: 'clientSeed' },
  { what: 'witness: nonce skipped', change: recordOf((w) => ({ ...w, nonce: (w.nonce ?? 0) - 1 })), names: 'nonceSkipped' },
  { what: 'witness: nonce reused (announced past it)', change: recordOf((w) => ({ ...w, nonce: (w.nonce ?? 0) + 1 })), names: 'nonceSkipped' },
  { what: 'witness: the answer’s nonce', change: recordOf((w) => ({ ...w, receipt: w.receipt && { ...w.receipt, nonce: w.receipt.nonce + 1 } })), names: 'receipt' },
  { what: 'witness: other case', change: recordOf((w) => ({ ...w, caseId: `${w.caseId}z` })), names: 'case' },
  { what: 'witness: other chance', change: recordOf((w) => ({ ...w, chances: w.chances.map(([v, c], i) => [v, i === 0 ? (c ?? 0) + 1 : c] as const) })), names: 'chances' },
  { what: 'witness: other value', change: recordOf((w) => ({ ...w, chances: w.chances.map(([v, c], i) => [i === 0 ? v + 0.01 : v, c] as const) })), names: 'chances' },
  { what: 'witness: a skin more', change: recordOf((w) => ({ ...w, chances: [...w.chances, [1, 0.5] as const] })), names: 'chances' },
  { what: 'witness: other item id', change: recordOf((w) => ({ ...w, received: w.received && { ...w.received, id: `${w.received.id}q` } })), names: 'drop' },
  { what: 'witness: other item value', change: recordOf((w) => ({ ...w, received: w.received && { ...w.received, value: w.received.value + 1 } })), names: 'drop' },
  { what: 'witness: other item name', change: recordOf((w) => ({ ...w, received: w.received && { ...w.received, name: `${w.received.name}q` } })), names: 'drop' },
  { what: 'witness: revealed seed', change: (r) => ({ ...r, revealedSeed: `${r.revealedSeed}1` }), names: 'revealedSeed' },
  { what: 'witness: the nonce used by another roll under this seed', change: (r) => ({ ...r, extras: { noncesUsed: [r.proof.nonce] } }), names: 'nonceReused' },
  { what: 'witness: another upgrade rule announced with the commitment', change: recordOf((w) => ({ ...w, upgradeRule: { edgeBp: 7, min: 3, max: 9000 } })), names: 'upgradeRule' },
];

const UPGRADE: Tamper<Upgrade>[] = [
  { what: 'proof: chance', change: proofOf((p) => ({ ...p, chance: Math.round(p.chance * 100 + 1) / 100 })), names: 'rule' },
  { what: 'proof: outcome', change: proofOf((p) => ({ ...p, win: !p.win })), names: 'outcome' },
  { what: 'proof: donor id', change: proofOf((p) => ({ ...p, donor: { ...p.donor, id: `${p.donor.id}d` } })), names: 'upgradeItems' },
  { what: 'proof: donor value', change: proofOf((p) => ({ ...p, donor: { ...p.donor, value: p.donor.value + 1 } })), names: 'upgradeItems' },
  { what: 'proof: target id', change: proofOf((p) => ({ ...p, target: { ...p.target, id: `${p.target.id}t` } })), names: 'upgradeItems' },
  { what: 'proof: target value', change: proofOf((p) => ({ ...p, target: { ...p.target, value: p.target.value + 1 } })), names: 'upgradeItems' },
  { what: 'proof: tables digest', change: proofOf((p) => ({ ...p, tablesDigest: flip(p.tablesDigest) })), names: 'commitment' },
  { what: 'proof: no rule', change: proofOf((p) => ({ ...p, upgradeRule: null })), names: 'rule' },
  { what: 'proof: other rule', change: proofOf((p) => ({ ...p, upgradeRule: p.upgradeRule && { ...p.upgradeRule, max: p.upgradeRule.max === 10_000 ? 9_999 : 10_000, min: 1 } })), names: ['rule', 'commitment'] },
  { what: 'proof: client seed', change: proofOf((p) => ({ ...p, clientSeed: `${p.clientSeed}x` })), names: 'clientSeed' },
  { what: 'proof: server seed', change: proofOf((p) => ({ ...p, serverSeed: `${p.serverSeed}0` })), names: 'commitment' },
  { what: 'witness: other upgrade chance', change: recordOf((w) => ({ ...w, chance: w.chance + 0.01 })), names: 'upgradeChance' },
  { what: 'witness: other outcome', change: recordOf((w) => ({ ...w, won: !w.won })), names: 'upgradeOutcome' },
  { what: 'witness: another upgrade rule announced with the commitment', change: recordOf((w) => ({ ...w, upgradeRule: { edgeBp: 7, min: 3, max: 9000 } })), names: 'upgradeRule' },
  { what: 'witness: the nonce used by another roll under this seed', change: (r) => ({ ...r, extras: { noncesUsed: [r.proof.nonce] } }), names: 'nonceReused' },
  { what: 'witness: other donor', change: recordOf((w) => ({ ...w, donor: { ...w.donor, id: `${w.donor.id}w` } })), names: 'upgradeItems' },
  { what: 'witness: other target value', change: recordOf((w) => ({ ...w, target: { ...w.target, value: w.target.value + 0.5 } })), names: 'upgradeItems' },
  { what: 'witness: an opening’s record', change: recordOf((w) => ({ ...w, kind: 'opening', caseId: 'c', caseName: 'c', chances: [], itemId: null, received: null }) as unknown as UpgradeRecord), names: 'otherRoll' },
];

let outside: OutsideVerifier;
beforeAll(async () => {
  outside = await loadOutsideVerifier();
});

describe('a tampered receipt: both verifiers say mismatch and name the same step and fields', () => {
  const openings = witnessed<Opening>(honestOpening, 21);
  const upgrades = witnessed<Upgrade>(honestUpgrade, 22);
  it.each(OPENING.map((t) => [t.what, t] as const))('opening — %s', async (_what, tamper) => {
    await expectBothMismatch(outside, openings, tamper);
  });

  it.each(UPGRADE.map((t) => [t.what, t] as const))('upgrade — %s', async (_what, tamper) => {
    await expectBothMismatch(outside, upgrades, tamper);
  });

  it('sealed: a changed table or a different witness shows before the seed is revealed', async () => {
    const sealed = witnessed<Opening>(honestOpening, 23, true);
    for (const tamper of OPENING.filter((t) => /^(slot: (id|value|tickets moved)|tables: the case missing|witness: (other client seed|other case|other chance))$/.test(t.what))) {
      for (const roll of sealed) {
        const changed = tamper.change(roll);
        const { app, outside: other } = await bothJudgements(outside, changed.proof, changed.record, changed.revealedSeed);
        expect(other).toEqual(app);
        expect(app.verdict).toBe('mismatch');
        expectNamed(app, tamper.names);
      }
    }
  });

  it('the drop’s name in the proof is not evidence (neither committed nor compared: the drawn slot’s name is)', async () => {
    for (const roll of openings) {
      const proof = { ...roll.proof, drop: { ...roll.proof.drop, name: `${roll.proof.drop.name} (renamed)` } };
      const { app, outside: other } = await bothJudgements(outside, proof, roll.record, roll.revealedSeed);
      expect([app.verdict, other.verdict]).toEqual(['verified', 'verified']);
    }
  });

  it('a seed revealed to the device that contradicts the proof: a mismatch even without a record of the roll', async () => {
    for (const roll of [...openings, ...upgrades]) {
      const { app, outside: other } = await bothJudgements(outside, roll.proof, null, `${roll.revealedSeed}1`);
      expect(other).toEqual(app);
      expect(app).toEqual({ verdict: 'mismatch', step: null, fields: ['revealedSeed'] });
    }
  });

  it('a proof the server still sends sealed, though the seed was revealed to the device: checked with that seed', async () => {
    for (const roll of [...openings, ...upgrades]) {
      const sealed = { ...roll.proof, serverSeed: null };
      const { app, outside: other } = await bothJudgements(outside, sealed, roll.record, roll.revealedSeed ?? roll.proof.serverSeed);
      expect([app.verdict, other.verdict]).toEqual(['verified', 'verified']);
    }
  });

  it('names recorded in another language than the proof’s are not compared: a renamed item still verifies, in both', async () => {
    for (const roll of openings) {
      const record = { ...roll.record, lang: 'ru', received: roll.record.received && { ...roll.record.received, name: 'Другое имя' } };
      const { app, outside: other } = await bothJudgements(outside, roll.proof, record, roll.revealedSeed, { lang: 'en' });
      expect([app.verdict, other.verdict]).toEqual(['verified', 'verified']);
    }
  });

  it('a proof turned "forced" is no mismatch: forced in both (the live app: cannot be checked)', async () => {
    for (const roll of [...openings, ...upgrades]) {
      const proof = { ...roll.proof, forced: true };
      const { app, outside: other } = await bothJudgements(outside, proof, roll.record, roll.revealedSeed);
      expect([app.verdict, other.verdict]).toEqual(['forced', 'forced']);
      expect((await appJudgement(proof, roll.record, roll.revealedSeed, false)).verdict).toBe('unverifiable');
    }
  });
});
