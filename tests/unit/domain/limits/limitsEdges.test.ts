import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { ActivityWatch, ACTIVITY_BEAT_MS } from '@domain/features/limits/ActivityWatch';
import { checkSpend } from '@domain/features/limits/limitCheck';
import { DEFAULT_SETTINGS, isLimitAmount, LIMITS, type LimitSetting, type LimitSettings } from '@domain/features/limits/limitRules';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { RealityCheck } from '@domain/features/limits/RealityCheck';
import { addPlay, newSitting, readSitting, sittingKey } from '@domain/features/limits/sitting';
import { earliestFit, fitsAt, nextDropOut, pruneLedger, type LedgerEntry } from '@domain/features/limits/spendLedger';
import { readTaken, rememberTaken, stakeFor, subjectsKey, SUBJECTS_KEPT, writeTaken } from '@domain/features/limits/subjectMemory';
import type { Presence } from '@domain/ports/Presence';

/** The player's own limits at their edges: exact amounts, waiting changes, other windows of the app, the sitting's figures. */

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const play = (at: number, amount: number): LedgerEntry => ({ at, kind: 'play', amount });
const limit = (amount: number | null, pending: LimitSetting['pending'] = null): LimitSetting => ({ amount, pending });
const settings = (limits: Partial<LimitSettings['limits']>): LimitSettings => ({ ...DEFAULT_SETTINGS, limits: { ...DEFAULT_SETTINGS.limits, ...limits } });

describe('the keys a player’s sitting and remembered stakes are kept under', () => {
  it('per messenger user, "anonymous" without one (a new key would lose them)', () => {
    expect(sittingKey('7')).toBe('limits.sitting.7');
    expect(sittingKey(null)).toBe('limits.sitting.anonymous');
    expect(subjectsKey('7')).toBe('limits.subjects.7');
    expect(subjectsKey(null)).toBe('limits.subjects.anonymous');
  });
});

describe('a limit amount', () => {
  it('is a whole number of crystals from 0 (no play at all) to the maximum', () => {
    expect(isLimitAmount(0)).toBe(true);
    expect(isLimitAmount(LIMITS.maxAmount)).toBe(true);
    for (const value of [LIMITS.maxAmount + 1, -1, 1.5, '100', null]) expect(isLimitAmount(value), String(value)).toBe(false);
  });
});

describe('when a stake fits', () => {
  it('the oldest spend drops out first, whatever order the ledger lists them in', () => {
    const newestFirst = [play(T0 + 10 * HOUR, 50), play(T0, 50)];
    expect(earliestFit(newestFirst, 'play', DAY, 100, 50, T0 + 12 * HOUR)).toBe(T0 + DAY);
  });

  it('up to the limit exactly, once enough has dropped out', () => {
    const spent = [play(T0, 30), play(T0 + HOUR, 70)];
    expect(earliestFit(spent, 'play', DAY, 100, 30, T0 + 2 * HOUR)).toBe(T0 + DAY);
    expect(earliestFit(spent, 'play', DAY, 100, 100, T0 + 2 * HOUR)).toBe(T0 + HOUR + DAY);
    expect(earliestFit(spent, 'play', DAY, 100, 101, T0 + 2 * HOUR)).toBeNull();
  });

  it('no limit fits any stake now', () => {
    expect(fitsAt([play(T0, 1_000_000)], 'playDay', limit(null), 500, T0)).toBe(T0);
  });

  it('a waiting increase too small for the stake does not help: never', () => {
    expect(fitsAt([], 'playDay', limit(100, { amount: 150, effectiveAt: T0 + DAY }), 200, T0)).toBeNull();
  });

  it('under the limit in force as soon as a spend drops out, if that comes before the increase applies', () => {
    const spent = [play(T0 - 22 * HOUR, 80)];
    expect(fitsAt(spent, 'playDay', limit(100, { amount: 150, effectiveAt: T0 + DAY }), 50, T0)).toBe(T0 + 2 * HOUR);
    expect(fitsAt(spent, 'playDay', limit(100, { amount: 150, effectiveAt: T0 + HOUR }), 50, T0)).toBe(T0 + HOUR);
  });

  it('the limit that holds out is the one named: a stake over the week’s limit never fits, however soon the day’s frees up', () => {
    const spent = [play(T0 - 20 * HOUR, 80)];
    const check = checkSpend(settings({ playDay: limit(100), playWeek: limit(40) }), spent, 'play', 50, T0);
    expect(check).toEqual({ allowed: false, reached: { limit: 'playWeek', amount: 40, spent: 80, stake: 50, resetsAt: null } });
  });
});

describe('the ledger over time', () => {
  it('is returned as it is when nothing aged out or lies ahead, even a spend made this very moment', () => {
    const entries = [play(T0 - HOUR, 5), play(T0, 7)];
    expect(pruneLedger(entries, T0)).toBe(entries);
  });

  it('a spend dated ahead (a clock moved back) counts as made now, the others as they were', () => {
    expect(pruneLedger([play(T0 - HOUR, 5), play(T0 + HOUR, 7)], T0)).toEqual([play(T0 - HOUR, 5), play(T0, 7)]);
  });

  it('the next drop-out is the earliest of all, whatever the order', () => {
    expect(nextDropOut([play(T0 + HOUR, 1), play(T0, 1)], T0 + 2 * HOUR)).toBe(T0 + DAY);
  });
});

