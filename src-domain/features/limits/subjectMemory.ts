import type { SpendKind } from './limitRules';
import { hundredths } from './spendLedger';
import { storedObject } from '@domain/shared/storedJson';

/**
 * What each subject (a case id, a crystal package id) took the last time a spend of it was
 * recorded. A page may show a price that is not what the server charges (a case shown at 0 that
 * costs 8): the first spend goes through on the price shown, and from then on a check of the same
 * subject counts the larger of the price shown and what it took last time.
 *
 * Kept per messenger user through the storage port, newest last, at most `SUBJECTS_KEPT` of them
 * (the oldest are forgotten first). What is read back is checked: a record that cannot be read is
 * nothing remembered, an entry that cannot be read is dropped.
 */
export interface TakenEntry {
  readonly kind: SpendKind;
  readonly subject: string;
  /** Crystals, more than zero. */
  readonly amount: number;
}

/** A player opens a few dozen kinds of case: this keeps every one of them, and the record small. */
export const SUBJECTS_KEPT = 100;

/** Longer ids are not ids this app makes; they are not remembered. */
const SUBJECT_MAX_LENGTH = 200;

const VERSION = 1;

export function subjectsKey(owner: string | null): string {
  return `limits.subjects.${owner ?? 'anonymous'}`;
}

function isSubject(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= SUBJECT_MAX_LENGTH;
}

function readEntry(value: unknown): TakenEntry | null {
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [kind, subject, amount] = value as unknown[];
  if (kind !== 'play' && kind !== 'buy') return null;
  if (!isSubject(subject)) return null;
  // Number.isFinite is false for anything that is not a number.
  if (!Number.isFinite(amount) || (amount as number) <= 0) return null;
  return { kind, subject, amount: amount as number };
}

export function readTaken(raw: string | null): readonly TakenEntry[] {
  const record = storedObject(raw);
  if (!record) return [];
  if (record.v !== VERSION || !Array.isArray(record.taken)) return [];
  const entries = record.taken.map(readEntry).filter((entry): entry is TakenEntry => entry !== null);
  // A subject listed twice (a hand-edited record) counts once: its last, newest entry.
  const unique = entries.filter((entry, i) => !entries.slice(i + 1).some((later) => same(later, entry.kind, entry.subject)));
  return unique.slice(-SUBJECTS_KEPT);
}

export function writeTaken(entries: readonly TakenEntry[]): string {
  return JSON.stringify({ v: VERSION, taken: entries.map((entry) => [entry.kind, entry.subject, entry.amount]) });
}

function same(entry: TakenEntry, kind: SpendKind, subject: string): boolean {
  return entry.kind === kind && entry.subject === subject;
}

/** The memory after `subject` took `amount` (nothing taken: it is forgotten). */
export function rememberTaken(entries: readonly TakenEntry[], kind: SpendKind, subject: string, amount: number): readonly TakenEntry[] {
  if (!isSubject(subject)) return entries;
  const others = entries.filter((entry) => !same(entry, kind, subject));
  if (!(hundredths(amount) > 0)) return others.length === entries.length ? entries : others;
  return [...others, { kind, subject, amount }].slice(-SUBJECTS_KEPT);
}

/** The stake to check: the larger of `amount` (the price shown) and what `subject` took last time. */
export function stakeFor(entries: readonly TakenEntry[], kind: SpendKind, amount: number, subject?: string): number {
  if (subject === undefined) return amount;
  const taken = entries.find((entry) => same(entry, kind, subject))?.amount ?? 0;
  return Number.isNaN(amount) ? taken : Math.max(amount, taken);
}
