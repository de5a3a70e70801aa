import { CLOUD_STORAGE_LIMITS } from '@domain/ports/CloudStorage';
import { LIMITS } from './limitRules';
import { hundredths, inWindow, pruneLedger, type LedgerEntry } from './spendLedger';
import { readEntries, writeEntries, type OwnLedger } from './storedLimits';
import { isDeviceName } from './versionVectors';
import { isJsonObject, storedObject } from '@domain/shared/storedJson';

/**
 * The spends of the player's other devices. Each device writes only its own ledger, under a cloud
 * key of its own (`limits_ledger_<device>`), so two devices never overwrite each other's spends;
 * every device reads the others' and keeps a copy on the device (the mirror), so that a start
 * without a connection still counts them. A device never counts its own cloud copy (it has the
 * original), and keeps of each other device the copy that has counted the most spends — a copy is
 * never replaced by an older one, so no spend is lost and none is counted twice.
 */

/** The cloud copy of one device's ledger, and how many spends that device had recorded when it wrote it. */
export interface DeviceLedger {
  readonly count: number;
  readonly entries: readonly LedgerEntry[];
}

export type Mirror = Readonly<Record<string, DeviceLedger>>;

const VERSION = 1;
const LEDGER_PREFIX = 'limits_ledger_';

export function othersKey(owner: string | null): string {
  return `limits.others.${owner ?? 'anonymous'}`;
}

export function ledgerCloudKey(device: string): string {
  return `${LEDGER_PREFIX}${device}`;
}

/** The device a cloud key holds the ledger of, or null when it is not a ledger's key. */
export function deviceOfCloudKey(key: string): string | null {
  if (!key.startsWith(LEDGER_PREFIX)) return null;
  const device = key.slice(LEDGER_PREFIX.length);
  return isDeviceName(device) ? device : null;
}

type CloudEntry = [seconds: number, kind: 'p' | 'b', amount: number];

function toCloud(entry: LedgerEntry): CloudEntry {
  // Whole seconds, rounded up: an entry can only count longer for it, never less.
  return [Math.ceil(entry.at / 1000), entry.kind === 'play' ? 'p' : 'b', entry.amount];
}

function fromCloud(value: unknown): LedgerEntry | null {
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [seconds, kind, amount] = value as unknown[];
  // Number.isFinite is false for anything that is not a number.
  if (!Number.isFinite(seconds)) return null;
  if (kind !== 'p' && kind !== 'b') return null;
  if (!Number.isFinite(amount) || (amount as number) <= 0) return null;
  return { at: (seconds as number) * 1000, kind: kind === 'p' ? 'play' : 'buy', amount: amount as number };
}

/**
 * This device's ledger as its cloud copy, at most 4096 characters (Telegram's limit). A ledger that
 * is longer is compacted the stricter way: the oldest entries of a kind are merged into one, of
 * their sum, dated at the latest of them — it counts in every window any of them counted in, and
 * leaves it no earlier.
 */
export function encodeCloudLedger(ledger: OwnLedger): string {
  const head = `{"v":${VERSION},"n":${ledger.count},"e":[]}`.length;
  const queues: Record<'p' | 'b', CloudEntry[]> = { p: [], b: [] };
  for (const entry of [...ledger.entries].sort((a, b) => a.at - b.at)) {
    const cloud = toCloud(entry);
    queues[cloud[1]].push(cloud);
  }
  const size = (entry: CloudEntry) => JSON.stringify(entry).length + 1;
  let length = head - 1;
  for (const entry of [...queues.p, ...queues.b]) length += size(entry);
  while (length > CLOUD_STORAGE_LIMITS.valueLength) {
    const queue = oldestPair(queues);
    if (!queue) break;
    const [first, second] = queue as [CloudEntry, CloudEntry];
    const merged: CloudEntry = [second[0], second[1], (hundredths(first[2]) + hundredths(second[2])) / 100];
    length += size(merged) - size(first) - size(second);
    queue.splice(0, 2, merged);
  }
  const entries = [...queues.p, ...queues.b].sort((a, b) => a[0] - b[0]);
  return JSON.stringify({ v: VERSION, n: ledger.count, e: entries });
}

/** The kind whose two oldest entries are the oldest pair (so the oldest spends are merged first). */
function oldestPair(queues: Record<'p' | 'b', CloudEntry[]>): CloudEntry[] | null {
  const candidates = [queues.p, queues.b].filter((queue) => queue.length >= 2);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, queue) => ((queue[1] as CloudEntry)[0] < (best[1] as CloudEntry)[0] ? queue : best));
}

/** Another device's cloud copy, checked; null when it cannot be read (it is then left alone). */
export function decodeCloudLedger(raw: string | undefined): DeviceLedger | null {
  const value = storedObject(raw ?? null);
  if (!value) return null;
  const { v, n, e } = value;
  if (v !== VERSION || !Array.isArray(e) || !Number.isSafeInteger(n) || (n as number) < 0) return null;
  return { count: n as number, entries: e.map(fromCloud).filter((entry): entry is LedgerEntry => entry !== null) };
}

/** True when nothing in `ledger` counts any more (all older than the longest window): its key may go. */
export function hasAgedOut(ledger: DeviceLedger, now: number): boolean {
  return ledger.entries.every((entry) => !inWindow(entry, LIMITS.weekMs, now));
}

/** The mirror after reading the other devices' cloud copies at `now`: never an older copy for a newer one. */
export function mergeMirror(mirror: Mirror, pulled: ReadonlyMap<string, DeviceLedger>, now: number): Mirror {
  const out: Record<string, DeviceLedger> = {};
  for (const device of new Set([...Object.keys(mirror), ...pulled.keys()])) {
    const kept = mirror[device];
    const read = pulled.get(device);
    // A device whose key is gone keeps its copy here until its spends age out. Every device here
    // is in the mirror or was read: one of the two is there.
    const chosen = (kept && (!read || read.count < kept.count) ? kept : read) as DeviceLedger;
    const entries = pruneLedger(chosen.entries, now);
    if (entries.length > 0) out[device] = { count: chosen.count, entries };
  }
  return out;
}

/** Every other device's spends, as the checks count them. */
export function mirroredEntries(mirror: Mirror): readonly LedgerEntry[] {
  return Object.values(mirror).flatMap((ledger) => ledger.entries);
}

export function readMirror(raw: string | null, now: number): Mirror {
  const value = storedObject(raw);
  if (!value) return {};
  const { v, devices } = value;
  if (v !== VERSION || !isJsonObject(devices)) return {};
  const out: Record<string, DeviceLedger> = {};
  for (const [device, stored] of Object.entries(devices)) {
    if (!isDeviceName(device) || !isJsonObject(stored)) continue;
    const { n, e } = stored;
    const entries = pruneLedger(readEntries(e), now);
    if (entries.length > 0) out[device] = { count: Number.isSafeInteger(n) && (n as number) >= 0 ? (n as number) : 0, entries };
  }
  return out;
}

export function writeMirror(mirror: Mirror): string {
  const devices = Object.fromEntries(Object.entries(mirror).map(([device, ledger]) => [device, { n: ledger.count, e: writeEntries(ledger.entries) }]));
  return JSON.stringify({ v: VERSION, devices });
}
