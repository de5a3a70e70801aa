import type { DrawProof, TicketSlot, UpgradeProof } from '@domain/model/fairness';
import type { Hashing } from '@domain/ports/Hashing';
import {
  commitmentText, hundredthsOf, isCommittableId, rollMessage, rollOf, slotForTicket, TABLE_TICKETS, tableText, tablesText, toHex,
  totalTickets, upgradeChanceHundredths, winTicketsOf, type Roll, type SlotHit,
} from './provablyFair';
import { upgradeRuleText } from './upgradeRule';

/** The steps of a verification, in the order they are shown. */
export type StepId = 'table' | 'rule' | 'commitment' | 'roll' | 'slot' | 'outcome';

/** The case's drop table: whole tickets adding up to 1 000 000, its digest the one the commitment lists. */
export interface TableStep {
  readonly id: 'table';
  readonly ok: boolean;
  readonly tickets: number;
  readonly digest: string;
  /** The digest listed for this case in what the commitment covers; null when the case is not listed. */
  readonly listed: string | null;
}

/** An upgrade's chance is the committed rule's, from the two items' values. */
export interface RuleStep {
  readonly id: 'rule';
  readonly ok: boolean;
  /** The chance the rule gives, in percent; null when the commitment covers no rule. */
  readonly expected: number | null;
  /** The chance the server applied, in percent. */
  readonly applied: number;
}

/** SHA-256(server seed | digest of every table [| upgrade rule]) equals the commitment published before the roll. */
export interface CommitmentStep {
  readonly id: 'commitment';
  readonly ok: boolean;
  readonly tablesDigest: string;
  /** The upgrade rule's text the commitment covers, or null when it covers none. */
  readonly rule: string | null;
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

/** The ticket falls in the win range [0, winTickets) exactly when the upgrade says it won. */
export interface OutcomeStep {
  readonly id: 'outcome';
  readonly ok: boolean;
  readonly ticket: number;
  readonly winTickets: number;
  readonly won: boolean;
}

export type VerificationStep = TableStep | RuleStep | CommitmentStep | RollStep | SlotStep | OutcomeStep;

export type Verification =
  /** The developer tools chose this outcome: there is no draw to verify. */
  | { readonly kind: 'forced' }
  /** The server seed is still secret: only what does not need it is checked until it is revealed. */
  | { readonly kind: 'sealed'; readonly steps: readonly VerificationStep[]; readonly failed: StepId | null }
  /** Every step recomputed; `failed` names the first that does not match (null: consistent). */
  | { readonly kind: 'checked'; readonly steps: readonly VerificationStep[]; readonly failed: StepId | null };

type Sha256Hex = (text: string) => Promise<string>;

const hexOf = (hashing: Hashing): Sha256Hex => async (text) => toHex(await hashing.sha256(text));

function finish(kind: 'sealed' | 'checked', steps: readonly VerificationStep[]): Verification {
  return { kind, steps, failed: steps.find((step) => !step.ok)?.id ?? null };
}

/**
 * Recomputes an opening's draw from its proof, step by step, with the hashing port (Web Crypto in
 * the app): nothing the server computed is taken on trust except what it committed to beforehand.
 * This checks the proof against itself; `compareWithRecord` checks it against what the device saw.
 */
export async function verifyDraw(proof: DrawProof, hashing: Hashing): Promise<Verification> {
  if (proof.forced) return { kind: 'forced' };
  const sha256Hex = hexOf(hashing);
  const table = await tableStep(proof, sha256Hex);
  if (proof.serverSeed === null) return finish('sealed', [table]);
  const tablesDigest = await sha256Hex(tablesText(proof.tables));
  const commitment = await commitmentStep(proof, tablesDigest, proof.serverSeed, sha256Hex);
  const { step: rollStep, ticket } = await rollStepOf(proof, proof.serverSeed, hashing);
  const hit = table.tickets === TABLE_TICKETS ? slotForTicket(proof.table, ticket) : null;
  const slot: SlotStep = { id: 'slot', ok: hit !== null && hit.slot.id === proof.drop.id, ticket, hit, drop: proof.drop };
  return finish('checked', [table, commitment, rollStep, slot]);
}

/** Recomputes an upgrade's roll from its proof: the rule's chance, the commitment, the roll and the outcome. */
export async function verifyUpgrade(proof: UpgradeProof, hashing: Hashing): Promise<Verification> {
  if (proof.forced) return { kind: 'forced' };
  const expected = proof.upgradeRule ? upgradeChanceHundredths(proof.upgradeRule, proof.donor.value, proof.target.value) / 100 : null;
  const rule: RuleStep = { id: 'rule', ok: expected !== null && hundredthsOf(expected) === hundredthsOf(proof.chance), expected, applied: proof.chance };
  if (proof.serverSeed === null) return finish('sealed', [rule]);
  const commitment = await commitmentStep(proof, proof.tablesDigest, proof.serverSeed, hexOf(hashing));
  const { step: rollStep, ticket } = await rollStepOf(proof, proof.serverSeed, hashing);
  const winTickets = winTicketsOf(proof.chance);
  const outcome: OutcomeStep = { id: 'outcome', ok: (ticket < winTickets) === proof.win, ticket, winTickets, won: proof.win };
  return finish('checked', [rule, commitment, rollStep, outcome]);
}

async function commitmentStep(
  proof: Pick<DrawProof, 'commitment' | 'upgradeRule'>, tablesDigest: string, serverSeed: string, sha256Hex: Sha256Hex,
): Promise<CommitmentStep> {
  const computed = await sha256Hex(commitmentText(serverSeed, tablesDigest, proof.upgradeRule));
  const rule = proof.upgradeRule ? upgradeRuleText(proof.upgradeRule) : null;
  return { id: 'commitment', ok: computed === proof.commitment, tablesDigest, rule, computed, published: proof.commitment };
}

async function rollStepOf(
  proof: Pick<DrawProof, 'clientSeed' | 'nonce' | 'roll'>, serverSeed: string, hashing: Hashing,
): Promise<{ step: RollStep; ticket: number }> {
  const message = rollMessage(proof.clientSeed, proof.nonce);
  const mac = await hashing.hmacSha256(serverSeed, message);
  const roll = rollOf(mac);
  const step: RollStep = { id: 'roll', ok: proof.roll === null || proof.roll === roll.ticket, message, hmac: toHex(mac), roll, stated: proof.roll };
  return { step, ticket: roll.ticket };
}

async function tableStep(proof: DrawProof, sha256Hex: Sha256Hex): Promise<TableStep> {
  const tickets = totalTickets(proof.table);
  const digest = await sha256Hex(tableText(proof.table));
  // Case ids are compared exactly, and each may be listed once (uniqueCases): a second listing could hide another table.
  const listed = proof.tables.find((t) => t.caseId === proof.caseId)?.digest ?? null;
  const uniqueCases = new Set(proof.tables.map((t) => t.caseId)).size === proof.tables.length;
  const wellFormed = tickets === TABLE_TICKETS && proof.table.every(isWellFormedSlot)
    && uniqueCases && proof.tables.every((t) => isCommittableId(t.caseId));
  return { id: 'table', ok: wellFormed && listed === digest, tickets, digest, listed };
}

const isWellFormedSlot = (slot: TicketSlot) =>
  Number.isInteger(slot.tickets) && slot.tickets > 0 && isCommittableId(slot.id) && Number.isFinite(slot.value) && slot.value >= 0;

/** A drop's chance in its table, in percent (tickets / 10 000). */
export function slotChance(slot: Pick<TicketSlot, 'tickets'>): number {
  return (slot.tickets / TABLE_TICKETS) * 100;
}
