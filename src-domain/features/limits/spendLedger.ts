import { LIMITS, LIMITS_OF, spendKindOf, windowOf, type LimitKind, type LimitSetting, type SpendKind, settleLimit } from './limitRules';

/**
 * What the player spent, as the server confirmed it: when (clock time), on what, and how many
 * crystals. Limits look back over rolling windows (the last 24 hours, the last 7 days), which need
 * no time zone and end at exact, computable moments.
 */
export interface LedgerEntry {
  readonly at: number;
  readonly kind: SpendKind;
  readonly amount: number;
}

/** Crystals are counted in hundredths, so that sums of prices like 0.1 and 0.2 compare exactly. */
export function hundredths(crystals: number): number {
  return Math.round(crystals * 100);
}

function fromHundredths(value: number): number {
  return value / 100;
}

/** True while `entry` counts in a window of `windowMs` that ends at `now`: it drops out at `at + windowMs`. */
export function inWindow(entry: LedgerEntry, windowMs: number, now: number): boolean {
  return entry.at > now - windowMs;
}

/** Crystals spent on `kind` in the window of `windowMs` ending at `now`. */
export function spentIn(entries: readonly LedgerEntry[], kind: SpendKind, windowMs: number, now: number): number {
  let total = 0;
  for (const entry of entries) if (entry.kind === kind && inWindow(entry, windowMs, now)) total += hundredths(entry.amount);
  return fromHundredths(total);
}

/** What counts against `limit` at `now`. */
export function spentAgainst(entries: readonly LedgerEntry[], limit: LimitKind, now: number): number {
  return spentIn(entries, spendKindOf(limit), windowOf(limit), now);
}

/**
 * The earliest time from `now` on when a stake of `stake` fits under `limit` in a rolling window
 * of `windowMs`, counting only what is spent already: the moment enough of the window's spending
 * has dropped out. Null when the stake alone is more than the limit (it never fits).
 */
export function earliestFit(entries: readonly LedgerEntry[], kind: SpendKind, windowMs: number, limit: number, stake: number, now: number): number | null {
  const cap = hundredths(limit);
  const need = hundredths(stake);
  // A stake over the limit by itself fits at no time: not even once every spend has dropped out (below).
  const live = entries.filter((entry) => entry.kind === kind && inWindow(entry, windowMs, now)).sort((a, b) => a.at - b.at);
  let total = live.reduce((sum, entry) => sum + hundredths(entry.amount), 0);
  if (total + need <= cap) return now;
  for (const entry of live) {
    total -= hundredths(entry.amount);
    if (total + need <= cap) return entry.at + windowMs;
  }
  return null;
}

/**
 * When a stake of `stake` fits under one limit, from `now` on: under the limit in force, or under
 * the looser one waiting once it applies, whichever comes first. Since a waiting change is always
 * looser and spending only drops out, whether the stake fits can only go from no to yes: the
 * earliest time is exact.
 */
export function fitsAt(entries: readonly LedgerEntry[], limit: LimitKind, setting: LimitSetting, stake: number, now: number): number | null {
  const { amount, pending } = settleLimit(setting, now);
  const kind = spendKindOf(limit);
  const windowMs = windowOf(limit);
  const underCurrent = amount === null ? now : earliestFit(entries, kind, windowMs, amount, stake, now);
  if (!pending) return underCurrent;
  let underPending: number | null = pending.effectiveAt;
  if (pending.amount !== null) {
    const fit = earliestFit(entries, kind, windowMs, pending.amount, stake, now);
    underPending = fit === null ? null : Math.max(fit, pending.effectiveAt);
  }
  if (underCurrent === null) return underPending;
  if (underPending === null) return underCurrent;
  return Math.min(underCurrent, underPending);
}

/** Entries still inside the longest window at `now`; those dated in the future (a clock moved back) count as now. */
export function pruneLedger(entries: readonly LedgerEntry[], now: number): readonly LedgerEntry[] {
  const kept = entries
    .map((entry) => (entry.at > now ? { ...entry, at: now } : entry))
    .filter((entry) => inWindow(entry, LIMITS.weekMs, now));
  return kept.length === entries.length && kept.every((entry, i) => entry === entries[i]) ? entries : kept;
}

/** The next moment after `now` when a spend drops out of a window: what a limit allows may change then. */
export function nextDropOut(entries: readonly LedgerEntry[], now: number): number | null {
  let next: number | null = null;
  for (const entry of entries) {
    for (const limit of LIMITS_OF[entry.kind]) {
      const out = entry.at + windowOf(limit);
      if (out > now && (next === null || out < next)) next = out;
    }
  }
  return next;
}
