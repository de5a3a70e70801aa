import { moneyCount } from '@ui/i18n/formatNumber';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { seededRandom } from '@domain/shared/seededRandom';
import type { OpeningPhase } from '@domain/features/cases/OpenCase';
import { ApiError } from '@domain/shared/ApiError';
import { WELCOME_CASE_ID, type CaseDetails, type OpeningResult } from '@domain/model/case';
import type { InventoryItem, SaleResult, SendResult } from '@domain/model/inventory';
import type { HapticImpact, HapticNotification, PerformanceClass, PopupParams } from '@domain/ports/Messenger';
import type { PlayOptions, SoundId } from '@domain/ports/Sound';
import type { Toast, ToastId } from '@ui/toasts/Toaster';
import { OpeningViewModel, type OpeningViewModelDeps } from '@ui/screens/cases/OpeningViewModel';
import type { SpinPlan } from '@ui/screens/cases/spinPlan';
import { runInAction } from 'mobx';
import { deferred, flush, type Deferred } from '../../support/async';
import { recordStates } from '../../support/recorder';
import { MomentGuard } from '@ui/navigation/MomentGuard';
import { details, mapStorage, opening, welcomeDetails } from '../domain/cases/fixtures';

const START = 1_700_000_000_000;
const CASE_ID = 'case-1';

/** Stops recorders and unmounts whatever a test left mounted. */
const teardown: (() => void)[] = [];
afterEach(() => {
  for (const stop of teardown.splice(0).reverse()) stop();
});

/** One line per phase, so a recorded path reads like the spec's state machine. */
function label(phase: OpeningPhase): string {
  switch (phase.kind) {
    case 'countdown': return `countdown ${phase.secondsLeft}`;
    case 'redirect': return `redirect ${phase.to}`;
    case 'error': return `error ${phase.error}`;
    default: return phase.kind;
  }
}

interface SetupOptions {
  readonly caseId?: string;
  readonly allowed?: boolean;
  readonly balance?: number | null;
  /** What getCase answers. */
  readonly details?: CaseDetails;
  /** Details the cases store already holds (opened from the case page). */
  readonly known?: CaseDetails;
  readonly reducedMotion?: boolean;
  readonly performanceClass?: PerformanceClass;
  readonly insideMessenger?: boolean;
  readonly declineSale?: boolean;
  /** Survives the view-model (a reload keeps it). */
  readonly storage?: ReturnType<typeof mapStorage>;
  readonly witness?: OpeningViewModelDeps['witness'];
  /** Whether the messenger can give the app the whole screen (Bot API 8.0); true by default. */
  readonly canFullscreen?: boolean;
  /** The player already has the app in full screen. */
  readonly fullscreen?: boolean;
  /** How many of the case the player asked to open at once. */
  readonly count?: number;
}

/**
 * The view-model over object-literal fakes: getCase answers at once, openCase and sellItem hand
 * out deferreds the test settles by hand. The phase path and the sale path are recorded from
 * construction on; `mount()` / `unmount()` do what useViewModel does.
 */
function setup(options: SetupOptions = {}) {
  const clock = new ManualClock(START);
  const opens: Deferred<OpeningResult>[] = [];
  const multiOpens: Deferred<readonly OpeningResult[]>[] = [];
  const sales: Deferred<SaleResult>[] = [];
  const api = {
    getCase: vi.fn((_id: string): Promise<CaseDetails> => Promise.resolve(options.details ?? details())),
    openCase: vi.fn((_id: string): Promise<OpeningResult> => {
      const d = deferred<OpeningResult>();
      opens.push(d);
      return d.promise;
    }),
    openCases: vi.fn((_id: string, _count: number): Promise<readonly OpeningResult[]> => {
      const d = deferred<readonly OpeningResult[]>();
      multiOpens.push(d);
      return d.promise;
    }),
    sellItem: vi.fn((_id: string): Promise<SaleResult> => {
      const d = deferred<SaleResult>();
      sales.push(d);
      return d.promise;
    }),
    sendItem: vi.fn((_id: string): Promise<SendResult> => Promise.resolve({})),
    /** What the reload after a sale reads: the drop is still available unless a test says otherwise. */
    getInventoryItem: vi.fn((id: string): Promise<InventoryItem> => Promise.resolve({
      id, status: 'available', win: { name: 'AWP | Asiimov', img: null, cost: 60, penalty: null, soldUpgrader: false, winUpgrader: false, changed: false },
    })),
  } satisfies OpeningViewModelDeps['api'];
  const sound = {
    preload: vi.fn((_ids: readonly SoundId[]): Promise<void> => Promise.resolve()),
    play: vi.fn((_id: SoundId, _options?: PlayOptions): void => {}),
    stopAll: vi.fn((): void => {}),
  } satisfies OpeningViewModelDeps['sound'];
  const messenger = {
    hapticImpact: vi.fn((_style: HapticImpact): void => {}),
    hapticNotification: vi.fn((_type: HapticNotification): void => {}),
    openTelegramLink: vi.fn((_url: string): void => {}),
    isInsideMessenger: options.insideMessenger ?? true,
    performanceClass: options.performanceClass ?? 'high',
    user: { id: 700000012, firstName: 'Alex', lastName: 'Frost', username: null, languageCode: 'en', photoUrl: null },
    /** The player confirms a sale unless a test says otherwise. */
    showPopup: vi.fn((_params: PopupParams): Promise<string | null> => Promise.resolve(options.declineSale ? 'cancel' : 'confirm')),
    canFullscreen: options.canFullscreen ?? true,
    isFullscreen: options.fullscreen ?? false,
    requestFullscreen: vi.fn((): void => {
      messenger.isFullscreen = true;
    }),
    exitFullscreen: vi.fn((): void => {
      messenger.isFullscreen = false;
    }),
  } satisfies OpeningViewModelDeps['messenger'];
  const toaster = { show: vi.fn((_toast: Toast): ToastId => 1) } satisfies OpeningViewModelDeps['toaster'];
  const session = {
    balance: options.balance === undefined ? 1000 : options.balance,
    refresh: vi.fn((): Promise<void> => Promise.resolve()),
    me: null,
  } satisfies OpeningViewModelDeps['session'];
  const cases = { details: new Map(options.known ? [[options.known.id, options.known]] : []) } satisfies OpeningViewModelDeps['cases'];

  const storage = options.storage ?? mapStorage();
  const guard = new MomentGuard({ setClosingConfirmation: vi.fn(), setVerticalSwipes: vi.fn() });
  const vm = new OpeningViewModel(options.caseId ?? CASE_ID, options.allowed ?? true, {
    api, clock, random: seededRandom(7), sound, messenger, toaster, session, cases, reducedMotion: options.reducedMotion ?? false,
    storage, guard, texts: { t: (key, params) => `${key}${params ? JSON.stringify(params) : ''}`, money: String }, witness: options.witness,
  }, options.count);

  const phases = recordStates(() => label(vm.phase));
  const saleStates = recordStates(() => vm.sale);
  teardown.push(phases.stop, saleStates.stop);

  const mounted: (() => void)[] = [];
  const mount = () => {
    const unmount = vm.mount();
    mounted.push(unmount);
    teardown.push(() => {
      if (mounted.includes(unmount)) unmount();
    });
  };
  const unmount = () => mounted.pop()?.();
  const lastOpen = () => opens.at(-1)!;
  const lastSale = () => sales.at(-1)!;
  const result = () => {
    if (vm.phase.kind !== 'result') throw new Error(`expected result, got ${vm.phase.kind}`);
    return vm.phase;
  };
  return { vm, clock, api, sound, messenger, toaster, session, phases, saleStates, mount, unmount, opens, multiOpens, sales, lastOpen, lastSale, result, storage, guard };
}

