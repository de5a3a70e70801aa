import { describe, expect, it, vi } from 'vitest';
import {
  FairPlayMemory, luckCodeSeed, randomClientSeed, REVEALED_SEEDS_KEPT, SEEN_COMMITMENTS_KEPT,
} from '@domain/features/fairness/FairPlayMemory';
import { ROLL_RECORDS_KEPT, type UpgradeRecord } from '@domain/features/fairness/rollRecords';
import type { FairnessState } from '@domain/model/fairness';
import { seededRandom } from '@domain/shared/seededRandom';
import { mapStorage } from '../cases/fixtures';

const code = { words: [3, 17, 9] as [number, number, number], number: '0420', order: 2 };
const hex = (n: number) => n.toString(16).padStart(64, '0');
const state = (n: number, nonce = 0, rule: FairnessState['upgradeRule'] = null): FairnessState => ({ commitment: hex(n), clientSeed: 'server', nonce, upgradeRule: rule });
const memoryOf = (storage = mapStorage(), id: number | null = 1, random = seededRandom(7)) =>
  FairPlayMemory.of(storage, id === null ? null : { id }, random);

describe('luckCodeSeed and randomClientSeed', () => {
  it('a luck code is its words as list.index in the order shown, then the number', () => {
    // Order 2 is [1, 0, 2]: list 1 first.
    expect(luckCodeSeed(code)).toBe('luck-1.17-0.03-2.09-0420');
    expect(luckCodeSeed({ ...code, order: 0 })).toBe('luck-0.03-1.17-2.09-0420');
    expect(luckCodeSeed(code)).toMatch(/^[\x21-\x7e]{1,64}$/);
  });

  it('a device seed is four 32-bit draws of the random port, as 32 hex digits', () => {
    const draws = [0, 0.5, 0.25, 1 - 2 ** -32];
    expect(randomClientSeed(() => draws.shift() ?? 0)).toBe('00000000' + '80000000' + '40000000' + 'ffffffff');
  });
});

