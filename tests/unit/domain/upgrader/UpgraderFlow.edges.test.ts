import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { ApiError } from '@domain/shared/ApiError';
import { seededRandom } from '@domain/shared/seededRandom';
import type { ChanceResult, Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import { UPGRADER } from '@domain/features/upgrader/upgrader';
import { UpgraderFlow, type UpgraderState } from '@domain/features/upgrader/UpgraderFlow';
import { deferred, flush, multipliers, OTHER, SOURCE, TARGET_15, TARGET_20, upgradeResult, type Deferred } from './fixtures';

/**
 * The upgrader's rules at their edges: taps on the wrong step, answers that come late or out of
 * order, what is logged, the wheel with reduced motion, and a flow used without a witness.
 */

function setup(options: { reducedMotion?: boolean } = {}) {
  const clock = new ManualClock(1_700_000_000_000);
  const items: Deferred<readonly UpgraderItem[]>[] = [];
  const multiplierAnswers: Deferred<Multipliers>[] = [];
  const chances: Deferred<ChanceResult>[] = [];
  const upgrades: Deferred<UpgradeResult>[] = [];
  const api = {
    getUpgraderItems: vi.fn(() => {
      const d = deferred<readonly UpgraderItem[]>();
      items.push(d);
      return d.promise;
    }),
    getMultipliers: vi.fn((_id: string) => {
      const d = deferred<Multipliers>();
      multiplierAnswers.push(d);
      return d.promise;
    }),
    getChance: vi.fn((_donor: string, _target: string) => {
      const d = deferred<ChanceResult>();
      chances.push(d);
      return d.promise;
    }),
    upgrade: vi.fn((_donor: string, _target: string) => {
      const d = deferred<UpgradeResult>();
      upgrades.push(d);
      return d.promise;
    }),
  };
  const logger = { error: vi.fn() };
  const refreshProfile = vi.fn(async () => {});
  const flow = new UpgraderFlow({ api, clock, random: seededRandom(3), logger, refreshProfile, ...(options.reducedMotion ? { reducedMotion: true } : {}) });
  return { clock, api, logger, flow, items, multiplierAnswers, chances, upgrades };
}

type Harness = ReturnType<typeof setup>;

async function toStep2(h: Harness): Promise<void> {
  const started = h.flow.start();
  h.items.at(-1)!.resolve([SOURCE, OTHER]);
  await started;
  const picked = h.flow.pickSource(SOURCE);
  h.multiplierAnswers.at(-1)!.resolve(multipliers(SOURCE));
  await picked;
}

async function toStep3(h: Harness): Promise<void> {
  await toStep2(h);
  const picked = h.flow.pickTarget(TARGET_20);
  h.chances.at(-1)!.resolve({ donor: SOURCE.id, target: TARGET_20.id, chance: 45 });
  await picked;
}

describe('UpgraderFlow: a tap on the wrong step does nothing', () => {
  it('on step 1: no multipliers, no multiplier, no toggle, no target, no again', async () => {
    const h = setup();
    const started = h.flow.start();
    h.items[0]!.resolve([SOURCE, OTHER]);
    await started;
    const before = h.flow.state;
    await h.flow.loadMultipliers();
    h.flow.selectMultiplier('2');
    h.flow.toggleAllMultipliers();
    await h.flow.pickTarget(TARGET_20);
    await h.flow.again();
    expect(h.flow.state).toBe(before);
    expect(h.api.getMultipliers).not.toHaveBeenCalled();
    expect(h.api.getChance).not.toHaveBeenCalled();
  });

  it('on step 3: no new source, handoff, multipliers, multiplier, toggle or target', async () => {
    const h = setup();
    await toStep3(h);
    await h.flow.pickSource(OTHER);
    const handoff = h.flow.start(OTHER.id);
    h.items.at(-1)!.resolve([SOURCE, OTHER]);
    await handoff;
    await h.flow.loadMultipliers();
    h.flow.selectMultiplier('2');
    h.flow.toggleAllMultipliers();
    await h.flow.pickTarget(TARGET_15);
    expect(h.flow.state).toMatchObject({ step: 3, source: SOURCE, target: TARGET_20, multiplier: '1.5', showAllMultipliers: false });
    expect(h.api.getMultipliers).toHaveBeenCalledTimes(1);
    expect(h.api.getChance).toHaveBeenCalledTimes(1);
  });

  it('on step 2, while the multipliers load or a chance is asked, no multiplier is chosen', async () => {
    const h = setup();
    const started = h.flow.start();
    h.items[0]!.resolve([SOURCE, OTHER]);
    await started;
    const picked = h.flow.pickSource(SOURCE);
    h.flow.selectMultiplier('2');
    expect(h.flow.state.multiplier).toBeNull();
    h.multiplierAnswers[0]!.resolve(multipliers(SOURCE));
    await picked;
    void h.flow.pickTarget(TARGET_20);
    h.flow.selectMultiplier('2');
    expect(h.flow.state.multiplier).toBe('1.5');
  });

  it('a handoff after leaving is ignored', async () => {
    const h = setup();
    const started = h.flow.start(SOURCE.id);
    h.flow.dispose();
    h.items[0]!.resolve([SOURCE, OTHER]);
    await started;
    expect(h.api.getMultipliers).not.toHaveBeenCalled();
  });
});

describe('UpgraderFlow: the list of items', () => {
  it('the list shown stays while a reload runs, and when the reload fails', async () => {
    const h = setup();
    const first = h.flow.start();
    h.items[0]!.resolve([SOURCE, OTHER]);
    await first;
    const reload = h.flow.loadItems();
    expect(h.flow.state.itemsStatus).toBe('ready');
    h.items[1]!.reject(ApiError.http(500));
    await reload;
    expect(h.flow.state).toMatchObject({ itemsStatus: 'ready', items: [SOURCE, OTHER] });
    expect(h.logger.error).toHaveBeenCalledWith(expect.stringContaining('available items'), expect.anything());
  });

  it('of two loads the later one counts, whichever answers last', async () => {
    const h = setup();
    const older = h.flow.loadItems();
    const newer = h.flow.loadItems();
    h.items[1]!.resolve([OTHER]);
    await newer;
    h.items[0]!.resolve([SOURCE, OTHER]);
    await older;
    expect(h.flow.state.items).toEqual([OTHER]);
    const failing = setup();
    const stale = failing.flow.loadItems();
    const fresh = failing.flow.loadItems();
    failing.items[1]!.resolve([OTHER]);
    await fresh;
    failing.items[0]!.reject(ApiError.http(500));
    await stale;
    expect(failing.flow.state).toMatchObject({ itemsStatus: 'ready', items: [OTHER] });
    expect(failing.logger.error).not.toHaveBeenCalled();
  });

  it('an answer after leaving changes nothing, a failure is not even logged', async () => {
    const h = setup();
    const loading = h.flow.start();
    h.flow.dispose();
    h.items[0]!.reject(ApiError.http(500));
    await loading;
    expect(h.flow.state.itemsStatus).toBe('loading');
    expect(h.logger.error).not.toHaveBeenCalled();
  });
});

describe('UpgraderFlow: late answers on step 2 and 4', () => {
  it('multipliers that answer after Back, or fail after it, change nothing and log nothing', async () => {
    const h = setup();
    const started = h.flow.start();
    h.items[0]!.resolve([SOURCE, OTHER]);
    await started;
    const picked = h.flow.pickSource(SOURCE);
    h.flow.back();
    h.multiplierAnswers[0]!.resolve(multipliers(SOURCE));
    await picked;
    expect(h.flow.state).toMatchObject({ step: 1, multipliers: null, multipliersStatus: 'idle' });
    const again = h.flow.pickSource(OTHER);
    h.flow.back();
    h.multiplierAnswers[1]!.reject(ApiError.http(500));
    await again;
    expect(h.flow.state.multipliersStatus).toBe('idle');
    expect(h.logger.error).not.toHaveBeenCalled();
  });

  it('what is logged names the items concerned', async () => {
    const h = setup();
    await toStep2(h);
    const picking = h.flow.pickTarget(TARGET_20);
    const error = ApiError.http(500);
    h.chances[0]!.reject(error);
    await picking;
    expect(h.logger.error).toHaveBeenLastCalledWith(`Upgrader: could not load the chance of ${SOURCE.id} → ${TARGET_20.id}`, error);
    h.flow.back();
    const picked = h.flow.pickSource(OTHER);
    h.multiplierAnswers.at(-1)!.reject(error);
    await picked;
    expect(h.logger.error).toHaveBeenLastCalledWith(`Upgrader: could not load the multipliers of item ${OTHER.id}`, error);
    void h.flow.loadMultipliers();
    expect(h.flow.state.multipliersStatus).toBe('loading');
  });

  it('a chance that fails after Back logs nothing', async () => {
    const h = setup();
    await toStep2(h);
    const picking = h.flow.pickTarget(TARGET_20);
    h.flow.back();
    h.chances[0]!.reject(ApiError.http(500));
    await picking;
    expect(h.logger.error).not.toHaveBeenCalled();
  });

  it('a flow without a witness reaches step 3 all the same', async () => {
    const h = setup();
    await toStep2(h);
    const picking = h.flow.pickTarget(TARGET_20);
    h.chances[0]!.resolve({ donor: SOURCE.id, target: TARGET_20.id, chance: 45 });
    await expect(picking).resolves.toBeUndefined();
    expect(h.flow.state.step).toBe(3);
  });

  it('an upgrade that fails after leaving is neither logged nor followed by a reload', async () => {
    const h = setup();
    await toStep3(h);
    const call = h.flow.upgrade();
    await flush();
    h.flow.dispose();
    h.upgrades[0]!.reject(ApiError.http(500));
    await call;
    expect(h.logger.error).not.toHaveBeenCalled();
    expect(h.api.getUpgraderItems).toHaveBeenCalledTimes(1);
  });

  it('a reload after a failed upgrade that ends after leaving moves nothing', async () => {
    const h = setup();
    await toStep3(h);
    const call = h.flow.upgrade();
    await flush();
    h.upgrades[0]!.reject(ApiError.http(500));
    await flush();
    expect(h.logger.error).toHaveBeenLastCalledWith(`Upgrader: the upgrade of ${SOURCE.id} → ${TARGET_20.id} failed`, expect.anything());
    h.flow.dispose();
    h.items.at(-1)!.resolve([OTHER]);
    await call;
    expect(h.flow.state.step).toBe(4);
  });

  it('a failure the transport has told the player of is marked so', async () => {
    const h = setup();
    await toStep3(h);
    const call = h.flow.upgrade();
    await flush();
    h.upgrades[0]!.reject(new ApiError('network', 'offline'));
    await flush();
    h.items.at(-1)!.resolve([SOURCE, OTHER]);
    await call;
    expect(h.flow.state).toMatchObject({ step: 3, failure: 'reported' });
  });
});

describe('UpgraderFlow: the wheel with reduced motion', () => {
  it('counts down 3-2-1, then shows the wheel at its stop without spinning, and the result after the pause', async () => {
    const h = setup({ reducedMotion: true });
    await toStep3(h);
    const wheels: UpgraderState['wheel'][] = [];
    h.flow.subscribe((s) => wheels.push(s.wheel));
    const call = h.flow.upgrade();
    h.upgrades[0]!.resolve(upgradeResult(true, 45));
    await call;
    h.clock.advance(3000);
    expect(h.flow.state).toMatchObject({ step: 4, wheel: { kind: 'settled' } });
    h.clock.advance(UPGRADER.resultPauseMs - 1);
    expect(h.flow.state.step).toBe(4);
    h.clock.advance(1);
    expect(h.flow.state.step).toBe(5);
    const kinds = wheels.map((w) => (w?.kind === 'countdown' ? `countdown ${w.secondsLeft}` : w?.kind ?? null)).filter((k, i, all) => k !== all[i - 1]);
    expect(kinds).toEqual(['waiting', 'countdown 3', 'countdown 2', 'countdown 1', 'settled']);
  });
});
