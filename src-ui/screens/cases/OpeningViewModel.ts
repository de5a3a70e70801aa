import { OpenCase, type OpeningPhase } from '@domain/features/cases/OpenCase';
import { OPENING } from '@domain/features/cases/opening';
import type { SpendingGuard } from '@domain/features/limits/PlayerLimits';
import { PendingReveals } from '@domain/features/cases/PendingReveals';
import type { RollWitness } from '@domain/features/fairness/RollWitness';
import { shareLink } from '@domain/features/fairness/receipt';
import type { Api } from '@domain/ports/Api';
import type { Cancel, Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';
import type { Random } from '@domain/ports/Random';
import type { Sound } from '@domain/ports/Sound';
import type { Storage } from '@domain/ports/Storage';
import type { Toaster } from '@ui/toasts/Toaster';
import { Celebration } from '@ui/effects/Celebration';
import { wantsLightEffects } from '@ui/effects/effectLevel';
import type { Texts } from '@ui/i18n/Texts';
import { FullscreenStage } from '@ui/navigation/FullscreenStage';
import { GuardSwitch, type MomentGuard } from '@ui/navigation/MomentGuard';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import { makeAutoObservable, observableRef, untracked } from 'mobx';
import { moneyCount } from '@ui/i18n/formatNumber';
import { DropSales, type SaleState } from './DropSales';
import { planSpin, STRIP_VIEWPORT_HEIGHT, type SpinPlan } from './spinPlan';

export type { SaleState } from './DropSales';

export interface OpeningViewModelDeps {
  readonly api: Pick<Api, 'getCase' | 'openCase' | 'openCases' | 'sellItem' | 'sendItem' | 'getInventoryItem'>;
  /** What this device witnesses of a verifiable opening (absent: nothing recorded). */
  readonly witness?: Pick<RollWitness, 'refresh' | 'beginOpenings' | 'completeOpening'>;
  readonly clock: Clock;
  readonly random: Random;
  readonly sound: Sound;
  /** Where an opening not yet revealed is kept (a reload mid-spin shows it). */
  readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>;
  readonly messenger: Pick<
    Messenger,
    'hapticImpact' | 'hapticNotification' | 'isInsideMessenger' | 'openTelegramLink' | 'performanceClass' | 'showPopup' | 'user'
    | 'canFullscreen' | 'isFullscreen' | 'requestFullscreen' | 'exitFullscreen'
  >;
  /** Held from the countdown until the drop is shown: no swipe-away, closing asks first. */
  readonly guard: Pick<MomentGuard, 'hold'>;
  readonly texts: Texts;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly session: Pick<SessionStore, 'balance' | 'refresh' | 'me'>;
  readonly cases: Pick<CasesStore, 'details'>;
  readonly reducedMotion: boolean;
  /** The player's own limits: asked before the open call, told of its answer; absent: none. */
  readonly limits?: SpendingGuard;
  /** The player's fast open, read once for this visit: a 3 s spin, the drop 4 s after the answer. */
  readonly fast?: boolean;
}

const TICK_VOLUME = 0.5;
const WIN_VOLUME = 0.7;

/**
 * The opening screen's view-model: the OpenCase flow for one visit, SellItem for the drop, and
 * the effects around them that the screen only renders — the spin plan and its ticks (sound on
 * the audio clock, a haptic each), the win sound and the confetti. Selling a drop is DropSales'
 * value move. A multi-open (`count` above 1) runs one reel per case and shows its drops together.
 */
export class OpeningViewModel {
  readonly opening: FlowBinding<OpenCase>;
  private readonly openCase: () => OpenCase;
  /** Selling the drops from the result screen, one sale per drop. */
  private readonly sales: DropSales;
  readonly celebration: Celebration;
  /** Where each reel stops and when the first ticks: planned when the reels are built, before the answer. */
  spinPlans: readonly SpinPlan[] = [];
  /** A countdown began whose reels are not planned yet (reelsBuilt plans them). */
  private plansDue = false;
  /** The reel has come to rest (its 10 s are up), though the drop is shown a little later (spec §9). */
  reelStopped = false;
  private effects: Cancel[] = [];
  private active = false;
  /** Held exactly while the value is in motion. */
  private readonly moment: GuardSwitch;
  /** The whole screen for the countdown and the spin, where the messenger has it. */
  private readonly stage: FullscreenStage;

  constructor(
    readonly caseId: string,
    /** The navigation state's allow flag, read once when the screen opened. */
    private readonly allowed: boolean,
    private readonly deps: OpeningViewModelDeps,
    /** How many of the case the player asked to open at once (the case decides whether it can). */
    private readonly count = 1,
  ) {
    const reveals = PendingReveals.of(deps.storage, deps.messenger.user, deps.clock);
    [this.opening, this.openCase] = FlowBinding.of(() => {
      const flow = new OpenCase({
        api: deps.api, clock: deps.clock, random: deps.random, balance: () => deps.session.balance, reducedMotion: deps.reducedMotion, reveals,
        limits: deps.limits, witness: deps.witness, fast: deps.fast,
        confirmBalance: async () => {
          await deps.session.refresh();
          return deps.session.balance;
        },
      });
      // The details the case page showed: the screen's first frame is the countdown (its timers start at mount).
      // Read untracked: the screen being drawn does not follow the balance or the limits for this.
      untracked(() => flow.prepare(caseId, allowed, deps.cases.details.get(caseId), count));
      return flow;
    });
    this.sales = new DropSales({ ...deps, drops: () => (this.phase.kind === 'result' && this.active ? this.phase.results : []) });
    this.celebration = new Celebration(deps.clock);
    this.moment = new GuardSwitch(deps.guard);
    this.stage = new FullscreenStage(deps.messenger);
    makeAutoObservable<OpeningViewModel, 'deps' | 'allowed' | 'count' | 'openCase' | 'sales' | 'effects' | 'active' | 'moment' | 'stage' | 'plansDue'>(
      this,
      {
        deps: false, allowed: false, count: false, caseId: false, opening: false, openCase: false, sales: false, celebration: false,
        effects: false, active: false, moment: false, stage: false, plansDue: false, spinPlans: observableRef,
      },
      { autoBind: true },
    );
  }

  get phase(): OpeningPhase {
    return this.opening.state;
  }

  /** Where the (first) reel stops and when it ticks. */
  get spinPlan(): SpinPlan | null {
    return this.spinPlans[0] ?? null;
  }

  /** The sell button of the drop (the first, the only one of a single opening). */
  get sale(): SaleState {
    return this.saleOf(this.phase.kind === 'result' ? this.phase.result.inventoryId : null);
  }

  /** The sell button of one drop of the result. */
  saleOf(itemId: string | null): SaleState {
    return this.sales.saleOf(itemId);
  }

  /** A LOW device's lighter effects (wantsLightEffects): the light confetti, a reel without glow or flash. */
  get lightEffects(): boolean {
    return wantsLightEffects(this.deps.messenger);
  }

  get reducedMotion(): boolean {
    return this.deps.reducedMotion;
  }

  /** While the reel runs (or its answer is on the way), Back shows the drop at once instead of leaving. */
  get backSkips(): boolean {
    return this.phase.kind === 'opening' || this.phase.kind === 'spinning';
  }

  /** "Show the drop now" is offered while the reel moves, not once it has stopped on the drop. */
  get skipShown(): boolean {
    return this.phase.kind === 'spinning' && !this.reelStopped;
  }

  mount(): () => void {
    this.active = true;
    const stopOpening = this.opening.mount(this.phaseChanged);
    // A prepared opening is in its countdown already: its effects (the guard, the stage, the spin plan) begin now.
    this.phaseChanged(this.phase, { kind: 'loading' });
    const stopDrop = this.sales.binding.mount();
    void this.openCase().start(this.caseId, this.allowed, this.deps.cases.details.get(this.caseId), this.count);
    return () => {
      this.active = false;
      stopOpening();
      stopDrop();
      this.stopEffects();
      this.celebration.stop();
      this.moment.set(false);
      this.stage.set(false);
    };
  }

  /**
   * The screen builds the reels (the frame after the countdown's): where each stops and when it
   * ticks is planned now, once per countdown — each reel its own overrun, so that several stop as
   * separate wheels would.
   */
  reelsBuilt(): void {
    const phase = this.phase;
    if (!this.plansDue || !('strips' in phase)) return;
    this.plansDue = false;
    this.spinPlans = phase.strips.map(() => planSpin(STRIP_VIEWPORT_HEIGHT, this.deps.random, this.deps.fast ? OPENING.fast.spinMs : undefined));
  }

  /** The strip started moving `elapsedMs` ago: ticks on the audio clock, a light haptic each. */
  spinStarted(elapsedMs = 0): void {
    this.stopEffects();
    const plan = this.spinPlan;
    if (!plan) return;
    this.reelStopped = false;
    this.effects.push(this.deps.clock.schedule(this.reelCameToRest, Math.max(0, plan.durationMs - elapsedMs)));
    const ahead = plan.ticks.map((at) => at - elapsedMs).filter((at) => at >= 0);
    for (const at of ahead) this.deps.sound.play('tick', { volume: TICK_VOLUME, delaySeconds: at / 1000 });
    if (this.deps.messenger.isInsideMessenger) {
      this.effects.push(...ahead.map((at) => this.deps.clock.schedule(() => this.deps.messenger.hapticImpact('light'), at)));
    }
  }

  private reelCameToRest(): void {
    this.reelStopped = true;
  }

  /**
   * Shares the drop through the messenger's share link: its name and worth, and the
   * app's link — the player's referral link when the server gave one.
   */
  share(): void {
    const phase = this.phase;
    if (phase.kind !== 'result') return;
    const { win } = phase.result;
    const text = this.deps.texts.t('opening.shareText', { name: win.name, value: this.deps.texts.money(win.cost), count: moneyCount(win.cost) });
    this.deps.messenger.openTelegramLink(shareLink(text, this.deps.session.me?.refLink));
  }

  /** Back while the reel runs: the drop is shown at once (the handler is on only then, see backSkips). */
  backPressed(): void {
    this.openCase().skip();
  }

  /** "Show the drop now" under the reel. */
  skipPressed(): void {
    this.openCase().skip();
  }

  /**
   * "Try again": after an error, the case is loaded and opened again; when a kept drop could not be
   * confirmed, the server is asked again whether it holds it.
   */
  async tryAgainPressed(): Promise<void> {
    const kind = this.phase.kind;
    if (kind === 'unconfirmed') await this.openCase().retryConfirm(this.caseId);
    else if (kind === 'error') await this.openCase().retry(this.caseId, this.count);
  }

  /** Sells the drop (the first, the only one of a single opening) for its cost: one sale however many taps. */
  sell(): Promise<void> {
    return this.sellPressed(this.phase.kind === 'result' ? this.phase.result.inventoryId : null);
  }

  /** "Sell" on one drop of the result (spec §2: sell for cost), behind a confirmation. */
  sellPressed(itemId: string | null): Promise<void> {
    return this.sales.sell(itemId);
  }

  private phaseChanged(phase: OpeningPhase, previous: OpeningPhase): void {
    if (phase.kind === previous.kind) return;
    const { sound, session } = this.deps;
    const staged = phase.kind === 'countdown' || phase.kind === 'opening' || phase.kind === 'spinning';
    this.moment.set(staged);
    this.stage.set(staged);
    if (phase.kind === 'countdown') {
      // Planned with the reels, once the countdown's first frame is painted (not in the Open tap's).
      this.spinPlans = [];
      this.plansDue = true;
      void sound.preload(['tick', 'win']);
    }
    if (phase.kind === 'spinning') performance.mark('opening:answer');
    if (phase.kind === 'result') {
      if (phase.celebrate) {
        sound.play('win', { volume: WIN_VOLUME });
        this.celebration.start();
      }
      // The reveal is felt too: a success buzz for a celebrated drop, a firm tap for any other.
      if (this.deps.messenger.isInsideMessenger) {
        if (phase.celebrate) this.deps.messenger.hapticNotification('success');
        else this.deps.messenger.hapticImpact('medium');
      }
      // The profile follows the server: balance, and the end of the first visit after the welcome case.
      void session.refresh();
    }
    // A failed open can hide a charge the server did make (an unreadable answer): its balance decides.
    if (phase.kind === 'error') void session.refresh();
  }


  private stopEffects(): void {
    for (const cancel of this.effects.splice(0)) cancel();
    this.deps.sound.stopAll();
  }
}
