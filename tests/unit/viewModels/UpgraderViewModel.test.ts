import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import { ApiError } from '@domain/shared/ApiError';
import type { ChanceResult, Multipliers, UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import type { Api } from '@domain/ports/Api';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger, PerformanceClass } from '@domain/ports/Messenger';
import type { Sound } from '@domain/ports/Sound';
import type { Toaster } from '@ui/toasts/Toaster';
import { angleUnderPointer } from '../../support/wheelGeometry';
import { UpgraderViewModel, type UpgraderViewModelDeps } from '@ui/screens/upgrader/UpgraderViewModel';
import type { SessionStore } from '@ui/stores/SessionStore';
import { deferred, flush, type Deferred } from '../../support/async';
import { mountLike, record } from '../../support/viewModelHarness';
import { MomentGuard } from '@ui/navigation/MomentGuard';
import { item, multipliers, OTHER, SOURCE, TARGET_15, TARGET_20 } from '../domain/upgrader/fixtures';
import { UPGRADER } from '@domain/features/upgrader/upgrader';

const START = 1_700_000_000_000;
/** The priciest of the available items. */
const PRICEY = item('103', 25, 'AWP | Asiimov');

/** Records what `read` shows and the clock time it started showing it. */
function timeline<T>(clock: ManualClock, read: () => T): { readonly values: { value: T; at: number }[] } {
  return record(() => ({ value: read(), at: clock.now() }), (a, b) => Object.is(a.value, b.value));
}

interface Options {
  /** The case result's `{ donorId }` handoff. */
  readonly donorId?: string | null;
  readonly items?: readonly UpgraderItem[];
  readonly multipliers?: Multipliers;
  readonly performanceClass?: PerformanceClass;
  readonly insideMessenger?: boolean;
  readonly reducedMotion?: boolean;
  readonly witness?: UpgraderViewModelDeps['witness'];
  readonly limits?: UpgraderViewModelDeps['limits'];
}

/**
 * The one place the view-model is built. Items and multipliers answer at once (or fail when
 * told); the chance and upgrade calls hand out deferreds the test settles.
 */
function setup(options: Options = {}) {
  const clock = new ManualClock(START);
  let items: readonly UpgraderItem[] = options.items ?? [OTHER, SOURCE, PRICEY];
  let itemsFail = false;
  let multipliersFail = false;
  const chances: Deferred<ChanceResult>[] = [];
  const upgrades: Deferred<UpgradeResult>[] = [];
  const api = {
    getUpgraderItems: vi.fn(async () => {
      if (itemsFail) throw ApiError.http(500);
      return items;
    }),
    getMultipliers: vi.fn(async (itemId: string) => {
      if (multipliersFail) throw ApiError.http(500);
      return options.multipliers ?? multipliers(items.find((i) => i.id === itemId) ?? SOURCE);
    }),
    getChance: vi.fn((_donorId: string, _targetId: string) => {
      const d = deferred<ChanceResult>();
      chances.push(d);
      return d.promise;
    }),
    upgrade: vi.fn((_donorId: string, _targetId: string) => {
      const d = deferred<UpgradeResult>();
      upgrades.push(d);
      return d.promise;
    }),
  } satisfies Pick<Api, 'getUpgraderItems' | 'getMultipliers' | 'getChance' | 'upgrade'>;
  const sound = { preload: vi.fn(async () => {}), play: vi.fn(), stopAll: vi.fn() } satisfies Sound;
  const messenger = {
    performanceClass: options.performanceClass ?? 'high',
    isInsideMessenger: options.insideMessenger ?? false,
    hapticImpact: vi.fn(),
    hapticNotification: vi.fn(),
  } satisfies Pick<Messenger, 'performanceClass' | 'isInsideMessenger' | 'hapticNotification' | 'hapticImpact'>;
  const toaster = { show: vi.fn(() => 1) } satisfies Pick<Toaster, 'show'>;
  const logger = { error: vi.fn() } satisfies Pick<Logger, 'error'>;
  const session = { refresh: vi.fn(async () => {}) } satisfies Pick<SessionStore, 'refresh'>;
  const guard = new MomentGuard({ setClosingConfirmation: vi.fn(), setVerticalSwipes: vi.fn() });
  const vm = new UpgraderViewModel(options.donorId ?? null, {
    api, clock, random: seededRandom(5), logger, toaster, sound, messenger, session, guard, reducedMotion: options.reducedMotion ?? false,
    witness: options.witness, limits: options.limits,
  });
  return {
    vm, clock, api, sound, messenger, toaster, logger, session, chances, upgrades, guard,
    setItems: (next: readonly UpgraderItem[]) => { items = next; },
    setItemsFail: (fail: boolean) => { itemsFail = fail; },
    setMultipliersFail: (fail: boolean) => { multipliersFail = fail; },
  };
}

type Harness = ReturnType<typeof setup>;

function last<T>(list: readonly T[]): T {
  const value = list.at(-1);
  if (value === undefined) throw new Error('nothing pending');
  return value;
}

/** Mounted, the items in. */
async function mounted(h: Harness): Promise<() => void> {
  const unmount = mountLike(h.vm);
  await flush();
  return unmount;
}

