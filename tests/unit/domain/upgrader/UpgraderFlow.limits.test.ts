import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import type { ChanceResult, Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import { UpgraderFlow } from '@domain/features/upgrader/UpgraderFlow';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { deferred, flush, multipliers, OTHER, SOURCE, TARGET_20, upgradeResult, type Deferred } from './fixtures';

const T0 = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

/** The upgrader with the player's real limits; the source item (SOURCE) is worth 10 crystals. */
function setup() {
  const clock = new ManualClock(T0);
  const limits = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
  const upgrades: Deferred<UpgradeResult>[] = [];
  let items: UpgraderItem[] = [SOURCE, OTHER];
  const api = {
    getUpgraderItems: vi.fn(async (): Promise<readonly UpgraderItem[]> => items),
    getMultipliers: vi.fn(async (): Promise<Multipliers> => multipliers(SOURCE)),
    getChance: vi.fn(async (): Promise<ChanceResult> => ({ donor: SOURCE.id, target: TARGET_20.id, chance: 45 })),
    upgrade: vi.fn((_donor: string, _target: string): Promise<UpgradeResult> => {
      const d = deferred<UpgradeResult>();
      upgrades.push(d);
      return d.promise;
    }),
  };
  const flow = new UpgraderFlow({ api, clock, random: seededRandom(11), logger: { error: vi.fn() }, refreshProfile: async () => {}, limits });
  const toStep3 = async () => {
    await flow.start();
    await flow.pickSource(SOURCE);
    await flow.pickTarget(TARGET_20);
    expect(flow.state.step).toBe(3);
  };
  return { clock, limits, api, upgrades, flow, toStep3, setItems: (next: UpgraderItem[]) => { items = next; } };
}

describe('UpgraderFlow at the player’s own limit', () => {
  it('refuses the upgrade on step 3 and sends nothing: the stake is the source item’s value', async () => {
    const h = setup();
    h.limits.setLimit('playDay', 15);
    h.limits.record({ kind: 'play', stake: 6, won: 0 });
    await h.toStep3();
    await h.flow.upgrade();
    expect(h.flow.state.step).toBe(3);
    expect(h.flow.state.limit).toEqual({ limit: 'playDay', amount: 15, spent: 6, stake: 10, resetsAt: T0 + DAY });
    expect(h.api.upgrade).not.toHaveBeenCalled();
    expect(h.flow.upgradeCallCount).toBe(0);
    // Back to step 2 clears it.
    h.flow.back();
    expect(h.flow.state.limit).toBeNull();
  });

  it('once the limit resets, the same confirmation goes through and clears the refusal', async () => {
    const h = setup();
    h.limits.setLimit('playDay', 15);
    h.limits.record({ kind: 'play', stake: 6, won: 0 });
    await h.toStep3();
    await h.flow.upgrade();
    expect(h.flow.state.limit).not.toBeNull();
    h.clock.advance(DAY);
    const call = h.flow.upgrade();
    expect(h.flow.state).toMatchObject({ step: 4, limit: null });
    h.upgrades[0]!.resolve(upgradeResult(true));
    await call;
    expect(h.api.upgrade).toHaveBeenCalledTimes(1);
    // The stake counts, and the target's value came back.
    expect(h.limits.spent('playDay')).toBe(10);
    // A day without use ended the sitting of the first stake: this one is a new sitting's.
    expect(h.limits.state.session).toMatchObject({ spent: 10, won: 20 });
  });

  it('a lost upgrade counts nothing; one the server shows was made counts its stake', async () => {
    const h = setup();
    await h.toStep3();
    const failed = h.flow.upgrade();
    h.upgrades[0]!.reject(ApiError.http(500));
    await failed;
    await flush();
    expect(h.flow.state.step).toBe(3);
    expect(h.limits.spent('playDay')).toBe(0);
    h.setItems([OTHER]);
    const unconfirmed = h.flow.upgrade();
    h.upgrades[1]!.reject(ApiError.http(500));
    await unconfirmed;
    await flush();
    expect(h.flow.state).toMatchObject({ step: 1, failure: 'unconfirmed' });
    expect(h.limits.spent('playDay')).toBe(10);
  });
});
