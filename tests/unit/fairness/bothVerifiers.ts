import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WebCryptoHashing } from '@adapters/browser/WebCryptoHashing';
import { judgeRoll } from '@domain/features/fairness/compareWithRecord';
import { fairnessReceipt } from '@domain/features/fairness/receipt';
import type { RollRecord } from '@domain/features/fairness/rollRecords';
import { verifyDraw, verifyUpgrade } from '@domain/features/fairness/verifyDraw';
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

export interface Judgement {
  readonly verdict: string;
  readonly step: string | null;
  readonly fields: readonly string[];
}

const hashing = new WebCryptoHashing();

/** The app's verdict, the device witnessing alone (its record is the only one; the seed it was revealed, if any). */
export async function appJudgement(proof: RollProof, record: RollRecord | null, revealedSeed: string | null, forcedAllowed = true): Promise<Judgement> {
  const verification = proof.kind === 'opening' ? await verifyDraw(proof, hashing) : await verifyUpgrade(proof, hashing);
  const verdict = judgeRoll(proof, verification, {
    record,
    records: record ? [record] : [],
    revealed: revealedSeed === null ? [] : [{ commitment: proof.commitment, serverSeed: revealedSeed, nonce: proof.nonce + 1, at: 0 }],
    lang: record?.lang ?? 'en',
    forcedAllowed,
  });
  if (verdict.kind === 'mismatch') return { verdict: 'mismatch', step: verdict.step, fields: verdict.fields.map((d) => d.field).sort() };
  return { verdict: verdict.kind, step: null, fields: [] };
}

export async function outsideJudgement(outside: OutsideVerifier, proof: RollProof, record: RollRecord | null, revealedSeed: string | null): Promise<Judgement> {
  // Through JSON, as the receipt travels: what the outside verifier reads is the text, not our objects.
  const receipt: unknown = JSON.parse(JSON.stringify(fairnessReceipt(proof, record, revealedSeed)));
  const result = await outside.verifyReceipt(receipt);
  return { verdict: result.verdict, step: result.failedStep, fields: [...result.fields].sort() };
}

/** Both verdicts of one roll. */
export async function bothJudgements(outside: OutsideVerifier, proof: RollProof, record: RollRecord | null, revealedSeed: string | null) {
  const [app, other] = await Promise.all([appJudgement(proof, record, revealedSeed), outsideJudgement(outside, proof, record, revealedSeed)]);
  return { app, outside: other };
}
