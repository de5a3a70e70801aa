import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import { RollWitness } from '@domain/features/fairness/RollWitness';
import type { FairnessState, RollReceipt, SeedRotation } from '@domain/model/fairness';
import type { UpgradeResult } from '@domain/model/upgrader';
import { ApiError } from '@domain/shared/ApiError';
import { seededRandom } from '@domain/shared/seededRandom';
import { deferred, details, flush, mapStorage, opening } from '../cases/fixtures';

/** What the rolling flows tell the device's memory before and after a roll, and the seed it reveals by itself. */

const hex = (n: number) => n.toString(16).padStart(64, '0');
const RULE = { edgeBp: 1000, min: 1, max: 9500 };
const state = (n: number, nonce = 0): FairnessState => ({ commitment: hex(n), clientSeed: 'server', nonce, upgradeRule: RULE });
const receipt = (n: number, nonce: number, clientSeed = 'x'): RollReceipt => ({ commitment: hex(n), clientSeed, nonce, serverSeed: null, forced: false });
const rotation = (from: number, to: number): SeedRotation => ({ revealed: { commitment: hex(from), serverSeed: `seed-${from}`, nonce: 4 }, current: state(to) });
const donor = { id: '1001', name: 'Glock', value: 13.21 };
const target = { id: '180', name: 'Water', value: 19.36 };
const upgraded = (fairness?: RollReceipt): UpgradeResult => ({ donor: donor.id, target: target.id, chance: 61.41, win: true, ...(fairness ? { fairness } : {}) });

function setup(api: { getFairness?: () => Promise<FairnessState>; rotateFairnessSeed?: () => Promise<SeedRotation> } = {}) {
  const clock = new ManualClock(10_000);
  const memory = new FairPlayMemory(mapStorage(), '7', seededRandom(3));
  const witness = new RollWitness({ memory, api, clock, random: seededRandom(5), language: () => 'en' });
  return { clock, memory, witness };
}

describe('RollWitness: before and after a roll', () => {
  it('publishes nothing, and begins no record, until a commitment was shown', () => {
    const { witness, memory } = setup();
    expect(witness.publishes).toBe(false);
    expect(witness.beginUpgrade(donor, target, 40)).toBeNull();
    expect(witness.beginOpening(details({ fairness: state(1) }))).toBeNull();
    expect(memory.records()).toEqual([]);
    witness.announce(state(1));
    expect(witness.publishes).toBe(true);
  });

  it('an opening’s record is written before the call: what the page showed, the commitment, nonce and seed', () => {
    const { witness, memory, clock } = setup();
    clock.advance(5);
    witness.announce(state(1, 3));
    clock.advance(100);
    const skins = [{ name: 'A', img: '', price: 12, chance: 10 }, { name: 'B', img: '', price: 1 }];
    const begun = witness.beginOpening(details({ fairness: state(1, 3), skins }));
    expect(begun).toEqual({ ref: expect.any(String) as string, clientSeed: memory.clientSeed() });
    expect(memory.record(begun?.ref ?? '')).toEqual({
      ref: begun?.ref, at: 10_105, commitment: hex(1), shownAt: 10_005, nonce: 3, upgradeRule: RULE, clientSeed: memory.clientSeed(), lang: 'en',
      receipt: null, kind: 'opening', caseId: 'case-1', caseName: 'Blue Case', chances: [[12, 10], [1, null]], itemId: null, received: null,
    });
  });

  it('a multi-open writes one record per roll before its one call: the nonces expected one after another, one seed', () => {
    const { witness, memory } = setup();
    witness.announce(state(1, 3));
    const begun = witness.beginOpenings(details({ fairness: state(1, 3) }), 3) ?? [];
    expect(begun).toHaveLength(3);
    expect(new Set(begun.map((b) => b.ref)).size).toBe(3);
    expect(begun.map((b) => memory.record(b.ref)?.nonce)).toEqual([3, 4, 5]);
    expect(new Set(begun.map((b) => b.clientSeed))).toEqual(new Set([memory.clientSeed()]));
    // Each answer completes its own record; the next roll is expected after the last.
    begun.forEach((b, i) => witness.completeOpening(b.ref, { ...opening({ inventoryId: `inv-${i}` }), fairness: receipt(1, 3 + i, memory.clientSeed()) }));
    expect(begun.map((b) => memory.record(b.ref)?.receipt?.nonce)).toEqual([3, 4, 5]);
    expect(memory.current()?.nonce).toBe(6);
  });

  it('a case that came without a commitment begins no record', () => {
    const { witness } = setup();
    witness.announce(state(1));
    expect(witness.beginOpening(details())).toBeNull();
  });

  it('an opening’s answer completes it: the item received and the receipt', () => {
    const { witness, memory } = setup();
    witness.announce(state(1));
    const begun = witness.beginOpening(details({ fairness: state(1) }));
    witness.completeOpening(begun?.ref ?? '', { ...opening({ win: { id: 'k9', name: 'AK', cost: 12.5 }, inventoryId: 'inv-3' }), fairness: receipt(1, 0, 'mine') });
    expect(memory.record(begun?.ref ?? '')).toMatchObject({
      itemId: 'inv-3', received: { id: 'k9', name: 'AK', value: 12.5 }, receipt: { commitment: hex(1), clientSeed: 'mine', nonce: 0 },
    });
  });

  it('an upgrade’s record: the items, the chance shown, then the outcome told and the receipt', () => {
    const { witness, memory } = setup();
    witness.announce(state(1, 2));
    const begun = witness.beginUpgrade(donor, target, 61.41);
    expect(memory.record(begun?.ref ?? '')).toMatchObject({ kind: 'upgrade', donor, target, chance: 61.41, won: null, nonce: 2, commitment: hex(1), receipt: null });
    witness.completeUpgrade(begun?.ref ?? '', upgraded(receipt(1, 2)));
    expect(memory.record(begun?.ref ?? '')).toMatchObject({ won: true, receipt: { commitment: hex(1), nonce: 2 } });
  });

  it('an answer without a receipt completes the record all the same; an unknown or other kind of record is left alone', () => {
    const { witness, memory } = setup();
    witness.announce(state(1));
    const up = witness.beginUpgrade(donor, target, 40);
    witness.completeUpgrade(up?.ref ?? '', upgraded());
    expect(memory.record(up?.ref ?? '')).toMatchObject({ won: true, receipt: null });
    const before = memory.records();
    witness.completeOpening(up?.ref ?? '', opening());
    witness.completeUpgrade('unknown', upgraded(receipt(1, 0)));
    expect(memory.records()).toEqual(before);
  });

  it('each record has a ref of its own', () => {
    const { witness } = setup();
    witness.announce(state(1));
    const refs = new Set(Array.from({ length: 20 }, () => witness.beginUpgrade(donor, target, 40)?.ref));
    expect(refs.size).toBe(20);
  });
});

