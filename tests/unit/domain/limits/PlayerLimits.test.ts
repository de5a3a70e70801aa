import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { PlayerLimits, type PlayerLimitsState } from '@domain/features/limits/PlayerLimits';
import { DEFAULT_SETTINGS } from '@domain/features/limits/limitRules';

const T0 = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function setup(options: { storage?: MemoryStorage; clock?: ManualClock; owner?: number | null } = {}) {
  const clock = options.clock ?? new ManualClock(T0);
  const storage = options.storage ?? new MemoryStorage();
  const owner = options.owner === undefined ? 7 : options.owner;
  const limits = PlayerLimits.of(storage, owner === null ? null : { id: owner }, clock);
  const states: PlayerLimitsState[] = [];
  limits.subscribe((state) => states.push(state));
  return { clock, storage, limits, states };
}

describe('PlayerLimits: changes and the guard', () => {
  it('a decrease is in force at once', () => {
    const { limits } = setup();
    expect(limits.setLimit('playDay', 500).kind).toBe('applied');
    expect(limits.check('play', 501)).toMatchObject({ allowed: false, reached: { limit: 'playDay', resetsAt: null } });
    expect(limits.check('play', 500)).toEqual({ allowed: true });
  });

  it('an increase is in force after exactly 24 hours, and the state moves on by itself at that moment', () => {
    const { limits, clock, states } = setup();
    limits.setLimit('playDay', 100);
    const change = limits.setLimit('playDay', 1000);
    expect(change).toMatchObject({ kind: 'pending', effectiveAt: T0 + DAY });
    expect(limits.state.settings.limits.playDay).toEqual({ amount: 100, pending: { amount: 1000, effectiveAt: T0 + DAY } });
    clock.advance(DAY - 1);
    expect(limits.check('play', 500).allowed).toBe(false);
    const before = states.length;
    clock.advance(1);
    expect(states.length).toBe(before + 1);
    expect(limits.state.settings.limits.playDay).toEqual({ amount: 1000, pending: null });
    expect(limits.check('play', 500)).toEqual({ allowed: true });
  });

  it('a removal is in force after exactly 24 hours', () => {
    const { limits, clock } = setup();
    limits.setLimit('buyDay', 100);
    limits.setLimit('buyDay', null);
    clock.advance(DAY - 1);
    expect(limits.check('buy', 200).allowed).toBe(false);
    clock.advance(1);
    expect(limits.state.settings.limits.buyDay).toEqual({ amount: null, pending: null });
    expect(limits.check('buy', 200).allowed).toBe(true);
  });

  it('spends recorded count until they drop out; at that moment the state announces it', () => {
    const { limits, clock, states } = setup();
    limits.setLimit('playDay', 1000);
    limits.record({ kind: 'play', stake: 700, won: 50 });
    clock.advance(2 * HOUR);
    limits.record({ kind: 'play', stake: 300, won: 0 });
    expect(limits.spent('playDay')).toBe(1000);
    expect(limits.check('play', 100)).toMatchObject({ allowed: false, reached: { spent: 1000, resetsAt: T0 + DAY } });
    const before = states.length;
    clock.advance(DAY - 2 * HOUR);
    expect(states.length).toBe(before + 1);
    expect(limits.state.at).toBe(T0 + DAY);
    expect(limits.spent('playDay')).toBe(300);
    expect(limits.check('play', 700)).toEqual({ allowed: true });
  });

  it('keeps this session’s spent and won, and buying out of it', () => {
    const { limits, clock } = setup();
    clock.advance(1000);
    limits.record({ kind: 'play', stake: 50, won: 60.5 });
    limits.record({ kind: 'play', stake: 10.1, won: 0 });
    limits.record({ kind: 'buy', crystals: 500 });
    expect(limits.state.session).toEqual({ startedAt: T0, spent: 60.1, won: 60.5, intervalFrom: T0 });
    expect(limits.spent('buyDay')).toBe(500);
  });
});

