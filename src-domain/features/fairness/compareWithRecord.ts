import type { DrawProof, RollProof, TicketSlot, UpgradeProof, UpgradeRule } from '@domain/model/fairness';
import { decimalsOf } from '@domain/features/cases/caseOdds';
import { hundredthsOf, slotForTicket, TABLE_TICKETS } from './provablyFair';
import type { RevealedSeed } from './FairPlayMemory';
import type { OpeningRecord, RollRecord, SeenItem, SeenReceipt, ShownChance, UpgradeRecord } from './rollRecords';
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
  | { readonly field: 'upgradeOutcome'; readonly told: boolean; readonly proof: boolean }
  /** The upgrade rule the commitment covers is not the one announced with it. */
  | { readonly field: 'upgradeRule' };

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
  // A seed revealed to this device contradicts the proof whether or not the device recorded the roll.
  const revealed = witness.revealed.find((seed) => seed.commitment === proof.commitment);
  const fields: Disagreement[] = revealed && proof.serverSeed !== null && revealed.serverSeed !== proof.serverSeed ? [{ field: 'revealedSeed' }] : [];
  if (record) fields.push(...disagreements(proof, verification, record, witness));
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

/** A verification with steps: a forced one has already had its verdict. */
type Recomputed = Exclude<Verification, { kind: 'forced' }>;

function disagreements(proof: RollProof, verification: Recomputed, record: RollRecord, witness: Witness): Disagreement[] {
  const found: Disagreement[] = [];
  if (record.commitment !== proof.commitment) found.push({ field: 'commitmentUnseen', shown: record.commitment, proof: proof.commitment });
  if (record.clientSeed !== proof.clientSeed) found.push({ field: 'clientSeed', sent: record.clientSeed, proof: proof.clientSeed });
  if (record.nonce !== null && record.nonce !== proof.nonce) found.push({ field: 'nonceSkipped', announced: record.nonce, proof: proof.nonce });
  if (noncesUsedBefore(witness.records, record, proof.commitment).includes(proof.nonce)) found.push({ field: 'nonceReused', proof: proof.nonce });
  const receipt = record.receipt;
  if (receipt && (receipt.commitment !== proof.commitment || receipt.clientSeed !== proof.clientSeed || receipt.nonce !== proof.nonce)) {
    found.push({ field: 'receipt' });
  }
  if (record.upgradeRule !== null && !sameRule(record.upgradeRule, proof.upgradeRule)) found.push({ field: 'upgradeRule' });
  if (proof.kind === 'opening' && record.kind === 'opening') found.push(...openingDisagreements(proof, verification, record, witness.lang));
  else if (proof.kind === 'upgrade' && record.kind === 'upgrade') found.push(...upgradeDisagreements(proof, record, witness.lang));
  else found.push({ field: 'otherRoll' });
  return found;
}

/** The nonces the answers of this device's other rolls said they used under `commitment`. */
export function noncesUsedBefore(records: readonly RollRecord[], record: RollRecord, commitment: string): number[] {
  return records.filter((other) => other.ref !== record.ref && other.receipt?.commitment === commitment).map((other) => (other.receipt as SeenReceipt).nonce);
}

const sameRule = (a: UpgradeRule, b: UpgradeRule | null) => b !== null && a.edgeBp === b.edgeBp && a.min === b.min && a.max === b.max;

function openingDisagreements(proof: DrawProof, verification: Recomputed, record: OpeningRecord, lang: string): Disagreement[] {
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

/** The slot the verifier drew (once the seed is known: a sealed proof has no roll step), else the slot the proof names as the drop. */
function drawnSlot(proof: DrawProof, verification: Recomputed): TicketSlot | null {
  const roll = verification.steps.find((s) => s.id === 'roll');
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
 * chance within half a unit of its last shown decimal of a slot of the same value (a skin shown
 * without a chance may be any slot of its value). A skin shown at 0 % cannot drop and need not be in
 * the table. Within a value, shown chances are matched to slots by the earliest-closing tolerance
 * first, which finds a matching whenever one exists.
 */
export function chancesAgree(shown: readonly ShownChance[], table: readonly TicketSlot[]): boolean {
  const listed = shown.filter(([, chance]) => chance !== 0);
  if (listed.length !== table.length) return false;
  const slotsByValue = new Map<number, number[]>();
  for (const slot of table) {
    const value = hundredthsOf(slot.value);
    slotsByValue.set(value, [...(slotsByValue.get(value) ?? []), (slot.tickets / TABLE_TICKETS) * 100]);
  }
  const shownByValue = new Map<number, (number | null)[]>();
  for (const [value, chance] of listed) shownByValue.set(hundredthsOf(value), [...(shownByValue.get(hundredthsOf(value)) ?? []), chance]);
  for (const [value, chances] of shownByValue) {
    const slots = (slotsByValue.get(value) ?? []).sort((a, b) => a - b);
    if (slots.length !== chances.length) return false;
    const used = new Set<number>();
    const windows = chances.filter((c): c is number => c !== null)
      .map((c) => [c - halfUnitOf(c) - 1e-9, c + halfUnitOf(c) + 1e-9] as const)
      .sort((a, b) => a[1] - b[1]);
    for (const [low, high] of windows) {
      const i = slots.findIndex((chance, k) => !used.has(k) && chance >= low);
      if (i < 0 || (slots[i] as number) > high) return false;
      used.add(i);
    }
  }
  return true;
}

/** Half a unit of the last decimal a chance was published with (at most 6 decimals). */
export function halfUnitOf(chance: number): number {
  return 0.5 * 10 ** -decimalsOf(chance);
}
