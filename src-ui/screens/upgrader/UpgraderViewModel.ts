import { computedStruct, makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { UpgraderItem } from '@domain/model/upgrader';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger } from '@domain/ports/Messenger';
import type { Random } from '@domain/ports/Random';
import type { Sound } from '@domain/ports/Sound';
import type { Toaster } from '@domain/ports/Toaster';
import { hasHiddenMultipliers, multiplierValues, visibleMultipliers } from '@domain/features/upgrader/multipliers';
import { chanceColour, UPGRADER, type ChanceColour } from '@domain/features/upgrader/upgrader';
import { UpgraderFlow, type BackOutcome, type UpgraderState } from '@domain/features/upgrader/UpgraderFlow';
import type { SessionStore } from '@ui/stores/SessionStore';

export interface UpgraderViewModelDeps {
  readonly api: Pick<Api, 'getUpgraderItems' | 'getMultipliers' | 'getChance' | 'upgrade'>;
  readonly clock: Clock;
  readonly random: Random;
  readonly logger: Pick<Logger, 'error'>;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly sound: Sound;
  readonly messenger: Pick<Messenger, 'performanceClass' | 'isInsideMessenger' | 'hapticNotification' | 'hapticImpact'>;
  readonly session: Pick<SessionStore, 'refresh'>;
}

/**
 * The upgrader screen's view-model: runs the UpgraderFlow for one visit and the effects around
 * it (countdown ticks and the explosion on the audio clock, the win sound, haptics), which the
 * screen only renders.
 */
export class UpgraderViewModel {
  state: UpgraderState;
  private flow: UpgraderFlow;
  private flowDisposed = false;

  constructor(
    /** The case result's handoff (`{ donorId }` navigation state), read once when the screen opened. */
    private readonly handoffDonorId: string | null,
    private readonly deps: UpgraderViewModelDeps,
  ) {
    this.flow = this.createFlow();
    this.state = this.flow.state;
    makeAutoObservable<UpgraderViewModel, 'deps' | 'flow' | 'flowDisposed' | 'handoffDonorId' | 'effects' | 'createFlow'>(
      this,
      {
        deps: false, flow: false, flowDisposed: false, handoffDonorId: false, state: observableRef, effects: false, createFlow: false,
        phaseText: computedStruct,
      },
      { autoBind: true },
    );
  }

  /** Low-performance devices get neither confetti nor sounds. */
  get richEffects(): boolean {
    return this.deps.messenger.performanceClass !== 'low';
  }

  get step(): UpgraderState['step'] {
    return this.state.step;
  }

  /** The available items, priciest first. */
  get items(): UpgraderItem[] {
    return [...this.state.items].sort((a, b) => b.price - a.price);
  }

  get multiplierValues(): string[] {
    return this.state.multipliers ? multiplierValues(this.state.multipliers) : [];
  }

  get visibleMultipliers(): string[] {
    return visibleMultipliers(this.multiplierValues, this.state.showAllMultipliers);
  }

  get canToggleMultipliers(): boolean {
    return hasHiddenMultipliers(this.multiplierValues);
  }

  /** The targets the selected multiplier offers. */
  get targets(): readonly UpgraderItem[] {
    const { multipliers, multiplier } = this.state;
    if (!multipliers || multiplier === null) return [];
    return multipliers.multy[multiplier] ?? [];
  }

  get chanceColour(): ChanceColour | null {
    return this.state.chance === null ? null : chanceColour(this.state.chance);
  }

  get won(): boolean {
    return this.state.result?.win === true;
  }

  // Fine-grained reads for the wheel stage: each changes only when what it shows changes, so the
  // wheel's own transitions (spinning → settled) re-render nothing while the compositor turns it.

  get source(): UpgraderItem | null {
    return this.state.source;
  }

  get target(): UpgraderItem | null {
    return this.state.target;
  }

  get chance(): number | null {
    return this.state.chance;
  }

  get stop(): UpgraderState['stop'] {
    return this.state.stop;
  }

  get result(): UpgraderState['result'] {
    return this.state.result;
  }

  /** Clock time the spin starts (3 s countdown and 0.4 s after the answer), once the answer is in. */
  get spinStartsAt(): number | null {
    const at = this.state.answeredAt;
    return at === null ? null : at + UPGRADER.countdownSeconds * 1000 + UPGRADER.spinDelayMs;
  }

