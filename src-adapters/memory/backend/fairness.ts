import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { seededRandom } from '@domain/shared/seededRandom';
import type { CatalogueSkin } from './catalogue.generated';
import { caseTable, casesInTableOrder, DROP_TICKETS, type TicketEntry } from './dropTables';
import { UPGRADE_RULE_TEXT } from './economy';

/**
 * Provably fair rolls, the server's side (docs/fairness.md says every byte). Per player the backend
 * keeps a secret server seed and publishes only its commitment:
 *
 *   table text     = "<skin id>:<tickets>:<value in hundredths>" per entry, in walk order, joined by "\n"
 *   tables text    = "<case id>:<sha256 hex of table text>" per case, by case id, joined by "\n"
 *   rule text      = "upgrade:<edge bp>:<min>:<max>" (how an upgrade's chance follows from the values)
 *   commitment     = sha256 hex of "<server seed>|<sha256 hex of tables text>|<rule text>"
 *   roll           = HMAC-SHA256(key: server seed, message: "<client seed>:<nonce>")
 *   ticket         = first 52 bits of the roll × 1 000 000 / 2^52 (exact integer arithmetic)
 *   drop           = the first table entry whose running ticket total exceeds the ticket
 *   upgrade win    = the ticket is below the chance in hundredths of a percent × 100
 *
 * Seeds and messages are UTF-8 text; the server seed is 64 lowercase hex characters. Because the
 * tables and the rule are inside the commitment, odds cannot change under a committed seed. The
 * nonce counts the rolls (openings and upgrades) made with a seed and starts again at 0 with each
 * new seed. This file is the backend's own implementation (noble's SHA-256 and HMAC,
 * synchronous); the app's verifier (src-domain/features/fairness) and the outside one
 * (public/verifier) recompute all of it independently with Web Crypto.
 */

/** Secret bytes: the platform's CSPRNG. Scenarios and tests give a seeded source instead. */
export type SecretBytes = (length: number) => Uint8Array;

export const cryptoSecretBytes: SecretBytes = (length) => randomBytes(length);

/** Predictable "secret" bytes, for scenario screenshots and tests only: never a real server's. */
export function seededSecretBytes(seed: number): SecretBytes {
  const random = seededRandom(seed ^ 0x5eed);
  return (length) => Uint8Array.from({ length }, () => Math.floor(random() * 256));
}

/** The player's seed state, as the backend stores it. */
export interface FairnessRecord {
  /** The secret: 64 hex characters, never sent before it is revealed by a rotation. */
  serverSeed: string;
  commitment: string;
  /** The digest of the tables this seed was committed with. */
  tablesDigest: string;
  /** Used when an opening sends no client seed. */
  clientSeed: string;
  /** The nonce of the next opening with this seed. */
  nonce: number;
  /** Revealed seeds by their commitment: earlier openings can be verified with them. */
  revealed: Record<string, string>;
}

/** What an opened item remembers of its draw. */
export interface DrawRecord {
  caseId: string;
  /** The skin drawn (the item's own skin may change later: a replaced withdrawal). */
  skinKey: string;
  commitment: string;
  clientSeed: string;
  nonce: number;
  /** The ticket the roll chose; absent for a forced draw. */
  ticket?: number;
  /** Chosen in the developer tools, not drawn: not a fair draw, and said so. */
  forced?: boolean;
}

/** What an upgrade remembers of its roll: kept on the item staked, and named by the item won. */
export interface UpgradeDrawRecord {
  /** The staked item's skin and value, and the target's. */
  donorKey: string;
  donorValue: number;
  targetKey: string;
  targetValue: number;
  /** The chance applied, in percent (the rule's). */
  chance: number;
  win: boolean;
  commitment: string;
  clientSeed: string;
  nonce: number;
  ticket?: number;
  forced?: boolean;
}

const hex = (bytes: Uint8Array) => bytesToHex(bytes);
const sha256Hex = (text: string) => hex(sha256(utf8ToBytes(text)));

export function tableText(table: readonly TicketEntry<CatalogueSkin>[]): string {
  return table.map((entry) => `${entry.item.key}:${entry.tickets}:${Math.round(entry.item.price * 100)}`).join('\n');
}

let digests: readonly { readonly caseId: string; readonly digest: string }[] | null = null;

/** Every case's table digest, in the committed order (the tables are fixed: computed once). */
export function tableDigests(): readonly { readonly caseId: string; readonly digest: string }[] {
  digests ??= casesInTableOrder().map((demo) => ({ caseId: demo.id, digest: sha256Hex(tableText(caseTable(demo))) }));
  return digests;
}

let digestOfTables: string | null = null;

/** The digest of every table, which each commitment covers. */
export function tablesDigest(): string {
  digestOfTables ??= sha256Hex(tableDigests().map((t) => `${t.caseId}:${t.digest}`).join('\n'));
  return digestOfTables;
}

export function commitmentOf(serverSeed: string, digest: string): string {
  return sha256Hex(`${serverSeed}|${digest}|${UPGRADE_RULE_TEXT}`);
}

/** The ticket (0 … 999 999) the roll of this seed, client seed and nonce picks. */
export function rollTicket(serverSeed: string, clientSeed: string, nonce: number): number {
  const mac = hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}`));
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(mac[i] as number);
  bits >>= 4n;
  return Number((bits * BigInt(DROP_TICKETS)) >> 52n);
}

/** Whether an upgrade at `chance` percent wins with this ticket: tickets below the chance's hundredths × 100. */
export function upgradeWins(ticket: number, chance: number): boolean {
  return ticket < Math.round(chance * 100) * (DROP_TICKETS / 10_000);
}

/** The entry of the table a ticket falls in. */
export function entryForTicket<T>(table: readonly TicketEntry<T>[], ticket: number): T {
  let upTo = 0;
  for (const entry of table) {
    upTo += entry.tickets;
    if (ticket < upTo) return entry.item;
  }
  throw new RangeError(`ticket ${ticket} is outside the table`);
}

/** A client seed an opening may send: 1–64 printable ASCII characters. */
export function isClientSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value);
}

export function newFairnessRecord(secretBytes: SecretBytes, revealed: Record<string, string> = {}, clientSeed?: string): FairnessRecord {
  const serverSeed = hex(secretBytes(32));
  const digest = tablesDigest();
  return {
    serverSeed,
    commitment: commitmentOf(serverSeed, digest),
    tablesDigest: digest,
    clientSeed: clientSeed ?? hex(secretBytes(8)),
    nonce: 0,
    revealed,
  };
}

/** The seed state as the wire shows it: never the secret. */
export function fairnessView(record: FairnessRecord) {
  return { commitment: record.commitment, client_seed: record.clientSeed, nonce: record.nonce, upgrade_rule: UPGRADE_RULE_TEXT };
}