type Harness = ReturnType<typeof setup>;

/** Mounts and runs the 3 s countdown up to the open call. */
async function toOpening(h: Harness): Promise<void> {
  h.mount();
  await flush();
  h.clock.advance(3000);
  await flush();
  expect(h.vm.phase.kind).toBe('opening');
}

/** Answers the open call and waits out the 11 s hold-back. */
async function toResult(h: Harness, answer: OpeningResult = opening()) {
  await toOpening(h);
  h.lastOpen().resolve(answer);
  await flush();
  h.clock.advance(11_000);
  await flush();
  return h.result();
}

/** A plan with hand-picked tick times (ms from the start of the spin). */
function plan(ticks: readonly number[]): SpinPlan {
  return { distance: 8400, overshoot: 10, settleAtMs: 9350, durationMs: 10_000, easing: 'linear', ticks };
}

/** As if the view-model had planned a spin with these ticks, and the strip started `elapsedMs` ago. */
function startSpin(h: Harness, ticks: readonly number[], elapsedMs: number): void {
  runInAction(() => {
    h.vm.spinPlans = [plan(ticks)];
  });
  h.vm.spinStarted(elapsedMs);
}

describe('OpeningViewModel: the opening sequence', () => {
  it('goes loading → countdown 3 → 2 → 1 → opening → spinning → result on the spec timings', async () => {
    const h = setup();
    expect(h.phases.values).toEqual(['loading']);
    h.mount();
    await flush();
    expect(h.api.getCase).toHaveBeenCalledWith(CASE_ID);
    expect(h.phases.values).toEqual(['loading', 'countdown 3']);

    h.clock.advance(999);
    expect(h.phases.values.at(-1)).toBe('countdown 3');
    h.clock.advance(1);
    expect(h.phases.values.at(-1)).toBe('countdown 2');
    h.clock.advance(1000);
    expect(h.phases.values.at(-1)).toBe('countdown 1');
    h.clock.advance(999);
    expect(h.api.openCase).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.phases.values.at(-1)).toBe('opening');
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.api.openCase).toHaveBeenCalledWith(CASE_ID);

    h.clock.advance(1500); // the server takes 1.5 s to answer
    h.lastOpen().resolve(opening());
    await flush();
    const answeredAt = h.clock.now();
    expect(h.vm.phase).toMatchObject({ kind: 'spinning', answeredAt });

    h.clock.advance(10_999);
    await flush();
    expect(h.phases.values.at(-1)).toBe('spinning');
    h.clock.advance(1);
    await flush();
    expect(h.clock.now() - answeredAt).toBe(11_000);
    expect(h.phases.values).toEqual(['loading', 'countdown 3', 'countdown 2', 'countdown 1', 'opening', 'spinning', 'result']);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    // A +20 % drop celebrates: the confetti is the one timer left, and it ends 3 s later.
    const confetti = recordStates(() => h.vm.celebration.showing);
    teardown.push(confetti.stop);
    expect(h.clock.pendingTimers).toBe(1);
    h.clock.advance(3000);
    expect(confetti.values).toEqual([true, false]);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('the spin carries the winner at slot 90; the result carries the answer and the profit', async () => {
    const h = setup({ details: details({ price: 50 }) });
    const answer = opening({ win: { name: 'AWP | Asiimov', cost: 60, profit: '+20%' } });
    await toOpening(h);
    h.lastOpen().resolve(answer);
    await flush();
    const spinning = h.vm.phase;
    if (spinning.kind !== 'spinning') throw new Error(spinning.kind);
    expect(spinning.strip.slots).toHaveLength(100);
    expect(spinning.strip.slots[90]?.skin.name).toBe('AWP | Asiimov');
    h.clock.advance(11_000);
    const phase = h.result();
    expect(phase.result).toBe(answer);
    expect(phase.profitPercent).toBe(20);
    expect(phase.celebrate).toBe(true);
    expect(phase.isWelcome).toBe(false);
  });

  it('details the store already holds: the countdown is the first phase, before mount, without getCase', async () => {
    const h = setup({ known: details({ id: CASE_ID }) });
    // What the screen's first frame draws: the countdown, with nothing started yet.
    expect(h.phases.values).toEqual(['countdown 3']);
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.guard.held).toBe(false);
    h.clock.advance(5000);
    expect(h.phases.values).toEqual(['countdown 3']);
    // Mounted (a while after the first render), the countdown runs its full 3 s from then.
    h.mount();
    expect(h.guard.held).toBe(true);
    expect(h.sound.preload).toHaveBeenCalledTimes(1);
    h.vm.reelsBuilt();
    expect(h.vm.spinPlan).not.toBeNull();
    h.clock.advance(2999);
    expect(h.api.openCase).not.toHaveBeenCalled();
    await toResultFromCountdown(h, 1);
    expect(h.api.getCase).not.toHaveBeenCalled();
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.phases.values).toEqual(['countdown 3', 'countdown 2', 'countdown 1', 'opening', 'spinning', 'result']);
  });

  it('with reduced motion the result is revealed as soon as the answer arrives', async () => {
    const h = setup({ reducedMotion: true });
    await toOpening(h);
    h.lastOpen().resolve(opening());
    await flush();
    const answeredAt = h.clock.now();
    h.clock.advance(0);
    expect(h.phases.values.slice(-3)).toEqual(['opening', 'spinning', 'result']);
    expect(h.clock.now()).toBe(answeredAt);
    expect(h.vm.reducedMotion).toBe(true);
  });

  it('the welcome case opens with a zero balance and is marked welcome', async () => {
    const h = setup({ caseId: WELCOME_CASE_ID, balance: 0, details: welcomeDetails() });
    const phase = await toResult(h, opening({ win: { profit: '-100%' } }));
    expect(h.api.openCase).toHaveBeenCalledWith(WELCOME_CASE_ID);
    expect(phase.isWelcome).toBe(true);
    expect(phase.celebrate).toBe(true);
  });
});

