import * as v from 'valibot';
import type { FairnessState, RollReceipt, UpgradeRule } from '@domain/model/fairness';
import { parseUpgradeRule } from '@domain/features/fairness/upgradeRule';

/**
 * The optional wire fields of verifiable rolls (docs/fairness.md) inside spec §7's answers: a
 * skin's drop chance, the seed commitment published with a case, a roll's receipt. Each is optional
 * and a malformed one counts as not sent (the feature hides itself; the answer itself stands). The
 * fairness calls' own answers are parsed strictly, by fairnessCalls.ts.
 */

/** No count or sum of crystals, stars or seconds the game deals in comes near this. */
export const NUMBER_BOUND = 1e15;

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

export const count = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
  v.maxValue(NUMBER_BOUND),
);

/** A value in crystals, as a JSON number or numeric text. */
export const value = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))]),
  v.finite(),
  v.minValue(0),
  v.maxValue(NUMBER_BOUND),
);

/** A SHA-256 digest in hex (compared in lower case). */
export const digest = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/), v.transform((hex) => hex.toLowerCase()));
/** A seed is any text the server and the player agree on; the bound keeps a hostile one small. */
export const seed = v.pipe(v.string(), v.minLength(1), v.maxLength(256));
export const text = v.pipe(v.string(), v.minLength(1), v.maxLength(256));
export const name = v.pipe(v.string(), v.maxLength(256));
/** A flag as the rest of the wire writes them: a boolean, 0/1 or '0'/'1'. */
export const yes = v.pipe(
  v.nullish(v.union([v.boolean(), v.literal(0), v.literal(1), v.literal('0'), v.literal('1')])),
  v.transform((flag) => flag === true || flag === 1 || flag === '1'),
);

/** "upgrade:<edge bp>:<min>:<max>"; absent, null or unreadable: no rule committed. */
export const upgradeRule = v.pipe(
  v.optional(v.unknown()),
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
