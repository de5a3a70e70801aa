import {
  DEFAULT_SETTINGS, LIMIT_KINDS, LIMITS, NO_LIMIT, isLimitAmount, isLooser, isRealityCheckMinutes, type LimitKind, type LimitSetting,
  type LimitSettings,
} from './limitRules';
import type { LedgerEntry } from './spendLedger';

/**
 * How limits are kept through the storage port, and how what is read back is checked. The storage
 * is the player's device, so anything may come back: a record that cannot be read counts as the
 * defaults, a limit that cannot be read as no limit, a spend that cannot be read is dropped — never
 * a crash. A clock moved back cannot stretch a cooling-off period beyond 24 hours from now, and
 * spends dated in the future count as made now (they are not forgotten).
 */

const VERSION = 1;

export function settingsKey(owner: string | null): string {
  return `limits.settings.${owner ?? 'anonymous'}`;
}

export function ledgerKey(owner: string | null): string {
  return `limits.ledger.${owner ?? 'anonymous'}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function readLimit(value: unknown, now: number): LimitSetting {
  if (!isRecord(value)) return NO_LIMIT;
  const amount = value.amount === null ? null : isLimitAmount(value.amount) ? value.amount : undefined;
  if (amount === undefined) return NO_LIMIT;
  const pending = value.pending;
  if (!isRecord(pending) || typeof pending.effectiveAt !== 'number' || !Number.isFinite(pending.effectiveAt)) return { amount, pending: null };
  const next = pending.amount === null ? null : isLimitAmount(pending.amount) ? pending.amount : undefined;
  // Only a looser limit ever waits; anything else stored as waiting is not a change at all.
  if (next === undefined || !isLooser(next, amount)) return { amount, pending: null };
  return { amount, pending: { amount: next, effectiveAt: Math.min(pending.effectiveAt, now + LIMITS.coolingOffMs) } };
}

export function readSettings(raw: string | null, now: number): LimitSettings {
  const value = parse(raw);
  if (!isRecord(value) || value.v !== VERSION) return DEFAULT_SETTINGS;
  const stored = isRecord(value.limits) ? value.limits : {};
  const limits = {} as Record<LimitKind, LimitSetting>;
  for (const kind of LIMIT_KINDS) limits[kind] = readLimit(stored[kind], now);
  const minutes = isRealityCheckMinutes(value.realityCheckMinutes) ? value.realityCheckMinutes : DEFAULT_SETTINGS.realityCheckMinutes;
  return { limits, realityCheckMinutes: minutes };
}

export function writeSettings(settings: LimitSettings): string {
  return JSON.stringify({ v: VERSION, limits: settings.limits, realityCheckMinutes: settings.realityCheckMinutes });
}

function readEntry(value: unknown): LedgerEntry | null {
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [at, kind, amount] = value as unknown[];
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (kind !== 'play' && kind !== 'buy') return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  return { at, kind, amount };
}

/** The readable spends as stored (pruneLedger then drops the aged and dates the future now). */
export function readLedger(raw: string | null): readonly LedgerEntry[] {
  const value = parse(raw);
  if (!isRecord(value) || value.v !== VERSION || !Array.isArray(value.entries)) return [];
  return value.entries.map(readEntry).filter((entry): entry is LedgerEntry => entry !== null);
}

/** Entries as `[at, kind, amount]` triples: a busy week of openings stays small. */
export function writeLedger(entries: readonly LedgerEntry[]): string {
  return JSON.stringify({ v: VERSION, entries: entries.map((entry) => [entry.at, entry.kind, entry.amount]) });
}