/** From a countdown already showing: the rest of the flow with an answer at once. */
async function toResultFromCountdown(h: Harness, countdownLeftMs = 3000): Promise<void> {
  h.clock.advance(countdownLeftMs);
  await flush();
  h.lastOpen().resolve(opening());
  await flush();
  h.clock.advance(11_000);
  await flush();
}

describe('OpeningViewModel: redirects', () => {
  it('a balance below the price redirects to payment and never opens', async () => {
    const h = setup({ balance: 49.99, details: details({ price: 50 }) });
    h.mount();
    await flush();
    h.clock.advance(20_000);
    await flush();
    expect(h.phases.values).toEqual(['loading', 'redirect payment']);
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('an unknown balance redirects to payment', async () => {
    const h = setup({ balance: null, known: details({ id: CASE_ID }) });
    expect(h.phases.values).toEqual(['redirect payment']);
    h.mount();
    await flush();
    h.clock.advance(20_000);
    await flush();
    expect(h.phases.values).toEqual(['redirect payment']);
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('a balance exactly the price opens', async () => {
    const h = setup({ balance: 50, details: details({ price: 50 }) });
    await toOpening(h);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });

  it('without the allow flag redirects to cases and calls nothing', async () => {
    const h = setup({ allowed: false });
    h.mount();
    await flush();
    h.clock.advance(20_000);
    await flush();
    expect(h.phases.values).toEqual(['loading', 'redirect cases']);
    expect(h.api.getCase).not.toHaveBeenCalled();
    expect(h.api.openCase).not.toHaveBeenCalled();
    expect(h.sound.preload).not.toHaveBeenCalled();
  });
});

describe('OpeningViewModel: errors and retry', () => {
  it('getCase 404 is case-not-found, and the profile is refreshed', async () => {
    const h = setup();
    h.api.getCase.mockRejectedValueOnce(ApiError.http(404));
    h.mount();
    await flush();
    expect(h.phases.values).toEqual(['loading', 'error case-not-found']);
    expect(h.vm.phase).toEqual({ kind: 'error', error: 'case-not-found', message: null });
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    h.clock.advance(20_000);
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('a malformed open answer is invalid-response; the profile is refreshed', async () => {
    const h = setup();
    await toOpening(h);
    expect(h.session.refresh).not.toHaveBeenCalled();
    h.lastOpen().reject(new ApiError('malformed', 'bad body'));
    await flush();
    expect(h.phases.values.slice(-2)).toEqual(['opening', 'error invalid-response']);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
  });

  it('an open answered 404 is case-not-found', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(ApiError.http(404));
    await flush();
    expect(h.phases.values.at(-1)).toBe('error case-not-found');
  });

  it('any other failure is failed, with the api message', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(ApiError.http(500));
    await flush();
    expect(h.vm.phase).toEqual({ kind: 'error', error: 'failed', message: 'HTTP 500' });
  });

  it('retry after an error runs the whole flow again with one more open call', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().reject(new ApiError('malformed', 'bad body'));
    await flush();

    const retried = h.vm.tryAgainPressed();
    await flush();
    await retried;
    expect(h.api.getCase).toHaveBeenCalledTimes(2);
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCase).toHaveBeenCalledTimes(2);
    h.lastOpen().resolve(opening());
    await flush();
    h.clock.advance(11_000);
    await flush();
    expect(h.phases.values).toEqual([
      'loading', 'countdown 3', 'countdown 2', 'countdown 1', 'opening', 'error invalid-response',
      'loading', 'countdown 3', 'countdown 2', 'countdown 1', 'opening', 'spinning', 'result',
    ]);
  });

  it('retry outside the error screen does nothing', async () => {
    const h = setup();
    await toOpening(h);
    await h.vm.tryAgainPressed();
    await flush();
    h.clock.advance(5000);
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    expect(h.phases.values.at(-1)).toBe('opening');
  });

  it('a retry that finds the balance short now redirects to payment', async () => {
    const h = setup({ details: details({ price: 50 }) });
    await toOpening(h);
    h.lastOpen().reject(new ApiError('network', 'offline'));
    await flush();
    h.session.balance = 10; // the refresh showed the server had charged after all
    await h.vm.tryAgainPressed();
    await flush();
    expect(h.phases.values.slice(-3)).toEqual(['error failed', 'loading', 'redirect payment']);
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
  });
});

describe('OpeningViewModel: sounds and the profile', () => {
  it('preloads the tick and win sounds during the countdown, before the open call', async () => {
    const h = setup();
    h.mount();
    await flush();
    expect(h.sound.preload).toHaveBeenCalledWith(['tick', 'win']);
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('plays the win sound at the result when celebrating', async () => {
    const h = setup({ details: details({ price: 50 }) });
    await toOpening(h);
    h.lastOpen().resolve(opening({ win: { profit: '+20%' } }));
    await flush();
    h.clock.advance(10_999);
    expect(h.sound.play).not.toHaveBeenCalledWith('win', expect.anything());
    h.clock.advance(1);
    expect(h.sound.play).toHaveBeenCalledTimes(1);
    expect(h.sound.play).toHaveBeenCalledWith('win', { volume: 0.7 });
  });

  it('no win sound when the result is not celebrated', async () => {
    const h = setup();
    // 53 for a case of 50: 6 % over what was paid is not above 6 %.
    const phase = await toResult(h, opening({ win: { cost: 53, profit: '+6%' } }));
    expect(phase.celebrate).toBe(false);
    expect(h.sound.play).not.toHaveBeenCalled();
  });

  it('a low performance class keeps the sounds (spec §9) and gets lighter effects', async () => {
    const h = setup({ performanceClass: 'low' });
    const phase = await toResult(h, opening({ win: { profit: '+250%' } }));
    expect(phase.celebrate).toBe(true);
    expect(h.vm.lightEffects).toBe(true);
    expect(h.sound.preload).toHaveBeenCalledWith(['tick', 'win']);
    expect(h.sound.play).toHaveBeenCalledWith('win', { volume: 0.7 });
    expect(setup({ performanceClass: 'average' }).vm.lightEffects).toBe(false);
    expect(setup({ performanceClass: 'unknown' }).vm.lightEffects).toBe(false);
  });

  it('refreshes the profile once the result shows, not before', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().resolve(opening());
    await flush();
    h.clock.advance(10_999);
    expect(h.session.refresh).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('OpeningViewModel: selling the drop', () => {
  it('a double tap sends one sale; the button goes idle → selling → sold; a sold toast', async () => {
    const h = setup();
    await toResult(h, opening({ win: { cost: 60 }, inventoryId: 'inv-7' }));
    const first = h.vm.sell();
    const second = h.vm.sell();
    await second;
    // One question for the double tap, then one sale.
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(h.api.sellItem).toHaveBeenCalledTimes(1);
    expect(h.api.sellItem).toHaveBeenCalledWith('inv-7');
    expect(h.toaster.show).not.toHaveBeenCalled();
    h.lastSale().resolve({ balance: 1060 });
    await first;
    expect(h.saleStates.values).toEqual(['idle', 'selling', 'sold']);
    expect(h.toaster.show).toHaveBeenCalledTimes(1);
    expect(h.toaster.show).toHaveBeenCalledWith({ kind: 'success', message: { key: 'opening.soldToast', params: { value: 60, count: moneyCount(60) } } });
  });

  it('a tap after the sale sends nothing more', async () => {
    const h = setup();
    await toResult(h);
    const selling = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.lastSale().resolve({ balance: null });
    await selling;
    await h.vm.sell();
    expect(h.api.sellItem).toHaveBeenCalledTimes(1);
    expect(h.toaster.show).toHaveBeenCalledTimes(1);
  });

  it('without an inventory id: a sellNoItem toast and no call', async () => {
    const h = setup();
    await toResult(h, opening({ inventoryId: null }));
    await h.vm.sell();
    expect(h.api.sellItem).not.toHaveBeenCalled();
    expect(h.toaster.show).toHaveBeenCalledWith({ kind: 'error', message: { key: 'opening.sellNoItem' } });
    expect(h.saleStates.values).toEqual(['idle']);
  });

  it('a failed sale: a sellError toast, the profile refreshed, and selling may be tried again', async () => {
    const h = setup();
    await toResult(h);
    h.session.refresh.mockClear();
    const selling = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.lastSale().reject(ApiError.http(500));
    await selling;
    expect(h.toaster.show).toHaveBeenCalledWith({ kind: 'error', message: { key: 'opening.sellError' } });
    expect(h.session.refresh).toHaveBeenCalled();
    expect(h.saleStates.values).toEqual(['idle', 'selling', 'failed']);

    const again = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(2);
    h.lastSale().resolve({ balance: null });
    await again;
    expect(h.api.sellItem).toHaveBeenCalledTimes(2);
    expect(h.saleStates.values).toEqual(['idle', 'selling', 'failed', 'selling', 'sold']);
  });

  it('selling before the result sends nothing', async () => {
    const h = setup();
    await toOpening(h);
    await h.vm.sell();
    expect(h.api.sellItem).not.toHaveBeenCalled();
    expect(h.toaster.show).not.toHaveBeenCalled();
  });
});

describe('OpeningViewModel: what the view-model plans and shows (presentation owned here, not in a component)', () => {
  it('plans the spin from the random port when the screen builds the reels in the countdown, once: the winner row stops under the marker', async () => {
    const h = setup();
    expect(h.vm.spinPlan).toBeNull();
    h.mount();
    await flush();
    // Not in the Open tap's frame: the countdown is painted first, the reels come in the frames after.
    expect(h.vm.spinPlan).toBeNull();
    h.vm.reelsBuilt();
    const planned = h.vm.spinPlan;
    expect(planned).not.toBeNull();
    expect(Math.floor((planned!.distance + 240) / 96)).toBe(90);
    expect(planned!.ticks.length).toBeGreaterThan(20);
    h.clock.advance(2000);
    // Built again (a re-render, a remount of the stage): the same plan, not a new one.
    h.vm.reelsBuilt();
    expect(h.vm.spinPlan).toBe(planned);
  });

  it('plans nothing when no countdown began (a screen that opened on an answer or a result)', () => {
    const h = setup();
    h.vm.reelsBuilt();
    expect(h.vm.spinPlan).toBeNull();
  });

  it('the confetti shows for 3 s on a celebrated drop, not on a loss; a low-performance device gets it too (lighter)', async () => {
    const win = setup();
    await toResult(win, opening({ win: { cost: 60, profit: '+20%' } }));
    expect(win.vm.celebration.showing).toBe(true);
    win.clock.advance(3000);
    expect(win.vm.celebration.showing).toBe(false);

    const loss = setup();
    await toResult(loss, opening({ win: { cost: 10, profit: '-80%' } }));
    expect(loss.vm.celebration.showing).toBe(false);

    const low = setup({ performanceClass: 'low' });
    await toResult(low, opening({ win: { cost: 60, profit: '+20%' } }));
    expect(low.vm.celebration.showing).toBe(true);
    expect(low.vm.lightEffects).toBe(true);
  });

  it('unmounting ends the confetti at once', async () => {
    const h = setup();
    await toResult(h, opening({ win: { cost: 60, profit: '+20%' } }));
    h.unmount();
    expect(h.vm.celebration.showing).toBe(false);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('selling the drop does not replay the win sound or the result refresh', async () => {
    const h = setup();
    await toResult(h, opening({ win: { cost: 60, profit: '+20%' } }));
    const wins = () => h.sound.play.mock.calls.filter(([id]) => id === 'win').length;
    expect(wins()).toBe(1);
    const refreshes = h.session.refresh.mock.calls.length;
    const failed = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.lastSale().reject(ApiError.http(500));
    await failed;
    const sold = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(2);
    h.lastSale().resolve({ balance: null });
    await sold;
    expect(wins()).toBe(1);
    // One reload per sale attempt (the server's balance), nothing from the result itself.
    expect(h.session.refresh.mock.calls.length - refreshes).toBe(2);
  });
});

describe('OpeningViewModel: the reveal is felt', () => {
  it('inside the messenger: a success buzz for a celebrated drop, a medium tap for any other; outside: none', async () => {
    const win = setup({ insideMessenger: true });
    await toResult(win, opening({ win: { cost: 60, profit: '+20%' } }));
    expect(win.messenger.hapticNotification).toHaveBeenCalledWith('success');
    expect(win.messenger.hapticImpact).not.toHaveBeenCalledWith('medium');

    const loss = setup({ insideMessenger: true });
    await toResult(loss, opening({ win: { cost: 1, profit: '-80%' } }));
    expect(loss.messenger.hapticNotification).not.toHaveBeenCalled();
    expect(loss.messenger.hapticImpact).toHaveBeenCalledWith('medium');

    const browser = setup({ insideMessenger: false });
    await toResult(browser, opening({ win: { cost: 60, profit: '+20%' } }));
    expect(browser.messenger.hapticNotification).not.toHaveBeenCalled();
    expect(browser.messenger.hapticImpact).not.toHaveBeenCalled();
  });
});

describe('OpeningViewModel: sharing the drop', () => {
  it('opens the messenger’s share link with the drop’s name and worth and the app’s link', async () => {
    const h = setup();
    h.vm.share(); // nothing to share before the result
    expect(h.messenger.openTelegramLink).not.toHaveBeenCalled();
    await toResult(h, opening({ win: { name: 'AK-47 | Redline', cost: 60, profit: '+20%' } }));
    h.vm.share();
    expect(h.messenger.openTelegramLink).toHaveBeenCalledTimes(1);
    const link = new URL(h.messenger.openTelegramLink.mock.calls[0]![0]);
    expect(`${link.origin}${link.pathname}`).toBe('https://t.me/share/url');
    expect(link.searchParams.get('url')).toBe('https://t.me/cs2cases_bot');
    expect(link.searchParams.get('text')).toBe('opening.shareText{"name":"AK-47 | Redline","value":"60","count":60.001}');
  });
});

describe('OpeningViewModel: spin effects', () => {
  it('schedules one tick sound per plan tick still ahead of elapsedMs, on the audio clock', () => {
    const h = setup();
    startSpin(h, [0, 60, 100, 130, 250, 8990], 100);
    expect(h.sound.stopAll).toHaveBeenCalledTimes(1);
    expect(h.sound.play.mock.calls).toEqual([
      ['tick', { volume: 0.5, delaySeconds: 0 }],
      ['tick', { volume: 0.5, delaySeconds: 0.03 }],
      ['tick', { volume: 0.5, delaySeconds: 0.15 }],
      ['tick', { volume: 0.5, delaySeconds: 8.89 }],
    ]);
  });

  it('inside the messenger: a light haptic on the clock at each tick still ahead', () => {
    const h = setup({ insideMessenger: true });
    startSpin(h, [0, 60, 130, 250, 8990], 100);
    expect(h.messenger.hapticImpact).not.toHaveBeenCalled();
    h.clock.advance(30);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(1);
    expect(h.messenger.hapticImpact).toHaveBeenCalledWith('light');
    h.clock.advance(120);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(2);
    h.clock.advance(8739);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(2);
    h.clock.advance(1);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(3);
    // The one timer left marks the reel at rest, when its 10 s are up.
    expect(h.clock.pendingTimers).toBe(1);
    h.clock.advance(10_000 - 100 - 8890);
    expect(h.vm.reelStopped).toBe(true);
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(3);
  });

  it('outside the messenger: tick sounds but no haptics', () => {
    const h = setup({ insideMessenger: false });
    startSpin(h, [0, 500, 1000], 0);
    expect(h.sound.play).toHaveBeenCalledTimes(3);
    // No haptic timers: only the reel's rest.
    expect(h.clock.pendingTimers).toBe(1);
    h.clock.advance(2000);
    expect(h.messenger.hapticImpact).not.toHaveBeenCalled();
  });

  it('a low performance class keeps its ticks and haptics', () => {
    const h = setup({ performanceClass: 'low', insideMessenger: true });
    startSpin(h, [0, 500, 1000], 0);
    expect(h.sound.play).toHaveBeenCalledTimes(3);
    h.clock.advance(1000);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(3);
  });

  it('a second start replaces the first one’s haptics', () => {
    const h = setup();
    startSpin(h, [100, 200, 300], 0);
    startSpin(h, [100, 200, 300], 150);
    h.clock.advance(1000);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(2);
    expect(h.sound.stopAll).toHaveBeenCalledTimes(2);
  });

  it('during a real spin: the haptics run out before the result shows', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().resolve(opening());
    await flush();
    startSpin(h, [0, 50, 4000, 9000], 0);
    h.clock.advance(9000);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(4);
    expect(h.phases.values.at(-1)).toBe('spinning');
    h.clock.advance(2000);
    expect(h.phases.values.at(-1)).toBe('result');
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(4);
  });
});

describe('OpeningViewModel: mount and unmount', () => {
  it('unmounting during the countdown stops everything: no more phases, no open call, sounds stopped', async () => {
    const h = setup();
    h.mount();
    await flush();
    h.clock.advance(1000);
    expect(h.phases.values.at(-1)).toBe('countdown 2');
    h.unmount();
    expect(h.sound.stopAll).toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
    const before = [...h.phases.values];
    h.clock.advance(20_000);
    await flush();
    expect(h.phases.values).toEqual(before);
    expect(h.api.openCase).not.toHaveBeenCalled();
  });

  it('an answer that arrives after unmounting changes nothing and refreshes nothing', async () => {
    const h = setup();
    await toOpening(h);
    h.unmount();
    h.lastOpen().resolve(opening());
    await flush();
    h.clock.advance(20_000);
    await flush();
    expect(h.phases.values.at(-1)).toBe('opening');
    expect(h.session.refresh).not.toHaveBeenCalled();
    expect(h.sound.play).not.toHaveBeenCalled();
  });

  it('unmounting while spinning cancels the pending haptics and stops the sounds', async () => {
    const h = setup();
    await toOpening(h);
    h.lastOpen().resolve(opening());
    await flush();
    startSpin(h, [0, 1000, 2000, 3000], 0);
    h.clock.advance(1000);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(2);
    h.sound.stopAll.mockClear();
    h.unmount();
    expect(h.sound.stopAll).toHaveBeenCalledTimes(1);
    h.clock.advance(20_000);
    expect(h.messenger.hapticImpact).toHaveBeenCalledTimes(2);
    expect(h.phases.values.at(-1)).toBe('spinning');
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('a getCase failure that lands after unmounting changes nothing', async () => {
    const h = setup();
    const gate = deferred<CaseDetails>();
    h.api.getCase.mockImplementationOnce(() => gate.promise);
    h.mount();
    h.unmount();
    gate.reject(ApiError.http(404));
    await flush();
    expect(h.phases.values).toEqual(['loading']);
    expect(h.session.refresh).not.toHaveBeenCalled();
  });

  it('StrictMode (mount, unmount, mount): the second mount runs the whole flow with one open call', async () => {
    const h = setup();
    h.mount();
    h.unmount();
    h.mount();
    await flush();
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    h.lastOpen().resolve(opening());
    await flush();
    h.clock.advance(11_000);
    await flush();
    expect(h.phases.values).toEqual(['loading', 'countdown 3', 'countdown 2', 'countdown 1', 'opening', 'spinning', 'result']);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
  });

  it('StrictMode with known details: the countdown restarts from 3 and the flow completes', async () => {
    const h = setup({ known: details({ id: CASE_ID }) });
    h.mount();
    h.clock.advance(500);
    h.unmount();
    h.mount();
    h.clock.advance(2999);
    expect(h.api.openCase).not.toHaveBeenCalled();
    h.clock.advance(1);
    await flush();
    expect(h.api.openCase).toHaveBeenCalledTimes(1);
    h.lastOpen().resolve(opening());
    await flush();
    h.clock.advance(11_000);
    expect(h.phases.values).toEqual(['countdown 3', 'countdown 2', 'countdown 1', 'opening', 'spinning', 'result']);
  });

  it('the remounted view-model sells through the new flow', async () => {
    const h = setup();
    h.mount();
    h.unmount();
    await toResult(h);
    const selling = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.lastSale().resolve({ balance: null });
    await selling;
    expect(h.api.sellItem).toHaveBeenCalledTimes(1);
    expect(h.saleStates.values).toEqual(['idle', 'selling', 'sold']);
  });

  it('after unmounting, sell and retry do nothing', async () => {
    const h = setup();
    await toResult(h);
    h.unmount();
    await h.vm.sell();
    await h.vm.tryAgainPressed();
    expect(h.api.sellItem).not.toHaveBeenCalled();
    expect(h.api.getCase).toHaveBeenCalledTimes(1);
  });
});

describe('OpeningViewModel: the reveal cannot be lost (issue 17)', () => {
  const behaviour = (h: Harness) => h.guard.held;

  it('the messenger guard is held from the countdown until the drop shows, then released', async () => {
    const h = setup();
    const held = recordStates(() => h.vm.phase.kind);
    teardown.push(held.stop);
    expect(behaviour(h)).toBe(false);
    h.mount();
    await flush();
    expect(h.vm.phase.kind).toBe('countdown');
    expect(behaviour(h)).toBe(true);
    h.clock.advance(3000);
    await flush();
    h.lastOpen().resolve(opening());
    await flush();
    expect(behaviour(h)).toBe(true);
    h.clock.advance(11_000);
    expect(h.vm.phase.kind).toBe('result');
    expect(behaviour(h)).toBe(false);
  });

  it('released on an error and on unmount mid-spin', async () => {
    const failing = setup();
    await toOpening(failing);
    failing.lastOpen().reject(ApiError.http(500));
    await flush();
    expect(behaviour(failing)).toBe(false);

    const leaving = setup();
    await toOpening(leaving);
    leaving.lastOpen().resolve(opening());
    await flush();
    expect(behaviour(leaving)).toBe(true);
    leaving.unmount();
    expect(behaviour(leaving)).toBe(false);
  });

  it('Back skips only while the reel runs or its answer is on the way', async () => {
    const h = setup();
    h.mount();
    await flush();
    expect(h.vm.backSkips).toBe(false);
    h.clock.advance(3000);
    await flush();
    expect(h.vm.backSkips).toBe(true);
    h.lastOpen().resolve(opening());
    await flush();
    expect(h.vm.backSkips).toBe(true);
    h.vm.skipPressed();
    expect(h.vm.phase.kind).toBe('result');
    expect(h.vm.backSkips).toBe(false);
  });

  it('a reload mid-spin shows that drop on the next visit (no allow flag), and never opens again', async () => {
    const storage = mapStorage();
    const first = setup({ storage });
    await toOpening(first);
    first.lastOpen().resolve(opening({ win: { name: 'AK-47 | Redline', cost: 12, profit: '-76%' } }));
    await flush();
    first.unmount();

    const reloaded = setup({ storage, allowed: false });
    // The kept drop is shown as the server holds it.
    reloaded.api.getInventoryItem.mockResolvedValueOnce({
      id: 'inv-1', status: 'available', win: { name: 'AK-47 | Redline', img: null, cost: 12, penalty: null, soldUpgrader: false, winUpgrader: false, changed: false },
    });
    reloaded.mount();
    await flush();
    expect(reloaded.api.getInventoryItem).toHaveBeenCalledWith('inv-1');
    expect(reloaded.result().result.win.name).toBe('AK-47 | Redline');
    expect(reloaded.api.openCase).not.toHaveBeenCalled();
  });
});

describe('OpeningViewModel: a sale is confirmed first (issue 17)', () => {
  it('declined: no sale is sent, the button stays as it was, nothing is said', async () => {
    const h = setup({ declineSale: true });
    await toResult(h, opening({ win: { name: 'AWP | Asiimov', cost: 60 } }));
    await h.vm.sell();
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(h.api.sellItem).not.toHaveBeenCalled();
    expect(h.vm.sale).toBe('idle');
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('the popup names the skin and its worth, with a destructive confirm button', async () => {
    const h = setup();
    await toResult(h, opening({ win: { name: 'AWP | Asiimov', cost: 60 } }));
    void h.vm.sell();
    const params = h.messenger.showPopup.mock.calls[0]![0];
    expect(params.message).toContain('AWP | Asiimov');
    expect(params.message).toContain('60');
    expect(params.buttons).toEqual([
      { id: 'confirm', type: 'destructive', text: 'inventory.confirm.sell.button{"name":"AWP | Asiimov","value":"60","count":60.001}' },
      { id: 'cancel', type: 'cancel' },
    ]);
  });

  it('a sale the server announced with its own alert gets one toast: the client’s words where the alert only names the amount', async () => {
    const h = setup();
    await toResult(h, opening({ win: { cost: 37.59 } }));
    const selling = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.lastSale().resolve({ balance: 1060, alert: 'Продано за 37.59' });
    await selling;
    expect(h.vm.sale).toBe('sold');
    expect(h.toaster.show.mock.calls).toEqual([[{ kind: 'success', message: { key: 'opening.soldToast', params: { value: 37.59, count: 37.59 } } }]]);
  });

  it('a sale’s alert in words of its own is shown as the server wrote it, once', async () => {
    const h = setup();
    await toResult(h, opening({ win: { cost: 60 } }));
    const selling = h.vm.sell();
    await flush();
    h.lastSale().resolve({ balance: 1060, alert: 'Nice trade!' });
    await selling;
    expect(h.toaster.show.mock.calls).toEqual([[{ kind: 'success', message: { text: 'Nice trade!' } }]]);
  });

  it('a 403 on the sale: the transport said it; no sell error on top', async () => {
    const h = setup();
    await toResult(h);
    const selling = h.vm.sell();
    await flush(); // the player confirms the sale
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    h.lastSale().reject(ApiError.http(403));
    await selling;
    expect(h.vm.sale).toBe('failed');
    expect(h.toaster.show).not.toHaveBeenCalled();
  });
});

describe('OpeningViewModel: verifiable openings', () => {
  const FAIR = { commitment: 'c'.repeat(64), clientSeed: 'srv', nonce: 0, upgradeRule: null };

  it('hands the witness to the flow: refreshed during the countdown, the record begun, the seed sent, the record completed', async () => {
    const witness = {
      refresh: vi.fn(async () => {}),
      beginOpenings: vi.fn(() => [{ ref: 'r1', clientSeed: 'mine' }]),
      completeOpening: vi.fn(),
    };
    const h = setup({ details: details({ fairness: FAIR }), witness });
    await toOpening(h);
    expect(witness.refresh).toHaveBeenCalledWith(FAIR);
    expect(witness.beginOpenings).toHaveBeenCalledTimes(1);
    expect(witness.beginOpenings).toHaveBeenCalledWith(expect.objectContaining({ id: CASE_ID }), 1);
    expect(h.api.openCase).toHaveBeenCalledWith(CASE_ID, { clientSeed: 'mine' });
    const answer = opening();
    h.lastOpen().resolve(answer);
    await flush();
    expect(witness.completeOpening).toHaveBeenCalledWith('r1', answer);
  });
});

describe('OpeningViewModel: the reel staged on the whole screen', () => {
  async function toSpin(h: ReturnType<typeof setup>) {
    h.mount();
    await flush();
    // The screen builds the reels in the countdown's next frame.
    h.vm.reelsBuilt();
    h.clock.advance(3000);
    h.lastOpen().resolve(opening());
    await flush();
  }

  it('asks for full screen when the countdown starts and gives it back when the drop shows', async () => {
    const h = setup();
    h.mount();
    await flush();
    expect(h.messenger.requestFullscreen).toHaveBeenCalledTimes(1);
    h.clock.advance(3000);
    h.lastOpen().resolve(opening());
    await flush();
    expect(h.messenger.exitFullscreen).not.toHaveBeenCalled();
    h.clock.advance(11_000);
    await flush();
    expect(h.vm.phase.kind).toBe('result');
    expect(h.messenger.exitFullscreen).toHaveBeenCalledTimes(1);
    expect(h.messenger.requestFullscreen).toHaveBeenCalledTimes(1);
  });

  it('leaving mid-spin gives the screen back; an error does too', async () => {
    const left = setup();
    await toSpin(left);
    left.unmount();
    expect(left.messenger.exitFullscreen).toHaveBeenCalledTimes(1);
    const failed = setup();
    failed.mount();
    await flush();
    failed.clock.advance(3000);
    failed.lastOpen().reject(new Error('boom'));
    await flush();
    expect(failed.vm.phase.kind).toBe('error');
    expect(failed.messenger.exitFullscreen).toHaveBeenCalledTimes(1);
  });

  it('a player already in full screen, or a messenger without it, is not moved about', async () => {
    const already = setup({ fullscreen: true });
    await toSpin(already);
    already.clock.advance(11_000);
    await flush();
    expect(already.messenger.requestFullscreen).not.toHaveBeenCalled();
    expect(already.messenger.exitFullscreen).not.toHaveBeenCalled();
    const old = setup({ canFullscreen: false });
    await toSpin(old);
    expect(old.messenger.requestFullscreen).not.toHaveBeenCalled();
  });

  it('offers "Show the drop now" only while the reel moves, not in the second it rests before the drop shows', async () => {
    const h = setup();
    h.mount();
    await flush();
    h.vm.reelsBuilt();
    expect(h.vm.skipShown).toBe(false);
    h.clock.advance(3000);
    h.lastOpen().resolve(opening());
    await flush();
    expect(h.vm.skipShown).toBe(true);
    h.vm.spinStarted(0);
    h.clock.advance(9_999);
    expect(h.vm.skipShown).toBe(true);
    h.clock.advance(1);
    expect(h.vm.skipShown).toBe(false);
    expect(h.vm.phase.kind).toBe('spinning');
    h.clock.advance(1000);
    await flush();
    expect(h.vm.phase.kind).toBe('result');
  });

  it('a strip started late (the screen came back mid-spin) rests when its own 10 s are up', async () => {
    const h = setup();
    await toSpin(h);
    h.clock.advance(4000);
    h.vm.spinStarted(4000);
    h.clock.advance(5_999);
    expect(h.vm.skipShown).toBe(true);
    h.clock.advance(1);
    expect(h.vm.skipShown).toBe(false);
  });
});

describe('OpeningViewModel: a multi-open', () => {
  const drops = [
    opening({ win: { id: 's1', name: 'P90 | Elite Build', cost: 4.71 }, inventoryId: 'inv-1' }),
    opening({ win: { id: 's2', name: 'CZ75-Auto | Tigris', cost: 6.25 }, inventoryId: 'inv-2' }),
  ];

  it('plans a reel per case, opens them with one call, and shows them together', async () => {
    const h = setup({ details: details({ multiOpen: 5, price: 8 }), count: 2 });
    h.mount();
    await flush();
    h.vm.reelsBuilt();
    expect(h.vm.spinPlans).toHaveLength(2);
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCases).toHaveBeenCalledTimes(1);
    expect(h.api.openCase).not.toHaveBeenCalled();
    h.multiOpens[0]?.resolve(drops);
    await flush();
    h.clock.advance(11_000);
    await flush();
    expect(h.result().results.map((r) => r.inventoryId)).toEqual(['inv-1', 'inv-2']);
  });

  it('sells one drop of the sheet: its own confirmation, its own state, the other untouched', async () => {
    const h = setup({ details: details({ multiOpen: 5, price: 8 }), count: 2 });
    h.mount();
    await flush();
    h.clock.advance(3000);
    await flush();
    h.multiOpens[0]?.resolve(drops);
    await flush();
    h.clock.advance(11_000);
    await flush();
    const selling = h.vm.sellPressed('inv-2');
    await flush();
    expect(h.messenger.showPopup).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(h.messenger.showPopup.mock.calls[0]?.[0])).toContain('CZ75-Auto | Tigris');
    expect([h.vm.saleOf('inv-1'), h.vm.saleOf('inv-2')]).toEqual(['idle', 'selling']);
    // A second tap on the same drop sends nothing more.
    void h.vm.sellPressed('inv-2');
    h.lastSale().resolve({ balance: 1006.25 });
    await selling;
    await flush();
    expect(h.api.sellItem.mock.calls).toEqual([['inv-2']]);
    expect([h.vm.saleOf('inv-1'), h.vm.saleOf('inv-2')]).toEqual(['idle', 'sold']);
  });

  it('Try again after a failed multi call asks for the same count', async () => {
    const h = setup({ details: details({ multiOpen: 5, price: 8 }), count: 3 });
    h.mount();
    await flush();
    h.clock.advance(3000);
    await flush();
    h.multiOpens[0]?.reject(new ApiError('network', 'offline'));
    await flush();
    expect(h.vm.phase.kind).toBe('error');
    await h.vm.tryAgainPressed();
    h.clock.advance(3000);
    await flush();
    expect(h.api.openCases.mock.calls.map((c) => c[1])).toEqual([3, 3]);
  });
});

