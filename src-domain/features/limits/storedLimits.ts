import {
  DEFAULT_SETTINGS, LIMIT_KINDS, LIMITS, NO_LIMIT, isLimitAmount, isLooser, isRealityCheckMinutes, type LimitKind, type LimitSetting,
  type LimitSettings,
} from './limitRules';
import type { LedgerEntry } from './spendLedger';
import { LEGACY_DEVICE, NO_VERSION, readVersion, type VersionVector } from './versionVectors';
import { isJsonObject as isRecord, parseStored } from '@domain/shared/storedJson';

/**
 * How limits are kept through the storage port, and how what is read back is checked. The storage
 * is the player's device, so anything may come back: a record that cannot be read counts as the
 * defaults, a limit that cannot be read as no limit, a spend that cannot be read is dropped — never
 * a crash. A clock moved back cannot stretch a cooling-off period beyond 24 hours from now, and
 * spends dated in the future count as made now (they are not forgotten).
 */

const VERSION = 1;
/** Settings with the version of each (versionVectors.ts): what the cloud copy merges by. */
const SETTINGS_VERSION = 2;

/** The settings that are decided and merged one by one: the three limits and the reality check's interval. */
export type SettingName = LimitKind | 'realityCheck';

export const SETTING_NAMES: readonly SettingName[] = [...LIMIT_KINDS, 'realityCheck'];

export type SettingVersions = Readonly<Record<SettingName, VersionVector>>;

/** The settings and, for each, the decisions it is made of: the record kept on the device and in the cloud. */
export interface SettingsDoc {
  readonly settings: LimitSettings;
  readonly versions: SettingVersions;
}

const NO_VERSIONS: SettingVersions = { playDay: NO_VERSION, playWeek: NO_VERSION, buyDay: NO_VERSION, realityCheck: NO_VERSION };

/** Where the settings are kept on the device; the cloud (per user already) keeps them under `limits_settings`. */
export function settingsKey(owner: string | null): string {
  return `limits.settings.${owner ?? 'anonymous'}`;
}

export function ledgerKey(owner: string | null): string {
  return `limits.ledger.${owner ?? 'anonymous'}`;
}


function readLimit(value: unknown, now: number): LimitSetting {
  // No limit, or one that cannot be read, is no limit: nothing is looser, so nothing can be waiting.
  if (!isRecord(value) || !isLimitAmount(value.amount)) return NO_LIMIT;
  const amount = value.amount;
  const pending = value.pending;
  if (!isRecord(pending) || !Number.isFinite(pending.effectiveAt)) return { amount, pending: null };
  const next = pending.amount;
  // Only a looser limit ever waits; anything else stored as waiting is not a change at all.
  if (!(next === null || isLimitAmount(next)) || !isLooser(next, amount)) return { amount, pending: null };
  return { amount, pending: { amount: next, effectiveAt: Math.min(pending.effectiveAt as number, now + LIMITS.coolingOffMs) } };
}

/**
 * The settings record, checked. A record of before limits synced (version 1) has no versions: each
 * of its settings that is not the default counts as one decision of LEGACY_DEVICE, so that two
 * devices that both had limits merge them stricter-wins rather than one replacing the other.
 */
export function readSettingsDoc(raw: string | null, now: number): SettingsDoc {
  const value = parseStored(raw);
  if (!isRecord(value) || (value.v !== VERSION && value.v !== SETTINGS_VERSION)) return { settings: DEFAULT_SETTINGS, versions: NO_VERSIONS };
  const stored = isRecord(value.limits) ? value.limits : {};
  const limits = {} as Record<LimitKind, LimitSetting>;
  for (const kind of LIMIT_KINDS) limits[kind] = readLimit(stored[kind], now);
  const minutes = isRealityCheckMinutes(value.realityCheckMinutes) ? value.realityCheckMinutes : DEFAULT_SETTINGS.realityCheckMinutes;
  const settings = { limits, realityCheckMinutes: minutes };
  const versions = {} as Record<SettingName, VersionVector>;
  const storedVersions = isRecord(value.versions) ? value.versions : {};
  for (const name of SETTING_NAMES) {
    if (value.v === SETTINGS_VERSION) versions[name] = readVersion(storedVersions[name]);
    else versions[name] = isDefault(settings, name) ? NO_VERSION : { [LEGACY_DEVICE]: 1 };
  }
  return { settings, versions };
}

function isDefault(settings: LimitSettings, name: SettingName): boolean {
  if (name === 'realityCheck') return settings.realityCheckMinutes === DEFAULT_SETTINGS.realityCheckMinutes;
  // Without a limit nothing can be waiting (readLimit): no amount is the default.
  return settings.limits[name].amount === null;
}

export function writeSettingsDoc(doc: SettingsDoc): string {
  const { settings, versions } = doc;
  const limits = Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, settings.limits[kind]]));
  return JSON.stringify({ v: SETTINGS_VERSION, limits, realityCheckMinutes: settings.realityCheckMinutes, versions });
}

function readEntry(value: unknown): LedgerEntry | null {
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [at, kind, amount] = value as unknown[];
  // Number.isFinite is false for anything that is not a number.
  if (!Number.isFinite(at)) return null;
  if (kind !== 'play' && kind !== 'buy') return null;
  if (!Number.isFinite(amount) || (amount as number) <= 0) return null;
  return { at: at as number, kind, amount: amount as number };
}

/** This device's spends, and how many it has recorded in all: a later copy of a ledger has counted more. */
export interface OwnLedger {
  readonly entries: readonly LedgerEntry[];
  readonly count: number;
}

export function readEntries(value: unknown): readonly LedgerEntry[] {
  return Array.isArray(value) ? value.map(readEntry).filter((entry): entry is LedgerEntry => entry !== null) : [];
}

export function readOwnLedger(raw: string | null): OwnLedger {
  const value = parseStored(raw);
  if (!isRecord(value) || value.v !== VERSION || !Array.isArray(value.entries)) return { entries: [], count: 0 };
  const entries = readEntries(value.entries);
  // The readable spends as stored (pruneLedger then drops the aged and dates the future now).
  const count = Number.isSafeInteger(value.n) && (value.n as number) >= entries.length ? (value.n as number) : entries.length;
  return { entries, count };
}

export function writeEntries(entries: readonly LedgerEntry[]): (string | number)[][] {
  return entries.map((entry) => [entry.at, entry.kind, entry.amount]);
}

/** Entries as `[at, kind, amount]` triples: a busy week of openings stays small. */
export function writeLedger(entries: readonly LedgerEntry[], count = entries.length): string {
  return JSON.stringify({ v: VERSION, n: count, entries: writeEntries(entries) });
}