describe('what a subject took last time', () => {
  const raw = (taken: unknown[]) => JSON.stringify({ v: 1, taken });

  it('keeps readable entries only: a triple of a kind, an id of 1–200 characters and an amount above 0', () => {
    const read = readTaken(raw([
      ['play', 'case-1', 5], ['play', 'x'.repeat(200), 6], ['play', 'x'.repeat(201), 7], ['play', ['case-2'], 8], ['play', 'case-3', 9, 'more'],
      { 0: 'play', 1: 'case-4', 2: 10 }, ['play', 'case-5', 0], ['play', 'case-6', '11'], ['bet', 'case-7', 12],
    ]));
    expect(read).toEqual([{ kind: 'play', subject: 'case-1', amount: 5 }, { kind: 'play', subject: 'x'.repeat(200), amount: 6 }]);
  });

  it(`keeps the newest ${SUBJECTS_KEPT} when read back`, () => {
    const many = Array.from({ length: SUBJECTS_KEPT + 3 }, (_, i) => ['play', `case-${i}`, 1]);
    const read = readTaken(raw(many));
    expect(read).toHaveLength(SUBJECTS_KEPT);
    expect(read[0]?.subject).toBe('case-3');
  });

  it('a subject that is no id of this app is not remembered; forgetting one it never took changes nothing', () => {
    const taken = readTaken(writeTaken([{ kind: 'play', subject: 'case-1', amount: 5 }]));
    expect(rememberTaken(taken, 'play', 'x'.repeat(201), 50)).toBe(taken);
    expect(rememberTaken(taken, 'play', '', 50)).toBe(taken);
    expect(rememberTaken(taken, 'play', 'case-2', 0)).toBe(taken);
    expect(rememberTaken(taken, 'play', 'case-1', 0)).toEqual([]);
  });

  it('without a subject the stake is the amount asked, whatever was taken before', () => {
    const taken = [{ kind: 'play' as const, subject: 'undefined', amount: 50 }];
    expect(stakeFor(taken, 'play', 5)).toBe(5);
    expect(stakeFor(taken, 'play', 5, 'undefined')).toBe(50);
  });
});

describe('the sitting', () => {
  it('a play recorded with a time before its last use (a clock moved back) does not move the last use back', () => {
    const sitting = { ...newSitting(T0), lastUsedAt: T0 + HOUR };
    expect(addPlay(sitting, 5, 0, T0 + MINUTE).lastUsedAt).toBe(T0 + HOUR);
  });

  it('a stored sitting with a time or an amount that is no number is no sitting', () => {
    const good = { v: 1, startedAt: T0, spent: 5, won: 0, intervalFrom: T0, lastUsedAt: T0 };
    expect(readSitting(JSON.stringify(good), T0)).not.toBeNull();
    for (const change of [{ startedAt: String(T0) }, { lastUsedAt: null }, { spent: '5' }, { won: -1 }]) {
      expect(readSitting(JSON.stringify({ ...good, ...change }), T0), JSON.stringify(change)).toBeNull();
    }
  });
});

