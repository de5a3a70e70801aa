import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WebCryptoHashing } from '@adapters/browser/WebCryptoHashing';
import { judgeRoll } from '@domain/features/fairness/compareWithRecord';
import { fairnessReceipt } from '@domain/features/fairness/receipt';
import type { RollRecord } from '@domain/features/fairness/rollRecords';
import { verifyDraw, verifyUpgrade } from '@domain/features/fairness/verifyDraw';
import { withRevealedSeed } from '@domain/features/fairness/VerifyRoll';
import type { RollProof } from '@domain/model/fairness';

/**
 * One roll through both verifiers: the app's (verifyDraw / verifyUpgrade, then judgeRoll fed the
 * device's RollRecord) and the outside one (public/verifier/verify-receipt.js fed the receipt the
 * app would share for it). Both answers come back in one shape so a test can hold them side by side.
 */

export interface OutsideResult {
  readonly verdict: 'verified' | 'mismatch' | 'sealed' | 'unverifiable' | 'forced';
  readonly reason: string | null;
  readonly failedStep: string | null;
  readonly fields: readonly string[];
  readonly steps: readonly { readonly id: string; readonly ok: boolean }[];
  readonly gaps: readonly string[];
  readonly lines: readonly string[];
}

export interface OutsideVerifier {
  verifyReceipt(receipt: unknown): Promise<OutsideResult>;
  receiptFromFragment(text: string): unknown;
}

/** The outside verifier, loaded from the file the build ships (it has no types of its own). */
export async function loadOutsideVerifier(): Promise<OutsideVerifier> {
  const url = pathToFileURL(resolve(process.cwd(), 'public/verifier/verify-receipt.js')).href;
  return (await import(/* @vite-ignore */ url)) as OutsideVerifier;
}

/** What else the device knows beside its record: the app's language now, and nonces its other rolls under the same seed used. */
export interface WitnessExtras {
  readonly lang?: string;
  readonly noncesUsed?: readonly number[];
}

/** The device's other rolls under the proof's commitment, one per nonce they used. */
function otherRolls(record: RollRecord, commitment: string, nonces: readonly number[]): RollRecord[] {
  return nonces.map((nonce) => ({ ...record, ref: `other-${nonce}`, receipt: { commitment, clientSeed: record.clientSeed, nonce } }));
}

export interface Judgement {
  readonly verdict: string;
  readonly step: string | null;
  readonly fields: readonly string[];
}

const hashing = new WebCryptoHashing();

/** The app's verdict, the device witnessing alone (its record is the only one; the seed it was revealed, if any). */
export async function appJudgement(
  given: RollProof, record: RollRecord | null, revealedSeed: string | null, forcedAllowed = true, extras: WitnessExtras = {},
): Promise<Judgement> {
  const revealed = revealedSeed === null ? [] : [{ commitment: given.commitment, serverSeed: revealedSeed, nonce: given.nonce + 1, at: 0 }];
  // As the Verify view does: a proof still sealed is checked with the seed revealed to the device.
  const proof = withRevealedSeed(given, revealed);
  const verification = proof.kind === 'opening' ? await verifyDraw(proof, hashing) : await verifyUpgrade(proof, hashing);
  const verdict = judgeRoll(proof, verification, {
    record,
    records: record ? [record, ...otherRolls(record, proof.commitment, extras.noncesUsed ?? [])] : [],
    revealed,
    lang: extras.lang ?? record?.lang ?? 'en',
    forcedAllowed,
  });
  if (verdict.kind === 'mismatch') return { verdict: 'mismatch', step: verdict.step, fields: verdict.fields.map((d) => d.field).sort() };
  return { verdict: verdict.kind, step: null, fields: [] };
}

export async function outsideJudgement(
  outside: OutsideVerifier, proof: RollProof, record: RollRecord | null, revealedSeed: string | null, extras: WitnessExtras = {},
): Promise<Judgement> {
  const context = { revealedSeed, lang: extras.lang ?? record?.lang ?? 'en', noncesUsed: extras.noncesUsed ?? [] };
  // Through JSON, as the receipt travels: what the outside verifier reads is the text, not our objects.
  const receipt: unknown = JSON.parse(JSON.stringify(fairnessReceipt(proof, record, context)));
  const result = await outside.verifyReceipt(receipt);
  return { verdict: result.verdict, step: result.failedStep, fields: [...result.fields].sort() };
}

/** Both verdicts of one roll. */
export async function bothJudgements(
  outside: OutsideVerifier, proof: RollProof, record: RollRecord | null, revealedSeed: string | null, extras: WitnessExtras = {},
) {
  const [app, other] = await Promise.all([
    appJudgement(proof, record, revealedSeed, true, extras), outsideJudgement(outside, proof, record, revealedSeed, extras),
  ]);
  return { app, outside: other };
}