  /** True from the start of the spin on: the wheel turns once, to its stop. */
  get turned(): boolean {
    const kind = this.state.wheel?.kind;
    return kind === 'spinning' || kind === 'settled' || this.state.step === 5;
  }

  /** What the wheel's still centre shows: the countdown digit, the burst at zero, a spinner, or the chance. */
  get centre(): 'waiting' | 'exploded' | 'chance' | number {
    const wheel = this.state.wheel;
    if (wheel?.kind === 'countdown') return wheel.secondsLeft;
    if (wheel?.kind === 'waiting' || wheel?.kind === 'exploded') return wheel.kind;
    return 'chance';
  }

  /** The line under the wheel (and what screen readers hear): the countdown, waiting, spinning, the outcome. */
  get phaseText(): { readonly key: string; readonly seconds?: number } | null {
    const { step, wheel, result } = this.state;
    if (step === 5 && result) return { key: result.win ? 'upgrader.success' : 'upgrader.failure' };
    if (step !== 4 || !wheel) return null;
    if (wheel.kind === 'countdown') return { key: 'upgrader.countdown', seconds: wheel.secondsLeft };
    if (wheel.kind === 'waiting') return { key: 'upgrader.upgrading' };
    return { key: 'upgrader.spinning' };
  }

  mount(): () => void {
    // A remount (React's strict-mode double effect) starts a fresh flow: the old one is disposed.
    if (this.flowDisposed) {
      this.flow = this.createFlow();
      this.flowDisposed = false;
    }
    const flow = this.flow;
    let previous = flow.state;
    const unsubscribe = flow.subscribe((state) => {
      const before = previous;
      previous = state;
      runInAction(() => {
        this.state = state;
      });
      this.effects(before, state);
    });
    runInAction(() => {
      this.state = flow.state;
    });
    void flow.start(this.handoffDonorId);
    return () => {
      unsubscribe();
      flow.dispose();
      this.flowDisposed = true;
      this.deps.sound.stopAll();
    };
  }

  pickSource(item: UpgraderItem): void {
    void this.flow.pickSource(item);
  }

  retryItems(): void {
    void this.flow.loadItems();
  }

  retryMultipliers(): void {
    void this.flow.loadMultipliers();
  }

  selectMultiplier(value: string): void {
    this.flow.selectMultiplier(value);
  }

  toggleAllMultipliers(): void {
    this.flow.toggleAllMultipliers();
  }

  pickTarget(item: UpgraderItem): void {
    void this.flow.pickTarget(item);
  }

  upgrade(): void {
    void this.flow.upgrade();
  }

  again(): void {
    void this.flow.again();
  }

  back(): BackOutcome {
    return this.flow.back();
  }

  private createFlow(): UpgraderFlow {
    return new UpgraderFlow({
      api: this.deps.api,
      clock: this.deps.clock,
      random: this.deps.random,
      logger: this.deps.logger,
      toaster: this.deps.toaster,
      refreshProfile: () => this.deps.session.refresh(),
    });
  }

  private effects(before: UpgraderState, now: UpgraderState): void {
    const { sound, messenger } = this.deps;
    const rich = this.richEffects;
    if (now.step === 3 && before.step !== 3 && rich) void sound.preload(['tick', 'explosion', 'win']);
    // The whole countdown is scheduled on the audio clock when it starts: ticks at 3, 2, 1, the explosion at 0.
    if (now.wheel?.kind === 'countdown' && before.wheel?.kind !== 'countdown' && rich) {
      for (let second = 0; second < UPGRADER.countdownSeconds; second++) {
        sound.play('tick', { volume: UPGRADER.volumes.tick, delaySeconds: second });
      }
      sound.play('explosion', { volume: UPGRADER.volumes.explosion, delaySeconds: UPGRADER.countdownSeconds });
    }
    if (now.wheel?.kind === 'spinning' && before.wheel?.kind !== 'spinning') {
      performance.mark('upgrader:spin-start');
      if (messenger.isInsideMessenger) messenger.hapticImpact('heavy');
    }
    if (now.step === 5 && before.step !== 5) {
      if (now.result?.win && rich) sound.play('win', { volume: UPGRADER.volumes.win });
      if (messenger.isInsideMessenger) messenger.hapticNotification(now.result?.win ? 'success' : 'error');
    }
    if (now.step < 4 && before.step >= 4) sound.stopAll();
  }
}
