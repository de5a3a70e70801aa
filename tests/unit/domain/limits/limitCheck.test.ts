import { describe, expect, it } from 'vitest';
import { checkSpend } from '@domain/features/limits/limitCheck';
import { DEFAULT_SETTINGS, type LimitKind, type LimitSetting, type LimitSettings } from '@domain/features/limits/limitRules';
import { earliestFit, nextDropOut, pruneLedger, spentIn, type LedgerEntry } from '@domain/features/limits/spendLedger';

const T0 = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

function settings(limits: Partial<Record<LimitKind, LimitSetting>>): LimitSettings {
  return { ...DEFAULT_SETTINGS, limits: { ...DEFAULT_SETTINGS.limits, ...limits } };
}

const play = (at: number, amount: number): LedgerEntry => ({ at, kind: 'play', amount });
const buy = (at: number, amount: number): LedgerEntry => ({ at, kind: 'buy', amount });

describe('rolling windows', () => {
  it('a spend counts for exactly 24 hours (and 7 days) after it was made', () => {
    const entries = [play(T0, 100)];
    expect(spentIn(entries, 'play', DAY, T0)).toBe(100);
    expect(spentIn(entries, 'play', DAY, T0 + DAY - 1)).toBe(100);
    expect(spentIn(entries, 'play', DAY, T0 + DAY)).toBe(0);
    expect(spentIn(entries, 'play', WEEK, T0 + WEEK - 1)).toBe(100);
    expect(spentIn(entries, 'play', WEEK, T0 + WEEK)).toBe(0);
  });

  it('play and buying are counted apart; hundredths add up exactly', () => {
    const entries = [play(T0, 0.1), play(T0, 0.2), buy(T0, 500)];
    expect(spentIn(entries, 'play', DAY, T0)).toBe(0.3);
    expect(spentIn(entries, 'buy', DAY, T0)).toBe(500);
    expect(checkSpend(settings({ playDay: { amount: 1, pending: null } }), entries, 'play', 0.7, T0)).toEqual({ allowed: true });
  });

  it('the reset is the earliest time enough has dropped out for this stake: computed exactly', () => {
    // 300 + 400 + 200 spent at 0 h, 5 h and 9 h; limit 1000, so 100 of room now.
    const entries = [play(T0, 300), play(T0 + 5 * HOUR, 400), play(T0 + 9 * HOUR, 200)];
    const at = T0 + 12 * HOUR;
    // 300 needs 200 more room: the first spend dropping out gives it.
    expect(earliestFit(entries, 'play', DAY, 1000, 300, at)).toBe(T0 + DAY);
    // 500 needs the first two to drop out.
    expect(earliestFit(entries, 'play', DAY, 1000, 500, at)).toBe(T0 + 5 * HOUR + DAY);
    // 900 needs all three.
    expect(earliestFit(entries, 'play', DAY, 1000, 900, at)).toBe(T0 + 9 * HOUR + DAY);
    // 100 fits now.
    expect(earliestFit(entries, 'play', DAY, 1000, 100, at)).toBe(at);
    // More than the limit itself never fits.
    expect(earliestFit(entries, 'play', DAY, 1000, 1001, at)).toBeNull();
  });
});

