import type { UpgradeRule } from '@domain/model/fairness';
import { isJsonObject as isRecordObject, storedObject } from '@domain/shared/storedJson';

/**
 * What this device witnessed of each verifiable roll (an opening or an upgrade), written before the
 * roll is asked for and completed with its answer: the device's word, which a proof must agree with
 * (compareWithRecord). Kept through the storage port per messenger user; anything read back is
 * checked, and a record that cannot be read is dropped (the roll is then "cannot be checked").
 */

/** An item as the device saw it: its id, its name (in `lang`) and its value in crystals. */
export interface SeenItem {
  readonly id: string;
  readonly name: string;
  readonly value: number;
}

/** A skin's value and the chance (percent) the case page showed for it; null when none was shown. */
export type ShownChance = readonly [value: number, chance: number | null];

/** What the roll's answer said of its draw (the receipt), when it said. */
export interface SeenReceipt {
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

interface RecordBase {
  /** A key of the device's own, to complete the record with the answer. */
  readonly ref: string;
  /** Clock time it was written: before the roll was asked for. */
  readonly at: number;
  /** The last commitment this device was shown before the roll (null: none), and when. */
  readonly commitment: string | null;
  readonly shownAt: number | null;
  /** The nonce announced for the next roll under that commitment (null: none announced). */
  readonly nonce: number | null;
  /** The upgrade rule announced with that commitment (null: none). */
  readonly upgradeRule: UpgradeRule | null;
  /** The client seed this device sent. */
  readonly clientSeed: string;
  /** The app's language when the record was written (names are compared in it). */
  readonly lang: string;
  readonly receipt: SeenReceipt | null;
}

export interface OpeningRecord extends RecordBase {
  readonly kind: 'opening';
  readonly caseId: string;
  readonly caseName: string;
  /** Every skin the case page showed: its value and published chance. */
  readonly chances: readonly ShownChance[];
  /** The inventory id of the drop and the item received; null until answered. */
  readonly itemId: string | null;
  readonly received: SeenItem | null;
}

export interface UpgradeRecord extends RecordBase {
  readonly kind: 'upgrade';
  /** The item staked (its inventory id) and the skin aimed at, as the upgrader showed them. */
  readonly donor: SeenItem;
  readonly target: SeenItem;
  /** The chance shown at the third step, in percent. */
  readonly chance: number;
  /** What the answer said; null until answered. */
  readonly won: boolean | null;
}

export type RollRecord = OpeningRecord | UpgradeRecord;

/** How many rolls a device remembers per player (newest kept). */
export const ROLL_RECORDS_KEPT = 300;
const VERSION = 1;

const isText = (value: unknown, max = 256): value is string => typeof value === 'string' && value.length <= max;
// Number.isFinite and Number.isSafeInteger are false for anything that is not a number.
const isTime = (value: unknown): value is number => Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isValue = (value: unknown): value is number => Number.isFinite(value) && (value as number) >= 0;
const orNull = <T>(check: (value: unknown) => value is T) => (value: unknown): value is T | null => value === null || check(value);

function isSeenItem(value: unknown): value is SeenItem {
  return isRecordObject(value) && isText(value.id) && value.id !== '' && isText(value.name) && isValue(value.value);
}

function isReceipt(value: unknown): value is SeenReceipt {
  return isRecordObject(value) && isText(value.commitment) && isText(value.clientSeed) && isCount(value.nonce);
}

function isRule(value: unknown): value is UpgradeRule {
  return isRecordObject(value) && isCount(value.edgeBp) && isCount(value.min) && isCount(value.max);
}

function isShownChance(value: unknown): value is ShownChance {
  return Array.isArray(value) && value.length === 2 && isValue(value[0])
    && (value[1] === null || (typeof value[1] === 'number' && value[1] >= 0 && value[1] <= 100));
}

function isBase(value: Record<string, unknown>): boolean {
  return isText(value.ref, 64) && isTime(value.at) && orNull(isText)(value.commitment) && orNull(isTime)(value.shownAt)
    && orNull(isCount)(value.nonce) && orNull(isRule)(value.upgradeRule) && isText(value.clientSeed) && isText(value.lang, 8)
    && orNull(isReceipt)(value.receipt);
}

export function isRollRecord(value: unknown): value is RollRecord {
  if (!isRecordObject(value) || !isBase(value)) return false;
  if (value.kind === 'opening') {
    return isText(value.caseId) && isText(value.caseName) && Array.isArray(value.chances) && value.chances.length <= 1000
      && value.chances.every(isShownChance) && orNull(isText)(value.itemId) && orNull(isSeenItem)(value.received);
  }
  if (value.kind === 'upgrade') {
    return isSeenItem(value.donor) && isSeenItem(value.target) && typeof value.chance === 'number' && value.chance >= 0 && value.chance <= 100
      && (value.won === null || typeof value.won === 'boolean');
  }
  return false;
}

/** The readable records of a stored text, oldest first; anything else is left out. */
export function readRollRecords(raw: string | null): RollRecord[] {
  const value = storedObject(raw);
  if (!value || value.v !== VERSION || !Array.isArray(value.records)) return [];
  return value.records.filter(isRollRecord);
}

export function writeRollRecords(records: readonly RollRecord[]): string {
  return JSON.stringify({ v: VERSION, records: records.slice(-ROLL_RECORDS_KEPT) });
}
