import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { ACTIVITY_BEAT_MS, ActivityWatch } from '@domain/features/limits/ActivityWatch';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { RealityCheck } from '@domain/features/limits/RealityCheck';
import { SITTING_IDLE_MS, readSitting } from '@domain/features/limits/sitting';
import type { Presence } from '@domain/ports/Presence';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

/** The page's visibility, moved by the test. */
class FakePresence implements Presence {
  inFront = true;
  private readonly listeners = new Set<(inFront: boolean) => void>();
  onChange(listener: (inFront: boolean) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  move(inFront: boolean) {
    this.inFront = inFront;
    for (const listener of [...this.listeners]) listener(inFront);
  }
}

/**
 * One run of the app as createLimits wires it: the limits, the activity watch and the reality
 * check. `reload()` ends this run (its timers stop, as a page that goes away) and starts another
 * on the same storage.
 */
function app(storage: MemoryStorage, clock: ManualClock, presence = new FakePresence()) {
  const startedAt = clock.now();
  const limits = PlayerLimits.of(storage, { id: 7 }, clock, startedAt);
  const watch = new ActivityWatch({ clock, presence, touch: () => limits.touch() });
  const close = vi.fn();
  const check = new RealityCheck({ clock, limits, close });
  const quit = () => {
    check.dispose();
    watch.dispose();
    limits.dispose();
  };
  return { limits, watch, check, close, presence, quit };
}

function setup() {
  const storage = new MemoryStorage();
  const clock = new ManualClock(T0);
  let run = app(storage, clock);
  return {
    storage,
    clock,
    get run() {
      return run;
    },
    reload(presence?: FakePresence) {
      run.quit();
      run = app(storage, clock, presence);
      return run;
    },
  };
}

describe('the sitting the reality check reports on', () => {
  it('a reload within 30 minutes keeps the sitting and its figures', () => {
    const t = setup();
    t.run.limits.record({ kind: 'play', stake: 40, won: 10 });
    t.clock.advance(20 * MINUTE);
    t.run.limits.record({ kind: 'play', stake: 8, won: 0 });
    // Buying crystals is not play.
    t.run.limits.record({ kind: 'buy', crystals: 500 });
    t.clock.advance(5 * MINUTE);
    const again = t.reload();
    expect(again.limits.state.session).toEqual({ startedAt: T0, spent: 48, won: 10, intervalFrom: T0 });
  });

  it('a reload neither resets the reality check’s figures nor puts off its next reminder', () => {
    const t = setup();
    t.run.limits.setRealityCheck(15);
    t.run.limits.record({ kind: 'play', stake: 100, won: 30 });
    t.clock.advance(10 * MINUTE);
    const again = t.reload();
    expect(again.check.state).toEqual({ kind: 'waiting', minutes: 15, dueAt: T0 + 15 * MINUTE });
    t.clock.advance(5 * MINUTE);
    expect(again.check.state).toEqual({ kind: 'due', minutes: 15, playedMs: 15 * MINUTE, spent: 100, won: 30, net: -70 });
    // A reload while it is shown shows it again at once, with the same figures.
    t.clock.advance(MINUTE);
    expect(t.reload().check.state).toMatchObject({ kind: 'due', playedMs: 16 * MINUTE, spent: 100, net: -70 });
  });

  it('after 30 minutes with the app closed, a new sitting begins', () => {
    const t = setup();
    t.run.limits.record({ kind: 'play', stake: 40, won: 10 });
    t.clock.advance(2 * MINUTE);
    t.run.quit();
    t.clock.advance(SITTING_IDLE_MS);
    // Still within 30 minutes of the last beat (a closed app beats no more).
    expect(t.reload().limits.state.session).toMatchObject({ startedAt: T0, spent: 40 });
    t.run.quit();
    t.clock.advance(SITTING_IDLE_MS + 1);
    const later = t.reload();
    expect(later.limits.state.session).toEqual({ startedAt: t.clock.now(), spent: 0, won: 0, intervalFrom: t.clock.now() });
  });

  it('the app in front is in use, spending or not: an hour of looking keeps one sitting', () => {
    const t = setup();
    t.run.limits.record({ kind: 'play', stake: 5, won: 0 });
    t.clock.advance(60 * MINUTE);
    expect(t.reload().limits.state.session).toMatchObject({ startedAt: T0, spent: 5 });
  });

  it('30 minutes away from the front end it; the sitting begun on return counts the reminder afresh', () => {
    const t = setup();
    const { limits, check, presence } = t.run;
    limits.setRealityCheck(15);
    limits.record({ kind: 'play', stake: 40, won: 10 });
    t.clock.advance(5 * MINUTE);
    presence.move(false);
    t.clock.advance(29 * MINUTE);
    presence.move(true);
    // 29 minutes away: the same sitting, whose reminder is overdue and shows at once.
    expect(limits.state.session).toMatchObject({ startedAt: T0, spent: 40 });
    expect(check.state).toMatchObject({ kind: 'due', spent: 40 });
    check.continue();
    const back = t.clock.now();
    t.clock.advance(MINUTE);
    presence.move(false);
    t.clock.advance(SITTING_IDLE_MS + ACTIVITY_BEAT_MS);
    presence.move(true);
    const returned = t.clock.now();
    expect(limits.state.session).toEqual({ startedAt: returned, spent: 0, won: 0, intervalFrom: returned });
    expect(check.state).toEqual({ kind: 'waiting', minutes: 15, dueAt: returned + 15 * MINUTE });
    expect(back).toBeLessThan(returned);
  });

  it('Take a break ends it: back a minute later, a new sitting with nothing spent', () => {
    const t = setup();
    t.run.limits.setRealityCheck(15);
    t.run.limits.record({ kind: 'play', stake: 40, won: 10 });
    t.clock.advance(15 * MINUTE);
    t.run.check.takeBreak();
    expect(t.run.close).toHaveBeenCalledTimes(1);
    t.clock.advance(MINUTE);
    const again = t.reload();
    const now = t.clock.now();
    expect(again.limits.state.session).toEqual({ startedAt: now, spent: 0, won: 0, intervalFrom: now });
    expect(again.check.state).toEqual({ kind: 'waiting', minutes: 15, dueAt: now + 15 * MINUTE });
  });

  it('two windows of the app add up in one sitting', () => {
    const storage = new MemoryStorage();
    const clock = new ManualClock(T0);
    const one = app(storage, clock);
    const two = app(storage, clock);
    one.limits.record({ kind: 'play', stake: 10, won: 0 });
    two.limits.record({ kind: 'play', stake: 5, won: 2 });
    clock.advance(ACTIVITY_BEAT_MS);
    expect(one.limits.state.session).toMatchObject({ spent: 15, won: 2 });
  });

  it('is kept per messenger user', () => {
    const t = setup();
    t.run.limits.record({ kind: 'play', stake: 40, won: 10 });
    const other = PlayerLimits.of(t.storage, { id: 8 }, t.clock);
    expect(other.state.session).toMatchObject({ spent: 0, won: 0 });
    expect(t.storage.get('limits.sitting.7')).not.toBeNull();
  });
});

describe('the stored sitting, read back', () => {
  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, startedAt: T0, spent: 1, won: 0, intervalFrom: T0, lastUsedAt: T0 })],
    ['a negative spend', JSON.stringify({ v: 1, startedAt: T0, spent: -1, won: 0, intervalFrom: T0, lastUsedAt: T0 })],
    ['without a time of use', JSON.stringify({ v: 1, startedAt: T0, spent: 1, won: 0, intervalFrom: T0 })],
    ['a list', '[1,2,3]'],
  ])('one that is %s is no sitting: a new one begins', (_what, raw) => {
    const storage = new MemoryStorage();
    storage.set('limits.sitting.7', raw);
    const clock = new ManualClock(T0 + MINUTE);
    const limits = PlayerLimits.of(storage, { id: 7 }, clock);
    expect(limits.state.session).toEqual({ startedAt: T0 + MINUTE, spent: 0, won: 0, intervalFrom: T0 + MINUTE });
    expect(readSitting(storage.get('limits.sitting.7'), T0 + MINUTE)).toMatchObject({ spent: 0, lastUsedAt: T0 + MINUTE });
  });

  it('times in the future (a clock moved back) count as now: the sitting goes on', () => {
    const raw = JSON.stringify({ v: 1, startedAt: T0 + 50 * MINUTE, spent: 4, won: 1, intervalFrom: T0 + 60 * MINUTE, lastUsedAt: T0 + 60 * MINUTE });
    expect(readSitting(raw, T0)).toEqual({ startedAt: T0, spent: 4, won: 1, intervalFrom: T0, lastUsedAt: T0 });
  });
});
