import type { TableDigest, TicketSlot, UpgradeRule } from '@domain/model/fairness';
import { upgradeRuleText } from './upgradeRule';

/**
 * The published rules of a verifiable roll, as the app's verifier computes them (docs/fairness.md
 * says them byte by byte). The demo backend has its own implementation (noble hashes) and the
 * outside verifier (public/verifier) a third; tests make the three agree.
 *
 *   table text   = "<skin id>:<tickets>:<value in hundredths>" per slot, in walk order, joined by "\n"
 *   tables text  = "<case id>:<table digest>" per case, in the listed order, joined by "\n"
 *   rule text    = "upgrade:<edge bp>:<min>:<max>"
 *   commitment   = SHA-256 hex of "<server seed>|<SHA-256 hex of the tables text>|<rule text>"
 *                  (without "|<rule text>" when the server commits no upgrade rule)
 *   roll         = HMAC-SHA256(key: server seed, message: "<client seed>:<nonce>")
 *   ticket       = the roll's first 52 bits × 1 000 000 / 2^52, rounded down (exact, no modulo bias)
 *   opening      = the first slot whose running ticket total exceeds the ticket
 *   upgrade      = a win when the ticket is below the chance (hundredths of a percent) × 100
 */

/** Every drop table holds exactly this many tickets: a slot's chance is tickets / 10 000 percent. */
export const TABLE_TICKETS = 1_000_000;
const ROLL_BITS = 52n;
/** Tickets per hundredth of a percent. */
const TICKETS_PER_HUNDREDTH = TABLE_TICKETS / 10_000;

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** A crystal value in whole hundredths, as the committed texts write it. */
export function hundredthsOf(value: number): number {
  return Math.round(value * 100);
}

/** An id the committed texts can carry unambiguously: no separator, no line break. */
export function isCommittableId(id: string): boolean {
  return id.length > 0 && !/[:\n\r|]/.test(id);
}

export function tableText(table: readonly TicketSlot[]): string {
  return table.map((slot) => `${slot.id}:${slot.tickets}:${hundredthsOf(slot.value)}`).join('\n');
}

export function tablesText(tables: readonly TableDigest[]): string {
  return tables.map((t) => `${t.caseId}:${t.digest}`).join('\n');
}

export function commitmentText(serverSeed: string, tablesDigest: string, rule: UpgradeRule | null): string {
  return rule ? `${serverSeed}|${tablesDigest}|${upgradeRuleText(rule)}` : `${serverSeed}|${tablesDigest}`;
}

export function rollMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

export interface Roll {
  /** The roll's first 52 bits, as 13 hex digits. */
  readonly bits: string;
  /** Those bits / 2^52: uniform in [0, 1). */
  readonly fraction: number;
  /** The ticket, 0 … 999 999. */
  readonly ticket: number;
}

/** The roll a HMAC (32 bytes) stands for. */
export function rollOf(mac: Uint8Array): Roll {
  if (mac.length < 7) throw new RangeError('a roll needs at least 7 bytes');
  let bits = 0n;
  for (let i = 0; i < 7; i++) bits = (bits << 8n) | BigInt(mac[i] as number);
  bits >>= 4n;
  return {
    bits: bits.toString(16).padStart(13, '0'),
    // 52 bits fit a double exactly, and so does the quotient's power-of-two divisor.
    fraction: Number(bits) / 2 ** 52,
    ticket: Number((bits * BigInt(TABLE_TICKETS)) >> ROLL_BITS),
  };
}

export interface SlotHit {
  /** 0-based position in the table. */
  readonly index: number;
  readonly slot: TicketSlot;
  /** The tickets the slot holds: from (inclusive) to (exclusive). */
  readonly from: number;
  readonly to: number;
}

/** The slot a ticket falls in, or null when it is beyond the table's tickets. */
export function slotForTicket(table: readonly TicketSlot[], ticket: number): SlotHit | null {
  let from = 0;
  for (const [index, slot] of table.entries()) {
    const to = from + slot.tickets;
    if (ticket < to) return { index, slot, from, to };
    from = to;
  }
  return null;
}

export function totalTickets(table: readonly TicketSlot[]): number {
  return table.reduce((sum, slot) => sum + slot.tickets, 0);
}

/**
 * The chance of an upgrade under `rule`, in hundredths of a percent, from the donor's and the
 * target's values (crystals): ⌊donor × (10 000 − edge) / target⌋ held within the rule's bounds.
 * Integer arithmetic on hundredths, so every implementation gets the same number.
 */
export function upgradeChanceHundredths(rule: UpgradeRule, donorValue: number, targetValue: number): number {
  const donor = BigInt(Math.max(0, hundredthsOf(donorValue)));
  const target = BigInt(hundredthsOf(targetValue));
  if (target <= 0n) return rule.max;
  const raw = Number((donor * BigInt(10_000 - rule.edgeBp)) / target);
  return Math.min(rule.max, Math.max(rule.min, raw));
}

/** The tickets of an upgrade's win range [0, winTickets) for a chance in percent. */
export function winTicketsOf(chancePercent: number): number {
  return Math.round(chancePercent * 100) * TICKETS_PER_HUNDREDTH;
}
