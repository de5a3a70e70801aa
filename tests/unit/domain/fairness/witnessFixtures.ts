import type { Witness } from '@domain/features/fairness/compareWithRecord';
import type { RevealedSeed } from '@domain/features/fairness/FairPlayMemory';
import type { OpeningRecord, UpgradeRecord } from '@domain/features/fairness/rollRecords';
import type { DrawProof, UpgradeProof } from '@domain/model/fairness';

/** Records and witnesses that agree with a proof in every field; a test changes the one it is about. */

const base = (proof: DrawProof | UpgradeProof, ref: string) => ({
  ref, at: 1_000, commitment: proof.commitment, shownAt: 500, nonce: proof.nonce, upgradeRule: proof.upgradeRule,
  clientSeed: proof.clientSeed, lang: 'en', receipt: { commitment: proof.commitment, clientSeed: proof.clientSeed, nonce: proof.nonce },
});

export function openingRecord(proof: DrawProof, itemId: string, overrides: Partial<OpeningRecord> = {}): OpeningRecord {
  const drop = proof.table.find((slot) => slot.id === proof.drop.id);
  if (!drop) throw new Error('the drop is not in its table');
  return {
    ...base(proof, `open-${itemId}`), kind: 'opening', caseId: proof.caseId, caseName: 'Case two',
    chances: proof.table.map((slot) => [slot.value, slot.tickets / 10_000] as const),
    itemId, received: { id: drop.id, name: drop.name, value: drop.value }, ...overrides,
  };
}

export function upgradeRecord(proof: UpgradeProof, overrides: Partial<UpgradeRecord> = {}): UpgradeRecord {
  return {
    ...base(proof, `up-${proof.donor.id}`), kind: 'upgrade', donor: { ...proof.donor }, target: { ...proof.target },
    chance: proof.chance, won: proof.win, ...overrides,
  };
}

export function revealedOf(proof: DrawProof | UpgradeProof): RevealedSeed[] {
  return proof.serverSeed === null ? [] : [{ commitment: proof.commitment, serverSeed: proof.serverSeed, nonce: proof.nonce + 5, at: 2_000 }];
}

/** The device's witness of a roll: this record among its records, the seeds revealed to it, English, the demo. */
export function witnessOf(record: Witness['record'], overrides: Partial<Witness> = {}): Witness {
  return { record, records: record ? [record] : [], revealed: [], lang: 'en', forcedAllowed: true, ...overrides };
}