describe('FairPlayMemory: the client seed', () => {
  it('is this device’s own 32 hex digits, made once from the random port and kept', () => {
    const random = vi.fn(seededRandom(3));
    const storage = mapStorage();
    const memory = memoryOf(storage, 1, random);
    const seed = memory.clientSeed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(random).toHaveBeenCalledTimes(4);
    expect(memoryOf(storage, 1, () => 0).clientSeed()).toBe(seed);
    expect(random).toHaveBeenCalledTimes(4);
  });

  it('is renewed on request (after a rotation), and a stored one that is not 32 hex digits is made again', () => {
    const storage = mapStorage();
    const memory = memoryOf(storage);
    const first = memory.clientSeed();
    memory.renewDeviceSeed();
    const second = memory.clientSeed();
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    for (const bad of ['"ABCDEF00ABCDEF00ABCDEF00ABCDEF00"', '"abc"', '42', '{']) {
      storage.set('fairness.deviceSeed.1', bad);
      expect(memory.clientSeed(), bad).toMatch(/^[0-9a-f]{32}$/);
      expect(storage.get('fairness.deviceSeed.1')).not.toBe(bad);
    }
  });

  it('the luck code takes precedence, kept per messenger user; clearing it goes back to the device’s own', () => {
    const storage = mapStorage();
    const alex = memoryOf(storage, 1);
    const kim = memoryOf(storage, 2);
    const own = alex.clientSeed();
    alex.setLuckCode(code);
    expect(memoryOf(storage, 1).luckCode()).toEqual(code);
    expect(alex.clientSeed()).toBe(luckCodeSeed(code));
    expect(kim.luckCode()).toBeNull();
    expect(kim.clientSeed()).not.toBe(luckCodeSeed(code));
    alex.setLuckCode(null);
    expect(alex.clientSeed()).toBe(own);
  });

  it('ignores a stored luck code that is not one', () => {
    const storage = mapStorage();
    for (const bad of ['{', '{"words":[1,2],"number":"1234","order":0}', '{"words":[1,2,20],"number":"1234","order":0}', '{"words":[1,2,3],"number":"12345","order":0}', '{"words":[1,2,3],"number":"1234","order":6}']) {
      storage.set('fairness.luckCode.7', bad);
      const memory = memoryOf(storage, 7);
      expect(memory.luckCode(), bad).toBeNull();
      expect(memory.clientSeed(), bad).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('keeps everything under keys of its own per user, "anonymous" without one', () => {
    const storage = mapStorage();
    memoryOf(storage, 5).clientSeed();
    memoryOf(storage, null).setAutoRotateEvery(10);
    expect([...storage.entries.keys()].sort()).toEqual(['fairness.autoRotate.anonymous', 'fairness.deviceSeed.5']);
  });
});

describe('FairPlayMemory: announcements', () => {
  it('remembers each commitment shown: when first, the freshest nonce and rule', () => {
    const memory = memoryOf();
    const rule = { edgeBp: 1000, min: 1, max: 9500 };
    memory.announce(state(1, 2), 100);
    memory.announce(state(1, 4, rule), 200);
    expect(memory.current()).toEqual({ commitment: hex(1), nonce: 4, upgradeRule: rule, firstSeenAt: 100, at: 200 });
  });

  it('a nonce never goes back, and a late answer does not move the times back', () => {
    const memory = memoryOf();
    memory.announce(state(1, 5), 200);
    memory.announce(state(1, 3), 150);
    expect(memory.current()).toMatchObject({ nonce: 5, firstSeenAt: 150, at: 200 });
  });

  it('the current one is the freshest announced', () => {
    const memory = memoryOf();
    memory.announce(state(1), 100);
    memory.announce(state(2), 200);
    expect(memory.current()?.commitment).toBe(hex(2));
    memory.announce(state(1), 300);
    expect(memory.current()).toMatchObject({ commitment: hex(1), firstSeenAt: 100 });
    expect(memory.announcements().map((a) => a.commitment)).toEqual([hex(2), hex(1)]);
  });

  it(`keeps the newest ${SEEN_COMMITMENTS_KEPT}`, () => {
    const memory = memoryOf();
    for (let i = 0; i <= SEEN_COMMITMENTS_KEPT; i++) memory.announce(state(i), i);
    const kept = memory.announcements();
    expect(kept).toHaveLength(SEEN_COMMITMENTS_KEPT);
    expect(kept.some((a) => a.commitment === hex(0))).toBe(false);
    expect(memory.current()?.commitment).toBe(hex(SEEN_COMMITMENTS_KEPT));
  });

  it('reads back only well-formed announcements', () => {
    const storage = mapStorage();
    const good = { commitment: hex(1), nonce: 1, upgradeRule: null, firstSeenAt: 1, at: 2 };
    storage.set('fairness.announced.1', JSON.stringify([
      good, { ...good, commitment: 'short' }, { ...good, nonce: -1 }, { ...good, upgradeRule: { edgeBp: 'x' } }, { ...good, at: null }, 'text',
    ]));
    expect(memoryOf(storage).announcements()).toEqual([good]);
    storage.set('fairness.announced.1', '{');
    expect(memoryOf(storage).current()).toBeNull();
  });
});

describe('FairPlayMemory: records, revealed seeds, auto-rotation', () => {
  const record: UpgradeRecord = {
    ref: 'a', at: 1, commitment: null, shownAt: null, nonce: null, upgradeRule: null, clientSeed: 's', lang: 'en', receipt: null,
    kind: 'upgrade', donor: { id: '1', name: 'x', value: 1 }, target: { id: '2', name: 'y', value: 2 }, chance: 40, won: null,
  };

  it('adds a record, replaces one of the same ref, finds it by ref', () => {
    const memory = memoryOf();
    memory.saveRecord(record);
    memory.saveRecord({ ...record, ref: 'b' });
    memory.saveRecord({ ...record, won: true });
    expect(memory.records().map((r) => r.ref)).toEqual(['b', 'a']);
    expect(memory.record('a')).toMatchObject({ won: true });
    expect(memory.record('zz')).toBeNull();
  });

  it(`keeps the newest ${ROLL_RECORDS_KEPT} records`, () => {
    const memory = memoryOf();
    for (let i = 0; i <= ROLL_RECORDS_KEPT; i++) memory.saveRecord({ ...record, ref: `r${i}` });
    expect(memory.records()).toHaveLength(ROLL_RECORDS_KEPT);
    expect(memory.record('r0')).toBeNull();
  });

  it(`remembers revealed seeds, one per commitment, the newest ${REVEALED_SEEDS_KEPT}`, () => {
    const memory = memoryOf();
    for (let i = 0; i <= REVEALED_SEEDS_KEPT; i++) memory.rememberReveal({ commitment: hex(i), serverSeed: `s${i}`, nonce: i, at: i });
    memory.rememberReveal({ commitment: hex(5), serverSeed: 'again', nonce: 9, at: 99 });
    const seeds = memory.revealedSeeds();
    expect(seeds).toHaveLength(REVEALED_SEEDS_KEPT);
    expect(seeds.some((s) => s.commitment === hex(0))).toBe(false);
    expect(seeds.filter((s) => s.commitment === hex(5))).toEqual([{ commitment: hex(5), serverSeed: 'again', nonce: 9, at: 99 }]);
  });

  it('reads back only well-formed revealed seeds', () => {
    const storage = mapStorage();
    const good = { commitment: hex(1), serverSeed: 's', nonce: 1, at: 2 };
    storage.set('fairness.revealed.1', JSON.stringify([good, { ...good, commitment: 'x' }, { ...good, serverSeed: 'x'.repeat(257) }, { ...good, nonce: 0.5 }, { ...good, at: 'now' }]));
    expect(memoryOf(storage).revealedSeeds()).toEqual([good]);
  });

  it('the auto-rotation is one of the choices offered, never by default', () => {
    const storage = mapStorage();
    const memory = memoryOf(storage);
    expect(memory.autoRotateEvery()).toBe(0);
    memory.setAutoRotateEvery(25);
    expect(memoryOf(storage).autoRotateEvery()).toBe(25);
    for (const bad of ['7', '"10"', '-10', '{']) {
      storage.set('fairness.autoRotate.1', bad);
      expect(memory.autoRotateEvery(), bad).toBe(0);
    }
  });
});

describe('FairPlayMemory: what is read back is checked part by part', () => {
  it('clearing the luck code leaves none stored', () => {
    const storage = mapStorage();
    const memory = memoryOf(storage);
    memory.setLuckCode(code);
    memory.setLuckCode(null);
    expect(storage.get('fairness.luckCode.1')).toBeNull();
  });

  it('a stored luck code must be an object of three word indexes, a 4-digit number and an order', () => {
    const storage = mapStorage();
    const bad = [
      '7', '"luck"', '[3,17,9]',
      JSON.stringify({ ...code, words: 'abc' }),
      JSON.stringify({ ...code, words: [-1, 17, 9] }),
      JSON.stringify({ ...code, words: [3, 1.5, 9] }),
      JSON.stringify({ ...code, number: 420 }),
      JSON.stringify({ ...code, order: '2' }),
      JSON.stringify({ ...code, order: -1 }),
      JSON.stringify({ ...code, order: 1.5 }),
    ];
    for (const raw of bad) {
      storage.set('fairness.luckCode.1', raw);
      expect(memoryOf(storage).luckCode(), raw).toBeNull();
    }
    const lowest = { words: [0, 0, 0], number: '0000', order: 0 };
    storage.set('fairness.luckCode.1', JSON.stringify(lowest));
    expect(memoryOf(storage).luckCode()).toEqual(lowest);
  });

  it('a stored device seed is exactly 32 hex digits, as text', () => {
    const storage = mapStorage();
    const hex32 = '0123456789abcdef'.repeat(2);
    for (const bad of [`"x${hex32}"`, `"${hex32}0"`, `["${hex32}"]`]) {
      storage.set('fairness.deviceSeed.1', bad);
      const seed = memoryOf(storage).clientSeed();
      expect(seed, bad).toMatch(/^[0-9a-f]{32}$/);
      expect(seed, bad).not.toContain('x');
      expect(JSON.parse(storage.get('fairness.deviceSeed.1') as string), bad).toBe(seed);
    }
    storage.set('fairness.deviceSeed.1', JSON.stringify(hex32));
    expect(memoryOf(storage).clientSeed()).toBe(hex32);
  });

  it('announcements come back oldest first, whatever order they were stored in', () => {
    const storage = mapStorage();
    const at = (n: number, time: number) => ({ commitment: hex(n), nonce: 0, upgradeRule: null, firstSeenAt: time, at: time });
    storage.set('fairness.announced.1', JSON.stringify([at(3, 300), at(1, 100), at(2, 200)]));
    const memory = memoryOf(storage);
    expect(memory.announcements().map((a) => a.at)).toEqual([100, 200, 300]);
    expect(memory.current()?.commitment).toBe(hex(3));
  });

  it('an announcement’s commitment is 64 hex digits as text, and its rule whole numbers from 0', () => {
    const storage = mapStorage();
    const good = { commitment: hex(1), nonce: 0, upgradeRule: { edgeBp: 0, min: 0, max: 9500 }, firstSeenAt: 1, at: 2 };
    storage.set('fairness.announced.1', JSON.stringify([
      good,
      { ...good, commitment: [hex(2)] },
      { ...good, commitment: `${hex(3)}0` },
      { ...good, commitment: `x${hex(4).slice(1)}0` },
      { ...good, commitment: hex(5), upgradeRule: { edgeBp: 1000, min: -1, max: 9500 } },
      { ...good, commitment: hex(6), upgradeRule: { edgeBp: 1000, min: 1, max: 95.5 } },
      { ...good, commitment: hex(7), upgradeRule: { edgeBp: '1000', min: 1, max: 9500 } },
      { ...good, commitment: hex(8), upgradeRule: [1000, 1, 9500] },
    ]));
    expect(memoryOf(storage).announcements()).toEqual([good]);
  });

  it('a revealed seed is text of up to 256 characters', () => {
    const storage = mapStorage();
    const longest = { commitment: hex(1), serverSeed: 's'.repeat(256), nonce: 1, at: 2 };
    storage.set('fairness.revealed.1', JSON.stringify([longest, { ...longest, commitment: hex(2), serverSeed: ['s'] }]));
    expect(memoryOf(storage).revealedSeeds()).toEqual([longest]);
  });
});
