import * as v from 'valibot';
import type { DrawProof, FairnessState, RollReceipt, SeedRotation, TableDigest, TicketSlot, UpgradeProof, UpgradeRule } from '@domain/model/fairness';
import { parseUpgradeRule } from '@domain/features/fairness/provablyFair';
import { NUMBER_BOUND } from './wireLists';

/**
 * The optional wire fields of verifiable rolls (docs/fairness.md), all beyond spec §7: a skin's
 * drop chance, the seed commitment published with a case, a roll's receipt, the rotation and the
 * proof calls. Inside an answer of spec §7 each is optional and a malformed one counts as not sent
 * (the feature hides itself; the answer itself stands). The fairness calls' own answers are parsed
 * strictly.
 */

/** An optional part of a spec §7 answer: absent, null or unreadable → not sent. */
export const optionalPart = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.fallback(v.pipe(v.nullish(schema), v.transform((value): T | undefined => value ?? undefined)), undefined);

/** A drop chance in percent, as a JSON number or numeric text, 0 to 100. */
export const percent = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
  v.minValue(0),
  v.maxValue(100),
);

const count = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
  v.maxValue(NUMBER_BOUND),
);

/** A value in crystals, as a JSON number or numeric text. */
const value = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
  v.minValue(0),
  v.maxValue(NUMBER_BOUND),
);

/** A SHA-256 digest in hex (compared in lower case). */
const digest = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/), v.transform((hex) => hex.toLowerCase()));
/** A seed is any text the server and the player agree on; the bound keeps a hostile one small. */
const seed = v.pipe(v.string(), v.minLength(1), v.maxLength(256));
const text = v.pipe(v.string(), v.minLength(1), v.maxLength(256));
const name = v.pipe(v.string(), v.maxLength(256));
const yes = v.pipe(v.nullish(v.union([v.boolean(), v.literal(0), v.literal(1)])), v.transform((flag) => flag === true || flag === 1));

/** "upgrade:<edge bp>:<min>:<max>"; absent, null or unreadable: no rule committed. */
const upgradeRule = v.pipe(
  v.nullish(v.string()),
  v.transform((rule): UpgradeRule | null => (typeof rule === 'string' ? parseUpgradeRule(rule) : null)),
);

export const fairnessStateSchema = v.pipe(
  v.object({ commitment: digest, client_seed: seed, nonce: count, upgrade_rule: upgradeRule }),
  v.transform((f): FairnessState => ({ commitment: f.commitment, clientSeed: f.client_seed, nonce: f.nonce, upgradeRule: f.upgrade_rule ?? null })),
);

/** An opening's or an upgrade's receipt. */
export const rollReceiptSchema = v.pipe(
  v.object({ commitment: digest, client_seed: seed, nonce: count, server_seed: v.nullish(seed), forced: yes }),
  v.transform((f): RollReceipt => ({
    commitment: f.commitment, clientSeed: f.client_seed, nonce: f.nonce, serverSeed: f.server_seed ?? null, forced: f.forced === true,
  })),
);

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