/** Mounted, step 2 with SOURCE picked and its multipliers in. Returns the unmount. */
async function toStep2(h: Harness): Promise<() => void> {
  const unmount = await mounted(h);
  h.vm.sourceTapped(SOURCE);
  await flush();
  return unmount;
}

/** Mounted, step 3: SOURCE → TARGET_15 at `chance` percent. Returns the unmount. */
async function toStep3(h: Harness, chance = 45): Promise<() => void> {
  const unmount = await toStep2(h);
  h.vm.targetTapped(TARGET_15);
  last(h.chances).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance });
  await flush();
  return unmount;
}

/** Answers the pending upgrade call; the countdown starts. */
async function answer(h: Harness, win: boolean, chance = 45): Promise<void> {
  last(h.upgrades).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance, win });
  await flush();
}

/** Step 3, the upgrade confirmed and answered at `START + 1000`. Returns the answer time. */
async function spinning(h: Harness, win: boolean, chance = 45): Promise<number> {
  await toStep3(h, chance);
  h.vm.upgradePressed();
  h.clock.advance(1000);
  await answer(h, win, chance);
  return h.clock.now();
}

describe('UpgraderViewModel: step 1, the available items', () => {
  it('loads the items on mount (not before) and lists them priciest first', async () => {
    const h = setup();
    const status = record(() => h.vm.state.itemsStatus);
    expect(h.api.getUpgraderItems).not.toHaveBeenCalled();
    await mounted(h);
    expect(status.values).toEqual(['idle', 'loading', 'ready']);
    expect(h.vm.step).toBe(1);
    expect(h.vm.items.map((i) => i.id)).toEqual([PRICEY.id, SOURCE.id, OTHER.id]);
  });

  it('a failed load is an error state that retryItems clears', async () => {
    const h = setup();
    h.setItemsFail(true);
    const status = record(() => h.vm.state.itemsStatus);
    await mounted(h);
    expect(h.vm.state.itemsStatus).toBe('error');
    expect(h.logger.error).toHaveBeenCalledTimes(1);
    h.setItemsFail(false);
    h.vm.retryItemsPressed();
    await flush();
    expect(status.values).toEqual(['idle', 'loading', 'error', 'loading', 'ready']);
    expect(h.vm.items).toHaveLength(3);
  });
});

describe('UpgraderViewModel: step 2, multiplier and target', () => {
  it('picking a source moves to step 2, loads its multipliers and preselects the smallest', async () => {
    const h = setup();
    await mounted(h);
    const multipliersStatus = record(() => h.vm.state.multipliersStatus);
    h.vm.sourceTapped(SOURCE);
    expect(h.vm.step).toBe(2);
    expect(h.vm.source).toEqual(SOURCE);
    await flush();
    expect(h.api.getMultipliers).toHaveBeenCalledWith(SOURCE.id);
    expect(multipliersStatus.values).toEqual(['idle', 'loading', 'ready']);
    expect(h.vm.multiplierValues).toEqual(['1.5', '2', '3', '5', '10', '20']);
    expect(h.vm.state.multiplier).toBe('1.5');
  });

  it('shows 5 of 6 multipliers (two smallest, the middle, two largest) until show all, and back', async () => {
    const h = setup();
    await toStep2(h);
    const visible = record(() => h.vm.visibleMultipliers.join(' '));
    expect(h.vm.canToggleMultipliers).toBe(true);
    h.vm.allMultipliersToggled();
    h.vm.allMultipliersToggled();
    expect(visible.values).toEqual(['1.5 2 3 10 20', '1.5 2 3 5 10 20', '1.5 2 3 10 20']);
  });

  it('with 5 multipliers or fewer, all show and there is nothing to toggle', async () => {
    const h = setup({ multipliers: { donor: SOURCE, multy: { '3': [item('t30', 30)], '2': [TARGET_20], '1.5': [TARGET_15] } } });
    await toStep2(h);
    expect(h.vm.visibleMultipliers).toEqual(['1.5', '2', '3']);
    expect(h.vm.canToggleMultipliers).toBe(false);
  });

  it('the targets are those of the selected multiplier; an unknown value changes nothing', async () => {
    const h = setup();
    await mounted(h);
    expect(h.vm.targets).toEqual([]);
    h.vm.sourceTapped(SOURCE);
    await flush();
    const targets = record(() => h.vm.targets.map((t) => t.id).join());
    h.vm.multiplierChosen('2');
    h.vm.multiplierChosen('7');
    expect(targets.values).toEqual([TARGET_15.id, TARGET_20.id]);
    expect(h.vm.state.multiplier).toBe('2');
  });

  it('a multiplier load failure is an error that retryMultipliers clears', async () => {
    const h = setup();
    h.setMultipliersFail(true);
    await toStep2(h);
    expect(h.vm.state.multipliersStatus).toBe('error');
    h.setMultipliersFail(false);
    h.vm.retryMultipliersPressed();
    await flush();
    expect(h.vm.state.multipliersStatus).toBe('ready');
    expect(h.vm.targets).toEqual([TARGET_15]);
  });

  it('picking a target waits for the chance, then moves to step 3; a failed chance stays on step 2', async () => {
    const h = setup();
    await toStep2(h);
    const steps = record(() => h.vm.step);
    h.vm.targetTapped(TARGET_15);
    expect(h.vm.state.pendingTarget).toEqual(TARGET_15);
    last(h.chances).reject(ApiError.http(500));
    await flush();
    expect(h.vm.state.pendingTarget).toBeNull();
    expect(h.vm.step).toBe(2);
    h.vm.targetTapped(TARGET_15);
    last(h.chances).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance: 33.3 });
    await flush();
    expect(steps.values).toEqual([2, 3]);
    expect(h.api.getChance).toHaveBeenLastCalledWith(SOURCE.id, TARGET_15.id);
    expect(h.vm.target).toEqual(TARGET_15);
    expect(h.vm.chance).toBe(33.3);
  });
});

