import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import type { ChanceResult, Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import { UpgraderFlow, type UpgraderState } from '@domain/features/upgrader/UpgraderFlow';
import { angleUnderPointer } from '../../../support/wheelGeometry';
import { deferred, flush, multipliers, OTHER, SOURCE, TARGET_15, TARGET_20, upgradeResult, type Deferred } from './fixtures';

const START = 1_700_000_000_000;

/**
 * A flow with an object-literal fake api: items and multipliers answer at once (or fail when
 * told), chance and upgrade hand out deferreds the test settles.
 */
function setup(options: { items?: UpgraderItem[]; itemsFail?: boolean; multipliersFail?: boolean } = {}) {
  const clock = new ManualClock(START);
  const chances: Deferred<ChanceResult>[] = [];
  const upgrades: Deferred<UpgradeResult>[] = [];
  let itemsFail = options.itemsFail ?? false;
  let items = options.items ?? [SOURCE, OTHER];
  const api = {
    getUpgraderItems: vi.fn(async (): Promise<readonly UpgraderItem[]> => {
      if (itemsFail) throw ApiError.http(500);
      return items;
    }),
    getMultipliers: vi.fn(async (id: string): Promise<Multipliers> => {
      if (options.multipliersFail) throw ApiError.http(500);
      return multipliers(id === SOURCE.id ? SOURCE : OTHER);
    }),
    getChance: vi.fn((_donor: string, _target: string): Promise<ChanceResult> => {
      const d = deferred<ChanceResult>();
      chances.push(d);
      return d.promise;
    }),
    upgrade: vi.fn((_donor: string, _target: string): Promise<UpgradeResult> => {
      const d = deferred<UpgradeResult>();
      upgrades.push(d);
      return d.promise;
    }),
  };
  const logger = { error: vi.fn() };
  const refreshProfile = vi.fn(async () => {});
  const flow = new UpgraderFlow({ api, clock, random: seededRandom(11), logger, refreshProfile });
  const states: UpgraderState[] = [];
  flow.subscribe((s) => states.push(s));
  const steps = () => states.map((s) => s.step).filter((step, i, all) => i === 0 || all[i - 1] !== step);
  return {
    clock, api, logger, refreshProfile, flow, states, steps, chances, upgrades,
    setItemsFail: (fail: boolean) => { itemsFail = fail; },
    setItems: (next: UpgraderItem[]) => { items = next; },
  };
}

type Harness = ReturnType<typeof setup>;

async function toStep3(h: Harness, chance = 45): Promise<void> {
  await h.flow.start();
  await h.flow.pickSource(SOURCE);
  const picked = h.flow.pickTarget(TARGET_20);
  h.chances.at(-1)!.resolve({ donor: SOURCE.id, target: TARGET_20.id, chance });
  await picked;
}

/** Confirms and answers the upgrade; returns once the answer is stored. */
async function upgraded(h: Harness, win: boolean, chance = 45): Promise<void> {
  const call = h.flow.upgrade();
  h.upgrades.at(-1)!.resolve(upgradeResult(win, chance));
  await call;
}

describe('UpgraderFlow: step 1, the available items', () => {
  it('starts on step 1 and loads the items', async () => {
    const h = setup();
    expect(h.flow.state.step).toBe(1);
    const started = h.flow.start();
    expect(h.flow.state.itemsStatus).toBe('loading');
    await started;
    expect(h.flow.state.itemsStatus).toBe('ready');
    expect(h.flow.state.items).toEqual([SOURCE, OTHER]);
  });

  it('an empty list is ready with no items (the screen shows its empty state)', async () => {
    const h = setup({ items: [] });
    await h.flow.start();
    expect(h.flow.state).toMatchObject({ step: 1, itemsStatus: 'ready', items: [] });
  });

  it('a load failure is an error state that a retry clears; it is logged', async () => {
    const h = setup({ itemsFail: true });
    await h.flow.start();
    expect(h.flow.state.itemsStatus).toBe('error');
    expect(h.logger.error).toHaveBeenCalledTimes(1);
    h.setItemsFail(false);
    await h.flow.loadItems();
    expect(h.flow.state.itemsStatus).toBe('ready');
  });

  it('the case result’s handoff starts at step 2 with that item picked', async () => {
    const h = setup();
    await h.flow.start(OTHER.id);
    expect(h.flow.state).toMatchObject({ step: 2, source: OTHER, multipliersStatus: 'ready' });
    expect(h.api.getMultipliers).toHaveBeenCalledWith(OTHER.id);
  });

  it('a handoff of an item that is not available stays on step 1', async () => {
    const h = setup();
    await h.flow.start('sold-long-ago');
    expect(h.flow.state.step).toBe(1);
    expect(h.api.getMultipliers).not.toHaveBeenCalled();
  });
});

describe('UpgraderFlow: step 2, multipliers and target', () => {
  it('picking a source moves to 2, loads the multipliers and preselects the smallest', async () => {
    const h = setup();
    await h.flow.start();
    const picking = h.flow.pickSource(SOURCE);
    expect(h.flow.state).toMatchObject({ step: 2, source: SOURCE, multipliersStatus: 'loading', multiplier: null });
    await picking;
    expect(h.flow.state).toMatchObject({ multipliersStatus: 'ready', multiplier: '1.5' });
  });

  it('a multiplier can be chosen among those offered; show all toggles', async () => {
    const h = setup();
    await h.flow.start();
    await h.flow.pickSource(SOURCE);
    h.flow.selectMultiplier('10');
    expect(h.flow.state.multiplier).toBe('10');
    h.flow.selectMultiplier('7');
    expect(h.flow.state.multiplier).toBe('10');
    h.flow.toggleAllMultipliers();
    expect(h.flow.state.showAllMultipliers).toBe(true);
    h.flow.toggleAllMultipliers();
    expect(h.flow.state.showAllMultipliers).toBe(false);
  });

  it('a multiplier load failure is an error on step 2 that a retry clears', async () => {
    const h = setup({ multipliersFail: true });
    await h.flow.start();
    await h.flow.pickSource(SOURCE);
    expect(h.flow.state).toMatchObject({ step: 2, multipliersStatus: 'error' });
    expect(h.logger.error).toHaveBeenCalledTimes(1);
  });

  it('picking a target fetches the chance, then moves to 3', async () => {
    const h = setup();
    await h.flow.start();
    await h.flow.pickSource(SOURCE);
    const picking = h.flow.pickTarget(TARGET_20);
    expect(h.flow.state).toMatchObject({ step: 2, pendingTarget: TARGET_20 });
    // Another tap while the chance loads asks nothing more.
    void h.flow.pickTarget(TARGET_15);
    expect(h.api.getChance).toHaveBeenCalledTimes(1);
    h.chances[0]!.resolve({ donor: SOURCE.id, target: TARGET_20.id, chance: 45.5 });
    await picking;
    expect(h.flow.state).toMatchObject({ step: 3, target: TARGET_20, chance: 45.5, pendingTarget: null });
    expect(h.api.getChance).toHaveBeenCalledWith(SOURCE.id, TARGET_20.id);
  });

  it('a chance failure stays on step 2, logged only', async () => {
    const h = setup();
    await h.flow.start();
    await h.flow.pickSource(SOURCE);
    const picking = h.flow.pickTarget(TARGET_20);
    h.chances[0]!.reject(ApiError.http(500));
    await picking;
    expect(h.flow.state).toMatchObject({ step: 2, pendingTarget: null, target: null, chance: null });
    expect(h.logger.error).toHaveBeenCalledTimes(1);
    // And the player can pick again.
    void h.flow.pickTarget(TARGET_15);
    expect(h.api.getChance).toHaveBeenCalledTimes(2);
  });

  it('a chance that arrives after Back is dropped', async () => {
    const h = setup();
    await h.flow.start();
    await h.flow.pickSource(SOURCE);
    const picking = h.flow.pickTarget(TARGET_20);
    expect(h.flow.back()).toBe('handled');
    h.chances[0]!.resolve({ donor: SOURCE.id, target: TARGET_20.id, chance: 45 });
    await picking;
    expect(h.flow.state).toMatchObject({ step: 1, source: null, target: null });
  });
});

describe('UpgraderFlow: steps 3 to 5', () => {
  it('3 → 4 on upgrade; the answer is stored; 4 → 5 11.4 s after it arrives', async () => {
    const h = setup();
    await toStep3(h);
    const call = h.flow.upgrade();
    expect(h.flow.state).toMatchObject({ step: 4, wheel: { kind: 'waiting' }, result: null });
    h.clock.advance(2000);
    h.upgrades[0]!.resolve(upgradeResult(true, 44));
    await call;
    const answeredAt = h.clock.now();
    expect(h.flow.state).toMatchObject({ step: 4, result: { win: true, chance: 44 }, chance: 44, answeredAt, wheel: { kind: 'countdown', secondsLeft: 3 } });
    h.clock.advance(1000);
    expect(h.flow.state.wheel).toEqual({ kind: 'countdown', secondsLeft: 2 });
    h.clock.advance(1000);
    expect(h.flow.state.wheel).toEqual({ kind: 'countdown', secondsLeft: 1 });
    h.clock.advance(1000);
    expect(h.flow.state.wheel).toEqual({ kind: 'exploded' });
    h.clock.advance(399);
    expect(h.flow.state.wheel).toEqual({ kind: 'exploded' });
    h.clock.advance(1);
    expect(h.flow.state.wheel).toEqual({ kind: 'spinning' });
    h.clock.advance(7000);
    expect(h.flow.state).toMatchObject({ step: 4, wheel: { kind: 'settled' } });
    h.clock.advance(999);
    expect(h.flow.state.step).toBe(4);
    h.clock.advance(1);
    expect(h.flow.state.step).toBe(5);
    expect(h.clock.now() - answeredAt).toBe(11_400);
    expect(h.steps()).toEqual([1, 2, 3, 4, 5]);
  });

  it('the stop angle is computed from the answer before the wheel moves: green on a win, red on a loss', async () => {
    for (const win of [true, false]) {
      const h = setup();
      await toStep3(h, 30);
      await upgraded(h, win, 30);
      const stop = h.flow.state.stop!;
      const landed = angleUnderPointer(stop.rotation);
      if (win) expect(landed).toBeGreaterThan(0);
      if (win) expect(landed).toBeLessThan(108);
      if (!win) expect(landed).toBeGreaterThan(108);
      if (!win) expect(landed).toBeLessThan(360);
      expect(h.flow.state.wheel?.kind).toBe('countdown');
    }
  });

  it('one upgrade call per confirmation, however fast the taps', async () => {
    const h = setup();
    await toStep3(h);
    const calls = Array.from({ length: 6 }, () => h.flow.upgrade());
    h.upgrades[0]!.resolve(upgradeResult(false));
    await Promise.all(calls);
    expect(h.api.upgrade).toHaveBeenCalledTimes(1);
    expect(h.flow.upgradeCallCount).toBe(1);
    expect(h.api.upgrade).toHaveBeenCalledWith(SOURCE.id, TARGET_20.id);
  });

  it('an upgrade failure returns to step 3, logged, and the player can confirm again', async () => {
    const h = setup();
    await toStep3(h);
    const call = h.flow.upgrade();
    h.upgrades[0]!.reject(ApiError.http(500));
    await call;
    expect(h.flow.state).toMatchObject({ step: 3, wheel: null, result: null, target: TARGET_20, chance: 45, failure: 'failed' });
    expect(h.logger.error).toHaveBeenCalledTimes(1);
    void h.flow.upgrade();
    expect(h.api.upgrade).toHaveBeenCalledTimes(2);
  });

  it('after a failed upgrade the server’s items and balance are reloaded; a source the server spent starts the flow over', async () => {
    const h = setup();
    await toStep3(h);
    const loadsBefore = h.api.getUpgraderItems.mock.calls.length;
    // An unreadable answer: the server may have upgraded all the same, and no longer holds the source.
    h.setItems([OTHER]);
    const call = h.flow.upgrade();
    h.upgrades[0]!.reject(new ApiError('malformed', 'bad body'));
    await call;
    expect(h.api.getUpgraderItems.mock.calls.length).toBe(loadsBefore + 1);
    expect(h.refreshProfile).toHaveBeenCalledTimes(1);
    expect(h.flow.state).toMatchObject({ step: 1, source: null, target: null, items: [OTHER], failure: 'unconfirmed' });
    expect(h.steps()).toEqual([1, 2, 3, 4, 1]);
  });

  it('a failed upgrade whose source the server still holds stays on step 3 after the reload', async () => {
    const h = setup();
    await toStep3(h);
    const call = h.flow.upgrade();
    h.upgrades[0]!.reject(ApiError.http(503));
    await call;
    expect(h.refreshProfile).toHaveBeenCalledTimes(1);
    expect(h.flow.state).toMatchObject({ step: 3, target: TARGET_20, failure: 'failed' });
  });

  it('while the server’s state is reloaded after a failure, Back is ignored: the player cannot leave with a source the server may have spent', async () => {
    const h = setup();
    await toStep3(h);
    h.setItems([OTHER]);
    const items = deferred<readonly UpgraderItem[]>();
    h.api.getUpgraderItems.mockImplementationOnce(() => items.promise);
    const call = h.flow.upgrade();
    h.upgrades[0]!.reject(new ApiError('network', 'reset'));
    await flush();
    expect(h.flow.state.step).toBe(4);
    expect(h.flow.back()).toBe('ignored');
    items.resolve([OTHER]);
    await call;
    expect(h.flow.state).toMatchObject({ step: 1, source: null, failure: 'unconfirmed' });
  });

  it('a new confirmation clears the last failure', async () => {
    const h = setup();
    await toStep3(h);
    const first = h.flow.upgrade();
    h.upgrades[0]!.reject(ApiError.http(500));
    await first;
    expect(h.flow.state.failure).toBe('failed');
    void h.flow.upgrade();
    expect(h.flow.state.failure).toBeNull();
  });

  it('Upgrade again returns to step 1 and reloads the items and the profile', async () => {
    const h = setup();
    await toStep3(h);
    await upgraded(h, true);
    h.clock.advance(11_400);
    expect(h.flow.state.step).toBe(5);
    const loadsBefore = h.api.getUpgraderItems.mock.calls.length;
    await h.flow.again();
    expect(h.flow.state).toMatchObject({ step: 1, source: null, target: null, result: null, wheel: null, stop: null });
    expect(h.api.getUpgraderItems.mock.calls.length).toBe(loadsBefore + 1);
    expect(h.refreshProfile).toHaveBeenCalledTimes(1);
  });

  it('leaving during the spin stops the timers; the answer is already the server’s', async () => {
    const h = setup();
    await toStep3(h);
    await upgraded(h, true);
    h.clock.advance(4000);
    h.flow.dispose();
    const last = h.states.length;
    h.clock.advance(20_000);
    expect(h.states.length).toBe(last);
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.api.upgrade).toHaveBeenCalledTimes(1);
  });

  it('an answer that arrives after the screen is gone changes nothing', async () => {
    const h = setup();
    await toStep3(h);
    const call = h.flow.upgrade();
    h.flow.dispose();
    h.upgrades[0]!.resolve(upgradeResult(true));
    await call;
    await flush();
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.flow.state.result).toBeNull();
  });
});

