/** Spec §9 time-ago buckets, in seconds. */
export const TIME_AGO = {
  justNowBelowSec: 300,
  hourSec: 3600,
  daySec: 86_400,
} as const;

export type TimeAgo =
  | { readonly unit: 'justNow' }
  | { readonly unit: 'minutes' | 'hours' | 'days'; readonly count: number };

/**
 * Under 300 s 'just now', under an hour whole minutes, under a day whole hours, else whole days.
 * Negative or missing ages (clock skew) count as just now.
 */
export function timeAgo(secAgo: number): TimeAgo {
  const sec = Number.isFinite(secAgo) ? Math.max(0, secAgo) : 0;
  if (sec < TIME_AGO.justNowBelowSec) return { unit: 'justNow' };
  if (sec < TIME_AGO.hourSec) return { unit: 'minutes', count: Math.floor(sec / 60) };
  if (sec < TIME_AGO.daySec) return { unit: 'hours', count: Math.floor(sec / TIME_AGO.hourSec) };
  return { unit: 'days', count: Math.floor(sec / TIME_AGO.daySec) };
}
