import { describe, expect, it, vi } from 'vitest';
import { fetchProof, recordOf, VerifyRoll, withRevealedSeed, type VerifyRollDeps } from '@domain/features/fairness/VerifyRoll';
import type { DrawProof, SeedRotation, UpgradeProof } from '@domain/model/fairness';
import { ApiError } from '@domain/shared/ApiError';
import { deferred } from '../cases/fixtures';
import { hashing, realProofs } from './realProofs';
import { openingRecord, revealedOf, upgradeRecord } from './witnessFixtures';

/** The Verify view's flow over object-literal fakes (the proofs are real ones from the demo backend). */

const { itemId, sealed, revealed } = realProofs();
const rotation: SeedRotation = { revealed: { commitment: 'a'.repeat(64), serverSeed: 'b'.repeat(64), nonce: 1 }, current: { commitment: 'c'.repeat(64), clientSeed: 'd', nonce: 0, upgradeRule: null } };
const opened = openingRecord(revealed.opening, itemId);
const upgraded = upgradeRecord(revealed.upgrade);
const missing = () => Promise.reject(ApiError.http(404));

type Api = VerifyRollDeps['api'];

function flow(api: Api, options: { hashing?: VerifyRollDeps['hashing']; rotate?: () => Promise<SeedRotation | null>; forcedAllowed?: boolean; revealed?: boolean } = {}) {
  const memory = { records: vi.fn(() => [opened, upgraded]), revealedSeeds: vi.fn(() => (options.revealed === false ? [] : revealedOf(revealed.opening))) };
  const witness = { rotate: vi.fn(options.rotate ?? (() => Promise.resolve(rotation))) };
  const f = new VerifyRoll({ api, hashing: options.hashing ?? hashing, memory, witness, language: () => 'en', forcedAllowed: options.forcedAllowed ?? true });
  return { flow: f, memory, witness };
}

describe('fetchProof', () => {
  it('asks for the opening first, then the upgrade that staked or won the item', async () => {
    const getDrawProof = vi.fn(() => Promise.resolve(null));
    const getUpgradeProof = vi.fn(() => Promise.resolve(revealed.upgrade));
    expect(await fetchProof({ getDrawProof, getUpgradeProof }, '5', null)).toBe(revealed.upgrade);
    expect(getDrawProof).toHaveBeenCalledWith('5');
    expect(getUpgradeProof).toHaveBeenCalledWith('5');
    const drawFirst = vi.fn(() => Promise.resolve(revealed.upgrade));
    expect(await fetchProof({ getDrawProof: () => Promise.resolve(revealed.opening), getUpgradeProof: drawFirst }, '5', null)).toBe(revealed.opening);
    expect(drawFirst).not.toHaveBeenCalled();
  });

  it('asks only for the kind named', async () => {
    const getDrawProof = vi.fn(() => Promise.resolve(revealed.opening));
    const getUpgradeProof = vi.fn(() => Promise.resolve(revealed.upgrade));
    expect(await fetchProof({ getDrawProof, getUpgradeProof }, '5', 'upgrade')).toBe(revealed.upgrade);
    expect(getDrawProof).not.toHaveBeenCalled();
    expect(await fetchProof({ getDrawProof, getUpgradeProof }, '5', 'opening')).toBe(revealed.opening);
    expect(getUpgradeProof).toHaveBeenCalledTimes(1);
  });

  it('a 404 means the call is missing; null means no roll drew the item', async () => {
    expect(await fetchProof({ getDrawProof: missing, getUpgradeProof: missing }, '5', null)).toBe('unsupported');
    expect(await fetchProof({}, '5', null)).toBe('unsupported');
    expect(await fetchProof({ getDrawProof: missing }, '5', null)).toBe('unsupported');
    expect(await fetchProof({ getDrawProof: missing, getUpgradeProof: () => Promise.resolve(null) }, '5', null)).toBeNull();
    expect(await fetchProof({ getDrawProof: () => Promise.resolve(null), getUpgradeProof: missing }, '5', null)).toBeNull();
    expect(await fetchProof({ getDrawProof: missing, getUpgradeProof: () => Promise.resolve(revealed.upgrade) }, '5', null)).toBe(revealed.upgrade);
  });

  it('any other failure is thrown', async () => {
    const down = new ApiError('http', 'HTTP 500', 500);
    await expect(fetchProof({ getDrawProof: () => Promise.reject(down), getUpgradeProof: () => Promise.resolve(null) }, '5', null)).rejects.toBe(down);
    await expect(fetchProof({ getDrawProof: () => Promise.resolve(null), getUpgradeProof: () => Promise.reject(new Error('offline')) }, '5', null)).rejects.toThrow('offline');
  });
});

