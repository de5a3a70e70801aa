import * as v from 'valibot';
import type { DrawProof, SeedRotation, TableDigest, TicketSlot, UpgradeProof } from '@domain/model/fairness';
import type { Endpoint } from './endpoints';
import { count, digest, fairnessStateSchema, name, percent, seed, text, upgradeRule, value, yes } from './wireFairness';

/**
 * The optional fairness calls beyond spec §7 (docs/fairness.md): the commitment, its rotation and
 * the proofs of openings and upgrades. A server without them answers 404, and the app says it
 * cannot check its rolls. Their schemas are a chunk of their own, fetched with the first of these
 * calls: the first screen never needs them.
 */

const ticketSlot = v.pipe(
  v.object({ id: text, name, value, tickets: count }),
  v.transform((s): TicketSlot => ({ id: s.id, name: s.name, value: s.value, tickets: s.tickets })),
);

const tableDigest = v.pipe(v.object({ case_id: text, digest }), v.transform((t): TableDigest => ({ caseId: t.case_id, digest: t.digest })));

/** What the proofs of openings and upgrades share. */
const rollFields = {
  commitment: digest,
  client_seed: seed,
  nonce: count,
  server_seed: v.nullish(seed),
  forced: yes,
  roll: v.nullish(count),
  upgrade_rule: upgradeRule,
};

const rollOf = (p: v.InferOutput<v.ObjectSchema<typeof rollFields, undefined>>) => ({
  commitment: p.commitment,
  clientSeed: p.client_seed,
  nonce: p.nonce,
  serverSeed: p.server_seed ?? null,
  forced: p.forced === true,
  roll: p.roll ?? null,
  upgradeRule: p.upgrade_rule ?? null,
});

export const drawProofSchema = v.pipe(
  v.object({
    ...rollFields,
    case_id: text,
    drop: v.object({ id: text, name }),
    table: v.pipe(v.array(ticketSlot), v.minLength(1), v.maxLength(10_000)),
    tables: v.pipe(v.array(tableDigest), v.minLength(1), v.maxLength(10_000)),
  }),
  v.transform((p): DrawProof => ({ kind: 'opening', ...rollOf(p), caseId: p.case_id, drop: p.drop, table: p.table, tables: p.tables })),
);

const proofItem = v.object({ id: text, name, value });

export const upgradeProofSchema = v.pipe(
  v.object({ ...rollFields, donor: proofItem, target: proofItem, chance: percent, win: v.boolean(), tables_digest: digest }),
  v.transform((p): UpgradeProof => ({
    kind: 'upgrade', ...rollOf(p), donor: p.donor, target: p.target, chance: p.chance, win: p.win, tablesDigest: p.tables_digest,
  })),
);

export const rotationSchema = v.pipe(
  v.object({ revealed: v.object({ commitment: digest, server_seed: seed, nonce: count }), fairness: fairnessStateSchema }),
  v.transform((r): SeedRotation => ({
    revealed: { commitment: r.revealed.commitment, serverSeed: r.revealed.server_seed, nonce: r.revealed.nonce },
    current: r.fairness,
  })),
);

const seg = (segment: string) => encodeURIComponent(segment);

export const fairnessCalls = {
  fairness: (): Endpoint<v.InferOutput<typeof fairnessStateSchema>> => ({
    method: 'GET', path: '/api/fairness/', mutating: false,
    answer: v.pipe(v.object({ fairness: fairnessStateSchema }), v.transform((r) => r.fairness)),
    failureMessage: 'Failed to fetch the seed commitment',
  }),
  rotateFairnessSeed: (): Endpoint<SeedRotation> => ({
    method: 'POST', path: '/api/fairness/rotate/', mutating: true, changes: [],
    answer: rotationSchema,
    failureMessage: 'Failed to rotate the server seed',
  }),
  drawProof: (itemId: string): Endpoint<DrawProof | null> => ({
    method: 'GET', path: `/api/fairness/openings/${seg(itemId)}/`, mutating: false,
    answer: v.pipe(v.object({ proof: v.nullable(drawProofSchema) }), v.transform((r) => r.proof)),
    failureMessage: `Failed to fetch the draw proof of item ${itemId}`,
  }),
  upgradeProof: (itemId: string): Endpoint<UpgradeProof | null> => ({
    method: 'GET', path: `/api/fairness/upgrades/${seg(itemId)}/`, mutating: false,
    answer: v.pipe(v.object({ proof: v.nullable(upgradeProofSchema) }), v.transform((r) => r.proof)),
    failureMessage: `Failed to fetch the upgrade proof of item ${itemId}`,
  }),
};

export type FairnessCalls = typeof fairnessCalls;
