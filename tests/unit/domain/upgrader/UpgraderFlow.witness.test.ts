import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import type { ChanceResult, Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import type { RollOptions } from '@domain/ports/Api';
import type { BegunRoll } from '@domain/features/fairness/RollWitness';
import { UpgraderFlow } from '@domain/features/upgrader/UpgraderFlow';
import { stakeOf } from '@domain/features/upgrader/upgraderState';
import { deferred, flush, item, multipliers, SOURCE, TARGET_20, upgradeResult } from './fixtures';

/**
 * The upgrader and the device as a witness: to a server that publishes a commitment, the player's
 * client seed goes with the upgrade, and what the upgrader showed is written down before the call
 * and completed with the answer. The stake counted against the limits is what the server valued
 * the item at.
 */

const RECEIPT = { commitment: 'a'.repeat(64), clientSeed: 'mine', nonce: 4, serverSeed: null, forced: false };

function setup(options: { publishes?: boolean; begun?: BegunRoll | null; donor?: UpgraderItem } = {}) {
  const clock = new ManualClock(0);
  let publishes = options.publishes ?? true;
  let publishOnRefresh = false;
  // As RollWitness: the fairness call in flight is shared, and settled() waits for it.
  let inFlight: Promise<void> | null = null;
  const witness = {
    get publishes() {
      return publishes;
    },
    refresh: vi.fn((): Promise<void> => {
      inFlight = Promise.resolve().then(() => {
        if (publishOnRefresh) publishes = true;
      });
      return inFlight;
    }),
    settled: vi.fn((): Promise<void> => inFlight ?? Promise.resolve()),
    beginUpgrade: vi.fn(() => (options.begun === undefined ? { ref: 'ref-1', clientSeed: 'mine' } : options.begun)),
    completeUpgrade: vi.fn(),
  };
  const answer = { ...upgradeResult(true), fairness: RECEIPT };
  const api = {
    getUpgraderItems: vi.fn(async (): Promise<readonly UpgraderItem[]> => [SOURCE]),
    getMultipliers: vi.fn(async (): Promise<Multipliers> => multipliers(options.donor ?? SOURCE)),
    getChance: vi.fn(async (): Promise<ChanceResult> => ({ donor: SOURCE.id, target: TARGET_20.id, chance: 45 })),
    upgrade: vi.fn((..._args: [string, string, RollOptions?]): Promise<UpgradeResult> => Promise.resolve(answer)),
  };
  const limits = { check: vi.fn(() => ({ allowed: true as const })), record: vi.fn() };
  const flow = new UpgraderFlow({ api, clock, random: seededRandom(3), logger: { error: vi.fn() }, refreshProfile: async () => {}, limits, witness });
  const toStep3 = async () => {
    await flow.start();
    await flow.pickSource(SOURCE);
    await flow.pickTarget(TARGET_20);
    expect(flow.state.step).toBe(3);
  };
  const nextRefreshPublishes = () => {
    publishOnRefresh = true;
  };
  return { api, witness, limits, flow, toStep3, answer, nextRefreshPublishes };
}

describe('UpgraderFlow with a witness', () => {
  it('asks for the freshest commitment once the chance is shown', async () => {
    const h = setup();
    await h.toStep3();
    expect(h.witness.refresh).toHaveBeenCalledTimes(1);
  });

  it('writes the record before the call, sends the client seed as the option, completes the record with the answer', async () => {
    const h = setup();
    await h.toStep3();
    await h.flow.upgrade();
    expect(h.witness.beginUpgrade).toHaveBeenCalledExactlyOnceWith(
      { id: SOURCE.id, name: SOURCE.name, value: SOURCE.price }, { id: TARGET_20.id, name: TARGET_20.name, value: TARGET_20.price }, 45,
    );
    expect(h.api.upgrade).toHaveBeenCalledExactlyOnceWith(SOURCE.id, TARGET_20.id, { clientSeed: 'mine' });
    expect(h.witness.completeUpgrade).toHaveBeenCalledExactlyOnceWith('ref-1', h.answer);
    const [begun, called, completed] = [h.witness.beginUpgrade, h.api.upgrade, h.witness.completeUpgrade].map((f) => f.mock.invocationCallOrder[0] ?? 0);
    expect(begun).toBeLessThan(called as number);
    expect(called).toBeLessThan(completed as number);
  });

  it('a device that has seen no commitment: the upgrade waits for the one asked for at the chance, then witnesses the roll', async () => {
    const h = setup({ publishes: false });
    h.nextRefreshPublishes();
    await h.toStep3();
    await h.flow.upgrade();
    // Asked for with the multipliers (step 2's chances need the committed rule) and again when the
    // chance came in; the upgrade makes no third round trip: it waits for the last one.
    expect(h.witness.refresh).toHaveBeenCalledTimes(2);
    expect(h.witness.settled).toHaveBeenCalledTimes(1);
    expect(h.witness.settled.mock.invocationCallOrder[0]).toBeLessThan(h.witness.beginUpgrade.mock.invocationCallOrder[0] as number);
    expect(h.api.upgrade).toHaveBeenCalledExactlyOnceWith(SOURCE.id, TARGET_20.id, { clientSeed: 'mine' });
  });

  it('with no commitment even then, the spec’s call is made with two arguments and nothing is recorded', async () => {
    const h = setup({ publishes: false });
    await h.toStep3();
    await h.flow.upgrade();
    expect(h.witness.beginUpgrade).not.toHaveBeenCalled();
    expect(h.api.upgrade.mock.calls).toEqual([[SOURCE.id, TARGET_20.id]]);
    expect(h.witness.completeUpgrade).not.toHaveBeenCalled();
    expect(h.flow.state.result).toEqual(h.answer);
  });

  it('a record that could not be begun sends no seed either', async () => {
    const h = setup({ begun: null });
    await h.toStep3();
    await h.flow.upgrade();
    expect(h.api.upgrade.mock.calls).toEqual([[SOURCE.id, TARGET_20.id]]);
    expect(h.witness.completeUpgrade).not.toHaveBeenCalled();
  });

  it('a failed call completes no record', async () => {
    const h = setup();
    await h.toStep3();
    h.api.upgrade.mockRejectedValueOnce(ApiError.http(500));
    await h.flow.upgrade();
    expect(h.witness.beginUpgrade).toHaveBeenCalledTimes(1);
    expect(h.witness.completeUpgrade).not.toHaveBeenCalled();
  });

  it('leaving while the commitment is still on its way sends no upgrade', async () => {
    const h = setup({ publishes: false });
    await h.toStep3();
    const asked = deferred<void>();
    h.witness.settled.mockReturnValueOnce(asked.promise);
    const upgrading = h.flow.upgrade();
    h.flow.dispose();
    asked.resolve();
    await upgrading;
    await flush();
    expect(h.api.upgrade).not.toHaveBeenCalled();
    expect(h.flow.upgradeCallCount).toBe(0);
  });
});

describe('the stake of an upgrade', () => {
  it('stakeOf: the larger of the list’s price and the multipliers’ donor price, for the same item only', () => {
    expect(stakeOf(SOURCE, null)).toBe(10);
    expect(stakeOf(SOURCE, multipliers(item(SOURCE.id, 12)))).toBe(12);
    expect(stakeOf(SOURCE, multipliers(item(SOURCE.id, 8)))).toBe(10);
    expect(stakeOf(SOURCE, multipliers(item('another', 50)))).toBe(10);
  });

  it('is what the limits are asked about and told of', async () => {
    const h = setup({ donor: item(SOURCE.id, 12) });
    await h.toStep3();
    await h.flow.upgrade();
    expect(h.limits.check).toHaveBeenCalledExactlyOnceWith('play', 12);
    expect(h.limits.record).toHaveBeenCalledExactlyOnceWith({ kind: 'play', stake: 12, won: TARGET_20.price });
  });
});