describe('recordOf', () => {
  const records = [opened, upgraded];

  it('an opening by the item it drew; an upgrade by the item staked, whichever item was asked about', () => {
    expect(recordOf(records, revealed.opening, itemId)).toBe(opened);
    expect(recordOf(records, revealed.opening, 'another')).toBeNull();
    expect(recordOf(records, revealed.upgrade, 'the item won')).toBe(upgraded);
    expect(recordOf(records, revealed.second, revealed.second.donor.id)).toBeNull();
  });

  it('never a record of the other kind', () => {
    const asUpgrade: UpgradeProof = { ...revealed.upgrade, donor: { ...revealed.upgrade.donor, id: itemId } };
    expect(recordOf([opened], asUpgrade, itemId)).toBeNull();
    expect(recordOf([upgraded], revealed.opening, upgraded.donor.id)).toBeNull();
  });
});

describe('VerifyRoll', () => {
  it('a client or server without the proof calls: the rolls are not verifiable, said honestly', async () => {
    const without = flow({});
    await without.flow.start('1');
    expect(without.flow.state).toEqual({ kind: 'unsupported' });
    const notFound = flow({ getDrawProof: missing, getUpgradeProof: missing });
    await notFound.flow.start('1');
    expect(notFound.flow.state).toEqual({ kind: 'unsupported' });
  });

  it('an item no verifiable roll drew has no proof', async () => {
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(null), getUpgradeProof: () => Promise.resolve(null) });
    await f.start('1');
    expect(f.state).toEqual({ kind: 'no-proof' });
  });

  it('an opening: verified against this device’s record', async () => {
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(revealed.opening) });
    await f.start(itemId);
    expect(f.state).toMatchObject({ kind: 'ready', proof: revealed.opening, record: opened, rotation: 'idle', verification: { kind: 'checked', failed: null }, verdict: { kind: 'verified' } });
  });

  it('an upgrade: its own steps, held against the upgrade record', async () => {
    const getDrawProof = vi.fn(() => Promise.resolve(revealed.opening));
    const { flow: f } = flow({ getDrawProof, getUpgradeProof: () => Promise.resolve(revealed.upgrade) });
    await f.start('won-item', 'upgrade');
    expect(getDrawProof).not.toHaveBeenCalled();
    expect(f.state).toMatchObject({ kind: 'ready', record: upgraded, verdict: { kind: 'verified' } });
    expect(f.state.kind === 'ready' && f.state.verification.kind === 'checked' && f.state.verification.steps.map((s) => s.id)).toEqual(['rule', 'commitment', 'roll', 'outcome']);
  });

  it('an upgrade proof of another staked item than the one asked about is not this item’s roll', async () => {
    // The server answers the proof of item 1001's upgrade when asked about item 1000's.
    const { flow: f, memory } = flow({ getUpgradeProof: () => Promise.resolve(revealed.upgrade) });
    memory.records.mockReturnValue([upgraded, upgradeRecord(revealed.second)]);
    await f.start(revealed.second.donor.id, 'upgrade');
    // Source bug: recordOf finds the record by the proof's donor, so the other upgrade's record vouches for it.
    expect(f.state).toMatchObject({ kind: 'ready', verdict: { kind: 'mismatch' } });
  });

  it('a roll this device has no record of cannot be vouched for', async () => {
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(revealed.opening) });
    await f.start('not-mine');
    expect(f.state).toMatchObject({ kind: 'ready', record: null, verdict: { kind: 'unverifiable', reason: 'no-record' } });
  });

  it('a live server that claims a forced roll cannot be checked', async () => {
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve({ ...revealed.opening, forced: true }) }, { forcedAllowed: false });
    await f.start(itemId);
    expect(f.state).toMatchObject({ kind: 'ready', verdict: { kind: 'unverifiable', reason: 'forced-live' } });
  });

  it('a failed load offers a retry that asks again for the same item and kind', async () => {
    const getUpgradeProof = vi.fn<(id: string) => Promise<UpgradeProof | null>>()
      .mockRejectedValueOnce(new ApiError('network', 'offline'))
      .mockResolvedValueOnce(revealed.upgrade);
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(null), getUpgradeProof });
    await f.start('42', 'upgrade');
    expect(f.state).toEqual({ kind: 'error', reason: 'load' });
    await f.retry();
    expect(getUpgradeProof).toHaveBeenLastCalledWith('42');
    expect(f.state).toMatchObject({ kind: 'ready', verification: { kind: 'checked', failed: null } });
    await f.retry();
    expect(getUpgradeProof).toHaveBeenCalledTimes(2);
  });

  it('sealed → reveal rotates the seed once, reloads the proof and verifies it', async () => {
    const getDrawProof = vi.fn<(id: string) => Promise<DrawProof | null>>().mockResolvedValueOnce(sealed.opening).mockResolvedValueOnce(revealed.opening);
    const { flow: f, witness, memory } = flow({ getDrawProof }, { revealed: false });
    await f.start(itemId);
    expect(f.state).toMatchObject({ kind: 'ready', verification: { kind: 'sealed', failed: null }, verdict: { kind: 'sealed' }, rotation: 'idle' });
    memory.revealedSeeds.mockReturnValue(revealedOf(revealed.opening));
    const states: string[] = [];
    f.subscribe((s) => states.push(s.kind === 'ready' ? `ready:${s.rotation}:${s.verification.kind}` : s.kind));
    const first = f.reveal();
    void f.reveal();
    await first;
    expect(witness.rotate).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['ready:rotating:sealed', 'loading', 'ready:idle:checked']);
    expect(f.state).toMatchObject({ kind: 'ready', verdict: { kind: 'verified' } });
  });

  it('a proof still sealed for a seed already revealed to this device is checked with that seed, not left pending', async () => {
    // The server keeps answering without the seed; rotating again would only reveal the next one.
    const { flow: f, witness } = flow({ getDrawProof: () => Promise.resolve(sealed.opening) });
    await f.start(itemId);
    // Source bug: checkRoll verifies the proof as sent (sealed) though memory holds the seed for its commitment.
    expect(f.state).toMatchObject({ kind: 'ready', verdict: { kind: 'verified' } });
    expect(witness.rotate).not.toHaveBeenCalled();
  });

  it('reveal does nothing once the seed is known', async () => {
    const { flow: f, witness } = flow({ getDrawProof: () => Promise.resolve(revealed.opening) });
    await f.start(itemId);
    await f.reveal();
    expect(witness.rotate).not.toHaveBeenCalled();
  });

  it('a failed rotation keeps the sealed proof and says so', async () => {
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(sealed.opening) }, { rotate: () => Promise.resolve(null), revealed: false });
    await f.start(itemId);
    await f.reveal();
    expect(f.state).toMatchObject({ kind: 'ready', rotation: 'failed', verification: { kind: 'sealed' } });
  });

  it('a browser that cannot hash says so', async () => {
    const broken = { sha256: () => Promise.reject(new Error('no subtle')), hmacSha256: () => Promise.reject(new Error('no subtle')) };
    const { flow: f } = flow({ getDrawProof: () => Promise.resolve(revealed.opening) }, { hashing: broken });
    await f.start(itemId);
    expect(f.state).toEqual({ kind: 'error', reason: 'crypto' });
  });

  it('nothing changes after dispose: not the load, not a rotation', async () => {
    const answer = deferred<DrawProof>();
    const { flow: f } = flow({ getDrawProof: () => answer.promise });
    const started = f.start(itemId);
    f.dispose();
    answer.resolve(revealed.opening);
    await started;
    expect(f.state).toEqual({ kind: 'loading' });

    const rotated = deferred<SeedRotation | null>();
    const getDrawProof = vi.fn(() => Promise.resolve(sealed.opening));
    const second = flow({ getDrawProof }, { rotate: () => rotated.promise, revealed: false });
    await second.flow.start(itemId);
    const revealing = second.flow.reveal();
    second.flow.dispose();
    rotated.resolve(rotation);
    await revealing;
    expect(getDrawProof).toHaveBeenCalledTimes(1);
    expect(second.flow.state).toMatchObject({ kind: 'ready', rotation: 'rotating' });
  });
});

