import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { LiveFeed } from '@domain/features/liveFeed/LiveFeed';
import type { LiveWin } from '@domain/model/live';
import type { Presence } from '@domain/ports/Presence';

/** The app in front or away, as the messenger's `activated` / `deactivated` and the page's visibility say. */
class SwitchablePresence implements Presence {
  private readonly listeners = new Set<(inFront: boolean) => void>();
  constructor(public inFront: boolean) {}
  onChange(listener: (inFront: boolean) => void) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  set(inFront: boolean) {
    this.inFront = inFront;
    for (const listener of [...this.listeners]) listener(inFront);
  }
  get followers() {
    return this.listeners.size;
  }
}

const wins = (count: number): LiveWin[] => Array.from({ length: count }, (_, n) => ({ img: `/w${n}.svg`, name: `Win ${n}`, profit: '+1%' }));

function setup(inFront = true) {
  const clock = new ManualClock(0);
  const presence = new SwitchablePresence(inFront);
  const getLive = vi.fn(() => Promise.resolve({ wins: wins(40), online: 5 }));
  // random() = 0: a new win every 1 s exactly.
  const feed = new LiveFeed({ api: { getLive }, clock, random: () => 0, presence });
  const shown = () => (feed.state.kind === 'ready' ? feed.state.entries.length : 0);
  return { clock, presence, feed, shown, getLive };
}

describe('LiveFeed while the app is away', () => {
  it('shows no new win while away, and goes on where it was on return', async () => {
    const h = setup();
    await h.feed.start();
    h.clock.advance(2000);
    expect(h.shown()).toBe(12);
    h.presence.set(false);
    h.clock.advance(60_000);
    expect(h.shown()).toBe(12);
    expect(h.feed.queued).toBe(28);
    h.presence.set(true);
    h.clock.advance(999);
    expect(h.shown()).toBe(12);
    h.clock.advance(1);
    expect(h.shown()).toBe(13);
  });

  it('loads its first wins while away, but starts the cadence only once back', async () => {
    const h = setup(false);
    await h.feed.start();
    expect(h.shown()).toBe(10);
    h.clock.advance(10_000);
    expect(h.shown()).toBe(10);
    h.presence.set(true);
    h.clock.advance(1000);
    expect(h.shown()).toBe(11);
  });

  it('a return while the screen has stopped the feed starts nothing', async () => {
    const h = setup();
    await h.feed.start();
    h.feed.stop();
    h.presence.set(false);
    h.presence.set(true);
    h.clock.advance(10_000);
    expect(h.shown()).toBe(10);
  });

  it('leaves and returns twice in a row without doubling the cadence', async () => {
    const h = setup();
    await h.feed.start();
    h.presence.set(false);
    h.presence.set(true);
    h.presence.set(true);
    h.clock.advance(1000);
    expect(h.shown()).toBe(11);
  });

  it('stops listening once disposed', async () => {
    const h = setup();
    await h.feed.start();
    expect(h.presence.followers).toBe(1);
    h.feed.dispose();
    expect(h.presence.followers).toBe(0);
  });
});
