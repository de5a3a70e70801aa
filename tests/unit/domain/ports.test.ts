import { describe, expect, it } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { idle, sleep, type Cancel, type Clock } from '@domain/ports/Clock';
import { pick, randomInt } from '@domain/ports/Random';

/** The helpers the time and randomness ports come with. */
describe('sleep', () => {
  it('resolves once the clock has moved on by the time asked, not before', async () => {
    const clock = new ManualClock(0);
    let woke = false;
    void sleep(clock, 500).then(() => {
      woke = true;
    });
    await clock.advanceAsync(499);
    expect(woke).toBe(false);
    await clock.advanceAsync(1);
    expect(woke).toBe(true);
  });
});

describe('idle', () => {
  it('resolves when the clock finds the main thread idle, asked through whenIdle, not through a timer', async () => {
    const ready: (() => void)[] = [];
    const clock: Clock = {
      now: () => 0,
      schedule: (): Cancel => {
        throw new Error('idle waits for idle time, not for a timer');
      },
      whenIdle: (task) => {
        ready.push(task);
        return () => {};
      },
    };
    let woke = false;
    void idle(clock).then(() => {
      woke = true;
    });
    await Promise.resolve();
    expect(woke).toBe(false);
    expect(ready).toHaveLength(1);
    ready[0]!();
    await Promise.resolve();
    expect(woke).toBe(true);
  });
});

describe('randomInt and pick', () => {
  it('randomInt covers both ends of its range', () => {
    expect(randomInt(() => 0, 3, 7)).toBe(3);
    expect(randomInt(() => 1 - 2 ** -53, 3, 7)).toBe(7);
    expect(randomInt(() => 0.5, 3, 7)).toBe(5);
  });

  it('pick takes an item by the draw, and refuses an empty list', () => {
    expect(pick(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(pick(() => 0.99, ['a', 'b', 'c'])).toBe('c');
    expect(() => pick(() => 0, [])).toThrow(RangeError);
    expect(() => pick(() => 0, [])).toThrow(/empty/);
  });
});
