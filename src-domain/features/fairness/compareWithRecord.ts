import type { DrawProof, RollProof, TicketSlot, UpgradeProof } from '@domain/model/fairness';
import { decimalsOf } from '@domain/features/cases/caseOdds';
import { hundredthsOf, slotForTicket, TABLE_TICKETS } from './provablyFair';
import type { RevealedSeed } from './FairPlayMemory';
import type { OpeningRecord, RollRecord, SeenItem, ShownChance, UpgradeRecord } from './rollRecords';
import type { StepId, Verification } from './verifyDraw';

/**
 * The device as a witness: a proof is checked against itself (verifyDraw) and then against what
 * this device saw and sent before the roll (its RollRecord). Each disagreement is named, so the
 * player is told which part of the server's story differs from their own.
 */
export type Disagreement =
  /** The proof is for another case than the one opened. */
  | { readonly field: 'case'; readonly opened: string; readonly proof: string }
  /** The proof's table is not the chances (and values) the case page showed. */
  | { readonly field: 'chances' }
  /** The roll used another client seed than this device sent. */
  | { readonly field: 'clientSeed'; readonly sent: string; readonly proof: string }
  /** The nonce was not the one announced before the roll. */
  | { readonly field: 'nonceSkipped'; readonly announced: number; readonly proof: number }
  /** The nonce was used by another roll this device made under the same seed. */
  | { readonly field: 'nonceReused'; readonly proof: number }
  /** The commitment was not shown to this device before the roll (null: none was). */
  | { readonly field: 'commitmentUnseen'; readonly shown: string | null; readonly proof: string }
  /** The drawn skin is not the item received. */
  | { readonly field: 'drop'; readonly received: SeenItem; readonly proof: Pick<SeenItem, 'id' | 'name'> & { readonly value: number | null } }
  /** The server seed is not the one revealed to this device when the seed was rotated. */
  | { readonly field: 'revealedSeed' }
  /** The roll's answer said another commitment, client seed or nonce than the proof. */
  | { readonly field: 'receipt' }
  /** The proof is of another kind of roll (an upgrade's for an opening, or the other way round). */
  | { readonly field: 'otherRoll' }
  /** The upgrade proof names other items than the ones staked and aimed at. */
  | { readonly field: 'upgradeItems' }
  /** The upgrade's chance is not the one shown before it. */
  | { readonly field: 'upgradeChance'; readonly shown: number; readonly proof: number }
  /** The upgrade's outcome is not the one the player was told. */
  | { readonly field: 'upgradeOutcome'; readonly told: boolean; readonly proof: boolean };

export type DisagreementField = Disagreement['field'];

/** What could not be compared, so the player knows what "verified" rests on. */
export type ComparisonGap = 'no-chances-shown' | 'names-other-language';

export type RollVerdict =
  /** Consistent, and agrees with everything this device knows. */
  | { readonly kind: 'verified'; readonly gaps: readonly ComparisonGap[] }
  /** A step of the proof fails (`step`), or it disagrees with what the device saw (`fields`). */
  | { readonly kind: 'mismatch'; readonly step: StepId | null; readonly fields: readonly Disagreement[] }
  /** Agrees so far; the server seed is still secret. */
  | { readonly kind: 'sealed' }
  /** Consistent, but the device cannot vouch for it: no record of the roll, or a live server calls it forced. */
  | { readonly kind: 'unverifiable'; readonly reason: 'no-record' | 'forced-live' }
  /** The demo's developer tools chose the outcome: there is no draw to verify. */
  | { readonly kind: 'forced' };

export interface Witness {
  /** This device's record of the roll, or null when it has none (another phone, cleared storage). */
  readonly record: RollRecord | null;
  /** Every roll this device recorded (a nonce used twice shows across them). */
  readonly records: readonly RollRecord[];
  readonly revealed: readonly RevealedSeed[];
  /** The app's language now: names are compared only in the language they were seen in. */
  readonly lang: string;
  /** A forced outcome is the demo's developer tools; a live server that claims one cannot be checked. */
  readonly forcedAllowed: boolean;
}

/** The verdict on a roll: its proof against itself, then against the device's record. */
export function judgeRoll(proof: RollProof, verification: Verification, witness: Witness): RollVerdict {
  if (verification.kind === 'forced') return witness.forcedAllowed ? { kind: 'forced' } : { kind: 'unverifiable', reason: 'forced-live' };
  const step = verification.failed;
  const { record } = witness;
  const fields = record ? disagreements(proof, verification, record, witness) : [];
  if (step !== null || fields.length > 0) return { kind: 'mismatch', step, fields };
  if (verification.kind === 'sealed') return { kind: 'sealed' };
  if (!record) return { kind: 'unverifiable', reason: 'no-record' };
  return { kind: 'verified', gaps: gaps(record, witness) };
}

function gaps(record: RollRecord, witness: Witness): ComparisonGap[] {
  const found: ComparisonGap[] = [];
  if (record.kind === 'opening' && !record.chances.some(([, chance]) => chance !== null)) found.push('no-chances-shown');
  if (record.lang !== witness.lang) found.push('names-other-language');
  return found;
}