describe('checkSpend: the guard', () => {
  const daily = settings({ playDay: { amount: 1000, pending: null } });

  it('exactly at the limit is allowed; a hundredth over is not', () => {
    const entries = [play(T0, 600)];
    expect(checkSpend(daily, entries, 'play', 400, T0 + HOUR)).toEqual({ allowed: true });
    expect(checkSpend(daily, entries, 'play', 400.01, T0 + HOUR)).toEqual({
      allowed: false,
      reached: { limit: 'playDay', amount: 1000, spent: 600, stake: 400.01, resetsAt: T0 + DAY },
    });
  });

  it('a reached limit holds until its reset, to the millisecond, and then lets the stake through', () => {
    const entries = [play(T0, 1000)];
    const check = checkSpend(daily, entries, 'play', 50, T0 + HOUR);
    expect(check).toMatchObject({ allowed: false, reached: { resetsAt: T0 + DAY } });
    expect(checkSpend(daily, entries, 'play', 50, T0 + DAY - 1).allowed).toBe(false);
    expect(checkSpend(daily, entries, 'play', 50, T0 + DAY).allowed).toBe(true);
  });

  it('a stake above the limit itself is refused with no reset time', () => {
    expect(checkSpend(daily, [], 'play', 1500, T0)).toEqual({
      allowed: false, reached: { limit: 'playDay', amount: 1000, spent: 0, stake: 1500, resetsAt: null },
    });
  });

  it('nothing free is ever refused, even a limit of 0', () => {
    const zero = settings({ playDay: { amount: 0, pending: null } });
    expect(checkSpend(zero, [play(T0, 50)], 'play', 0, T0)).toEqual({ allowed: true });
    expect(checkSpend(zero, [], 'play', 1, T0)).toMatchObject({ allowed: false, reached: { resetsAt: null } });
  });

  it('with a day and a week limit, the answer names the one that holds out longer, and its reset', () => {
    const both = settings({ playDay: { amount: 1000, pending: null }, playWeek: { amount: 1500, pending: null } });
    // 1000 three days ago, 400 an hour ago: the day has room for 600, the week for 100.
    const now = T0 + 3 * DAY;
    const entries = [play(T0, 1000), play(now - HOUR, 400)];
    expect(checkSpend(both, entries, 'play', 100, now)).toEqual({ allowed: true });
    expect(checkSpend(both, entries, 'play', 200, now)).toEqual({
      allowed: false, reached: { limit: 'playWeek', amount: 1500, spent: 1400, stake: 200, resetsAt: T0 + WEEK },
    });
  });

  it('when the day and the week both hold out, the answer names the one whose reset comes later', () => {
    const both = (day: number, week: number) => settings({ playDay: { amount: day, pending: null }, playWeek: { amount: week, pending: null } });
    // 100 six days ago drops out of the week first; 50 an hour ago keeps the day full longest.
    const now = T0 + 6 * DAY + 13 * HOUR;
    const entries = [play(T0, 100), play(now - HOUR, 50)];
    expect(checkSpend(both(60, 160), entries, 'play', 20, now)).toEqual({
      allowed: false, reached: { limit: 'playDay', amount: 60, spent: 50, stake: 20, resetsAt: now - HOUR + DAY },
    });
    // A week that stays full until the recent 50 leaves it too holds out longer than the day.
    expect(checkSpend(both(60, 60), entries, 'play', 20, now)).toMatchObject({
      allowed: false, reached: { limit: 'playWeek', spent: 150, resetsAt: now - HOUR + WEEK },
    });
    // A stake the day's limit can never hold is the longest wait of all, whatever the week says.
    expect(checkSpend(both(10, 160), entries, 'play', 20, now)).toEqual({
      allowed: false, reached: { limit: 'playDay', amount: 10, spent: 50, stake: 20, resetsAt: null },
    });
  });

  it('when the day and the week reset at the same moment, the day is named', () => {
    const both = settings({ playDay: { amount: 60, pending: null }, playWeek: { amount: 160, pending: null } });
    const now = T0 + 6 * DAY + HOUR;
    const entries = [play(T0, 100), play(T0 + 6 * DAY, 50)];
    // The day frees at T0 + 7 days (the 50 drops out), the week at the same moment (the 100 does).
    expect(checkSpend(both, entries, 'play', 20, now)).toMatchObject({ allowed: false, reached: { limit: 'playDay', resetsAt: T0 + WEEK } });
  });

  it('buying counts against the buying limit only', () => {
    const buying = settings({ buyDay: { amount: 1000, pending: null }, playDay: { amount: 10, pending: null } });
    const entries = [buy(T0, 900)];
    expect(checkSpend(buying, entries, 'buy', 100, T0)).toEqual({ allowed: true });
    expect(checkSpend(buying, entries, 'buy', 500, T0)).toMatchObject({ allowed: false, reached: { limit: 'buyDay', resetsAt: T0 + DAY } });
    expect(checkSpend(buying, entries, 'play', 10, T0)).toEqual({ allowed: true });
  });

  it('a waiting increase that comes before the window resets is the reset time', () => {
    const waiting = settings({ playDay: { amount: 1000, pending: { amount: 5000, effectiveAt: T0 + 2 * HOUR } } });
    const entries = [play(T0, 1000)];
    expect(checkSpend(waiting, entries, 'play', 100, T0 + HOUR)).toMatchObject({ allowed: false, reached: { resetsAt: T0 + 2 * HOUR } });
    // A waiting limit that is still too small for the stake does not help.
    const small = settings({ playDay: { amount: 1000, pending: { amount: 1050, effectiveAt: T0 + 2 * HOUR } } });
    expect(checkSpend(small, entries, 'play', 100, T0 + HOUR)).toMatchObject({ allowed: false, reached: { resetsAt: T0 + DAY } });
    // A waiting removal frees everything when it applies.
    const removal = settings({ playDay: { amount: 1000, pending: { amount: null, effectiveAt: T0 + 3 * HOUR } } });
    expect(checkSpend(removal, entries, 'play', 99_999, T0 + HOUR)).toMatchObject({ allowed: false, reached: { resetsAt: T0 + 3 * HOUR } });
  });
});

describe('the ledger over time', () => {
  it('keeps a week; a spend dated in the future (a clock moved back) counts as made now', () => {
    const now = T0 + 10 * DAY;
    const entries = [play(T0, 1), play(now - WEEK, 2), play(now - WEEK + 1, 3), play(now + DAY, 4)];
    expect(pruneLedger(entries, now)).toEqual([play(now - WEEK + 1, 3), play(now, 4)]);
    const kept = [play(now - 1, 5)];
    expect(pruneLedger(kept, now)).toBe(kept);
  });

  it('the next moment a spend drops out of a window', () => {
    expect(nextDropOut([play(T0, 1)], T0 + HOUR)).toBe(T0 + DAY);
    expect(nextDropOut([play(T0, 1)], T0 + DAY)).toBe(T0 + WEEK);
    expect(nextDropOut([buy(T0, 1)], T0 + DAY)).toBeNull();
  });
});