describe('UpgraderViewModel: the chance colour (thresholds 50 and 15)', () => {
  it.each([
    [100, 'green'],
    [50, 'green'],
    [49.99, 'yellow'],
    [15, 'yellow'],
    [14.99, 'red'],
    [0, 'red'],
  ] as const)('a chance of %s is %s', async (chance, colour) => {
    const h = setup();
    await toStep2(h);
    expect(h.vm.chanceColour).toBeNull();
    h.vm.targetTapped(TARGET_15);
    last(h.chances).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance });
    await flush();
    expect(h.vm.chanceColour).toBe(colour);
  });

  it('on the wheel the colour follows the chance of the upgrade answer', async () => {
    const h = setup();
    await toStep3(h, 60);
    expect(h.vm.chanceColour).toBe('green');
    h.vm.upgradePressed();
    await answer(h, false, 12);
    expect(h.vm.chanceColour).toBe('red');
  });
});

describe('UpgraderViewModel: the spin (spec §4 timings)', () => {
  it('goes through the steps 1 → 2 → 3 → 4 → 5; the result shows 11.4 s after the answer, not after the tap', async () => {
    const h = setup();
    const steps = timeline(h.clock, () => h.vm.step);
    await toStep3(h);
    h.clock.advance(250);
    h.vm.upgradePressed();
    h.clock.advance(750);
    await answer(h, true);
    const answeredAt = START + 1000;
    h.clock.advance(11_399);
    expect(h.vm.step).toBe(4);
    h.clock.advance(1);
    expect(steps.values).toEqual([
      { value: 1, at: START },
      { value: 2, at: START },
      { value: 3, at: START },
      { value: 4, at: START + 250 },
      { value: 5, at: answeredAt + 11_400 },
    ]);
    expect(h.api.upgrade).toHaveBeenCalledTimes(1);
    expect(h.api.upgrade).toHaveBeenCalledWith(SOURCE.id, TARGET_15.id);
  });

  it('the wheel centre shows the chance, a spinner, 3, 2, 1, the burst at zero, then the chance from the spin on', async () => {
    const h = setup();
    await toStep3(h);
    const centre = timeline(h.clock, () => h.vm.centre);
    h.clock.advance(250);
    h.vm.upgradePressed();
    h.clock.advance(750);
    await answer(h, true);
    const t = h.clock.now();
    h.clock.advance(12_000);
    expect(centre.values).toEqual([
      { value: 'chance', at: START },
      { value: 'waiting', at: START + 250 },
      { value: 3, at: t },
      { value: 2, at: t + 1000 },
      { value: 1, at: t + 2000 },
      { value: 'exploded', at: t + 3000 },
      { value: 'chance', at: t + 3400 },
    ]);
    expect(h.vm.step).toBe(5);
  });

  it('the phase text goes upgrading, countdown 3-2-1, go at zero, spinning, then the outcome as the wheel stops; each change once', async () => {
    const h = setup();
    await toStep3(h);
    const phase = timeline(h.clock, () => h.vm.phaseText);
    h.vm.upgradePressed();
    h.clock.advance(500);
    await answer(h, true);
    const t = h.clock.now();
    h.clock.advance(12_000);
    expect(phase.values).toEqual([
      { value: null, at: START },
      { value: { key: 'upgrader.upgrading' }, at: START },
      { value: { key: 'upgrader.countdown', seconds: 3 }, at: t },
      { value: { key: 'upgrader.countdown', seconds: 2 }, at: t + 1000 },
      { value: { key: 'upgrader.countdown', seconds: 1 }, at: t + 2000 },
      // Zero is the burst; the wheel turns 0.4 s later, and only then does the line say so.
      { value: { key: 'upgrader.go' }, at: t + 3000 },
      { value: { key: 'upgrader.spinning' }, at: t + 3400 },
      // The wheel stops 3.4 s + 7 s after the answer: it no longer says 'spinning' (the overlay comes 1 s later).
      { value: { key: 'upgrader.success' }, at: t + 10_400 },
    ]);
  });

  it('the burst is drawn from zero until the wheel stops, never during the countdown or over the result', async () => {
    const h = setup();
    await toStep3(h);
    const burst = timeline(h.clock, () => h.vm.burst);
    h.vm.upgradePressed();
    h.clock.advance(500);
    await answer(h, true);
    const t = h.clock.now();
    h.clock.advance(12_000);
    expect(burst.values).toEqual([
      { value: false, at: START },
      { value: true, at: t + 3000 },
      { value: false, at: t + 10_400 },
    ]);
  });

  it('a loss ends on the failure text and is not won', async () => {
    const h = setup();
    const t = await spinning(h, false);
    h.clock.advance(11_400);
    expect(h.clock.now()).toBe(t + 11_400);
    expect(h.vm.phaseText).toEqual({ key: 'upgrader.failure' });
    expect(h.vm.won).toBe(false);
    expect(h.vm.result).toMatchObject({ win: false, chance: 45 });
  });

  it('turned stays false through the countdown and turns true when the spin starts (3.4 s after the answer)', async () => {
    const h = setup();
    await toStep3(h);
    const turned = timeline(h.clock, () => h.vm.turned);
    h.vm.upgradePressed();
    h.clock.advance(1000);
    await answer(h, true);
    const t = h.clock.now();
    h.clock.advance(3399);
    expect(h.vm.turned).toBe(false);
    h.clock.advance(9000);
    expect(h.vm.step).toBe(5);
    expect(turned.values).toEqual([{ value: false, at: START }, { value: true, at: t + 3400 }]);
  });

  it('spinStartsAt is unknown until the answer, then the answer time plus 3 s and 0.4 s', async () => {
    const h = setup();
    await toStep3(h);
    h.vm.upgradePressed();
    expect(h.vm.spinStartsAt).toBeNull();
    h.clock.advance(1234);
    await answer(h, true);
    expect(h.vm.spinStartsAt).toBe(START + 1234 + 3400);
    // What the wheel's animation waits, from the moment it asks (the screen reads no clock of its own).
    expect(h.vm.spinStartsInMs()).toBe(3400);
    h.clock.advance(1000);
    expect(h.vm.spinStartsInMs()).toBe(2400);
  });

  it('a win celebrates for spec §9’s 3 s (the overlay shows the confetti while it lasts); a loss does not', async () => {
    const h = setup();
    await toStep3(h);
    h.vm.upgradePressed();
    await answer(h, true);
    const showing = record(() => h.vm.celebration.showing);
    h.clock.advance(UPGRADER.resultDelayMs + UPGRADER.resultPauseMs - 1);
    expect(h.vm.step).toBe(4);
    h.clock.advance(1);
    await flush();
    expect(h.vm.step).toBe(5);
    expect(showing.values).toEqual([false, true]);
    h.clock.advance(2999);
    expect(h.vm.celebration.showing).toBe(true);
    h.clock.advance(1);
    expect(showing.values).toEqual([false, true, false]);

    const lost = setup();
    await toStep3(lost);
    lost.vm.upgradePressed();
    await answer(lost, false);
    lost.clock.advance(UPGRADER.resultDelayMs + UPGRADER.resultPauseMs);
    await flush();
    expect(lost.vm.step).toBe(5);
    expect(lost.vm.celebration.showing).toBe(false);
  });

  it.each([
    [true, 'inside the green zone'],
    [false, 'inside the red zone'],
  ])('win=%s: the stop is known before the wheel moves and lies %s, 1° from its edges', async (win) => {
    const h = setup();
    await toStep3(h, 45);
    h.vm.upgradePressed();
    expect(h.vm.stop).toBeNull();
    await answer(h, win, 45);
    const stop = h.vm.stop;
    if (!stop) throw new Error('no stop');
    expect(stop.green).toEqual({ from: 0, to: 162 });
    const zone = win ? stop.green : stop.red;
    expect(stop.angle).toBeGreaterThanOrEqual(zone.from + 1);
    expect(stop.angle).toBeLessThanOrEqual(zone.to - 1);
    expect(stop.rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(angleUnderPointer(stop.rotation)).toBeCloseTo(stop.angle, 6);
    expect(h.vm.won).toBe(win);
  });

  it('one upgrade call however many taps', async () => {
    const h = setup();
    await toStep3(h);
    h.vm.upgradePressed();
    h.vm.upgradePressed();
    await answer(h, true);
    h.vm.upgradePressed();
    expect(h.api.upgrade).toHaveBeenCalledTimes(1);
  });
});

describe('UpgraderViewModel: sounds and haptics', () => {
  it('preloads tick, explosion and win when step 3 is reached', async () => {
    const h = setup();
    await toStep2(h);
    expect(h.sound.preload).not.toHaveBeenCalled();
    h.vm.targetTapped(TARGET_15);
    last(h.chances).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance: 45 });
    await flush();
    expect(h.sound.preload).toHaveBeenCalledTimes(1);
    expect(h.sound.preload).toHaveBeenCalledWith(['tick', 'explosion', 'win']);
  });

  it('schedules the whole countdown on the sound port when it starts: 3 ticks at 0.7, the explosion at 3 s at 0.5', async () => {
    const h = setup();
    await toStep3(h);
    h.vm.upgradePressed();
    h.clock.advance(2000);
    expect(h.sound.play).not.toHaveBeenCalled();
    await answer(h, false);
    const scheduled = [
      ['tick', { volume: 0.7, delaySeconds: 0 }],
      ['tick', { volume: 0.7, delaySeconds: 1 }],
      ['tick', { volume: 0.7, delaySeconds: 2 }],
      ['explosion', { volume: 0.5, delaySeconds: 3 }],
    ];
    expect(h.sound.play.mock.calls).toEqual(scheduled);
    h.clock.advance(12_000);
    expect(h.vm.step).toBe(5);
    expect(h.sound.play.mock.calls).toEqual(scheduled);
  });

  it('plays the win sound at 0.3 when the result shows, on a win only', async () => {
    const h = setup();
    await spinning(h, true);
    h.clock.advance(11_399);
    expect(h.sound.play).not.toHaveBeenCalledWith('win', expect.anything());
    h.clock.advance(1);
    expect(h.sound.play).toHaveBeenCalledTimes(5);
    expect(h.sound.play).toHaveBeenLastCalledWith('win', { volume: 0.3 });
    expect(h.vm.richEffects).toBe(true);
  });

  it('a low performance class keeps every sound of the spec (ticks, explosion, win); only the visual effects are lighter', async () => {
    const h = setup({ performanceClass: 'low' });
    await spinning(h, true);
    h.clock.advance(11_400);
    expect(h.vm.step).toBe(5);
    expect(h.sound.preload).toHaveBeenCalledWith(['tick', 'explosion', 'win']);
    expect(h.sound.play.mock.calls.map(([id]) => id)).toEqual(['tick', 'tick', 'tick', 'explosion', 'win']);
    expect(h.vm.richEffects).toBe(false);
  });

  it.each([
    [true, 'success'],
    [false, 'error'],
  ] as const)('inside the messenger (win=%s): a heavy impact at the spin start, a %s notification with the result', async (win, notification) => {
    const h = setup({ insideMessenger: true });
    await spinning(h, win);
    h.clock.advance(3399);
    expect(h.messenger.hapticImpact).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.messenger.hapticImpact).toHaveBeenCalledExactlyOnceWith('heavy');
    h.clock.advance(7999);
    expect(h.messenger.hapticNotification).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.messenger.hapticNotification).toHaveBeenCalledExactlyOnceWith(notification);
  });

  it('outside the messenger there are no haptics', async () => {
    const h = setup({ insideMessenger: false });
    await spinning(h, true);
    h.clock.advance(11_400);
    expect(h.vm.step).toBe(5);
    expect(h.messenger.hapticImpact).not.toHaveBeenCalled();
    expect(h.messenger.hapticNotification).not.toHaveBeenCalled();
  });
});

