import { hasHiddenMultipliers, multiplierValues, visibleMultipliers } from '@domain/features/upgrader/multipliers';
import { chanceColour, UPGRADER, type ChanceColour } from '@domain/features/upgrader/upgrader';
import { UpgraderFlow, type BackOutcome, type UpgraderFlowDeps, type UpgraderState } from '@domain/features/upgrader/UpgraderFlow';
import { stakeOf } from '@domain/features/upgrader/upgraderState';
import type { UpgraderItem } from '@domain/model/upgrader';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Logger } from '@domain/ports/Logger';
import type { Messenger } from '@domain/ports/Messenger';
import type { Random } from '@domain/ports/Random';
import type { Sound } from '@domain/ports/Sound';
import type { Toaster } from '@ui/toasts/Toaster';
import { Celebration } from '@ui/effects/Celebration';
import { wantsLightEffects } from '@ui/effects/effectLevel';
import { playUpgraderEffects } from './upgraderEffects';
import { targetChance, upgradeGain, type UpgradeGain } from '@domain/features/upgrader/upgradeFigures';
import { GuardSwitch, type MomentGuard } from '@ui/navigation/MomentGuard';
import type { SessionStore } from '@ui/stores/SessionStore';
import type { LimitsStore } from '@ui/stores/LimitsStore';
import type { LimitReached } from '@domain/features/limits/limitCheck';
import { upgradeExpectedValue } from '@domain/features/cases/caseOdds';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import { computedStruct, makeAutoObservable } from 'mobx';

export interface UpgraderViewModelDeps {
  readonly api: Pick<Api, 'getUpgraderItems' | 'getMultipliers' | 'getChance' | 'upgrade'>;
  /** What this device witnesses of a verifiable upgrade (absent: nothing recorded). */
  readonly witness?: UpgraderFlowDeps['witness'];
  readonly clock: Clock;
  readonly random: Random;
  readonly logger: Pick<Logger, 'error'>;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly sound: Sound;
  readonly messenger: Pick<Messenger, 'performanceClass' | 'isInsideMessenger' | 'hapticNotification' | 'hapticImpact'>;
  readonly session: Pick<SessionStore, 'refresh'>;
  /** Held through the countdown and the spin: no swipe-away, closing asks first. */
  readonly guard: Pick<MomentGuard, 'hold'>;
  readonly reducedMotion: boolean;
  /** The player's own limits: the stake is checked before the upgrade call; absent: none. */
  readonly limits?: Pick<LimitsStore, 'check' | 'record' | 'reached'>;
}

/**
 * The upgrader screen's view-model: the UpgraderFlow for one visit, what the screen shows of it
 * (computed here), and the effects around it (countdown ticks and the explosion on the audio
 * clock, the win sound, haptics, confetti, the failure toasts), which the screen only renders.
 */
export class UpgraderViewModel {
  readonly upgrader: FlowBinding<UpgraderFlow>;
  private readonly upgraderFlow: () => UpgraderFlow;
  readonly celebration: Celebration;
  /** Held exactly while the value is in motion. */
  private readonly moment: GuardSwitch;

  constructor(
    /** The case result's handoff (`{ donorId }` navigation state), read once when the screen opened. */
    private readonly handoffDonorId: string | null,
    private readonly deps: UpgraderViewModelDeps,
  ) {
    [this.upgrader, this.upgraderFlow] = FlowBinding.of(() => new UpgraderFlow({
      api: deps.api, clock: deps.clock, random: deps.random, logger: deps.logger, reducedMotion: deps.reducedMotion,
      refreshProfile: () => deps.session.refresh(),
      limits: deps.limits, witness: deps.witness,
    }));
    this.celebration = new Celebration(deps.clock);
    this.moment = new GuardSwitch(deps.guard);
    makeAutoObservable<UpgraderViewModel, 'deps' | 'handoffDonorId' | 'upgraderFlow' | 'moment'>(
      this,
      { deps: false, handoffDonorId: false, upgrader: false, upgraderFlow: false, celebration: false, moment: false, phaseText: computedStruct },
      { autoBind: true },
    );
  }

  get state(): UpgraderState {
    return this.upgrader.state;
  }

  /** Full visual effects; a LOW device gets the light ones (wantsLightEffects), with every sound. */
  get richEffects(): boolean {
    return !wantsLightEffects(this.deps.messenger);
  }

  get step(): UpgraderState['step'] {
    return this.state.step;
  }

  /** Step 1's items' loading status: a new value only when it changes, not at every step of the flow. */
  get itemsStatus(): UpgraderState['itemsStatus'] {
    return this.state.itemsStatus;
  }

  /** The flow's items: a new value only when the flow loads new ones (the state changes far more often). */
  get loadedItems(): readonly UpgraderItem[] {
    return this.state.items;
  }

