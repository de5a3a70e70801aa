import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { ActivityWatch } from '@domain/features/limits/ActivityWatch';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { RealityCheck, type RealityCheckState } from '@domain/features/limits/RealityCheck';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

function setup(options: { minutes?: 0 | 15 | 30 | 60; busy?: () => boolean } = {}) {
  const clock = new ManualClock(T0);
  const limits = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
  // As in the app: the app is in front, so the sitting stays in use.
  new ActivityWatch({ clock, touch: () => limits.touch() });
  if (options.minutes) limits.setRealityCheck(options.minutes);
  const close = vi.fn();
  const check = new RealityCheck({ clock, limits, close, busy: options.busy });
  const kinds: RealityCheckState['kind'][] = [];
  check.subscribe((state) => kinds.push(state.kind));
  return { clock, limits, check, close, kinds };
}

describe('RealityCheck', () => {
  it('is off until an interval is chosen: no timer of its own runs', () => {
    const { check, clock } = setup();
    expect(check.state).toEqual({ kind: 'off' });
    clock.advance(24 * 60 * MINUTE);
    expect(check.state).toEqual({ kind: 'off' });
    // Only the activity watch's beat.
    expect(clock.pendingTimers).toBe(1);
  });

  it('after the interval: the session’s time and its net position (won − spent)', () => {
    const { check, clock, limits } = setup({ minutes: 15 });
    expect(check.state).toEqual({ kind: 'waiting', minutes: 15, dueAt: T0 + 15 * MINUTE });
    limits.record({ kind: 'play', stake: 100, won: 30 });
    limits.record({ kind: 'play', stake: 40, won: 55.5 });
    limits.record({ kind: 'buy', crystals: 1000 });
    clock.advance(15 * MINUTE - 1);
    expect(check.state.kind).toBe('waiting');
    clock.advance(1);
    expect(check.state).toEqual({ kind: 'due', minutes: 15, playedMs: 15 * MINUTE, spent: 140, won: 85.5, net: -54.5 });
  });

  it('Continue starts the interval again; the session’s time goes on', () => {
    const { check, clock } = setup({ minutes: 30 });
    clock.advance(30 * MINUTE);
    clock.advance(2 * MINUTE); // the reminder stays up while unanswered
    expect(check.state.kind).toBe('due');
    check.continue();
    expect(check.state).toEqual({ kind: 'waiting', minutes: 30, dueAt: T0 + 62 * MINUTE });
    clock.advance(30 * MINUTE);
    expect(check.state).toMatchObject({ kind: 'due', playedMs: 62 * MINUTE });
  });

  it('Take a break closes the mini app', () => {
    const { check, clock, close } = setup({ minutes: 60 });
    check.takeBreak();
    expect(close).not.toHaveBeenCalled();
    clock.advance(60 * MINUTE);
    check.takeBreak();
    expect(close).toHaveBeenCalledTimes(1);
    expect(check.state).toEqual({ kind: 'ended' });
    expect(clock.pendingTimers).toBe(1);
  });

  it('follows the setting: a new interval starts from the change, off stops it', () => {
    const { check, clock, limits } = setup({ minutes: 60 });
    clock.advance(10 * MINUTE);
    limits.setRealityCheck(15);
    expect(check.state).toEqual({ kind: 'waiting', minutes: 15, dueAt: T0 + 25 * MINUTE });
    limits.setRealityCheck(0);
    expect(check.state).toEqual({ kind: 'off' });
    clock.advance(60 * MINUTE);
    expect(check.state).toEqual({ kind: 'off' });
  });

  it('waits for a case or an upgrade in motion to end instead of covering it', () => {
    let busy = true;
    const { check, clock } = setup({ minutes: 15, busy: () => busy });
    clock.advance(15 * MINUTE + 5000);
    expect(check.state.kind).toBe('waiting');
    busy = false;
    clock.advance(1000);
    expect(check.state).toMatchObject({ kind: 'due', playedMs: 15 * MINUTE + 6000 });
  });

  it('dispose stops following the setting', () => {
    const { check, limits, kinds } = setup({ minutes: 15 });
    check.dispose();
    limits.setRealityCheck(30);
    expect(kinds).toEqual([]);
  });
});
