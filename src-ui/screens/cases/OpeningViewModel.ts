import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { OpenCase, type OpeningPhase, type SaleState } from '@domain/features/cases/OpenCase';
import type { SpinPlan } from '@domain/features/cases/spinPlan';
import type { Api } from '@domain/ports/Api';
import type { Cancel, Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';
import type { Random } from '@domain/ports/Random';
import type { Sound } from '@domain/ports/Sound';
import type { Toaster } from '@domain/ports/Toaster';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';

export interface OpeningViewModelDeps {
  readonly api: Pick<Api, 'getCase' | 'openCase' | 'sellItem'>;
  readonly clock: Clock;
  readonly random: Random;
  readonly sound: Sound;
  readonly messenger: Pick<Messenger, 'hapticImpact' | 'hapticNotification' | 'isInsideMessenger' | 'performanceClass'>;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly session: Pick<SessionStore, 'balance' | 'refresh'>;
  readonly cases: Pick<CasesStore, 'details'>;
  readonly reducedMotion: boolean;
}

const TICK_VOLUME = 0.5;

/**
 * The opening screen's view-model: runs the OpenCase use case for one visit, and the effects
 * around it (tick sounds on the audio clock, haptics, confetti) that the screen only renders.
 */
export class OpeningViewModel {
  phase: OpeningPhase = { kind: 'loading' };
  sale: SaleState = 'idle';
  private useCase: OpenCase | null = null;
  private effects: Cancel[] = [];

  constructor(
    readonly caseId: string,
    /** The navigation state's allow flag, read once when the screen opened. */
    private readonly allowed: boolean,
    private readonly deps: OpeningViewModelDeps,
  ) {
    makeAutoObservable<OpeningViewModel, 'deps' | 'useCase' | 'effects' | 'allowed'>(
      this,
      { deps: false, useCase: false, effects: false, allowed: false, phase: observableRef, caseId: false },
      { autoBind: true },
    );
  }

  /** Low-performance devices get neither confetti nor sounds. */
  get richEffects(): boolean {
    return this.deps.messenger.performanceClass !== 'low';
  }

  get reducedMotion(): boolean {
    return this.deps.reducedMotion;
  }

  mount(): () => void {
    const useCase = new OpenCase({
      api: this.deps.api,
      clock: this.deps.clock,
      random: this.deps.random,
      balance: () => this.deps.session.balance,
      reducedMotion: this.deps.reducedMotion,
    });
    this.useCase = useCase;
    const unsubscribe = useCase.subscribe((phase) => runInAction(() => {
      this.phase = phase;
      this.sale = useCase.saleState;
      if (phase.kind === 'spinning') performance.mark('opening:answer');
      if (phase.kind === 'countdown' && this.richEffects) void this.deps.sound.preload(['tick', 'win']);
      if (phase.kind === 'result') {
        if (phase.celebrate && this.richEffects) this.deps.sound.play('win', { volume: 0.7 });
        // The profile follows the server: balance, and the end of the first visit after the welcome case.
        void this.deps.session.refresh();
      }
      // A failed open can hide a charge the server did make (an unreadable answer): its balance decides.
      if (phase.kind === 'error') void this.deps.session.refresh();
    }));
    void useCase.start(this.caseId, this.allowed, this.deps.cases.details.get(this.caseId));
    return () => {
      unsubscribe();
      useCase.dispose();
      this.stopEffects();
      if (this.useCase === useCase) this.useCase = null;
    };
  }

  /** Called by the strip when it starts moving: ticks on the audio clock, a light haptic each. */
  spinStarted(plan: SpinPlan, elapsedMs = 0): void {
    this.stopEffects();
    if (!this.richEffects) return;
    const ahead = plan.ticks.map((at) => at - elapsedMs).filter((at) => at >= 0);
    for (const at of ahead) this.deps.sound.play('tick', { volume: TICK_VOLUME, delaySeconds: at / 1000 });
    if (this.deps.messenger.isInsideMessenger) {
      this.effects = ahead.map((at) => this.deps.clock.schedule(() => this.deps.messenger.hapticImpact('light'), at));
    }
  }

  async retry(): Promise<void> {
    await this.useCase?.retry(this.caseId);
  }

  async sell(): Promise<void> {
    const useCase = this.useCase;
    if (!useCase) return;
    const phase = this.phase;
    const outcome = await useCase.sell();
    if (outcome === 'no-inventory-id') {
      this.deps.toaster.show({ kind: 'error', message: { key: 'opening.sellNoItem' } });
    } else if (outcome === 'failed') {
      this.deps.toaster.show({ kind: 'error', message: { key: 'opening.sellError' } });
      void this.deps.session.refresh();
    } else if (outcome === 'sold' && phase.kind === 'result') {
      this.deps.toaster.show({ kind: 'success', message: { key: 'opening.soldToast', params: { value: phase.result.win.cost } } });
    }
  }

  private stopEffects(): void {
    for (const cancel of this.effects.splice(0)) cancel();
    this.deps.sound.stopAll();
  }
}