describe('UpgraderViewModel: Back', () => {
  it('step 1 leaves, 2 → 1, 3 → 2 (the multipliers stay), ignored during the spin, the result starts over', async () => {
    const h = setup();
    await mounted(h);
    const steps = record(() => h.vm.step);
    expect(h.vm.backPressed()).toBe('leave');
    expect(h.vm.step).toBe(1);

    h.vm.sourceTapped(SOURCE);
    await flush();
    expect(h.vm.backPressed()).toBe('handled');
    expect(h.vm.source).toBeNull();

    h.vm.sourceTapped(SOURCE);
    await flush();
    h.vm.targetTapped(TARGET_15);
    last(h.chances).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance: 45 });
    await flush();
    expect(h.vm.backPressed()).toBe('handled');
    expect(h.vm.step).toBe(2);
    expect(h.vm.target).toBeNull();
    expect(h.vm.chance).toBeNull();
    expect(h.vm.targets).toEqual([TARGET_15]);

    h.vm.targetTapped(TARGET_15);
    last(h.chances).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance: 45 });
    await flush();
    h.vm.upgradePressed();
    expect(h.vm.backPressed()).toBe('ignored');
    await answer(h, true);
    h.clock.advance(1000);
    expect(h.vm.backPressed()).toBe('ignored');
    h.clock.advance(10_400);
    expect(h.vm.step).toBe(5);

    expect(h.vm.backPressed()).toBe('handled');
    await flush();
    expect(steps.values).toEqual([1, 2, 1, 2, 3, 2, 3, 4, 5, 1]);
  });
});

