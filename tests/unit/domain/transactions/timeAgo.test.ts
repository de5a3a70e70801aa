import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '@domain/features/transactions/timeAgo';

describe('time ago (spec §9 buckets)', () => {
  it('under 300 s is just now', () => {
    for (const sec of [0, 1, 59, 60, 299, 299.9]) expect(timeAgo(sec), String(sec)).toEqual({ unit: 'justNow' });
  });

  it('from 300 s to under an hour counts whole minutes', () => {
    expect(timeAgo(300)).toEqual({ unit: 'minutes', count: 5 });
    expect(timeAgo(359)).toEqual({ unit: 'minutes', count: 5 });
    expect(timeAgo(1260)).toEqual({ unit: 'minutes', count: 21 });
    expect(timeAgo(3599)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('from an hour to under a day counts whole hours', () => {
    expect(timeAgo(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(timeAgo(7199)).toEqual({ unit: 'hours', count: 1 });
    expect(timeAgo(86_399)).toEqual({ unit: 'hours', count: 23 });
  });

  it('a day and more counts whole days', () => {
    expect(timeAgo(86_400)).toEqual({ unit: 'days', count: 1 });
    expect(timeAgo(5 * 86_400 + 3600)).toEqual({ unit: 'days', count: 5 });
    expect(timeAgo(400 * 86_400)).toEqual({ unit: 'days', count: 400 });
  });

  it('treats negative or broken ages as just now', () => {
    for (const sec of [-5, Number.NaN, Number.NEGATIVE_INFINITY]) expect(timeAgo(sec)).toEqual({ unit: 'justNow' });
  });

  it('never goes backwards as the age grows, and counts are at least 1 (property)', () => {
    const rank = { justNow: 0, minutes: 1, hours: 2, days: 3 } as const;
    const seconds = (t: ReturnType<typeof timeAgo>) =>
      t.unit === 'justNow' ? 0 : t.count * (t.unit === 'minutes' ? 60 : t.unit === 'hours' ? 3600 : 86_400);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 8 }), fc.integer({ min: 0, max: 10 ** 6 }), (a, d) => {
      const x = timeAgo(a);
      const y = timeAgo(a + d);
      expect(rank[y.unit]).toBeGreaterThanOrEqual(rank[x.unit]);
      expect(seconds(y)).toBeGreaterThanOrEqual(seconds(x));
      if (x.unit !== 'justNow') expect(x.count).toBeGreaterThanOrEqual(1);
      expect(seconds(x)).toBeLessThanOrEqual(a);
    }));
  });
});
