import { RARITIES, type Rarity } from '@domain/model/rarity';
import type { FeedEntry } from './LiveFeed';

/** The home hero shows the best drop the feed showed in this long (ms). */
export const HERO_WINDOW_MS = 60 * 60 * 1000;

/** A value the hero can rank by: a finite amount above nothing (anything else is no value). */
const valueOf = (cost: number | undefined): number | null =>
  typeof cost === 'number' && Number.isFinite(cost) && cost > 0 ? cost : null;

const gradeRank = (rarity: Rarity | undefined) => (rarity === undefined ? -1 : RARITIES.indexOf(rarity));

/**
 * The best drop of the last hour among the feed's entries (newest first, as the feed holds them):
 * the most valuable one shown no more than `HERO_WINDOW_MS` before `now`; on equal value the
 * higher grade, then the newest. A win without a value (a server that sends only spec §7) is never
 * the hero; with no such win the hero is null, and home shows the featured case instead.
 * An entry stamped after `now` (a clock set back) counts as just seen.
 */
export function bestRecentDrop(entries: readonly FeedEntry[], now: number): FeedEntry | null {
  let best: FeedEntry | null = null;
  let bestValue = 0;
  for (const entry of entries) {
    if (now - entry.seenAt > HERO_WINDOW_MS) continue;
    const value = valueOf(entry.win.cost);
    if (value === null) continue;
    // Strictly better only: an equal one met later is older, and the newer one stays.
    if (best === null || value > bestValue || (value === bestValue && gradeRank(entry.win.rarity) > gradeRank(best.win.rarity))) {
      best = entry;
      bestValue = value;
    }
  }
  return best;
}