/** A record of an upgrade this device made earlier, answered with a receipt under `commitment`. */
function answered(memory: FairPlayMemory, ref: string, commitment: string, nonce: number): void {
  memory.saveRecord({
    ref, at: 1, commitment, shownAt: 1, nonce, upgradeRule: RULE, clientSeed: 'x', lang: 'en', receipt: { commitment, clientSeed: 'x', nonce },
    kind: 'upgrade', donor, target, chance: 40, won: false,
  });
}

describe('RollWitness: the nonce to expect', () => {
  it('is the larger of the announced one and the last receipt under the current commitment + 1', () => {
    const { witness, memory } = setup();
    witness.announce(state(1, 2));
    answered(memory, 'old', hex(1), 6);
    expect(memory.record(witness.beginUpgrade(donor, target, 40)?.ref ?? '')?.nonce).toBe(7);
    witness.announce(state(1, 9));
    expect(memory.record(witness.beginUpgrade(donor, target, 40)?.ref ?? '')?.nonce).toBe(9);
  });

  it('receipts under another commitment do not count', () => {
    const { witness, memory } = setup();
    witness.announce(state(1, 2));
    answered(memory, 'other', hex(8), 50);
    expect(memory.record(witness.beginUpgrade(donor, target, 40)?.ref ?? '')?.nonce).toBe(2);
  });

  it('a receipt under the current commitment moves the announced nonce on, keeping when it was first seen', () => {
    const { witness, memory, clock } = setup();
    witness.announce(state(1, 0));
    clock.advance(50);
    const begun = witness.beginUpgrade(donor, target, 40);
    witness.completeUpgrade(begun?.ref ?? '', upgraded(receipt(1, 0)));
    expect(memory.current()).toMatchObject({ commitment: hex(1), nonce: 1, firstSeenAt: 10_000 });
  });

  it('a receipt never makes a commitment "seen before"', () => {
    const { witness, memory } = setup();
    witness.announce(state(1, 0));
    const begun = witness.beginUpgrade(donor, target, 40);
    witness.completeUpgrade(begun?.ref ?? '', upgraded(receipt(2, 0)));
    expect(memory.announcements().map((a) => a.commitment)).toEqual([hex(1)]);
    expect(memory.current()).toMatchObject({ commitment: hex(1), nonce: 0 });
  });
});

