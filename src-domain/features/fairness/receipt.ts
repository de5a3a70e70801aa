import type { RollProof, UpgradeRule } from '@domain/model/fairness';
import { safeLinkUrl } from '@domain/shared/safeUrl';
import { upgradeRuleText } from './upgradeRule';
import type { RollRecord } from './rollRecords';

/** The messenger's share link: it opens the chat picker with a message of `text` and `url`. */
export const TELEGRAM_SHARE_URL = 'https://t.me/share/url';

/** Where a shared message points when the player has no (safe) referral link of their own. */
export const APP_LINK = 'https://t.me/cs2cases_bot';

/**
 * A message shared through the messenger's share link (https://t.me/share/url?url=…&text=…). The
 * link is the player's referral link only when it passes the same rule as the invite's (https, a
 * host, no credentials, no spaces or controls); anything else the server sent is replaced by the
 * app's own link.
 */
export function shareLink(text: string, refLink: string | null | undefined): string {
  const url = safeLinkUrl(refLink) ?? APP_LINK;
  return `${TELEGRAM_SHARE_URL}?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/** The name receipts carry, so a verifier knows what it reads. */
export const RECEIPT_FORMAT = 'cs2cases-fairness-receipt';
export const RECEIPT_VERSION = 1;

type Wire = Record<string, unknown>;

const ruleText = (rule: UpgradeRule | null) => (rule ? upgradeRuleText(rule) : null);

/** A proof as the wire writes it (docs/fairness.md): what an outside verifier reads. */
export function proofOnWire(proof: RollProof): Wire {
  const roll = {
    commitment: proof.commitment, client_seed: proof.clientSeed, nonce: proof.nonce, server_seed: proof.serverSeed,
    forced: proof.forced, roll: proof.roll, upgrade_rule: ruleText(proof.upgradeRule),
  };
  if (proof.kind === 'opening') {
    return {
      kind: 'opening', ...roll, case_id: proof.caseId, drop: proof.drop,
      table: proof.table.map((slot) => ({ id: slot.id, name: slot.name, value: slot.value, tickets: slot.tickets })),
      tables: proof.tables.map((t) => ({ case_id: t.caseId, digest: t.digest })),
    };
  }
  return {
    kind: 'upgrade', ...roll, donor: proof.donor, target: proof.target, chance: proof.chance, win: proof.win, tables_digest: proof.tablesDigest,
  };
}

/** What this device witnessed, as a receipt writes it; `noncesUsed`: what its other rolls under the same commitment used. */
function witnessOnWire(record: RollRecord, noncesUsed: readonly number[]): Wire {
  const base = {
    commitment: record.commitment, shown_at: record.shownAt, nonce: record.nonce, client_seed: record.clientSeed, lang: record.lang,
    upgrade_rule: ruleText(record.upgradeRule), nonces_used: noncesUsed,
    receipt: record.receipt ? { commitment: record.receipt.commitment, client_seed: record.receipt.clientSeed, nonce: record.receipt.nonce } : null,
  };
  if (record.kind === 'opening') {
    return { kind: 'opening', ...base, case_id: record.caseId, chances: record.chances, received: record.received };
  }
  return { kind: 'upgrade', ...base, donor: record.donor, target: record.target, chance: record.chance, won: record.won };
}

/** What a receipt says beside the proof and the record: what else this device knows. */
export interface ReceiptContext {
  /** The server seed a rotation revealed to this device for the proof's commitment, if any. */
  readonly revealedSeed: string | null;
  /** The language the proof's names were fetched in (the app's language when it was shown). */
  readonly lang: string;
  /** The nonces this device's other rolls under the proof's commitment used (a nonce used twice shows). */
  readonly noncesUsed: readonly number[];
}

/**
 * A fairness receipt: the proof as the server sent it, what this device witnessed before the roll
 * (absent when it has no record), the server seed revealed to it and the language of the proof's
 * names. Everything an outside verifier (public/verifier, `npm run verify`) needs to come to the
 * app's own verdict.
 */
export function fairnessReceipt(proof: RollProof, record: RollRecord | null, context: ReceiptContext): Wire {
  return {
    format: RECEIPT_FORMAT,
    v: RECEIPT_VERSION,
    proof: proofOnWire(proof),
    proof_lang: context.lang,
    witness: record ? witnessOnWire(record, context.noncesUsed) : null,
    revealed_seed: context.revealedSeed,
  };
}