describe('UpgraderViewModel: a failed upgrade', () => {
  it('is felt as one error buzz, whether our toast or the transport’s tells it', async () => {
    for (const error of [ApiError.http(500), new ApiError('network', 'offline')]) {
      const h = setup({ insideMessenger: true });
      await toStep3(h);
      h.vm.upgradePressed();
      last(h.upgrades).reject(error);
      await flush();
      expect(h.messenger.hapticNotification.mock.calls).toEqual([['error']]);
    }
  });

  it('returns to step 3 with an error toast, stops the sounds, reloads items and profile; the player can confirm again', async () => {
    const h = setup();
    await toStep3(h);
    const steps = record(() => h.vm.step);
    h.vm.upgradePressed();
    last(h.upgrades).reject(ApiError.http(500));
    await flush();
    expect(steps.values).toEqual([3, 4, 3]);
    expect(h.vm.state.wheel).toBeNull();
    expect(h.toaster.show).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: { key: 'upgrader.upgradeFailed' } });
    expect(h.sound.stopAll).toHaveBeenCalled();
    expect(h.logger.error).toHaveBeenCalledTimes(1);
    expect(h.api.getUpgraderItems).toHaveBeenCalledTimes(2);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    expect(h.vm.target).toEqual(TARGET_15);
    h.vm.upgradePressed();
    expect(h.vm.step).toBe(4);
    expect(h.api.upgrade).toHaveBeenCalledTimes(2);
  });

  it('when the server no longer holds the source, it starts over at step 1 and says the upgrade is unconfirmed', async () => {
    const h = setup();
    await toStep3(h);
    h.vm.upgradePressed();
    h.setItems([OTHER, PRICEY]);
    last(h.upgrades).reject(new ApiError('malformed', 'bad body'));
    await flush();
    expect(h.vm.step).toBe(1);
    expect(h.vm.items.map((i) => i.id)).toEqual([PRICEY.id, OTHER.id]);
    expect(h.toaster.show).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: { key: 'upgrader.upgradeUnconfirmed' } });
  });
});