  /** The available items, priciest first: sorted once per load, not at every step of the flow. */
  get items(): UpgraderItem[] {
    return [...this.loadedItems].sort((a, b) => b.price - a.price);
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

  /** Step 2: the chance `target` would give with the picked source, by the server's committed rule (null: it committed none). */
  chanceOf(target: UpgraderItem): number | null {
    const { upgradeRule, source, multipliers } = this.state;
    return source ? targetChance(upgradeRule, source, multipliers, target) : null;
  }

  /** Step 5 on a win: what the upgrade gained, in crystals and percent; null otherwise. */
  get gain(): UpgradeGain | null {
    const { result, source, target, multipliers } = this.state;
    return result?.win && source && target ? upgradeGain(source, multipliers, target) : null;
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

  /** The upgrade's expected value in crystals (chance × target price − source price); null until the chance is known. */
  get expectedValue(): number | null {
    const { source, target, chance } = this.state;
    return source && target && chance !== null ? upgradeExpectedValue(chance, target.price, source.price) : null;
  }

  /** Step 3: the player's own limit does not allow staking the source now — why, and when it does. */
  get limitReached(): LimitReached | null {
    const { step, source, limit, multipliers } = this.state;
    if (step !== 3 || !source) return null;
    return this.deps.limits ? this.deps.limits.reached('play', stakeOf(source, multipliers)) : limit;
  }

  get stop(): UpgraderState['stop'] {
    return this.state.stop;
  }

  /** The item staked in an upgrade whose answer carried a verifiable receipt: its Verify view; else null. */
  get verifiableItem(): string | null {
    const { result, source } = this.state;
    return result?.fairness && source ? source.id : null;
  }

  get result(): UpgraderState['result'] {
    return this.state.result;
  }

  /** Clock time the spin starts (3 s countdown and 0.4 s after the answer), once the answer is in. */
  get spinStartsAt(): number | null {
    const at = this.state.answeredAt;
    return at === null ? null : at + UPGRADER.countdownSeconds * 1000 + UPGRADER.spinDelayMs;
  }

  /** From now, how long until the spin starts (negative once it has): the wheel animation's delay. */
  spinStartsInMs(): number | null {
    const at = this.spinStartsAt;
    return at === null ? null : at - this.deps.clock.now();
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
    // Once the wheel has stopped, the line says where (not 'spinning' until the overlay comes).
    if ((step === 5 || wheel?.kind === 'settled') && result) return { key: result.win ? 'upgrader.success' : 'upgrader.failure' };
    if (step !== 4 || !wheel) return null;
    if (wheel.kind === 'countdown') return { key: 'upgrader.countdown', seconds: wheel.secondsLeft };
    if (wheel.kind === 'waiting') return { key: 'upgrader.upgrading' };
    // Zero: the burst, 0.4 s before the wheel moves — 'spinning' only once it turns.
    if (wheel.kind === 'exploded') return { key: 'upgrader.go' };
    return { key: 'upgrader.spinning' };
  }

  /** The burst at zero: drawn from the explosion through the spin (its animation plays once, then it is gone). */
  get burst(): boolean {
    const kind = this.state.wheel?.kind;
    return this.state.step === 4 && (kind === 'exploded' || kind === 'spinning');
  }

  // What the player did: the screen's only commands (each promise settles when the flow is done with it).

  /** The messenger's Back: 2 → 1, 3 → 2, ignored during the spin, the result starts over; 'leave' on step 1 (to /games). */
  backPressed(): BackOutcome {
    return this.upgraderFlow().back();
  }

  retryItemsPressed(): Promise<void> {
    return this.upgraderFlow().loadItems();
  }

  sourceTapped(item: UpgraderItem): Promise<void> {
    return this.upgraderFlow().pickSource(item);
  }

  retryMultipliersPressed(): Promise<void> {
    return this.upgraderFlow().loadMultipliers();
  }

  multiplierChosen(value: string): void {
    this.upgraderFlow().selectMultiplier(value);
  }

  allMultipliersToggled(): void {
    this.upgraderFlow().toggleAllMultipliers();
  }

  targetTapped(target: UpgraderItem): Promise<void> {
    return this.upgraderFlow().pickTarget(target);
  }

  upgradePressed(): Promise<void> {
    return this.upgraderFlow().upgrade();
  }

  /** Step 3's "Change the target": one step back, as Back. */
  changeTargetPressed(): void {
    this.upgraderFlow().back();
  }

  againPressed(): Promise<void> {
    return this.upgraderFlow().again();
  }

  mount(): () => void {
    const stop = this.upgrader.mount((now, before) => playUpgraderEffects(now, before, { ...this.deps, celebration: this.celebration, moment: this.moment }));
    void this.upgraderFlow().start(this.handoffDonorId);
    return () => {
      stop();
      this.deps.sound.stopAll();
      this.celebration.stop();
      this.moment.set(false);
    };
  }
}
