import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { RealityCheck } from '@domain/features/limits/RealityCheck';
import { SUBJECTS_KEPT, readTaken, rememberTaken, stakeFor, writeTaken } from '@domain/features/limits/subjectMemory';
import { LimitsStore } from '@ui/stores/LimitsStore';

const T0 = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function setup(storage = new MemoryStorage(), clock = new ManualClock(T0)) {
  const limits = PlayerLimits.of(storage, { id: 7 }, clock);
  return { storage, clock, limits };
}

describe('a check counts what the same subject last took', () => {
  it('a case shown at 0 that the server charged 8 goes through once; its second check counts 8', () => {
    const { limits } = setup();
    limits.setLimit('playDay', 10);
    expect(limits.check('play', 0, 'case-2')).toEqual({ allowed: true });
    limits.record({ kind: 'play', stake: 8, won: 3, subject: 'case-2' });
    // 8 of 10 spent: the page still shows 0, but the case takes 8, which no longer fits.
    expect(limits.check('play', 0, 'case-2')).toMatchObject({ allowed: false, reached: { limit: 'playDay', spent: 8, stake: 8, resetsAt: T0 + DAY } });
    // Without naming the subject, the price shown is all there is to count.
    expect(limits.check('play', 0)).toEqual({ allowed: true });
  });

  it('the larger of the price shown and what was taken: a price that went up counts in full', () => {
    const { limits } = setup();
    limits.setLimit('playDay', 20);
    limits.record({ kind: 'play', stake: 5, won: 0, subject: 'case-2' });
    expect(limits.check('play', 15, 'case-2')).toEqual({ allowed: true });
    expect(limits.check('play', 16, 'case-2')).toMatchObject({ allowed: false, reached: { stake: 16 } });
  });

  it('what one subject took does not count for another, nor for the other kind of spend', () => {
    const { limits } = setup();
    limits.setLimit('playDay', 10);
    limits.setLimit('buyDay', 10);
    limits.record({ kind: 'play', stake: 8, won: 0, subject: 'case-2' });
    expect(limits.check('play', 0, 'case-3')).toEqual({ allowed: true });
    expect(limits.check('play', 2, 'case-3')).toEqual({ allowed: true });
    expect(limits.check('buy', 0, 'case-2')).toEqual({ allowed: true });
    limits.record({ kind: 'buy', crystals: 9, subject: 'pack-1' });
    expect(limits.check('buy', 0, 'pack-1')).toMatchObject({ allowed: false, reached: { limit: 'buyDay', stake: 9 } });
    expect(limits.check('play', 0, 'pack-1')).toEqual({ allowed: true });
  });

  it('the last time is what counts: a subject that took nothing is forgotten', () => {
    const { limits } = setup();
    limits.setLimit('playDay', 100);
    limits.record({ kind: 'play', stake: 8, won: 0, subject: 'case-2' });
    limits.record({ kind: 'play', stake: 3, won: 0, subject: 'case-2' });
    expect(limits.state.taken).toEqual([{ kind: 'play', subject: 'case-2', amount: 3 }]);
    limits.record({ kind: 'play', stake: 0, won: 0, subject: 'case-2' });
    expect(limits.state.taken).toEqual([]);
  });

  it('is kept per messenger user through the storage port, and read back after a restart', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(T0);
    const first = setup(storage, clock).limits;
    first.setLimit('playDay', 10);
    first.record({ kind: 'play', stake: 8, won: 0, subject: 'case-2' });
    first.dispose();
    const again = setup(storage, clock).limits;
    expect(again.check('play', 0, 'case-2')).toMatchObject({ allowed: false, reached: { stake: 8 } });
    const other = PlayerLimits.of(storage, { id: 8 }, clock);
    other.setLimit('playDay', 10);
    expect(other.check('play', 0, 'case-2')).toEqual({ allowed: true });
    expect(storage.get('limits.subjects.8')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, taken: [['play', 'case-2', 8]] })],
    ['not a list', JSON.stringify({ v: 1, taken: { 'case-2': 8 } })],
    ['entries that cannot be read', JSON.stringify({ v: 1, taken: [['play', 'case-2', -8], ['gamble', 'case-2', 8], ['play', '', 8], ['play', 'case-2', 'lots'], ['play', 'case-2']] })],
  ])('stored memory that is %s counts as nothing remembered', (_what, raw) => {
    const storage = new MemoryStorage();
    storage.set('limits.subjects.7', raw);
    const { limits } = setup(storage);
    limits.setLimit('playDay', 10);
    expect(limits.state.taken).toEqual([]);
    expect(limits.check('play', 0, 'case-2')).toEqual({ allowed: true });
  });

  it('the limits store (what the screens ask) passes the subject through', () => {
    const clock = new ManualClock(T0);
    const player = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
    const store = new LimitsStore(player, new RealityCheck({ clock, limits: player, close: () => {} }), clock);
    player.setLimit('playDay', 10);
    store.record({ kind: 'play', stake: 8, won: 0, subject: 'case-2' });
    expect(store.reached('play', 0, 'case-2')).toMatchObject({ limit: 'playDay', stake: 8 });
    expect(store.check('play', 0, 'case-2').allowed).toBe(false);
    expect(store.reached('play', 0, 'case-3')).toBeNull();
    expect(store.reached('play', 0)).toBeNull();
  });
});

describe('the memory itself', () => {
  it('is bounded: the subjects not seen for longest are forgotten first', () => {
    let entries = rememberTaken([], 'play', 'first', 1);
    for (let i = 0; i < SUBJECTS_KEPT; i++) entries = rememberTaken(entries, 'play', `case-${i}`, 2);
    expect(entries).toHaveLength(SUBJECTS_KEPT);
    expect(stakeFor(entries, 'play', 0, 'first')).toBe(0);
    expect(stakeFor(entries, 'play', 0, 'case-0')).toBe(2);
    // Seen again, a subject is the newest and stays.
    entries = rememberTaken(entries, 'play', 'case-0', 3);
    entries = rememberTaken(entries, 'play', 'another', 1);
    expect(stakeFor(entries, 'play', 0, 'case-0')).toBe(3);
    expect(stakeFor(entries, 'play', 0, 'case-1')).toBe(0);
  });

  it('reads back what it wrote; a subject listed twice counts its last entry', () => {
    const entries = rememberTaken(rememberTaken([], 'play', 'a', 1.5), 'buy', 'b', 500);
    expect(readTaken(writeTaken(entries))).toEqual(entries);
    expect(readTaken(JSON.stringify({ v: 1, taken: [['play', 'a', 9], ['play', 'a', 2]] }))).toEqual([{ kind: 'play', subject: 'a', amount: 2 }]);
  });

  it('a price that is not a number still counts what was taken', () => {
    const entries = rememberTaken([], 'play', 'a', 4);
    expect(stakeFor(entries, 'play', Number.NaN, 'a')).toBe(4);
  });
});
