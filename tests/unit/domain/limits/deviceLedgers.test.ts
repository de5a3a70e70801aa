import { describe, expect, it } from 'vitest';
import {
  decodeCloudLedger, deviceOfCloudKey, encodeCloudLedger, hasAgedOut, ledgerCloudKey, mergeMirror, readMirror, writeMirror, type DeviceLedger,
} from '@domain/features/limits/deviceLedgers';
import { spentIn, type LedgerEntry } from '@domain/features/limits/spendLedger';
import { seededRandom } from '@domain/shared/seededRandom';

const T0 = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const play = (at: number, amount: number): LedgerEntry => ({ at, kind: 'play', amount });
const buy = (at: number, amount: number): LedgerEntry => ({ at, kind: 'buy', amount });

describe('a device’s cloud copy of its spends', () => {
  it('reads back what it wrote, dated to the second at or after (never earlier)', () => {
    const entries = [play(T0 + 1, 8), buy(T0 + 2000, 500), play(T0 + 3000, 0.1)];
    const text = encodeCloudLedger({ entries, count: 12 });
    expect(decodeCloudLedger(text)).toEqual({ count: 12, entries: [play(T0 + 1000, 8), buy(T0 + 2000, 500), play(T0 + 3000, 0.1)] });
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, n: 1, e: [] })],
    ['without a count', JSON.stringify({ v: 1, e: [] })],
  ])('one that is %s cannot be read (and is left alone)', (_what, raw) => {
    expect(decodeCloudLedger(raw)).toBeNull();
  });

  it('entries that cannot be read are dropped, the rest kept', () => {
    const raw = JSON.stringify({ v: 1, n: 5, e: [[1_700_000_000, 'p', 8], [1_700_000_000, 'x', 8], [1_700_000_000, 'b', -1], ['soon', 'p', 1], [1_700_000_001, 'b', 3]] });
    expect(decodeCloudLedger(raw)).toEqual({ count: 5, entries: [play(1_700_000_000_000, 8), buy(1_700_000_001_000, 3)] });
  });

  it('a ledger over 4096 characters is compacted to fit, the stricter way: never less counted, never earlier out', () => {
    const random = seededRandom(4);
    const now = T0 + WEEK;
    // A week of play, bot-like: 1 500 spends of odd amounts, and some top-ups.
    const entries: LedgerEntry[] = Array.from({ length: 1500 }, () => {
      const at = T0 + Math.floor(random() * WEEK);
      const amount = Math.round(random() * 100_000) / 100;
      return random() < 0.9 ? play(at, amount) : buy(at, amount);
    });
    const text = encodeCloudLedger({ entries, count: 1500 });
    expect(text.length).toBeLessThanOrEqual(4096);
    const decoded = decodeCloudLedger(text) as DeviceLedger;
    expect(decoded.count).toBe(1500);
    expect(decoded.entries.length).toBeLessThan(entries.length);
    for (const kind of ['play', 'buy'] as const) {
      // Nothing lost: every crystal is still there.
      expect(spentIn(decoded.entries, kind, WEEK + 1000, now)).toBe(spentIn(entries, kind, WEEK + 1000, now));
      // And from now on, in every rolling day and week, at least as much counts.
      for (let t = now; t <= now + WEEK + DAY; t += HOUR) {
        for (const window of [DAY, WEEK]) expect(spentIn(decoded.entries, kind, window, t)).toBeGreaterThanOrEqual(spentIn(entries, kind, window, t));
      }
    }
    // Only the oldest were merged: the newest spends stay as they were.
    const newest = [...entries].sort((a, b) => b.at - a.at).slice(0, 20);
    for (const entry of newest) expect(decoded.entries).toContainEqual({ ...entry, at: Math.ceil(entry.at / 1000) * 1000 });
  });

  it('a ledger that fits is not compacted', () => {
    const entries = Array.from({ length: 100 }, (_, i) => play(T0 + i * 1000, 8));
    expect(decodeCloudLedger(encodeCloudLedger({ entries, count: 100 }))?.entries).toHaveLength(100);
  });

  /** 214 spends whose cloud copy is exactly 4096 characters (head 21, 204 entries of 18 and 10 of 19, commas), the first two buys. */
  function fullLedger(): LedgerEntry[] {
    return Array.from({ length: 214 }, (_, i) => {
      const at = T0 + i * 1000;
      if (i < 2) return buy(at, 5);
      return play(at, i < 204 ? 5 : 10);
    });
  }

  it('a copy of exactly 4096 characters fits as it is; one more character and it is compacted', () => {
    const full = fullLedger();
    const text = encodeCloudLedger({ entries: full, count: 10 });
    expect(text).toHaveLength(4096);
    expect(decodeCloudLedger(text)?.entries).toHaveLength(214);
    const over = [...full.slice(0, -1), play(T0 + 213_000, 100)];
    const compacted = encodeCloudLedger({ entries: over, count: 10 });
    expect(compacted.length).toBeLessThanOrEqual(4096);
    expect(decodeCloudLedger(compacted)?.entries.length).toBeLessThan(214);
  });

  it('the oldest pair is merged first, even when its kind has only those two', () => {
    const over = [...fullLedger().slice(0, -1), play(T0 + 213_000, 100)];
    const decoded = decodeCloudLedger(encodeCloudLedger({ entries: over, count: 10 })) as DeviceLedger;
    expect(decoded.entries.filter((e) => e.kind === 'buy')).toEqual([buy(T0 + 1000, 10)]);
    expect(decoded.entries.filter((e) => e.kind === 'play')).toHaveLength(212);
  });

  it.each([
    ['a count below 0', JSON.stringify({ v: 1, n: -1, e: [] })],
    ['a fractional count', JSON.stringify({ v: 1, n: 1.5, e: [] })],
    ['a count as text', JSON.stringify({ v: 1, n: '1', e: [] })],
    ['entries that are not a list', JSON.stringify({ v: 1, n: 1, e: {} })],
  ])('one with %s cannot be read either', (_what, raw) => {
    expect(decodeCloudLedger(raw)).toBeNull();
  });

  it('reads a device that has recorded nothing yet, and drops entries of the wrong shape or worth nothing', () => {
    expect(decodeCloudLedger(JSON.stringify({ v: 1, n: 0, e: [] }))).toEqual({ count: 0, entries: [] });
    const raw = JSON.stringify({ v: 1, n: 3, e: [[1_700_000_000, 'p', 8, 'x'], { 0: 1_700_000_000, 1: 'p', 2: 8 }, ['1700000000', 'p', 8], [1_700_000_000, 'p', '8'], [1_700_000_000, 'b', 0], [1_700_000_001, 'b', 3]] });
    expect(decodeCloudLedger(raw)).toEqual({ count: 3, entries: [buy(1_700_000_001_000, 3)] });
  });

  it('names its key after the device', () => {
    expect(ledgerCloudKey('aB3dE5gH7jK9')).toBe('limits_ledger_aB3dE5gH7jK9');
    expect(deviceOfCloudKey('limits_ledger_aB3dE5gH7jK9')).toBe('aB3dE5gH7jK9');
    expect(deviceOfCloudKey('limits_settings')).toBeNull();
    expect(deviceOfCloudKey('limits_ledger_')).toBeNull();
  });

  it('has aged out when all its spends are older than 7 days (or it has none)', () => {
    const ledger = { count: 2, entries: [play(T0, 1), buy(T0 + DAY, 2)] };
    expect(hasAgedOut(ledger, T0 + DAY + WEEK - 1)).toBe(false);
    expect(hasAgedOut(ledger, T0 + DAY + WEEK)).toBe(true);
    expect(hasAgedOut({ count: 0, entries: [] }, T0)).toBe(true);
  });
});

