import { describe, expect, it } from 'vitest';
import { othersKey } from '@domain/features/limits/deviceLedgers';
import { LIMITS } from '@domain/features/limits/limitRules';
import {
  ledgerKey, readEntries, readOwnLedger, readSettingsDoc, settingsKey, writeLedger, writeSettingsDoc,
} from '@domain/features/limits/storedLimits';
import { compareVersions, isDeviceName, readVersion } from '@domain/features/limits/versionVectors';

/** What the device keeps of the limits, read back with suspicion: nothing unreadable counts, nothing readable is lost. */

const NOW = 1_700_000_000_000;
const v1 = (body: object) => JSON.stringify({ v: 1, ...body });
const v2 = (body: object) => JSON.stringify({ v: 2, ...body });

describe('where the limits are kept', () => {
  it('under the keys earlier versions wrote, per messenger user, "anonymous" without one (a new key would lose them)', () => {
    expect(settingsKey('7')).toBe('limits.settings.7');
    expect(ledgerKey('7')).toBe('limits.ledger.7');
    expect(settingsKey(null)).toBe('limits.settings.anonymous');
    expect(ledgerKey(null)).toBe('limits.ledger.anonymous');
    expect(othersKey('7')).toBe('limits.others.7');
    expect(othersKey(null)).toBe('limits.others.anonymous');
  });
});

describe('readSettingsDoc', () => {
  it('a record from before limits synced: each setting that is not the default is one decision of the legacy device', () => {
    const doc = readSettingsDoc(v1({ limits: { playDay: { amount: 500, pending: null } }, realityCheckMinutes: 15 }), NOW);
    expect(doc.settings.limits.playDay).toEqual({ amount: 500, pending: null });
    expect(doc.versions).toEqual({ playDay: { _: 1 }, playWeek: {}, buyDay: {}, realityCheck: { _: 1 } });
    expect(readSettingsDoc(v1({ limits: {}, realityCheckMinutes: 0 }), NOW).versions).toEqual({ playDay: {}, playWeek: {}, buyDay: {}, realityCheck: {} });
  });

  it('the legacy device’s decisions survive being written and read back', () => {
    const legacy = readSettingsDoc(v1({ limits: { buyDay: { amount: 50, pending: null } }, realityCheckMinutes: 0 }), NOW);
    expect(readSettingsDoc(writeSettingsDoc(legacy), NOW)).toEqual(legacy);
  });

  it('a record that keeps versions is read with them', () => {
    const doc = readSettingsDoc(v2({ limits: { playDay: { amount: 500, pending: null } }, realityCheckMinutes: 0, versions: { playDay: { phone: 2 } } }), NOW);
    expect(doc.versions.playDay).toEqual({ phone: 2 });
    expect(doc.versions.buyDay).toEqual({});
  });

  it('a waiting change is kept only when it is readable and looser; a removal may wait too', () => {
    const read = (pending: unknown) => readSettingsDoc(v2({ limits: { playDay: { amount: 500, pending } }, realityCheckMinutes: 0 }), NOW).settings.limits.playDay;
    const at = NOW + 1000;
    expect(read({ amount: 800, effectiveAt: at })).toEqual({ amount: 500, pending: { amount: 800, effectiveAt: at } });
    expect(read({ amount: null, effectiveAt: at })).toEqual({ amount: 500, pending: { amount: null, effectiveAt: at } });
    for (const bad of [
      { amount: 800, effectiveAt: String(at) }, { amount: 800, effectiveAt: null }, { amount: '800', effectiveAt: at },
      { amount: LIMITS.maxAmount + 1, effectiveAt: at }, { amount: 300, effectiveAt: at }, { amount: 500, effectiveAt: at }, [800, at],
    ]) {
      expect(read(bad), JSON.stringify(bad)).toEqual({ amount: 500, pending: null });
    }
  });

  it('no limit, or one that cannot be read, is no limit and has nothing waiting', () => {
    const read = (playDay: unknown) => readSettingsDoc(v2({ limits: { playDay }, realityCheckMinutes: 0 }), NOW).settings.limits.playDay;
    for (const value of [{ amount: null, pending: { amount: null, effectiveAt: NOW } }, { amount: -1, pending: null }, { amount: '500' }, 500, null]) {
      expect(read(value), JSON.stringify(value)).toEqual({ amount: null, pending: null });
    }
  });
});