describe('PlayerLimits: storage', () => {
  it('settings and spends survive a restart, per messenger user', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(T0);
    const first = setup({ storage, clock }).limits;
    first.setLimit('playWeek', 2000);
    first.setLimit('playWeek', 5000);
    first.setRealityCheck(30);
    first.record({ kind: 'play', stake: 1500, won: 0 });
    clock.advance(HOUR);
    const again = setup({ storage, clock }).limits;
    expect(again.state.settings).toEqual(first.state.settings);
    expect(again.spent('playWeek')).toBe(1500);
    expect(again.check('play', 600)).toMatchObject({ allowed: false, reached: { limit: 'playWeek', resetsAt: T0 + DAY } });
    // An hour without the app: that sitting is over, and a new one begins (sitting.test.ts).
    expect(again.state.session).toEqual({ startedAt: T0 + HOUR, spent: 0, won: 0, intervalFrom: T0 + HOUR });
    // Another account on the same device has its own.
    const other = setup({ storage, clock, owner: 8 }).limits;
    expect(other.state.settings).toEqual(DEFAULT_SETTINGS);
    expect(other.spent('playWeek')).toBe(0);
    expect([...storage.entries.keys()].sort()).toEqual(['limits.ledger.7', 'limits.settings.7', 'limits.sitting.7', 'limits.sitting.8']);
  });

  it('outside the messenger the limits are nobody’s in particular', () => {
    const { limits, storage } = setup({ owner: null });
    limits.setLimit('buyDay', 10);
    expect(storage.get('limits.settings.anonymous')).not.toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['another version', JSON.stringify({ v: 3, limits: { playDay: { amount: 5, pending: null } } })],
  ])('stored settings that are %s count as the defaults', (_what, raw) => {
    const storage = new MemoryStorage();
    storage.set('limits.settings.7', raw);
    storage.set('limits.ledger.7', raw);
    const { limits } = setup({ storage });
    expect(limits.state.settings).toEqual(DEFAULT_SETTINGS);
    expect(limits.state.entries).toEqual([]);
    expect(limits.check('play', 1e9)).toEqual({ allowed: true });
  });

  it('a bad limit counts as none, a bad spend is dropped, the rest is kept; what was read is stored back clean', () => {
    const storage = new MemoryStorage();
    storage.set('limits.settings.7', JSON.stringify({
      v: 1,
      limits: {
        playDay: { amount: 300, pending: { amount: 100, effectiveAt: T0 + HOUR } },
        playWeek: { amount: -5, pending: null },
        buyDay: { amount: 1000, pending: { amount: 'lots', effectiveAt: T0 } },
      },
      realityCheckMinutes: 45,
    }));
    storage.set('limits.ledger.7', JSON.stringify({
      v: 1, entries: [[T0 - HOUR, 'play', 120], [T0, 'gamble', 5], ['yesterday', 'play', 5], [T0, 'buy', -3], [T0, 'buy', 40], {}],
    }));
    const { limits } = setup({ storage });
    expect(limits.state.settings).toEqual({
      // A 'waiting' decrease is no change at all.
      limits: { playDay: { amount: 300, pending: null }, playWeek: { amount: null, pending: null }, buyDay: { amount: 1000, pending: null } },
      realityCheckMinutes: 0,
    });
    expect(limits.state.entries).toEqual([{ at: T0 - HOUR, kind: 'play', amount: 120 }, { at: T0, kind: 'buy', amount: 40 }]);
    expect(JSON.parse(storage.get('limits.ledger.7') ?? 'null')).toEqual({ v: 1, n: 2, entries: [[T0 - HOUR, 'play', 120], [T0, 'buy', 40]] });
  });

  it('a clock moved back: spends are not forgotten, and a waiting increase never waits more than 24 hours from now', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(T0);
    const before = setup({ storage, clock }).limits;
    before.setLimit('playDay', 100);
    before.record({ kind: 'play', stake: 100, won: 0 });
    before.setLimit('playDay', 500);
    before.dispose();
    clock.advance(-3 * DAY);
    const after = setup({ storage, clock }).limits;
    // The spend is dated now: it counts for a full day from here.
    expect(after.spent('playDay')).toBe(100);
    expect(after.check('play', 1)).toMatchObject({ allowed: false, reached: { resetsAt: T0 - 2 * DAY } });
    expect(after.state.settings.limits.playDay.pending).toEqual({ amount: 500, effectiveAt: T0 - 2 * DAY });
    clock.advance(DAY);
    expect(after.state.settings.limits.playDay).toEqual({ amount: 500, pending: null });
    expect(after.check('play', 400)).toEqual({ allowed: true });
  });

  it('dispose stops the timers', () => {
    const { limits, clock } = setup();
    limits.setLimit('playDay', 100);
    limits.setLimit('playDay', 200);
    expect(clock.pendingTimers).toBe(1);
    limits.dispose();
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('the session a reality check reports on', () => {
  it('counts from when the app started, though the limits were made later (their chunk arrives after the first screen)', () => {
    const clock = new ManualClock(T0 + 900);
    const limits = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock, T0);
    expect(limits.state.session.startedAt).toBe(T0);
  });

  it('a start in the future (a clock moved back meanwhile) counts as now', () => {
    const clock = new ManualClock(T0);
    expect(PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock, T0 + 60_000).state.session.startedAt).toBe(T0);
    expect(PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock).state.session.startedAt).toBe(T0);
  });
});
