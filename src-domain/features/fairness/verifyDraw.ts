import type { DrawProof, TicketSlot } from '@domain/model/fairness';
import type { Hashing } from '@domain/ports/Hashing';
import {
  commitmentText, rollMessage, rollOf, slotForTicket, TABLE_TICKETS, tableText, tablesText, toHex, totalTickets, type Roll, type SlotHit,
} from './provablyFair';

/** The steps of a verification, in the order they are shown. */
export type StepId = 'table' | 'commitment' | 'roll' | 'slot';

/** The case's drop table: whole tickets adding up to 1 000 000, its digest the one the commitment lists. */
export interface TableStep {
  readonly id: 'table';
  readonly ok: boolean;
  readonly tickets: number;
  readonly digest: string;
  /** The digest listed for this case in what the commitment covers; null when the case is not listed. */
  readonly listed: string | null;
}

/** SHA-256(server seed | digest of every table) equals the commitment published before the opening. */
export interface CommitmentStep {
  readonly id: 'commitment';
  readonly ok: boolean;
  readonly tablesDigest: string;
  readonly computed: string;
  readonly published: string;
}

/** HMAC-SHA256(server seed, client seed:nonce) → 52 bits → a ticket; the server's stated ticket, if any, agrees. */
export interface RollStep {
  readonly id: 'roll';
  readonly ok: boolean;
  readonly message: string;
  readonly hmac: string;
  readonly roll: Roll;
  readonly stated: number | null;
}

/** The ticket's slot in the table is the skin that dropped. */
export interface SlotStep {
  readonly id: 'slot';
  readonly ok: boolean;
  readonly ticket: number;
  readonly hit: SlotHit | null;
  readonly drop: { readonly id: string; readonly name: string };
}

export type VerificationStep = TableStep | CommitmentStep | RollStep | SlotStep;

export type Verification =
  /** The developer tools chose this drop: there is no draw to verify. */
  | { readonly kind: 'forced' }
  /** The server seed is still secret: only the table can be checked until it is revealed. */
  | { readonly kind: 'sealed'; readonly table: TableStep }
  /** Every step recomputed; `failed` names the first that does not match (null: verified). */
  | { readonly kind: 'checked'; readonly steps: readonly [TableStep, CommitmentStep, RollStep, SlotStep]; readonly failed: StepId | null };

/**
 * Recomputes a draw from its proof, step by step, with the hashing port (Web Crypto in the app):
 * nothing the server computed is taken on trust except what it committed to beforehand.
 */
export async function verifyDraw(proof: DrawProof, hashing: Hashing): Promise<Verification> {
  if (proof.forced) return { kind: 'forced' };
  const sha256Hex = async (text: string) => toHex(await hashing.sha256(text));
  const table = await tableStep(proof, sha256Hex);
  if (proof.serverSeed === null) return { kind: 'sealed', table };

  const tablesDigest = await sha256Hex(tablesText(proof.tables));
  const computed = await sha256Hex(commitmentText(proof.serverSeed, tablesDigest));
  const commitment: CommitmentStep = { id: 'commitment', ok: computed === proof.commitment, tablesDigest, computed, published: proof.commitment };

  const message = rollMessage(proof.clientSeed, proof.nonce);
  const mac = await hashing.hmacSha256(proof.serverSeed, message);
  const roll = rollOf(mac);
  const rollStep: RollStep = {
    id: 'roll', ok: proof.roll === null || proof.roll === roll.ticket, message, hmac: toHex(mac), roll, stated: proof.roll,
  };

  const hit = table.tickets === TABLE_TICKETS ? slotForTicket(proof.table, roll.ticket) : null;
  const slot: SlotStep = { id: 'slot', ok: hit !== null && hit.slot.id === proof.drop.id, ticket: roll.ticket, hit, drop: proof.drop };

  const steps = [table, commitment, rollStep, slot] as const;
  return { kind: 'checked', steps, failed: steps.find((step) => !step.ok)?.id ?? null };
}

async function tableStep(proof: DrawProof, sha256Hex: (text: string) => Promise<string>): Promise<TableStep> {
  const tickets = totalTickets(proof.table);
  const digest = await sha256Hex(tableText(proof.table));
  const listed = proof.tables.find((t) => t.caseId === proof.caseId)?.digest ?? null;
  const wellFormed = tickets === TABLE_TICKETS && proof.table.every(isWholeTickets);
  return { id: 'table', ok: wellFormed && listed === digest, tickets, digest, listed };
}

const isWholeTickets = (slot: TicketSlot) => Number.isInteger(slot.tickets) && slot.tickets > 0;

/** A drop's chance in its table, in percent (tickets / 10 000). */
export function slotChance(slot: Pick<TicketSlot, 'tickets'>): number {
  return (slot.tickets / TABLE_TICKETS) * 100;
}
