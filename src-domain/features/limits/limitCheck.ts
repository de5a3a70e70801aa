import { LIMITS_OF, settleLimit, type LimitKind, type LimitSettings, type SpendKind } from './limitRules';
import { fitsAt, spentAgainst, type LedgerEntry } from './spendLedger';

/** Why a spend may not go ahead: the limit it would pass, where it stands, and when it fits again. */
export interface LimitReached {
  readonly limit: LimitKind;
  /** The limit in force, in crystals. */
  readonly amount: number;
  /** What already counts against it. */
  readonly spent: number;
  /** The stake that was asked for. */
  readonly stake: number;
  /** The earliest time the stake fits; null when it is more than the limit allows at all. */
  readonly resetsAt: number | null;
}

export type LimitCheck = { readonly allowed: true } | { readonly allowed: false; readonly reached: LimitReached };

export const ALLOWED: LimitCheck = { allowed: true };

/**
 * May the player spend `stake` crystals on `kind` at `now`? Every limit of that kind must hold.
 * When one does not, the answer names the one that holds out longest, with the earliest time
 * when all of them fit (each only gets freer with time, so that is the latest of their times).
 * Nothing is ever refused for free (a stake of zero or less).
 */
export function checkSpend(settings: LimitSettings, entries: readonly LedgerEntry[], kind: SpendKind, stake: number, now: number): LimitCheck {
  if (!(stake > 0)) return ALLOWED;
  let worst: LimitReached | null = null;
  for (const limit of LIMITS_OF[kind]) {
    const setting = settleLimit(settings.limits[limit], now);
    const at = fitsAt(entries, limit, setting, stake, now);
    // No limit fits any stake now (fitsAt), so a limit reached has an amount.
    if (at === now) continue;
    const reached: LimitReached = { limit, amount: setting.amount as number, spent: spentAgainst(entries, limit, now), stake, resetsAt: at };
    if (!worst || later(reached.resetsAt, worst.resetsAt)) worst = reached;
  }
  return worst ? { allowed: false, reached: worst } : ALLOWED;
}

/** Null (never) is later than any time. */
function later(a: number | null, b: number | null): boolean {
  if (b === null) return false;
  return a === null || a > b;
}
