import { describe, expect, it } from 'vitest';
import { createFairPlay } from '@domain/features/fairness/fairPlay';
import { seededRandom } from '@domain/shared/seededRandom';

function storage() {
  const values = new Map<string, string>();
  return { get: (k: string) => values.get(k) ?? null, set: (k: string, v: string) => void values.set(k, v), remove: (k: string) => void values.delete(k), values };
}

const api = { getFairness: () => Promise.reject(new Error('unused')), rotateFairnessSeed: () => Promise.reject(new Error('unused')) };

describe('createFairPlay: one memory and one witness per app', () => {
  it('a forced roll is allowed only in the demo (its developer tools); a live server that claims one cannot be checked', () => {
    const deps = { api, storage: storage(), user: { id: 7 }, clock: { now: () => 0 }, random: seededRandom(1), language: () => 'en' };
    expect(createFairPlay({ ...deps, runMode: 'demo' }).forcedAllowed).toBe(true);
    expect(createFairPlay({ ...deps, runMode: 'live' }).forcedAllowed).toBe(false);
  });

  it('the memory is kept per messenger user: a second start reads the same client seed, another user has their own', () => {
    const kept = storage();
    const fairPlay = createFairPlay({ api, storage: kept, user: { id: 7 }, clock: { now: () => 0 }, random: seededRandom(1), language: () => 'en', runMode: 'live' });
    const seed = fairPlay.memory.clientSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    // Per messenger user, kept in storage: a second app start reads the same seed.
    const again = createFairPlay({ api, storage: kept, user: { id: 7 }, clock: { now: () => 0 }, random: seededRandom(99), language: () => 'en', runMode: 'live' });
    expect(again.memory.clientSeed()).toBe(seed);
    const other = createFairPlay({ api, storage: kept, user: { id: 8 }, clock: { now: () => 0 }, random: seededRandom(99), language: () => 'en', runMode: 'live' });
    expect(other.memory.clientSeed()).not.toBe(seed);
  });
});
