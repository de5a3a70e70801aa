import {
  LIMIT_KINDS, settleSettings, type LimitKind, type LimitSetting, type LimitSettings, type PendingLimit, type RealityCheckMinutes,
} from './limitRules';
import { SETTING_NAMES, type SettingName, type SettingVersions, type SettingsDoc } from './storedLimits';
import { compareVersions, joinVersions, type VersionVector } from './versionVectors';

/**
 * Two copies of the player's settings (this device's and the cloud's) made one, setting by setting.
 *
 * - A setting decided knowing the other's decisions (its version is after the other's) replaces
 *   it: that is the player's later decision — a cancelled increase stays cancelled, an increase
 *   asked for elsewhere waits out its own 24 hours here too.
 * - Settings decided without knowing each other (concurrent versions), or copies of the same
 *   decisions that disagree: the stricter wins. The lower limit is in force; a waiting increase is
 *   kept only if both copies wait for one, then at the lower amount and its earliest date — the
 *   date the player first asked for at least that much, as asking again on one device keeps it.
 *   The reality check reminds at the shorter interval.
 *
 * So syncing never loosens a limit beyond the player's own latest decision, and never shortens a
 * cooling-off: a loosening comes only from an increase asked for, 24 hours after it was asked. The
 * merge is idempotent (a copy merged with itself is itself), commutative, and its versions only
 * grow, so devices that keep syncing agree.
 */
export function mergeSettingsDocs(a: SettingsDoc, b: SettingsDoc, now: number): SettingsDoc {
  const x = settleSettings(a.settings, now);
  const y = settleSettings(b.settings, now);
  const limits = {} as Record<LimitKind, LimitSetting>;
  const versions = {} as Record<SettingName, VersionVector>;
  for (const name of SETTING_NAMES) versions[name] = joinVersions(a.versions[name], b.versions[name]);
  for (const kind of LIMIT_KINDS) limits[kind] = pick(a.versions, b.versions, kind, x.limits[kind], y.limits[kind], stricterLimit);
  const realityCheckMinutes = pick(a.versions, b.versions, 'realityCheck', x.realityCheckMinutes, y.realityCheckMinutes, stricterReminder);
  const settings: LimitSettings = { limits, realityCheckMinutes };
  return { settings, versions };
}

function pick<T>(va: SettingVersions, vb: SettingVersions, name: SettingName, x: T, y: T, stricter: (x: T, y: T) => T): T {
  switch (compareVersions(va[name], vb[name])) {
    case 'after':
      return x;
    case 'before':
      return y;
    default:
      return stricter(x, y);
  }
}

/** The lower of two limits (none is the highest). */
export function stricterAmount(x: number | null, y: number | null): number | null {
  if (x === null) return y;
  if (y === null) return x;
  return Math.min(x, y);
}

/** Both copies of one limit, the stricter way: the lower limit; a waiting increase only if both wait for one. */
export function stricterLimit(x: LimitSetting, y: LimitSetting): LimitSetting {
  const amount = stricterAmount(x.amount, y.amount);
  // Each waiting change is looser than its own limit (readLimit, requestLimit), so the stricter of
  // two is still looser than the stricter limit: it stays a change.
  const pending: PendingLimit | null = x.pending && y.pending
    ? { amount: stricterAmount(x.pending.amount, y.pending.amount), effectiveAt: Math.min(x.pending.effectiveAt, y.pending.effectiveAt) }
    : null;
  return { amount, pending };
}

/** The shorter of two reminder intervals; off only when both are off. */
export function stricterReminder(x: RealityCheckMinutes, y: RealityCheckMinutes): RealityCheckMinutes {
  if (x === 0) return y;
  if (y === 0) return x;
  return Math.min(x, y) as RealityCheckMinutes;
}
