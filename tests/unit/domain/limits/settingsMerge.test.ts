import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isLooser, type LimitKind, type LimitSetting, type RealityCheckMinutes } from '@domain/features/limits/limitRules';
import { mergeSettingsDocs, stricterAmount } from '@domain/features/limits/settingsMerge';
import { readSettingsDoc, writeSettingsDoc, type SettingVersions, type SettingsDoc } from '@domain/features/limits/storedLimits';
import { compareVersions, type VersionVector } from '@domain/features/limits/versionVectors';
import { seededRandom } from '@domain/shared/seededRandom';

const T0 = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const NONE: SettingVersions = { playDay: {}, playWeek: {}, buyDay: {}, realityCheck: {} };

function doc(limits: Partial<Record<LimitKind, LimitSetting>>, versions: Partial<SettingVersions> = {}, realityCheckMinutes: RealityCheckMinutes = 0): SettingsDoc {
  return {
    settings: { limits: { ...DEFAULT_SETTINGS.limits, ...limits }, realityCheckMinutes },
    versions: { ...NONE, ...versions },
  };
}

const limit = (amount: number | null, pending: { amount: number | null; effectiveAt: number } | null = null): LimitSetting => ({ amount, pending });

describe('merging two copies of the settings', () => {
  it('decided without knowing each other: the lower limit wins, whichever side it is on', () => {
    const phone = doc({ playDay: limit(100) }, { playDay: { phone: 1 } });
    const tablet = doc({ playDay: limit(200), buyDay: limit(50) }, { playDay: { tablet: 1 }, buyDay: { tablet: 1 } });
    for (const merged of [mergeSettingsDocs(phone, tablet, T0), mergeSettingsDocs(tablet, phone, T0)]) {
      expect(merged.settings.limits).toEqual({ playDay: limit(100), playWeek: limit(null), buyDay: limit(50) });
      expect(merged.versions.playDay).toEqual({ phone: 1, tablet: 1 });
    }
  });

  it('a limit beats none; the reality check reminds at the shorter interval, off only if both are', () => {
    const a = doc({ playWeek: limit(300) }, { playWeek: { a: 1 }, realityCheck: { a: 1 } }, 60);
    const b = doc({}, { playWeek: { b: 1 }, realityCheck: { b: 1 } }, 15);
    const merged = mergeSettingsDocs(a, b, T0);
    expect(merged.settings.limits.playWeek).toEqual(limit(300));
    expect(merged.settings.realityCheckMinutes).toBe(15);
    expect(mergeSettingsDocs(doc({}, { realityCheck: { a: 1 } }, 0), doc({}, { realityCheck: { b: 1 } }, 30), T0).settings.realityCheckMinutes).toBe(30);
  });

  it('both waiting for an increase: the lower amount, at the earliest date (asked twice, the first asking counts)', () => {
    const a = doc({ playDay: limit(100, { amount: 1000, effectiveAt: T0 + DAY }) }, { playDay: { a: 2 } });
    const b = doc({ playDay: limit(100, { amount: 500, effectiveAt: T0 + DAY + 5 * HOUR }) }, { playDay: { a: 1, b: 1 } });
    expect(mergeSettingsDocs(a, b, T0).settings.limits.playDay).toEqual(limit(100, { amount: 500, effectiveAt: T0 + DAY }));
  });

  it('one side waits for an increase the other never saw, and decided something else meanwhile: no increase (the stricter)', () => {
    const a = doc({ playDay: limit(100, { amount: 1000, effectiveAt: T0 + DAY }) }, { playDay: { a: 2 } });
    const b = doc({ playDay: limit(80) }, { playDay: { a: 1, b: 1 } });
    expect(mergeSettingsDocs(a, b, T0).settings.limits.playDay).toEqual(limit(80));
  });

  it('a waiting increase that the lower limit makes no increase at all is dropped', () => {
    const a = doc({ playDay: limit(100, { amount: 150, effectiveAt: T0 + DAY }) }, { playDay: { a: 1 } });
    const b = doc({ playDay: limit(200, { amount: 500, effectiveAt: T0 + HOUR }) }, { playDay: { b: 1 } });
    // 100 is in force; 150 would be an increase from it, and both wait for one: 150 at the earliest date.
    expect(mergeSettingsDocs(a, b, T0).settings.limits.playDay).toEqual(limit(100, { amount: 150, effectiveAt: T0 + HOUR }));
    const c = doc({ playDay: limit(50, { amount: 80, effectiveAt: T0 + DAY }) }, { playDay: { c: 1 } });
    const d = doc({ playDay: limit(10, { amount: 20, effectiveAt: T0 + DAY }) }, { playDay: { d: 1 } });
    expect(mergeSettingsDocs(c, d, T0).settings.limits.playDay).toEqual(limit(10, { amount: 20, effectiveAt: T0 + DAY }));
    const e = doc({ playDay: limit(10, { amount: 20, effectiveAt: T0 + DAY }) }, { playDay: { e: 1 } });
    const f = doc({ playDay: limit(30, { amount: 5000, effectiveAt: T0 + DAY }) }, { playDay: { f: 1 } });
    expect(mergeSettingsDocs(e, f, T0).settings.limits.playDay).toEqual(limit(10, { amount: 20, effectiveAt: T0 + DAY }));
  });

  it('decided knowing the other: the later decision replaces it — an increase asked for elsewhere waits its own 24 hours here', () => {
    const here = doc({ playDay: limit(100) }, { playDay: { a: 1 } });
    const cloud = doc({ playDay: limit(100, { amount: 1000, effectiveAt: T0 + DAY }) }, { playDay: { a: 1, b: 1 } });
    const merged = mergeSettingsDocs(here, cloud, T0);
    expect(merged.settings.limits.playDay).toEqual(limit(100, { amount: 1000, effectiveAt: T0 + DAY }));
    // Merged at a later moment, settled then: in force from its date, not before.
    expect(mergeSettingsDocs(here, cloud, T0 + DAY - 1).settings.limits.playDay.amount).toBe(100);
    expect(mergeSettingsDocs(here, cloud, T0 + DAY).settings.limits.playDay).toEqual(limit(1000));
  });

  it('a cancelled increase stays cancelled: the device that still waits for it takes the later decision', () => {
    const stillWaiting = doc({ buyDay: limit(100, { amount: null, effectiveAt: T0 + DAY }) }, { buyDay: { a: 2 } });
    const cancelled = doc({ buyDay: limit(100) }, { buyDay: { a: 2, b: 1 } });
    expect(mergeSettingsDocs(stillWaiting, cancelled, T0).settings.limits.buyDay).toEqual(limit(100));
    expect(mergeSettingsDocs(cancelled, stillWaiting, T0).settings.limits.buyDay).toEqual(limit(100));
  });

  it('a device that has decided nothing takes the cloud’s decisions as they are, a waiting increase included', () => {
    const fresh = doc({});
    const cloud = doc({ playDay: limit(100, { amount: 200, effectiveAt: T0 + HOUR }) }, { playDay: { a: 3 }, realityCheck: { a: 1 } }, 30);
    const merged = mergeSettingsDocs(fresh, cloud, T0);
    expect(merged).toEqual(cloud);
  });

  it('limits set before they synced (stored without versions) merge the stricter way on both devices', () => {
    const v1 = (amount: number) => JSON.stringify({ v: 1, limits: { playDay: { amount, pending: null } }, realityCheckMinutes: 0 });
    const phone = readSettingsDoc(v1(300), T0);
    const tablet = readSettingsDoc(v1(120), T0);
    expect(mergeSettingsDocs(phone, tablet, T0).settings.limits.playDay).toEqual(limit(120));
    // A device with none stored before merges into the cloud's without overruling it.
    const none = readSettingsDoc(JSON.stringify({ v: 1, limits: {}, realityCheckMinutes: 0 }), T0);
    expect(mergeSettingsDocs(none, phone, T0).settings.limits.playDay).toEqual(limit(300));
  });

  it('reads back what it wrote, versions included; versions that cannot be read count as none', () => {
    const a = doc({ playDay: limit(100, { amount: 200, effectiveAt: T0 + HOUR }) }, { playDay: { phone: 2, tablet: 1 } }, 15);
    expect(readSettingsDoc(writeSettingsDoc(a), T0)).toEqual(a);
    const raw = JSON.parse(writeSettingsDoc(a)) as { versions: Record<string, unknown> };
    raw.versions.playDay = { phone: -1, 'bad key': 2, tablet: 1.5, ok: 3 };
    expect(readSettingsDoc(JSON.stringify(raw), T0).versions.playDay).toEqual({ ok: 3 });
  });
});