describe('UpgraderViewModel: leaving while a failed upgrade is reconciled', () => {
  it('unmounting before the reload ends shows no toast on the screen left behind', async () => {
    const h = setup();
    const unmount = await toStep3(h);
    h.vm.upgradePressed();
    last(h.upgrades).reject(ApiError.http(502));
    unmount();
    await flush();
    expect(h.toaster.show).not.toHaveBeenCalled();
  });
});

describe('UpgraderViewModel: the case result handoff', () => {
  it('starts at step 2 with the donor picked and its multipliers loaded', async () => {
    const h = setup({ donorId: OTHER.id });
    const steps = record(() => h.vm.step);
    await mounted(h);
    expect(steps.values).toEqual([1, 2]);
    expect(h.vm.source).toEqual(OTHER);
    expect(h.api.getMultipliers).toHaveBeenCalledExactlyOnceWith(OTHER.id);
    expect(h.vm.state.multiplier).toBe('1.5');
  });

  it('a donor that is not among the available items stays on step 1', async () => {
    const h = setup({ donorId: 'sold-long-ago' });
    await mounted(h);
    expect(h.vm.step).toBe(1);
    expect(h.api.getMultipliers).not.toHaveBeenCalled();
  });
});

describe('UpgraderViewModel: upgrade again', () => {
  it('returns to step 1, stops the sounds, reloads the items and refreshes the session', async () => {
    const h = setup();
    await spinning(h, true);
    h.clock.advance(11_400);
    expect(h.vm.step).toBe(5);
    h.setItems([OTHER, item('104', 15)]);
    const steps = record(() => h.vm.step);
    h.vm.againPressed();
    await flush();
    expect(steps.values).toEqual([5, 1]);
    expect(h.sound.stopAll).toHaveBeenCalledTimes(1);
    expect(h.api.getUpgraderItems).toHaveBeenCalledTimes(2);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    expect(h.vm.items.map((i) => i.id)).toEqual(['104', OTHER.id]);
    expect(h.vm.source).toBeNull();
    expect(h.vm.result).toBeNull();
    h.vm.sourceTapped(OTHER);
    await flush();
    expect(h.vm.step).toBe(2);
  });

  it('a failing profile refresh does not stop the items reloading', async () => {
    const h = setup();
    h.session.refresh.mockRejectedValueOnce(new Error('offline'));
    await spinning(h, false);
    h.clock.advance(11_400);
    h.vm.againPressed();
    await flush();
    expect(h.vm.step).toBe(1);
    expect(h.vm.state.itemsStatus).toBe('ready');
  });
});

