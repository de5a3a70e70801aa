import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '@adapters/api/ApiClient';
import { mockInitData } from '@adapters/memory/backend/mockUsers';
import { InMemoryTransport } from '@adapters/memory/InMemoryTransport';
import { ManualClock } from '@adapters/memory/ManualClock';
import { OpenCase } from '@domain/features/cases/OpenCase';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import { FairPlayMemory } from '@domain/features/fairness/FairPlayMemory';
import { RollWitness } from '@domain/features/fairness/RollWitness';
import { VerifyRoll } from '@domain/features/fairness/VerifyRoll';
import { UpgraderFlow, type UpgraderFlowDeps } from '@domain/features/upgrader/UpgraderFlow';
import { seededRandom } from '@domain/shared/seededRandom';
import { AUTH_DATE, makeBackend, ok, session, user } from '../../adapters/backendHarness';
import { flush, mapStorage } from '../cases/fixtures';
import { DONOR, hashing } from './realProofs';

/**
 * The device as a witness, end to end on the demo: the flows record what they show and send,
 * the demo server rolls, a rotation reveals the seed, and the Verify view finds every roll
 * verified against the device's own record — the records the flows write are the ones a proof
 * is held to.
 */

function app(seed = 4) {
  const { backend } = makeBackend({ seed });
  const clock = new ManualClock(1_700_000_000_000);
  const api = new ApiClient({
    transport: new InMemoryTransport(backend, new ManualClock()), initData: () => mockInitData(user('player'), AUTH_DATE), requireInitData: true,
    reporter: { report: () => {}, recovered: () => {} }, logger: { error: () => {}, warn: () => {} }, clock: new ManualClock(0),
  });
  const memory = new FairPlayMemory(mapStorage(), String(user('player').id), seededRandom(seed));
  const witness = new RollWitness({ memory, api, clock, random: seededRandom(seed + 1), language: () => 'en' });
  const verify = async (itemId: string, kind: 'opening' | 'upgrade') => {
    const flow = new VerifyRoll({ api, hashing, memory, witness, language: () => 'en', forcedAllowed: true });
    await flow.start(itemId, kind);
    return flow.state;
  };
  return { backend, api, clock, memory, witness, verify };
}

async function upgrade(h: ReturnType<typeof app>, donorId: string, witness: UpgraderFlowDeps['witness'] = h.witness) {
  const flow = new UpgraderFlow({ api: h.api, clock: h.clock, random: seededRandom(1), logger: { error: vi.fn() }, refreshProfile: async () => {}, witness });
  await flow.start();
  const donor = flow.state.items.find((i) => i.id === donorId);
  if (!donor) throw new Error(`no item ${donorId}`);
  await flow.pickSource(donor);
  const target = Object.values(flow.state.multipliers?.multy ?? {}).flat()[0];
  if (!target) throw new Error('no target');
  await flow.pickTarget(target);
  await flush();
  await flow.upgrade();
  flow.dispose();
  return flow.state.result;
}

async function open(h: ReturnType<typeof app>, caseId: string) {
  const known = await h.api.getCase(caseId);
  const flow = new OpenCase({
    api: h.api, clock: h.clock, random: seededRandom(2), balance: () => 100_000, reveals: new PendingReveals(mapStorage(), { owner: '7', clock: h.clock }), witness: h.witness,
  });
  await flow.start(caseId, true, known);
  await flush(30);
  h.clock.advance(3000);
  await flush(30);
  const phase = flow.state;
  flow.dispose();
  if (phase.kind !== 'spinning') throw new Error(`expected the spin, got ${phase.kind}`);
  return phase.result;
}

describe('the device as a witness, end to end on the demo', () => {
  it('an upgrade and an opening, each recorded by its flow, verify after the seed is revealed', async () => {
    const h = app();
    const upgraded = await upgrade(h, DONOR);
    expect(upgraded?.fairness).toBeDefined();
    const opened = await open(h, '2');
    expect(h.memory.records().map((r) => [r.kind, r.receipt?.nonce])).toEqual([['upgrade', 0], ['opening', 1]]);
    expect(await h.verify(DONOR, 'upgrade')).toMatchObject({ kind: 'ready', verdict: { kind: 'sealed' } });
    await h.witness.rotate();
    expect(await h.verify(DONOR, 'upgrade')).toMatchObject({ kind: 'ready', verdict: { kind: 'verified', gaps: [] } });
    expect(await h.verify(opened.inventoryId ?? '', 'opening')).toMatchObject({ kind: 'ready', verdict: { kind: 'verified', gaps: [] } });
  });

  it('a roll the server made under another seed than it showed is caught: that commitment was not seen', async () => {
    const h = app(5);
    await h.witness.refresh();
    // The server rotates behind the device's back, and the upgrader asks for nothing fresher.
    ok(session(h.backend, 'player').post('/api/fairness/rotate/'));
    const unrefreshed = {
      get publishes() {
        return h.witness.publishes;
      },
      refresh: async () => {},
      settled: async () => {},
      beginUpgrade: h.witness.beginUpgrade.bind(h.witness),
      completeUpgrade: h.witness.completeUpgrade.bind(h.witness),
    };
    await upgrade(h, DONOR, unrefreshed);
    await h.witness.rotate();
    expect(await h.verify(DONOR, 'upgrade')).toMatchObject({
      kind: 'ready', verdict: { kind: 'mismatch', step: null, fields: expect.arrayContaining([expect.objectContaining({ field: 'commitmentUnseen' })]) as unknown },
    });
  });
});