function disagreements(proof: RollProof, verification: Verification, record: RollRecord, witness: Witness): Disagreement[] {
  const found: Disagreement[] = [];
  if (record.commitment !== proof.commitment) found.push({ field: 'commitmentUnseen', shown: record.commitment, proof: proof.commitment });
  if (record.clientSeed !== proof.clientSeed) found.push({ field: 'clientSeed', sent: record.clientSeed, proof: proof.clientSeed });
  if (record.nonce !== null && record.nonce !== proof.nonce) found.push({ field: 'nonceSkipped', announced: record.nonce, proof: proof.nonce });
  const reused = witness.records.some((other) => other.ref !== record.ref && other.receipt?.commitment === proof.commitment && other.receipt.nonce === proof.nonce);
  if (reused) found.push({ field: 'nonceReused', proof: proof.nonce });
  const receipt = record.receipt;
  if (receipt && (receipt.commitment !== proof.commitment || receipt.clientSeed !== proof.clientSeed || receipt.nonce !== proof.nonce)) {
    found.push({ field: 'receipt' });
  }
  const revealed = witness.revealed.find((seed) => seed.commitment === proof.commitment);
  if (revealed && proof.serverSeed !== null && revealed.serverSeed !== proof.serverSeed) found.push({ field: 'revealedSeed' });
  if (proof.kind === 'opening' && record.kind === 'opening') found.push(...openingDisagreements(proof, verification, record, witness.lang));
  else if (proof.kind === 'upgrade' && record.kind === 'upgrade') found.push(...upgradeDisagreements(proof, record, witness.lang));
  else found.push({ field: 'otherRoll' });
  return found;
}

function openingDisagreements(proof: DrawProof, verification: Verification, record: OpeningRecord, lang: string): Disagreement[] {
  const found: Disagreement[] = [];
  if (proof.caseId !== record.caseId) found.push({ field: 'case', opened: record.caseId, proof: proof.caseId });
  if (!chancesAgree(record.chances, proof.table)) found.push({ field: 'chances' });
  const received = record.received;
  if (received) {
    const slot = drawnSlot(proof, verification);
    const drawn = slot ? { id: slot.id, name: slot.name, value: slot.value } : { id: proof.drop.id, name: proof.drop.name, value: null };
    const sameName = record.lang !== lang || drawn.name.trim() === received.name.trim();
    const sameValue = drawn.value === null || hundredthsOf(drawn.value) === hundredthsOf(received.value);
    if (drawn.id !== received.id || !sameValue || !sameName || proof.drop.id !== received.id) found.push({ field: 'drop', received, proof: drawn });
  }
  return found;
}

/** The slot the verifier drew (once the seed is known), else the slot the proof names as the drop. */
function drawnSlot(proof: DrawProof, verification: Verification): TicketSlot | null {
  const roll = verification.kind === 'checked' ? verification.steps.find((s) => s.id === 'roll') : undefined;
  if (roll?.id === 'roll') return slotForTicket(proof.table, roll.roll.ticket)?.slot ?? null;
  return proof.table.find((slot) => slot.id === proof.drop.id) ?? null;
}

function upgradeDisagreements(proof: UpgradeProof, record: UpgradeRecord, lang: string): Disagreement[] {
  const found: Disagreement[] = [];
  const sameItem = (a: SeenItem, b: SeenItem) =>
    a.id === b.id && hundredthsOf(a.value) === hundredthsOf(b.value) && (record.lang !== lang || a.name.trim() === b.name.trim());
  if (!sameItem(proof.donor, record.donor) || !sameItem(proof.target, record.target)) found.push({ field: 'upgradeItems' });
  if (hundredthsOf(proof.chance) !== hundredthsOf(record.chance)) found.push({ field: 'upgradeChance', shown: record.chance, proof: proof.chance });
  if (record.won !== null && record.won !== proof.win) found.push({ field: 'upgradeOutcome', told: record.won, proof: proof.win });
  return found;
}

/**
 * Whether a table is the case page's chances: the same skin values, one for one, and each shown
 * chance within half a unit of its last shown decimal of the slot's tickets. A skin shown at 0 %
 * cannot drop and need not be in the table.
 */
export function chancesAgree(shown: readonly ShownChance[], table: readonly TicketSlot[]): boolean {
  const listed = shown.filter(([, chance]) => chance !== 0);
  if (listed.length !== table.length) return false;
  const byValue = (a: readonly [number, number | null], b: readonly [number, number | null]) =>
    a[0] - b[0] || (a[1] ?? -1) - (b[1] ?? -1);
  const left = listed.map(([value, chance]) => [hundredthsOf(value), chance] as const).sort(byValue);
  const right = table.map((slot) => [hundredthsOf(slot.value), (slot.tickets / TABLE_TICKETS) * 100] as const).sort(byValue);
  return left.every(([value, chance], i) => {
    const [tableValue, tableChance] = right[i] as readonly [number, number];
    return value === tableValue && (chance === null || Math.abs(chance - tableChance) <= halfUnitOf(chance) + 1e-9);
  });
}

/** Half a unit of the last decimal a chance was published with (at most 6 decimals). */
export function halfUnitOf(chance: number): number {
  return 0.5 * 10 ** -decimalsOf(chance);
}