describe('UpgraderViewModel: mount and unmount', () => {
  it('unmounting mid-countdown stops the sounds and timers; nothing changes as the clock runs on', async () => {
    const h = setup({ insideMessenger: true });
    const unmount = await toStep3(h);
    h.vm.upgradePressed();
    await answer(h, true);
    h.clock.advance(1500);
    const centre = record(() => h.vm.centre);
    const state = record(() => h.vm.state);
    unmount();
    expect(h.sound.stopAll).toHaveBeenCalledTimes(1);
    expect(h.clock.pendingTimers).toBe(0);
    h.clock.advance(20_000);
    expect(centre.values).toEqual([2]);
    expect(state.values).toHaveLength(1);
    expect(h.sound.play).toHaveBeenCalledTimes(4);
    expect(h.messenger.hapticImpact).not.toHaveBeenCalled();
    expect(h.messenger.hapticNotification).not.toHaveBeenCalled();
  });

  it('an upgrade answer that arrives after unmount changes nothing and schedules nothing', async () => {
    const h = setup();
    const unmount = await toStep3(h);
    h.vm.upgradePressed();
    const state = record(() => h.vm.state);
    unmount();
    await answer(h, true);
    h.clock.advance(20_000);
    expect(state.values).toHaveLength(1);
    expect(h.vm.centre).toBe('waiting');
    expect(h.vm.spinStartsAt).toBeNull();
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.sound.play).not.toHaveBeenCalled();
  });

  it('mount, unmount, mount (strict mode): the items load again and the whole flow works, effects once', async () => {
    const h = setup();
    const steps = record(() => h.vm.step);
    const first = mountLike(h.vm);
    first();
    const unmount = mountLike(h.vm);
    await flush();
    expect(h.api.getUpgraderItems).toHaveBeenCalledTimes(2);
    expect(h.vm.state.itemsStatus).toBe('ready');
    expect(h.vm.items.map((i) => i.id)).toEqual([PRICEY.id, SOURCE.id, OTHER.id]);

    h.vm.sourceTapped(SOURCE);
    await flush();
    expect(h.vm.targets).toEqual([TARGET_15]);
    h.vm.targetTapped(TARGET_15);
    last(h.chances).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance: 45 });
    await flush();
    h.vm.upgradePressed();
    await answer(h, true);
    expect(h.sound.preload).toHaveBeenCalledTimes(1);
    expect(h.sound.play).toHaveBeenCalledTimes(4);
    h.clock.advance(11_400);
    expect(steps.values).toEqual([1, 2, 3, 4, 5]);
    expect(h.sound.play).toHaveBeenCalledTimes(5);
    unmount();
  });

  it('a remount after leaving mid-flow starts over at step 1 with fresh items, and picking works', async () => {
    const h = setup();
    const unmount = await mounted(h);
    h.vm.sourceTapped(SOURCE);
    await flush();
    expect(h.vm.step).toBe(2);
    unmount();
    h.setItems([OTHER]);
    mountLike(h.vm);
    await flush();
    expect(h.vm.step).toBe(1);
    expect(h.vm.items).toEqual([OTHER]);
    h.vm.sourceTapped(OTHER);
    await flush();
    expect(h.vm.step).toBe(2);
    expect(h.api.getMultipliers).toHaveBeenLastCalledWith(OTHER.id);
    expect(h.vm.state.multipliersStatus).toBe('ready');
  });

  it('strict mode with a handoff: the donor is picked once, by the second mount', async () => {
    const h = setup({ donorId: OTHER.id });
    mountLike(h.vm)();
    mountLike(h.vm);
    await flush();
    expect(h.vm.step).toBe(2);
    expect(h.vm.source).toEqual(OTHER);
    expect(h.api.getMultipliers).toHaveBeenCalledExactlyOnceWith(OTHER.id);
  });
});

describe('UpgraderViewModel: the upgrade in motion (issue 17)', () => {
  it('the messenger guard is held from the upgrade tap through the spin, released with the result', async () => {
    const h = setup();
    await toStep3(h);
    expect(h.guard.held).toBe(false);
    h.vm.upgradePressed();
    expect(h.guard.held).toBe(true);
    await answer(h, true);
    h.clock.advance(11_399);
    expect(h.guard.held).toBe(true);
    h.clock.advance(1);
    expect(h.vm.step).toBe(5);
    expect(h.guard.held).toBe(false);
  });

  it('released when the upgrade fails and when the screen is left mid-spin', async () => {
    const failing = setup();
    await toStep3(failing);
    failing.vm.upgradePressed();
    last(failing.upgrades).reject(ApiError.http(500));
    await flush();
    expect(failing.vm.step).toBe(3);
    expect(failing.guard.held).toBe(false);

    const leaving = setup();
    const unmount = await toStep3(leaving);
    leaving.vm.upgradePressed();
    await answer(leaving, false);
    leaving.clock.advance(5000);
    unmount();
    expect(leaving.guard.held).toBe(false);
  });

  it('with reduced motion, as the opening: the countdown, the wheel at its stop without a spin, the result 1 s later', async () => {
    const h = setup({ reducedMotion: true });
    await toStep3(h);
    const steps = record(() => h.vm.step);
    const wheels = record(() => h.vm.upgrader.state.wheel?.kind ?? null);
    h.vm.upgradePressed();
    await answer(h, true);
    h.clock.advance(2999);
    expect(steps.values).toEqual([3, 4]);
    h.clock.advance(1);
    expect(h.vm.upgrader.state.wheel).toEqual({ kind: 'settled' });
    h.clock.advance(999);
    expect(steps.values).toEqual([3, 4]);
    h.clock.advance(1);
    expect(steps.values).toEqual([3, 4, 5]);
    expect(h.vm.won).toBe(true);
    expect(wheels.values).not.toContain('spinning');
    expect(wheels.values).not.toContain('exploded');
  });
});