describe('RollWitness: refresh', () => {
  it('announces what the fairness call brings', async () => {
    const { witness, memory } = setup({ getFairness: () => Promise.resolve(state(2, 4)) });
    await witness.refresh();
    expect(memory.current()).toMatchObject({ commitment: hex(2), nonce: 4 });
  });

  it('a state the caller holds is announced first when never seen, so what the call brings counts as fresher', async () => {
    const { witness, memory } = setup({ getFairness: () => Promise.resolve(state(2)) });
    await witness.refresh(state(1));
    expect(memory.announcements().map((a) => a.commitment)).toEqual([hex(1), hex(2)]);
    expect(memory.current()?.commitment).toBe(hex(2));
  });

  it('a known state is not announced again: it does not become fresher than what came after it', async () => {
    const { witness, memory, clock } = setup();
    witness.announce(state(1));
    clock.advance(10);
    witness.announce(state(2));
    clock.advance(10);
    await witness.refresh(state(1, 9));
    expect(memory.current()).toMatchObject({ commitment: hex(2) });
    expect(memory.announcements().find((a) => a.commitment === hex(1))?.nonce).toBe(0);
  });

  it('without the call, or when it fails, what was announced stands', async () => {
    const failing = setup({ getFairness: () => Promise.reject(new Error('404')) });
    failing.witness.announce(state(1));
    await expect(failing.witness.refresh()).resolves.toBeUndefined();
    expect(failing.memory.current()?.commitment).toBe(hex(1));
    const without = setup();
    await without.witness.refresh(state(3));
    expect(without.memory.current()?.commitment).toBe(hex(3));
  });
});

