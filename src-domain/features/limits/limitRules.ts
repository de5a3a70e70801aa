/**
 * The rules of the limits a player sets for themselves: how much they may spend
 * on cases and upgrades in a rolling day and week, and buy in a rolling day. A lower limit is a
 * safer one and applies at once; a higher one, or none, waits out a cooling-off period first.
 */

const HOUR_MS = 60 * 60 * 1000;

export const LIMITS = {
  /** An increase or a removal applies this long after the player asked for it. */
  coolingOffMs: 24 * HOUR_MS,
  dayMs: 24 * HOUR_MS,
  weekMs: 7 * 24 * HOUR_MS,
  /** The largest limit a player may set, in crystals. */
  maxAmount: 10_000_000,
  /** The reality check's intervals, in minutes; 0 is off. */
  realityCheckMinutes: [0, 15, 30, 60] as const,
} as const;

/** What a spend is for: cases and upgrades ('play') or crystals bought ('buy'). */
export type SpendKind = 'play' | 'buy';

/** The three limits: play per rolling day and week, buying per rolling day. */
export type LimitKind = 'playDay' | 'playWeek' | 'buyDay';

export const LIMIT_KINDS: readonly LimitKind[] = ['playDay', 'playWeek', 'buyDay'];

/** Which limits a spend of each kind counts against. */
export const LIMITS_OF: Readonly<Record<SpendKind, readonly LimitKind[]>> = {
  play: ['playDay', 'playWeek'],
  buy: ['buyDay'],
};

export function spendKindOf(limit: LimitKind): SpendKind {
  return limit === 'buyDay' ? 'buy' : 'play';
}

/** The rolling window a limit looks back over. */
export function windowOf(limit: LimitKind): number {
  return limit === 'playWeek' ? LIMITS.weekMs : LIMITS.dayMs;
}

export type RealityCheckMinutes = (typeof LIMITS.realityCheckMinutes)[number];

export function isRealityCheckMinutes(value: unknown): value is RealityCheckMinutes {
  return (LIMITS.realityCheckMinutes as readonly unknown[]).includes(value);
}

/** A change that waits out the cooling-off period: the new amount (null: no limit) and when it applies. */
export interface PendingLimit {
  readonly amount: number | null;
  readonly effectiveAt: number;
}

/** One limit: in crystals, or null when there is none; and a more permissive one waiting, if any. */
export interface LimitSetting {
  readonly amount: number | null;
  readonly pending: PendingLimit | null;
}

export interface LimitSettings {
  readonly limits: Readonly<Record<LimitKind, LimitSetting>>;
  readonly realityCheckMinutes: RealityCheckMinutes;
}

export const NO_LIMIT: LimitSetting = { amount: null, pending: null };

export const DEFAULT_SETTINGS: LimitSettings = {
  limits: { playDay: NO_LIMIT, playWeek: NO_LIMIT, buyDay: NO_LIMIT },
  realityCheckMinutes: 0,
};

/** A limit a player may set: a whole number of crystals from 0 to the maximum. */
export function isLimitAmount(value: unknown): value is number {
  // Number.isInteger is false for anything that is not a number.
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= LIMITS.maxAmount;
}

/** True when `next` lets the player spend more than `current` does (no limit is the most). */
export function isLooser(next: number | null, current: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** How a requested change was taken: at once, after the cooling-off period, or not at all (the same limit). */
export type LimitChange =
  | { readonly kind: 'applied'; readonly setting: LimitSetting }
  | { readonly kind: 'pending'; readonly setting: LimitSetting; readonly effectiveAt: number }
  | { readonly kind: 'unchanged'; readonly setting: LimitSetting };

/**
 * The player asks for `amount` (null: no limit) at `now`. A stricter limit applies at once and
 * drops any change that was waiting; a looser one waits 24 hours. Asking again for something no
 * looser than what already waits keeps its time (a second thought is not punished); asking for
 * more starts the 24 hours again. Asking for the current limit cancels what was waiting.
 */
export function requestLimit(setting: LimitSetting, amount: number | null, now: number): LimitChange {
  const current = settleLimit(setting, now);
  if (amount === current.amount) {
    const next = { amount, pending: null };
    return current.pending ? { kind: 'applied', setting: next } : { kind: 'unchanged', setting: current };
  }
  if (!isLooser(amount, current.amount)) return { kind: 'applied', setting: { amount, pending: null } };
  const waiting = current.pending;
  const effectiveAt = waiting && !isLooser(amount, waiting.amount) ? waiting.effectiveAt : now + LIMITS.coolingOffMs;
  return { kind: 'pending', setting: { amount: current.amount, pending: { amount, effectiveAt } }, effectiveAt };
}

/** The limit as it stands at `now`: a waiting change whose time has come is applied. */
export function settleLimit(setting: LimitSetting, now: number): LimitSetting {
  const pending = setting.pending;
  if (!pending || now < pending.effectiveAt) return setting;
  return { amount: pending.amount, pending: null };
}

/** Every limit as it stands at `now`. */
export function settleSettings(settings: LimitSettings, now: number): LimitSettings {
  let changed = false;
  const limits = { ...settings.limits };
  for (const kind of LIMIT_KINDS) {
    const settled = settleLimit(settings.limits[kind], now);
    if (settled !== settings.limits[kind]) {
      limits[kind] = settled;
      changed = true;
    }
  }
  return changed ? { ...settings, limits } : settings;
}