describe('VerifyRoll: before, between and after', () => {
  it('shows loading until a roll is asked about; a retry or a reveal then does nothing', async () => {
    const getDrawProof = vi.fn(() => Promise.resolve(revealed.opening));
    const { flow: f, witness } = flow({ getDrawProof });
    expect(f.state).toEqual({ kind: 'loading' });
    await f.retry();
    await f.reveal();
    expect(getDrawProof).not.toHaveBeenCalled();
    expect(witness.rotate).not.toHaveBeenCalled();
    expect(f.state).toEqual({ kind: 'loading' });
  });

  it('a seed revealed to this device is found by the proof’s commitment among others', () => {
    const other = { commitment: 'e'.repeat(64), serverSeed: 'f'.repeat(64), nonce: 3, at: 1 };
    const own = revealedOf(revealed.opening);
    expect(withRevealedSeed(sealed.opening, [other, ...own]).serverSeed).toBe(revealed.opening.serverSeed);
    expect(withRevealedSeed(sealed.opening, [other]).serverSeed).toBeNull();
  });

  it('left while the proof loads: nothing is read from memory or hashed', async () => {
    const answer = deferred<DrawProof>();
    const sha256 = vi.fn((text: string) => hashing.sha256(text));
    const { flow: f, memory } = flow({ getDrawProof: () => answer.promise }, { hashing: { sha256, hmacSha256: (k, m) => hashing.hmacSha256(k, m) } });
    const started = f.start(itemId);
    f.dispose();
    answer.resolve(revealed.opening);
    await started;
    expect(memory.revealedSeeds).not.toHaveBeenCalled();
    expect(memory.records).not.toHaveBeenCalled();
    expect(sha256).not.toHaveBeenCalled();
  });

  it('a rotation that fails after the player moved on to another item leaves that item’s check alone', async () => {
    const rotated = deferred<SeedRotation | null>();
    const next = deferred<DrawProof>();
    const getDrawProof = vi.fn<(id: string) => Promise<DrawProof | null>>().mockResolvedValueOnce(sealed.opening).mockReturnValueOnce(next.promise);
    const { flow: f } = flow({ getDrawProof }, { rotate: () => rotated.promise, revealed: false });
    await f.start(itemId);
    const revealing = f.reveal();
    const other = f.start('another item');
    expect(f.state).toEqual({ kind: 'loading' });
    rotated.resolve(null);
    await revealing;
    expect(f.state).toEqual({ kind: 'loading' });
    next.resolve(revealed.opening);
    await other;
    expect(f.state).toMatchObject({ kind: 'ready', rotation: 'idle' });
  });
});
