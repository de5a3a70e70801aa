import { describe, expect, it, vi } from 'vitest';
import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import type { SeedRotation } from '@domain/model/fairness';
import { seededRandom } from '@domain/shared/seededRandom';
import { FairnessViewModel } from '@ui/screens/fairness/FairnessViewModel';
import { RollWitness } from '@domain/features/fairness/RollWitness';
import { ApiError } from '@domain/shared/ApiError';
import { ManualClock } from '@adapters/memory/ManualClock';
import { flush } from '../../support/async';
import { mapStorage } from '../domain/cases/fixtures';
import { hashing, realProofs } from '../domain/fairness/realProofs';
import { openingRecord } from '../domain/fairness/witnessFixtures';

/** The seeds screen's model: whether the server publishes seeds at all, revealing one, the auto-rotation, the audit. */

const { itemId, revealed } = realProofs();
const proof = revealed.opening;
const rotation: SeedRotation = {
  revealed: { commitment: proof.commitment, serverSeed: proof.serverSeed ?? '', nonce: 1 },
  current: { commitment: 'c'.repeat(64), clientSeed: 'srv', nonce: 0, upgradeRule: null },
};

function setup(options: { fairnessCall?: boolean; announced?: boolean } = {}) {
  const memory = new FairPlayMemory(mapStorage(), '7', seededRandom(1));
  if (options.announced ?? true) memory.announce({ commitment: proof.commitment, clientSeed: 'srv', nonce: 0, upgradeRule: proof.upgradeRule }, 1);
  memory.saveRecord(openingRecord(proof, itemId));
  const witness = {
    serverHasNoFairness: options.fairnessCall === false,
    refresh: vi.fn(() => Promise.resolve()),
    rotate: vi.fn(() => {
      memory.rememberReveal({ ...rotation.revealed, at: 2 });
      memory.announce(rotation.current, 2);
      return Promise.resolve(rotation);
    }),
  };
  const getDrawProof = vi.fn(() => Promise.resolve(proof));
  const api = { getDrawProof, ...(options.fairnessCall === false ? {} : { getFairness: vi.fn() }) };
  const vm = new FairnessViewModel({ api, hashing, fairPlay: { memory: memory as never, witness: witness as never, forcedAllowed: true }, session: { language: 'en' } });
  return { vm, memory, witness, getDrawProof };
}

describe('FairnessViewModel', () => {
  it('is unsupported only without the fairness call and with nothing announced or revealed', () => {
    expect(setup({ fairnessCall: false, announced: false }).vm.unsupported).toBe(true);
    expect(setup({ fairnessCall: true, announced: false }).vm.unsupported).toBe(false);
    expect(setup({ fairnessCall: false, announced: true }).vm.unsupported).toBe(false);
  });

  it('a server whose fairness call answers 404 publishes no commitment: unsupported, as with no call at all', async () => {
    // The live client always has the call; a spec §7 server answers it 404.
    const memory = new FairPlayMemory(mapStorage(), '7', seededRandom(1));
    const api = { getDrawProof: vi.fn(), getFairness: vi.fn(() => Promise.reject(ApiError.http(404))) };
    const witness = new RollWitness({ memory, api, clock: new ManualClock(0), random: seededRandom(2), language: () => 'en' });
    const vm = new FairnessViewModel({ api, hashing, fairPlay: { memory, witness, forcedAllowed: false }, session: { language: 'en' } });
    vm.mount();
    await vi.waitFor(() => expect(api.getFairness).toHaveBeenCalled());
    await flush();
    // Source bug: `unsupported` only asks whether the Api has the method, and the live ApiClient always has it.
    expect(vm.unsupported).toBe(true);
  });

  it('shows the seed in use and its rolls; mounting asks the server for its commitment', async () => {
    const h = setup();
    expect(h.vm.state).toMatchObject({ current: { commitment: proof.commitment }, currentRolls: 1, clientSeed: h.memory.clientSeed() });
    const stop = h.vm.mount();
    await vi.waitFor(() => expect(h.witness.refresh).toHaveBeenCalledTimes(1));
    stop();
  });

  it('reveal: rotates, then audits the revealed seed — "1 of 1"', async () => {
    const h = setup();
    const stop = h.vm.mount();
    h.vm.revealPressed();
    await vi.waitFor(() => expect(h.vm.state.revealed[0]?.audit).toEqual({ kind: 'done', total: 1, verified: 1, findings: [] }));
    expect(h.witness.rotate).toHaveBeenCalledTimes(1);
    expect(h.vm.state.current?.commitment).toBe(rotation.current.commitment);
    stop();
  });

  it('the auto-rotation chosen is kept and shown', () => {
    const h = setup();
    h.vm.mount();
    h.vm.autoRotateChosen(100);
    expect(h.memory.autoRotateEvery()).toBe(100);
    expect(h.vm.state.autoRotate).toBe(100);
  });

  it('an audit asked for by hand runs the seed’s proofs again', async () => {
    const h = setup();
    h.memory.rememberReveal({ ...rotation.revealed, at: 2 });
    h.vm.mount();
    await vi.waitFor(() => expect(h.vm.state.revealed[0]?.audit.kind).toBe('done'));
    h.vm.auditPressed(proof.commitment);
    await vi.waitFor(() => expect(h.getDrawProof).toHaveBeenCalledTimes(2));
  });
});