describe('the mirror of the other devices’ spends', () => {
  const copy = (count: number, ...entries: LedgerEntry[]): DeviceLedger => ({ count, entries });

  it('keeps of each device the copy that has counted the most spends: never an older one for a newer', () => {
    const kept = { tablet: copy(3, play(T0, 10), play(T0 + 1, 20), play(T0 + 2, 30)) };
    // An older copy (a slow write that landed last) does not undo a spend.
    expect(mergeMirror(kept, new Map([['tablet', copy(2, play(T0, 10), play(T0 + 1, 20))]]), T0 + HOUR)).toEqual(kept);
    const newer = copy(4, play(T0, 10), play(T0 + 1, 20), play(T0 + 2, 30), play(T0 + 3, 40));
    expect(mergeMirror(kept, new Map([['tablet', newer]]), T0 + HOUR)).toEqual({ tablet: newer });
    // The same copy read again changes nothing: no spend counts twice.
    expect(mergeMirror({ tablet: newer }, new Map([['tablet', newer]]), T0 + HOUR)).toEqual({ tablet: newer });
  });

  it('a device whose key is gone keeps its copy until its spends age out', () => {
    const kept = { old: copy(1, play(T0, 10)) };
    expect(mergeMirror(kept, new Map(), T0 + DAY)).toEqual(kept);
    expect(mergeMirror(kept, new Map(), T0 + WEEK)).toEqual({});
  });

  it('is read back as written; what cannot be read is dropped', () => {
    const mirror = { phone: copy(2, play(T0, 1), buy(T0, 2)), tablet: copy(1, play(T0 + 5, 3)) };
    expect(readMirror(writeMirror(mirror), T0 + 10)).toEqual(mirror);
    expect(readMirror('{oops', T0)).toEqual({});
    expect(readMirror(JSON.stringify({ v: 1, devices: { 'bad key': { n: 1, e: [[T0, 'play', 1]] }, ok: { n: 'x', e: [[T0, 'play', 1]] } } }), T0))
      .toEqual({ ok: copy(0, play(T0, 1)) });
  });

  it('reads nothing from another version, or devices that are not an object of copies', () => {
    const phone = { n: 1, e: [[T0, 'play', 1]] };
    for (const body of [{ v: 2, devices: { phone } }, { v: 1, devices: null }, { v: 1, devices: [phone] }, { v: 1, devices: 'phone' }, { v: 1 }]) {
      expect(readMirror(JSON.stringify(body), T0), JSON.stringify(body)).toEqual({});
    }
    expect(readMirror(JSON.stringify({ v: 1, devices: { phone: null, tablet: [1], laptop: phone } }), T0)).toEqual({ laptop: copy(1, play(T0, 1)) });
  });

  it('a copy whose count cannot be read counts 0; a device whose spends all aged out is dropped', () => {
    const e = [[T0, 'play', 1]];
    expect(readMirror(JSON.stringify({ v: 1, devices: { a: { n: -1, e }, b: { n: 1.5, e }, c: { n: 0, e }, d: { n: 4, e } } }), T0)).toEqual({
      a: copy(0, play(T0, 1)), b: copy(0, play(T0, 1)), c: copy(0, play(T0, 1)), d: copy(4, play(T0, 1)),
    });
    expect(readMirror(JSON.stringify({ v: 1, devices: { old: { n: 1, e } } }), T0 + WEEK)).toEqual({});
  });
});
