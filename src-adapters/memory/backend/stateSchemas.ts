import * as v from 'valibot';
import { NUMBER_BOUND } from '@adapters/api/wireSchemas';
import { ITEM_STATUSES } from '@domain/model/inventory';
import { LANGUAGES } from '@domain/model/language';
import { PAYMENT_OUTCOMES, TRADE_OUTCOMES } from './backendState';

/**
 * The shape of each record the demo backend stores, checked one record at a time when the state
 * is read back (storedState.ts). A record that passes can be served on every call without
 * breaking the wire schemas of src-adapters/api: numbers are finite, of a sane size and print
 * without an exponent (transactions travel as text), enums are the ones the API knows.
 * Unknown fields are tolerated and left out of the result.
 */

/** A number the wire can carry as a JSON number and as numeric text. */
const wireNumber = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(-NUMBER_BOUND),
  v.maxValue(NUMBER_BOUND),
  v.check((n) => !String(n).includes('e'), 'a number written without an exponent'),
);
const amount = v.pipe(wireNumber, v.minValue(0));
/** Milliseconds since the epoch (any sane number: an old or future date is still a date). */
const time = wireNumber;
const text = v.pipe(v.string(), v.minLength(1));

/** Ids the backend hands out: `String(nextId())`, below ID_LIMIT (the wire's own bound on numbers). */
export const ID_LIMIT = NUMBER_BOUND;
const RECORD_ID = /^\d{1,15}$/;

const hexText = (length: number) => v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${length}}$`)));
const nonce = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

const drawRecordObject = v.object({
  caseId: text,
  skinKey: text,
  commitment: hexText(64),
  clientSeed: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,64}$/)),
  nonce,
  ticket: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999))),
  forced: v.optional(v.boolean()),
});

/**
 * How an opening drew an item; the verifier reads it back through the proof call.
 * Checked as one field: a bad draw record drops its item, reported at `draw`.
 */
export const drawRecordSchema = v.custom<v.InferOutput<typeof drawRecordObject>>((value) => v.is(drawRecordObject, value), 'a draw record');

const upgradeDrawObject = v.object({
  donorKey: text,
  donorValue: amount,
  targetKey: text,
  targetValue: amount,
  chance: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  win: v.boolean(),
  commitment: hexText(64),
  clientSeed: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,64}$/)),
  nonce,
  ticket: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999))),
  forced: v.optional(v.boolean()),
});

/** How an upgrade rolled, kept on the item staked; a bad one drops its item, reported at `upgrade`. */
export const upgradeDrawRecordSchema = v.custom<v.InferOutput<typeof upgradeDrawObject>>((value) => v.is(upgradeDrawObject, value), 'an upgrade record');

/** The player's server seed, its commitment and the revealed seeds. */
export const fairnessRecordSchema = v.object({
  serverSeed: hexText(64),
  commitment: hexText(64),
  tablesDigest: hexText(64),
  clientSeed: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,64}$/)),
  nonce,
  revealed: v.record(hexText(64), hexText(64)),
});

export const inventoryRecordSchema = v.object({
  id: v.pipe(v.string(), v.regex(RECORD_ID)),
  skinKey: text,
  cost: amount,
  status: v.picklist(ITEM_STATUSES),
  createdAt: time,
  sendAt: v.optional(time),
  tradeOutcome: v.optional(v.picklist(TRADE_OUTCOMES)),
  penalty: v.optional(amount),
  soldUpgrader: v.optional(v.boolean()),
  winUpgrader: v.optional(v.boolean()),
  changed: v.optional(v.boolean()),
  draw: v.optional(drawRecordSchema),
  upgrade: v.optional(upgradeDrawRecordSchema),
  upgradeOf: v.optional(v.pipe(v.string(), v.regex(RECORD_ID))),
});

export const transactionRecordSchema = v.object({
  type: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
  value: wireNumber,
  balance: amount,
  at: time,
});

export const paymentRecordSchema = v.object({
  id: text,
  packageId: text,
  crystals: amount,
  stars: amount,
  status: v.picklist(PAYMENT_OUTCOMES),
  createdAt: time,
});

export const recentWinRecordSchema = v.object({ skinKey: text, cost: amount, price: amount, at: time });

/** When a task was last completed. */
export const completedAtSchema = time;

const plainObject = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  'an object',
);

/** A player's own fields; its lists and maps are checked record by record afterwards. */
export const playerFieldsSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  firstName: v.string(),
  lastName: v.string(),
  balance: amount,
  lang: v.picklist(LANGUAGES),
  firstVisit: v.boolean(),
  tradeLink: v.nullable(v.string()),
  inventory: v.array(v.unknown()),
  transactions: v.array(v.unknown()),
  completedTasks: plainObject,
  payments: plainObject,
  recentWins: v.array(v.unknown()),
  // A seed state that fails its check is left out (the player keeps everything else and gets a
  // fresh commitment on the next opening; openings of the lost seed can no longer be revealed).
  fairness: v.fallback(v.optional(fairnessRecordSchema), undefined),
});