describe('RollWitness: rotation', () => {
  it('keeps the revealed seed and announces the next commitment', async () => {
    const { witness, memory, clock } = setup({ rotateFairnessSeed: () => Promise.resolve(rotation(1, 2)) });
    witness.announce(state(1));
    clock.advance(20);
    expect(await witness.rotate()).toEqual(rotation(1, 2));
    expect(memory.revealedSeeds()).toEqual([{ commitment: hex(1), serverSeed: 'seed-1', nonce: 4, at: 10_020 }]);
    expect(memory.current()).toMatchObject({ commitment: hex(2), firstSeenAt: 10_020 });
  });

  it('one rotation at a time; a failure is null, and the next try runs', async () => {
    const answer = deferred<SeedRotation>();
    const rotateFairnessSeed = vi.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(rotation(1, 2));
    const { witness } = setup({ rotateFairnessSeed });
    const first = witness.rotate();
    expect(await witness.rotate()).toBeNull();
    answer.resolve(rotation(1, 2));
    await first;
    expect(await witness.rotate()).toBeNull();
    expect(await witness.rotate()).toEqual(rotation(1, 2));
    expect(rotateFairnessSeed).toHaveBeenCalledTimes(3);
    expect(await setup().witness.rotate()).toBeNull();
  });

  it('after a rotation the device’s own client seed is renewed, chosen after the new commitment', async () => {
    const { witness, memory } = setup({ rotateFairnessSeed: () => Promise.resolve(rotation(1, 2)) });
    witness.announce(state(1));
    const before = memory.clientSeed();
    await witness.rotate();
    expect(memory.clientSeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(memory.clientSeed()).not.toBe(before);
  });
});

describe('RollWitness: revealing by itself after N rolls', () => {
  const roll = (witness: RollWitness, nonce: number) => {
    const begun = witness.beginUpgrade(donor, target, 40);
    witness.completeUpgrade(begun?.ref ?? '', upgraded(receipt(1, nonce)));
  };

  it('rotates once the chosen number of rolls was made under the current commitment, not before', async () => {
    const rotateFairnessSeed = vi.fn(() => Promise.resolve(rotation(1, 2)));
    const { witness, memory } = setup({ rotateFairnessSeed });
    memory.setAutoRotateEvery(10);
    witness.announce(state(1));
    for (let i = 0; i < 9; i++) roll(witness, i);
    expect(rotateFairnessSeed).not.toHaveBeenCalled();
    roll(witness, 9);
    await flush();
    expect(rotateFairnessSeed).toHaveBeenCalledTimes(1);
    expect(memory.current()?.commitment).toBe(hex(2));
  });

  it('not again while one is in flight; never when the player chose never', async () => {
    const answer = deferred<SeedRotation>();
    const rotateFairnessSeed = vi.fn(() => answer.promise);
    const { witness, memory } = setup({ rotateFairnessSeed });
    memory.setAutoRotateEvery(10);
    witness.announce(state(1));
    for (let i = 0; i < 12; i++) roll(witness, i);
    expect(rotateFairnessSeed).toHaveBeenCalledTimes(1);
    answer.resolve(rotation(1, 2));
    await flush();
    memory.setAutoRotateEvery(0);
    for (let i = 0; i < 12; i++) roll(witness, i);
    expect(rotateFairnessSeed).toHaveBeenCalledTimes(1);
  });

  it('a failed rotation is ignored: the roll stands, the next roll tries again', async () => {
    const rotateFairnessSeed = vi.fn(() => Promise.reject(new Error('down')));
    const { witness, memory } = setup({ rotateFairnessSeed });
    memory.setAutoRotateEvery(10);
    witness.announce(state(1));
    for (let i = 0; i < 10; i++) roll(witness, i);
    await flush();
    expect(memory.records()).toHaveLength(10);
    roll(witness, 10);
    await flush();
    expect(rotateFairnessSeed).toHaveBeenCalledTimes(2);
  });
});

describe('RollWitness: the fairness call and the records it completes', () => {
  it('tells whether the server has the fairness call: not when the client has none, nor after a 404; a 500 is only a failed read', async () => {
    expect(setup().witness.serverHasNoFairness).toBe(true);
    const down = setup({ getFairness: () => Promise.reject(new ApiError('http', 'HTTP 500', 500)) });
    expect(down.witness.serverHasNoFairness).toBe(false);
    await down.witness.refresh();
    expect(down.witness.serverHasNoFairness).toBe(false);
    const getFairness = vi.fn(() => Promise.reject(ApiError.http(404)));
    const missing = setup({ getFairness });
    await missing.witness.refresh();
    expect(missing.witness.serverHasNoFairness).toBe(true);
    await missing.witness.refresh();
    expect(getFairness).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next refresh once the last one has answered', async () => {
    const getFairness = vi.fn(() => Promise.resolve(state(2)));
    const { witness } = setup({ getFairness });
    await witness.refresh();
    await witness.refresh();
    expect(getFairness).toHaveBeenCalledTimes(2);
  });

  it('a state the caller holds is announced when never seen, even when others were', async () => {
    const { witness, memory } = setup();
    witness.announce(state(1));
    await witness.refresh(state(2));
    expect(memory.announcements().map((a) => a.commitment)).toEqual([hex(1), hex(2)]);
  });

  it('the client seed sent is the player’s own, from the device’s memory', () => {
    const { witness, memory } = setup();
    expect(witness.clientSeed()).toBe(memory.clientSeed());
    memory.setLuckCode({ words: [1, 2, 3], number: '0042', order: 0 });
    expect(witness.clientSeed()).toBe(memory.clientSeed());
    expect(witness.clientSeed()).toMatch(/^luck-/);
  });

  it('an answer for a record it does not have, or of the other kind, changes nothing', () => {
    const { witness, memory } = setup();
    witness.announce(state(1));
    const begun = witness.beginOpening(details({ fairness: state(1) }));
    const before = memory.records();
    witness.completeOpening('unknown', opening());
    witness.completeUpgrade(begun?.ref ?? '', upgraded(receipt(1, 0)));
    expect(memory.records()).toEqual(before);
  });

  it('counts towards revealing by itself only the answered rolls under the current commitment', async () => {
    const rotateFairnessSeed = vi.fn(() => Promise.resolve(rotation(2, 3)));
    const { witness, memory } = setup({ rotateFairnessSeed });
    witness.announce(state(1));
    for (let i = 0; i < 9; i++) {
      const begun = witness.beginUpgrade(donor, target, 40);
      witness.completeUpgrade(begun?.ref ?? '', upgraded(receipt(1, i)));
    }
    witness.beginUpgrade(donor, target, 40);
    memory.setAutoRotateEvery(10);
    witness.announce(state(2));
    const begun = witness.beginUpgrade(donor, target, 40);
    witness.completeUpgrade(begun?.ref ?? '', upgraded(receipt(2, 0)));
    await flush();
    expect(rotateFairnessSeed).not.toHaveBeenCalled();
  });
});
