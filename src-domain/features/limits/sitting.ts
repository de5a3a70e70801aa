import { hundredths } from './spendLedger';
import { storedObject } from '@domain/shared/storedJson';

/**
 * A sitting: what the reality check reports on — since when the player has been playing, what went
 * into cases and upgrades and what came out. It outlives a reload or a restart of the app: it is
 * kept per messenger user through the storage port, and ends only
 * - after `SITTING_IDLE_MS` without use, or
 * - when the player takes a break (the reality check's 'Take a break').
 *
 * "Use" is the app being in front of the player (shown, not behind another app or a locked screen)
 * and every spend. While the app is in front its last use is renewed every minute (ActivityWatch),
 * once more when it leaves the front, and at each spend; a closed or hidden app renews nothing.
 */
export interface PlaySession {
  readonly startedAt: number;
  /** Crystals put into cases and upgrades in this sitting. */
  readonly spent: number;
  /** Crystals that came out of them (drops, upgrade wins). */
  readonly won: number;
  /** When the reality check's current interval began: the sitting's start, the last Continue, or the last change of interval. */
  readonly intervalFrom: number;
}

export interface StoredSitting extends PlaySession {
  /** The last moment of use. */
  readonly lastUsedAt: number;
}

/** A sitting ends after 30 minutes without use. */
export const SITTING_IDLE_MS = 30 * 60_000;

const VERSION = 1;

export function sittingKey(owner: string | null): string {
  return `limits.sitting.${owner ?? 'anonymous'}`;
}

export function newSitting(at: number, now = at): StoredSitting {
  return { startedAt: at, spent: 0, won: 0, intervalFrom: at, lastUsedAt: now };
}

/** The figures a reader of the session sees (without the moment of last use, which moves every minute). */
export function sessionOf(sitting: StoredSitting): PlaySession {
  const { startedAt, spent, won, intervalFrom } = sitting;
  return { startedAt, spent, won, intervalFrom };
}

/** True while the sitting has been used within the last 30 minutes before `at`. */
export function isLive(sitting: StoredSitting | null, at: number): sitting is StoredSitting {
  return sitting !== null && at - sitting.lastUsedAt <= SITTING_IDLE_MS;
}

/**
 * The sitting in use at `now`: the stored one if it was used within 30 minutes of `since` (by
 * default `now`; the app's start for the first read), used again now; otherwise a new one begun at
 * `since`.
 */
export function resume(stored: StoredSitting | null, now: number, since = now): StoredSitting {
  return isLive(stored, since) ? { ...stored, lastUsedAt: Math.max(stored.lastUsedAt, now) } : newSitting(since, now);
}

/** A case opened or an upgrade made at `now`: its stake went in and its result came out. */
export function addPlay(sitting: StoredSitting, stake: number, won: number, now: number): StoredSitting {
  return {
    ...sitting,
    spent: add(sitting.spent, Math.max(0, stake)),
    won: add(sitting.won, Math.max(0, won)),
    lastUsedAt: Math.max(sitting.lastUsedAt, now),
  };
}

function add(total: number, amount: number): number {
  return (hundredths(total) + hundredths(amount)) / 100;
}

// Number.isFinite is false for anything that is not a number.
function isTime(value: unknown): value is number {
  return Number.isFinite(value);
}

function isAmount(value: unknown): value is number {
  return Number.isFinite(value) && (value as number) >= 0;
}

/**
 * The stored sitting, checked: a record that cannot be read is no sitting (a new one begins). Times
 * in the future (a clock moved back) count as now; the interval never began before the sitting.
 */
export function readSitting(raw: string | null, now: number): StoredSitting | null {
  const value = storedObject(raw);
  if (!value) return null;
  const { v, startedAt, spent, won, intervalFrom, lastUsedAt } = value;
  if (v !== VERSION || !isTime(startedAt) || !isTime(lastUsedAt) || !isTime(intervalFrom) || !isAmount(spent) || !isAmount(won)) return null;
  const used = Math.min(lastUsedAt, now);
  const started = Math.min(startedAt, used);
  return { startedAt: started, spent, won, intervalFrom: Math.min(Math.max(intervalFrom, started), used), lastUsedAt: used };
}

export function writeSitting(sitting: StoredSitting): string {
  return JSON.stringify({ v: VERSION, ...sitting });
}
