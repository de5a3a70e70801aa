import { describe, expect, it } from 'vitest';
import { bestRecentDrop, HERO_WINDOW_MS } from '@domain/features/liveFeed/bestRecentDrop';
import type { FeedEntry } from '@domain/features/liveFeed/LiveFeed';
import type { LiveWin } from '@domain/model/live';

const NOW = 10_000_000;
let key = 0;
/** A feed entry seen `ago` ms before NOW. */
function entry(win: Partial<LiveWin>, ago = 0): FeedEntry {
  return { key: key++, seenAt: NOW - ago, win: { img: '/w.svg', name: `Win ${key}`, profit: '+1%', ...win } };
}

describe('bestRecentDrop: the home hero (issue 27)', () => {
  it('is the most valuable win of the feed, wherever it stands', () => {
    const best = entry({ cost: 310.5 }, 5_000);
    const entries = [entry({ cost: 12 }), entry({ cost: 99.99 }, 1_000), best, entry({ cost: 310.49 }, 9_000)];
    expect(bestRecentDrop(entries, NOW)).toBe(best);
  });

  it('leaves out wins seen more than an hour ago, however valuable; one seen exactly an hour ago still counts', () => {
    const old = entry({ cost: 5_000 }, HERO_WINDOW_MS + 1);
    const edge = entry({ cost: 40 }, HERO_WINDOW_MS);
    const recent = entry({ cost: 30 }, 10);
    expect(bestRecentDrop([recent, edge, old], NOW)).toBe(edge);
    expect(bestRecentDrop([old], NOW)).toBeNull();
  });

  it('on equal value takes the higher grade, then the newest (the feed holds the newest first)', () => {
    const newer = entry({ cost: 50, rarity: 'milspec' }, 100);
    const older = entry({ cost: 50, rarity: 'milspec' }, 200);
    const covert = entry({ cost: 50, rarity: 'covert' }, 300);
    const ungraded = entry({ cost: 50 }, 50);
    expect(bestRecentDrop([newer, older], NOW)).toBe(newer);
    expect(bestRecentDrop([ungraded, newer, older, covert], NOW)).toBe(covert);
    expect(bestRecentDrop([ungraded, entry({ cost: 50 }, 60)], NOW)).toBe(ungraded);
  });

  it('never picks a win without a usable value (a server of spec §7 alone): none of them, no hero', () => {
    const valued = entry({ cost: 1 }, 500);
    const noValue = [entry({ rarity: 'extraordinary' }), entry({ cost: 0 }), entry({ cost: Number.NaN }), entry({ cost: -5 }), entry({ cost: Number.POSITIVE_INFINITY })];
    expect(bestRecentDrop([...noValue, valued], NOW)).toBe(valued);
    expect(bestRecentDrop(noValue, NOW)).toBeNull();
  });

  it('is null for an empty feed', () => {
    expect(bestRecentDrop([], NOW)).toBeNull();
  });

  it('counts a win stamped after now (a clock set back) as just seen', () => {
    const ahead = entry({ cost: 8 }, -60_000);
    expect(bestRecentDrop([ahead], NOW)).toBe(ahead);
  });

  it('takes a hostile name and picture as they are: it ranks by value and never reads them', () => {
    const hostile = entry({ cost: 900, name: '<img src=x onerror=alert(1)>', img: ['javascript', 'alert(1)'].join(':') });
    const picked = bestRecentDrop([entry({ cost: 2 }), hostile], NOW);
    expect(picked).toBe(hostile);
    expect(picked?.win).toStrictEqual(hostile.win);
  });
});