describe('UpgraderFlow: Back (spec §2)', () => {
  it('1 leaves for /games, 2 → 1, 3 → 2', async () => {
    const h = setup();
    await h.flow.start();
    expect(h.flow.back()).toBe('leave');
    await h.flow.pickSource(SOURCE);
    h.flow.selectMultiplier('3');
    const picking = h.flow.pickTarget(TARGET_20);
    h.chances[0]!.resolve({ donor: SOURCE.id, target: TARGET_20.id, chance: 45 });
    await picking;
    expect(h.flow.state.step).toBe(3);
    expect(h.flow.back()).toBe('handled');
    // Back on step 2 keeps the source and the chosen multiplier.
    expect(h.flow.state).toMatchObject({ step: 2, source: SOURCE, multiplier: '3', target: null, chance: null });
    expect(h.flow.back()).toBe('handled');
    expect(h.flow.state).toMatchObject({ step: 1, source: null, multipliers: null });
    expect(h.flow.back()).toBe('leave');
  });

  it('is ignored during the spin, and starts over from the result', async () => {
    const h = setup();
    await toStep3(h);
    await upgraded(h, false);
    h.clock.advance(5000);
    expect(h.flow.back()).toBe('ignored');
    expect(h.flow.state.step).toBe(4);
    h.clock.advance(6400);
    expect(h.flow.state.step).toBe(5);
    expect(h.flow.back()).toBe('handled');
    await flush();
    expect(h.flow.state.step).toBe(1);
    expect(h.refreshProfile).toHaveBeenCalledTimes(1);
  });
});