describe('the merge’s laws, over many random pairs', () => {
  const random = seededRandom(16);
  const pickOf = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const amounts = [null, 0, 10, 50, 100, 500, 1000];
  const devices = ['a', 'b', 'c'];

  function randomLimit(): LimitSetting {
    const amount = pickOf(amounts);
    if (amount === null || random() < 0.4) return limit(amount);
    const looser = amounts.filter((candidate) => isLooser(candidate, amount));
    // Dated after the moment of the merge, so that each copy is as it stands then.
    return limit(amount, { amount: pickOf(looser), effectiveAt: T0 + (1 + Math.floor(random() * 3)) * HOUR });
  }

  function randomVersion(): VersionVector {
    const out: Record<string, number> = {};
    for (const device of devices) if (random() < 0.6) out[device] = 1 + Math.floor(random() * 2);
    return out;
  }

  function randomDoc(): SettingsDoc {
    return doc(
      { playDay: randomLimit(), playWeek: randomLimit(), buyDay: randomLimit() },
      { playDay: randomVersion(), playWeek: randomVersion(), buyDay: randomVersion(), realityCheck: randomVersion() },
      pickOf([0, 15, 30, 60] as const),
    );
  }

  const pairs = Array.from({ length: 400 }, () => [randomDoc(), randomDoc()] as const);

  it('idempotent, commutative, and merging again changes nothing (each device converges on one copy)', () => {
    for (const [a, b] of pairs) {
      expect(mergeSettingsDocs(a, a, T0)).toEqual(a);
      const ab = mergeSettingsDocs(a, b, T0);
      expect(mergeSettingsDocs(b, a, T0)).toEqual(ab);
      expect(mergeSettingsDocs(ab, b, T0)).toEqual(ab);
      expect(mergeSettingsDocs(ab, a, T0)).toEqual(ab);
    }
  });

  it('where the copies disagree, never looser now than either; a waiting increase only one that both wait for, never earlier than the earlier', () => {
    for (const [a, b] of pairs) {
      const merged = mergeSettingsDocs(a, b, T0);
      for (const kind of ['playDay', 'playWeek', 'buyDay'] as const) {
        const order = compareVersions(a.versions[kind], b.versions[kind]);
        const [x, y, m] = [a.settings.limits[kind], b.settings.limits[kind], merged.settings.limits[kind]];
        if (order === 'after') expect(m).toEqual(x);
        else if (order === 'before') expect(m).toEqual(y);
        else {
          expect(isLooser(m.amount, x.amount) || isLooser(m.amount, y.amount)).toBe(false);
          if (m.pending) {
            expect(x.pending && y.pending).toBeTruthy();
            expect(m.pending.amount).toBe(stricterAmount(x.pending?.amount ?? null, y.pending?.amount ?? null));
            expect(m.pending.effectiveAt).toBe(Math.min(x.pending?.effectiveAt ?? Infinity, y.pending?.effectiveAt ?? Infinity));
          }
        }
        // Versions only grow: what each copy knew, the merge knows.
        expect(compareVersions(merged.versions[kind], a.versions[kind])).not.toMatch(/before|concurrent/);
        expect(compareVersions(merged.versions[kind], b.versions[kind])).not.toMatch(/before|concurrent/);
      }
    }
  });
});