describe('PlayerLimits: what it records and when it tells', () => {
  function two() {
    const clock = new ManualClock(T0);
    const storage = new MemoryStorage();
    return { clock, storage, here: PlayerLimits.of(storage, { id: 7 }, clock), there: PlayerLimits.of(storage, { id: 7 }, clock) };
  }

  it('a play that took nothing but won something still counts in the sitting', () => {
    const { here } = two();
    here.record({ kind: 'play', stake: 0, won: 5 });
    expect(here.state.session).toMatchObject({ spent: 0, won: 5 });
  });

  it('asking for the limit already in force, or the reminder already chosen, writes nothing and restarts nothing', () => {
    const { here, storage, clock } = two();
    here.setLimit('playDay', 100);
    here.setRealityCheck(15);
    clock.advance(MINUTE);
    const set = vi.spyOn(storage, 'set');
    expect(here.setLimit('playDay', 100)).toEqual({ kind: 'unchanged', setting: limit(100) });
    here.setRealityCheck(15);
    expect(set).not.toHaveBeenCalled();
    expect(here.state.session.intervalFrom).toBe(T0);
  });

  it('reading the storage again writes nothing when nothing in it changed', () => {
    const { here, storage } = two();
    here.setLimit('playDay', 100);
    here.record({ kind: 'play', stake: 5, won: 0 });
    const set = vi.spyOn(storage, 'set');
    here.refresh();
    expect(set).not.toHaveBeenCalled();
  });

  it('tells its readers of the sitting only when its figures changed, by whichever window', () => {
    const { here, there, clock } = two();
    const told = vi.fn();
    here.subscribe(told);
    here.touch();
    expect(told).not.toHaveBeenCalled();
    for (const change of [
      () => there.record({ kind: 'play', stake: 5, won: 0 }),
      () => there.record({ kind: 'play', stake: 0, won: 3 }),
      () => there.restartInterval(),
      () => there.endSitting(),
    ]) {
      told.mockClear();
      clock.advance(MINUTE);
      change();
      here.touch();
      expect(told).toHaveBeenCalledTimes(1);
    }
  });

  it('moves on by itself at the first of a spend dropping out and a waiting change applying', () => {
    const { here, clock } = two();
    here.setLimit('playDay', 100);
    here.record({ kind: 'play', stake: 60, won: 0 });
    clock.advance(HOUR);
    here.setLimit('playDay', 200);
    // The spend drops out at T0 + 24 h, the increase applies at T0 + 25 h.
    clock.advance(DAY - HOUR);
    expect(here.state.at).toBe(T0 + DAY);
    expect(here.spent('playDay')).toBe(0);
    expect(here.state.settings.limits.playDay.amount).toBe(100);
    clock.advance(HOUR);
    expect(here.state.settings.limits.playDay).toEqual(limit(200));
    const other = two();
    other.here.setLimit('playDay', 100);
    other.here.setLimit('playDay', 200);
    other.clock.advance(HOUR);
    other.here.record({ kind: 'play', stake: 60, won: 0 });
    // The increase applies at T0 + 24 h, before the spend drops out.
    other.clock.advance(DAY - HOUR);
    expect(other.here.state.at).toBe(T0 + DAY);
    expect(other.here.state.settings.limits.playDay).toEqual(limit(200));
  });
});

describe('ActivityWatch', () => {
  function presence(inFront: boolean) {
    const listeners: ((inFront: boolean) => void)[] = [];
    const stop = vi.fn();
    const port: Presence = { inFront, onChange: (listener) => (listeners.push(listener), stop) };
    return { port, stop, move: (front: boolean) => listeners.forEach((l) => l(front)) };
  }

  it('started behind another app: no use is marked until it comes to the front, then every minute', () => {
    const clock = new ManualClock(T0);
    const touch = vi.fn();
    const p = presence(false);
    const watch = new ActivityWatch({ clock, presence: p.port, touch });
    expect(watch.state.inFront).toBe(false);
    clock.advance(10 * MINUTE);
    expect(touch).not.toHaveBeenCalled();
    p.move(true);
    expect(watch.state.inFront).toBe(true);
    expect(touch).toHaveBeenCalledTimes(1);
    clock.advance(ACTIVITY_BEAT_MS);
    expect(touch).toHaveBeenCalledTimes(2);
  });

  it('a repeated word that it is in front changes nothing', () => {
    const clock = new ManualClock(T0);
    const touch = vi.fn();
    const p = presence(true);
    new ActivityWatch({ clock, presence: p.port, touch });
    p.move(true);
    expect(touch).toHaveBeenCalledTimes(1);
    clock.advance(ACTIVITY_BEAT_MS);
    expect(touch).toHaveBeenCalledTimes(2);
  });

  it('leaving stops following the presence', () => {
    const p = presence(true);
    new ActivityWatch({ clock: new ManualClock(T0), presence: p.port, touch: () => {} }).dispose();
    expect(p.stop).toHaveBeenCalledTimes(1);
  });
});

describe('RealityCheck at its edges', () => {
  function setup() {
    const clock = new ManualClock(T0);
    const limits = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
    limits.setRealityCheck(15);
    const check = new RealityCheck({ clock, limits, close: vi.fn() });
    return { clock, limits, check };
  }

  it('a spend while the reminder is shown leaves it shown', () => {
    const { clock, limits, check } = setup();
    clock.advance(15 * MINUTE);
    expect(check.state.kind).toBe('due');
    limits.record({ kind: 'play', stake: 5, won: 0 });
    expect(check.state.kind).toBe('due');
  });

  it('an interval restarted elsewhere (another window’s Continue) counts from then', () => {
    const { clock, limits, check } = setup();
    clock.advance(10 * MINUTE);
    limits.restartInterval();
    expect(check.state).toEqual({ kind: 'waiting', minutes: 15, dueAt: T0 + 25 * MINUTE });
  });

  it('Continue before the reminder is due puts nothing off', () => {
    const { clock, check } = setup();
    clock.advance(10 * MINUTE);
    check.continue();
    expect(check.state).toEqual({ kind: 'waiting', minutes: 15, dueAt: T0 + 15 * MINUTE });
  });

  it('another interval chosen while the reminder is shown: it stays, and the next one follows the new interval', () => {
    const { clock, limits, check } = setup();
    clock.advance(15 * MINUTE);
    limits.setRealityCheck(30);
    expect(check.state).toMatchObject({ kind: 'due', minutes: 30 });
    check.continue();
    expect(check.state).toEqual({ kind: 'waiting', minutes: 30, dueAt: T0 + 45 * MINUTE });
  });
});