describe('UpgraderViewModel: verifiable upgrades', () => {
  const RECEIPT = { commitment: 'a'.repeat(64), clientSeed: 'mine', nonce: 1, serverSeed: null, forced: false };
  const witness = () => ({
    publishes: true,
    refresh: vi.fn(async () => {}),
    settled: vi.fn(async () => {}),
    beginUpgrade: vi.fn(() => ({ ref: 'r1', clientSeed: 'mine' })),
    completeUpgrade: vi.fn(),
  });

  it('hands the witness to the flow: the record begun, the seed sent, the record completed', async () => {
    const w = witness();
    const h = setup({ witness: w });
    await toStep3(h);
    h.vm.upgradePressed();
    await flush();
    expect(w.beginUpgrade).toHaveBeenCalledTimes(1);
    expect(h.api.upgrade).toHaveBeenCalledWith(SOURCE.id, TARGET_15.id, { clientSeed: 'mine' });
    const result = { donor: SOURCE.id, target: TARGET_15.id, chance: 45, win: true, fairness: RECEIPT };
    last(h.upgrades).resolve(result);
    await flush();
    expect(w.completeUpgrade).toHaveBeenCalledWith('r1', result);
  });

  it('offers to verify the staked item only when the answer carried a receipt', async () => {
    const h = setup({ witness: witness() });
    await toStep3(h);
    h.vm.upgradePressed();
    await flush();
    expect(h.vm.verifiableItem).toBeNull();
    last(h.upgrades).resolve({ donor: SOURCE.id, target: TARGET_15.id, chance: 45, win: false, fairness: RECEIPT });
    await flush();
    expect(h.vm.verifiableItem).toBe(SOURCE.id);
    const plain = setup();
    await spinning(plain, true);
    expect(plain.vm.verifiableItem).toBeNull();
  });

  it('the limit shown at step 3 is asked about the stake the server valued the item at', async () => {
    const limits = { check: vi.fn(() => ({ allowed: true as const })), record: vi.fn(), reached: vi.fn(() => null) };
    const h = setup({ limits, multipliers: multipliers(item(SOURCE.id, SOURCE.price + 5, SOURCE.name)) });
    await toStep3(h);
    expect(h.vm.limitReached).toBeNull();
    expect(limits.reached).toHaveBeenLastCalledWith('play', SOURCE.price + 5);
  });
});

describe('UpgraderViewModel: the chance per target (step 2) and the gain (step 5)', () => {
  // 10 % edge, chances held between 1 % and 95 %: the rule the server committed with its seed.
  const RULE = { edgeBp: 1000, min: 100, max: 9500 };
  const ruleWitness = (rule: typeof RULE | null, publishes = true) => ({
    publishes,
    upgradeRule: rule,
    refresh: vi.fn(async () => {}),
    settled: vi.fn(async () => {}),
    beginUpgrade: vi.fn(() => ({ ref: 'r1', clientSeed: 'mine' })),
    completeUpgrade: vi.fn(),
  });

  it('each target shows the chance the committed rule gives it with the picked source', async () => {
    const h = setup({ witness: ruleWitness(RULE) });
    await toStep2(h);
    // ⌊1000 × 9000 / 1500⌋ = 6000 hundredths: 60 %; ⌊1000 × 9000 / 2000⌋ = 45 %.
    expect(h.vm.chanceOf(TARGET_15)).toBe(60);
    expect(h.vm.chanceOf(TARGET_20)).toBe(45);
    // Held within the rule's bounds: a target worth the source or less is 95 %, a far pricier one 1 %.
    expect(h.vm.chanceOf(item('cheap', 5))).toBe(95);
    expect(h.vm.chanceOf(item('far', 100_000))).toBe(1);
  });

  it('reckons from the value the server gave the donor with its multipliers, as its own chance does', async () => {
    const h = setup({ witness: ruleWitness(RULE), multipliers: { ...multipliers(), donor: { ...SOURCE, price: 12 } } });
    await toStep2(h);
    // ⌊1200 × 9000 / 1500⌋ = 7200: 72 %.
    expect(h.vm.chanceOf(TARGET_15)).toBe(72);
  });

  it('a server that committed no rule: no chance is told before its chance call', async () => {
    const h = setup({ witness: ruleWitness(null) });
    await toStep2(h);
    expect(h.vm.chanceOf(TARGET_15)).toBeNull();
    const bare = setup();
    await toStep2(bare);
    expect(bare.vm.chanceOf(TARGET_15)).toBeNull();
  });

  it('a device that has seen no commitment asks for one with the multipliers, and uses the rule it brings', async () => {
    const witness = { ...ruleWitness(null, false) };
    witness.refresh.mockImplementation(async () => {
      witness.publishes = true;
      witness.upgradeRule = RULE;
    });
    const h = setup({ witness });
    await toStep2(h);
    expect(witness.refresh).toHaveBeenCalledTimes(1);
    expect(h.vm.chanceOf(TARGET_15)).toBe(60);
  });

  it('a win states its gain over the source in crystals and percent; a loss states none', async () => {
    const h = setup();
    await spinning(h, true);
    expect(h.vm.gain).toEqual({ crystals: 5, percent: 50 });
    const lost = setup();
    await spinning(lost, false);
    expect(lost.vm.gain).toBeNull();
    // Before any result, nothing.
    const early = setup();
    await toStep3(early);
    expect(early.vm.gain).toBeNull();
  });

  it('the gain over a donor worth nothing has no percent', async () => {
    const free = item('101', 0, 'Sticker');
    const h = setup({ items: [free], multipliers: { ...multipliers(free), donor: free } });
    await mounted(h);
    h.vm.sourceTapped(free);
    await flush();
    h.vm.targetTapped(TARGET_15);
    last(h.chances).resolve({ donor: free.id, target: TARGET_15.id, chance: 95 });
    await flush();
    h.vm.upgradePressed();
    last(h.upgrades).resolve({ donor: free.id, target: TARGET_15.id, chance: 95, win: true });
    await flush();
    expect(h.vm.gain).toEqual({ crystals: 15, percent: null });
  });
});
