import { isJsonObject } from '@domain/shared/storedJson';

/**
 * How many decisions each device has made on one setting (a limit, the reality check's interval),
 * counting those it had seen from the others: a version vector. Comparing two tells whether one
 * setting was decided knowing the other ('after': it replaces it) or without (concurrent: the
 * stricter wins). Without them a device that simply had not heard of an increase the player asked
 * for elsewhere would cancel it at every sync, and a device that cancelled one could never make
 * the cancellation stick.
 */
export type VersionVector = Readonly<Record<string, number>>;

export type VersionOrder = 'same' | 'after' | 'before' | 'concurrent';

/** Decisions made before limits synced carry this name: every device that had one counts as having made it. */
export const LEGACY_DEVICE = '_';

const DEVICE = /^[A-Za-z0-9_]{1,16}$/;

export const NO_VERSION: VersionVector = {};

/** Whether `a` was decided after `b` (knowing it), before it, the same, or neither knowing the other. */
export function compareVersions(a: VersionVector, b: VersionVector): VersionOrder {
  let aAhead = false;
  let bAhead = false;
  for (const device of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[device] ?? 0;
    const y = b[device] ?? 0;
    if (x > y) aAhead = true;
    else if (y > x) bAhead = true;
  }
  if (aAhead && bAhead) return 'concurrent';
  if (aAhead) return 'after';
  if (bAhead) return 'before';
  return 'same';
}

/** What both have seen. */
export function joinVersions(a: VersionVector, b: VersionVector): VersionVector {
  const out: Record<string, number> = { ...a };
  for (const [device, count] of Object.entries(b)) out[device] = Math.max(out[device] ?? 0, count);
  return sortedVector(out);
}

/** One more decision by `device`. */
export function bumpVersion(version: VersionVector, device: string): VersionVector {
  return sortedVector({ ...version, [device]: (version[device] ?? 0) + 1 });
}

export function isDeviceName(value: unknown): value is string {
  return typeof value === 'string' && DEVICE.test(value);
}

/** A stored vector, checked: entries that are not a device's count are dropped. */
export function readVersion(value: unknown): VersionVector {
  if (!isJsonObject(value)) return NO_VERSION;
  const out: Record<string, number> = {};
  for (const [device, count] of Object.entries(value)) {
    if (isDeviceName(device) && Number.isSafeInteger(count) && (count as number) > 0) out[device] = count as number;
  }
  return sortedVector(out);
}

/** Keys in one order (by code unit, the same on every device), so that equal vectors are written as equal text. */
function sortedVector(vector: Record<string, number>): VersionVector {
  // Keys of one object are never equal.
  return Object.fromEntries(Object.entries(vector).sort(([a], [b]) => (a < b ? -1 : 1)));
}