describe('readOwnLedger', () => {
  const ledger = (entries: unknown[], n?: unknown) => JSON.stringify({ v: 1, ...(n === undefined ? {} : { n }), entries });

  it('keeps readable spends and drops the rest: not a triple, a time or amount that is no number, nothing spent', () => {
    const good = [NOW, 'play', 5];
    const read = readOwnLedger(ledger([
      good, [NOW, 'play', 5, 'extra'], [NOW, 'play'], { 0: NOW, 1: 'play', 2: 5, length: 3 }, 'abc', [String(NOW), 'play', 5],
      [NOW, 'play', '5'], [NOW, 'play', 0], [NOW, 'play', -1], [NOW, 'bet', 5], [Number.NaN, 'buy', 5], [NOW, 'buy', Number.POSITIVE_INFINITY],
    ]));
    expect(read.entries).toEqual([{ at: NOW, kind: 'play', amount: 5 }]);
  });

  it('counts the spends recorded in all: as stored when it is at least the spends kept, else those', () => {
    const two = [[NOW, 'play', 5], [NOW, 'buy', 2]];
    expect(readOwnLedger(ledger(two, 9)).count).toBe(9);
    expect(readOwnLedger(ledger(two, 2)).count).toBe(2);
    for (const n of [1, 2.5, '9', -1, null]) expect(readOwnLedger(ledger(two, n)).count, JSON.stringify(n)).toBe(2);
    expect(readOwnLedger(writeLedger([{ at: NOW, kind: 'play', amount: 5 }], 40))).toEqual({ entries: [{ at: NOW, kind: 'play', amount: 5 }], count: 40 });
  });

  it('reads nothing from another version, an unreadable text or a list of no spends', () => {
    for (const raw of [JSON.stringify({ v: 2, n: 1, entries: [[NOW, 'play', 5]] }), '{', null, JSON.stringify({ v: 1, entries: 'x' }), '[1]']) {
      expect(readOwnLedger(raw), String(raw)).toEqual({ entries: [], count: 0 });
    }
    expect(readEntries('x')).toEqual([]);
    expect(readEntries({ 0: [NOW, 'play', 5] })).toEqual([]);
  });
});

describe('version vectors', () => {
  it('compare: the same, after, before, or neither knowing the other', () => {
    expect(compareVersions({ a: 1 }, { a: 1 })).toBe('same');
    expect(compareVersions({}, {})).toBe('same');
    expect(compareVersions({ a: 2 }, { a: 1 })).toBe('after');
    expect(compareVersions({ a: 1 }, { a: 1, b: 1 })).toBe('before');
    expect(compareVersions({ a: 2 }, { a: 1, b: 1 })).toBe('concurrent');
  });

  it('read back: only named devices with a whole count above 0, in one order whatever the stored order', () => {
    expect(readVersion({ b: 1, a: 0, c: 2.5, d: '3', 'no name!': 4, e: -1, f: 2 })).toEqual({ b: 1, f: 2 });
    const read = readVersion({ c: 3, a: 1, b: 2 });
    expect(Object.keys(read)).toEqual(['a', 'b', 'c']);
    expect(JSON.stringify(readVersion({ b: 2, a: 1 }))).toBe(JSON.stringify(readVersion({ a: 1, b: 2 })));
    expect(Object.keys(readVersion({ B: 1, a: 1, _: 1, '9': 1 }))).toEqual(['9', 'B', '_', 'a']);
  });

  it('read back: anything but an object of counts is no version', () => {
    for (const value of [null, undefined, [3, 4], 5, 'ab', true]) expect(readVersion(value), String(value)).toEqual({});
  });

  it('a device name is text of letters, digits and _ only', () => {
    expect(isDeviceName('Kept4Device9')).toBe(true);
    expect(isDeviceName('_')).toBe(true);
    for (const value of [123, '', 'a-b', 'x'.repeat(17), null]) expect(isDeviceName(value), String(value)).toBe(false);
  });
});
