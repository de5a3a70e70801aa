import type { UpgradeResult, UpgraderItem } from '@domain/model/upgrader';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Logger } from '@domain/ports/Logger';
import type { Random } from '@domain/ports/Random';
import { toldByTransport } from '@domain/shared/ApiError';
import { Flow } from '@domain/shared/Flow';
import type { SpendingGuard } from '@domain/features/limits/PlayerLimits';
import type { RollWitness } from '@domain/features/fairness/RollWitness';
import { multiplierValues } from './multipliers';
import { UPGRADER } from './upgrader';
import { computeWheelStopAngle } from './computeWheelStopAngle';
import { INITIAL, PICKING, stakeOf, type BackOutcome, type UpgraderState, type UpgraderStep } from './upgraderState';

export type { BackOutcome, LoadStatus, UpgraderState, UpgraderStep, WheelPhase } from './upgraderState';

export interface UpgraderFlowDeps {
  readonly api: Pick<Api, 'getUpgraderItems' | 'getMultipliers' | 'getChance' | 'upgrade'>;
  readonly clock: Clock;
  readonly random: Random;
  readonly logger: Pick<Logger, 'error'>;
  /** With reduced motion the wheel does not spin: after the countdown it is shown at its stop, and the result follows. */
  readonly reducedMotion?: boolean;
  /** Reloads the player's profile ('Upgrade again', spec §4). */
  readonly refreshProfile: () => Promise<void>;
  /** The player's own limits: the stake (the source item's value) is asked before the call, told after (absent: no limits). */
  readonly limits?: SpendingGuard;
  /** What this device witnesses of a verifiable upgrade (absent: nothing recorded, no client seed sent). */
  readonly witness?: Pick<RollWitness, 'publishes' | 'refresh' | 'settled' | 'beginUpgrade' | 'completeUpgrade'> & Partial<Pick<RollWitness, 'upgradeRule'>>;
}

/**
 * The upgrader flow of spec §4 as a state machine. Every server answer is checked against the
 * state it was asked from, so a late answer never moves a flow that has gone elsewhere; one
 * upgrade call is made per confirmation however many taps arrive; timers run on the clock port
 * and stop on dispose — the server has applied the upgrade by then, so nothing is lost.
 */
export class UpgraderFlow extends Flow<UpgraderState> {
  /** Bumped on every step change; answers from an older generation are dropped. */
  private generation = 0;
  private itemsRequest = 0;
  private upgradeCalls = 0;

  constructor(private readonly deps: UpgraderFlowDeps) {
    super(INITIAL, deps.clock);
  }

  /** Upgrade calls made by this flow (tests and the one-call-per-confirmation rule). */
  get upgradeCallCount(): number {
    return this.upgradeCalls;
  }

  /**
   * Loads the available items. `donorId` is the case result's handoff: when that item is among
   * them, the flow starts at step 2 with it picked.
   */
  async start(donorId?: string | null): Promise<void> {
    await this.loadItems();
    // Without a handoff no item matches; past step 1 pickSource refuses it.
    if (this.disposed) return;
    const donor = this.state.items.find((item) => item.id === donorId);
    if (donor) await this.pickSource(donor);
  }

  /** (Re)loads the available items; the list already shown stays while a reload runs. */
  async loadItems(): Promise<void> {
    const request = ++this.itemsRequest;
    this.patch({ itemsStatus: this.state.itemsStatus === 'ready' ? 'ready' : 'loading' });
    try {
      const items = await this.deps.api.getUpgraderItems();
      if (this.disposed || request !== this.itemsRequest) return;
      this.patch({ items, itemsStatus: 'ready' });
    } catch (error) {
      if (this.disposed || request !== this.itemsRequest) return;
      this.deps.logger.error('Upgrader: could not load the available items', error);
      this.patch({ itemsStatus: this.state.itemsStatus === 'ready' ? 'ready' : 'error' });
    }
  }

  /** Step 1 → 2: the multipliers load and the smallest is preselected. */
  async pickSource(item: UpgraderItem): Promise<void> {
    if (this.state.step !== 1) return;
    this.moveTo(2, { ...PICKING, source: item });
    await this.loadMultipliers();
  }

  /** Loads (or retries) the multipliers of the picked source. */
  async loadMultipliers(): Promise<void> {
    const { step, source } = this.state;
    if (step !== 2 || !source) return;
    const generation = this.generation;
    this.patch({ multipliersStatus: 'loading' });
    try {
      const { witness } = this.deps;
      // The committed upgrade rule tells each target's chance on step 2: a device that has seen no commitment asks for one.
      const [multipliers] = await Promise.all([this.deps.api.getMultipliers(source.id), witness && !witness.publishes ? witness.refresh() : null]);
      if (!this.isCurrent(generation)) return;
      this.patch({ multipliers, multipliersStatus: 'ready', multiplier: multiplierValues(multipliers)[0] ?? null, upgradeRule: witness?.upgradeRule ?? null });
    } catch (error) {
      if (!this.isCurrent(generation)) return;
      this.deps.logger.error(`Upgrader: could not load the multipliers of item ${source.id}`, error);
      this.patch({ multipliersStatus: 'error' });
    }
  }

  selectMultiplier(value: string): void {
    const { step, multipliers, pendingTarget } = this.state;
    if (step !== 2 || !multipliers || pendingTarget || !multiplierValues(multipliers).includes(value)) return;
    this.patch({ multiplier: value });
  }

  /** 'Show all' and 'hide extra' (spec §5). */
  toggleAllMultipliers(): void {
    if (this.state.step !== 2) return;
    this.patch({ showAllMultipliers: !this.state.showAllMultipliers });
  }

  /** Step 2 → 3 once the chance is in; on failure it stays on step 2, logged only (spec §8). */
  async pickTarget(target: UpgraderItem): Promise<void> {
    const { step, source, pendingTarget } = this.state;
    if (step !== 2 || !source || pendingTarget) return;
    const generation = this.generation;
    this.patch({ pendingTarget: target });
    let chance: number;
    try {
      chance = (await this.deps.api.getChance(source.id, target.id)).chance;
    } catch (error) {
      if (!this.isCurrent(generation)) return;
      this.deps.logger.error(`Upgrader: could not load the chance of ${source.id} → ${target.id}`, error);
      this.patch({ pendingTarget: null });
      return;
    }
    if (!this.isCurrent(generation)) return;
    this.moveTo(3, { pendingTarget: null, target, chance, limit: null });
    // The freshest commitment before the roll: what a verifiable upgrade is held to.
    void this.deps.witness?.refresh();
  }

  /**
   * Step 3 → 4: one upgrade call. The answer is stored and the wheel starts its countdown; the
   * result shows 11.4 s after the answer. On failure the items and balance are reloaded first,
   * because a failure can hide an upgrade the server did make (an unreadable answer): the flow then
   * returns to step 3 (logged, spec §8) — or, if the server no longer holds the source, starts over.
   */
  async upgrade(): Promise<void> {
    const { step, source, target, chance } = this.state;
    if (step !== 3 || !source || !target) return;
    // The player's own limit: the stake is the item's value as the server states it. Refused, nothing is sent.
    const stake = stakeOf(source, this.state.multipliers);
    const check = this.deps.limits?.check('play', stake);
    if (check && !check.allowed) {
      this.patch({ limit: check.reached, failure: null });
      return;
    }
    this.moveTo(4, { wheel: { kind: 'waiting' }, failure: null, limit: null });
    const generation = this.generation;
    // The commitment asked for when the chance came in: a roll starts from the freshest state the device has.
    if (this.deps.witness) await this.deps.witness.settled();
    if (!this.isCurrent(generation)) return;
    this.upgradeCalls++;
    // What the device saw is written down before the roll; a server that publishes commitments gets the player's seed.
    const witness = this.deps.witness?.publishes ? this.deps.witness : undefined;
    const witnessed = witness?.beginUpgrade(
      { id: source.id, name: source.name, value: source.price }, { id: target.id, name: target.name, value: target.price }, chance ?? 0,
    ) ?? null;
    let result: UpgradeResult;
    try {
      result = await (witnessed ? this.deps.api.upgrade(source.id, target.id, { clientSeed: witnessed.clientSeed }) : this.deps.api.upgrade(source.id, target.id));
    } catch (error) {
      if (!this.isCurrent(generation)) return;
      this.deps.logger.error(`Upgrader: the upgrade of ${source.id} → ${target.id} failed`, error);
      // Still on step 4 (Back ignored) until the server's state decides where the player goes.
      const spent = await this.resync(source.id);
      if (!this.isCurrent(generation)) return;
      // The server no longer holds the source: it was staked, and counts against the limits (what came back is unknown).
      if (spent) this.deps.limits?.record({ kind: 'play', stake, won: 0 });
      if (spent) this.moveTo(1, { ...PICKING, failure: 'unconfirmed' });
      else this.moveTo(3, { wheel: null, failure: toldByTransport(error) ? 'reported' : 'failed' });
      return;
    }
    if (witnessed) witness?.completeUpgrade(witnessed.ref, result);
    // Counted even if the screen is gone by now: the server has made the upgrade.
    this.deps.limits?.record({ kind: 'play', stake, won: result.win ? target.price : 0 });
    if (!this.isCurrent(generation)) return;
    const stop = computeWheelStopAngle(result.chance, result.win, this.deps.random);
    this.patch({ result, chance: result.chance, stop, answeredAt: this.deps.clock.now() });
    this.countdown(UPGRADER.countdownSeconds);
  }

  /** Spec §2 Back: 2 → 1, 3 → 2, 1 leaves for /games; ignored during the spin; the result starts over. */
  back(): BackOutcome {
    switch (this.state.step) {
      case 1:
        return 'leave';
      case 2:
        this.moveTo(1, PICKING);
        return 'handled';
      case 3:
        this.moveTo(2, { target: null, chance: null, pendingTarget: null, limit: null });
        return 'handled';
      case 4:
        return 'ignored';
      case 5:
        void this.again();
        return 'handled';
    }
  }

  /** 'Upgrade again' (spec §4): back to step 1, the available items and the profile reloaded. */
  async again(): Promise<void> {
    if (this.state.step !== 5) return;
    this.moveTo(1, PICKING);
    await Promise.all([this.loadItems(), this.deps.refreshProfile().catch(() => {})]);
  }

  /**
   * After a failed upgrade: the server's items and balance decide what the player can still pick.
   * True when the server no longer holds the source — the upgrade was made, its answer was lost.
   */
  private async resync(sourceId: string): Promise<boolean> {
    await Promise.all([this.loadItems(), this.deps.refreshProfile().catch(() => {})]);
    // A reload that failed keeps the list shown, which holds the source: the player stays on step 3.
    return !this.state.items.some((item) => item.id === sourceId);
  }

  /** Leaving the screen: timers stop; whatever the server did stays done. */
  override dispose(): void {
    this.generation++;
    super.dispose();
  }

  /** The wheel's timers: a step change (moveTo) or leaving (dispose) cancels them, so they run only in their own step. */
  private countdown(secondsLeft: number): void {
    if (secondsLeft <= 0 && this.deps.reducedMotion) {
      // As the opening does: the countdown, then no spin — the wheel is shown at its stop.
      this.patch({ wheel: { kind: 'settled' } });
      this.after(UPGRADER.resultPauseMs, () => this.moveTo(5, {}));
      return;
    }
    if (secondsLeft <= 0) {
      this.patch({ wheel: { kind: 'exploded' } });
      this.after(UPGRADER.spinDelayMs, () => {
        this.patch({ wheel: { kind: 'spinning' } });
        this.after(UPGRADER.spinMs, () => {
          this.patch({ wheel: { kind: 'settled' } });
          this.after(UPGRADER.resultPauseMs, () => this.moveTo(5, {}));
        });
      });
      return;
    }
    this.patch({ wheel: { kind: 'countdown', secondsLeft } });
    this.after(1000, () => this.countdown(secondsLeft - 1));
  }

  private isCurrent(generation: number): boolean {
    return !this.disposed && generation === this.generation;
  }

  private moveTo(step: UpgraderStep, changes: Partial<UpgraderState>): void {
    this.generation++;
    this.cancelTimers();
    this.patch({ ...changes, step });
  }

  private patch(changes: Partial<UpgraderState>): void {
    this.set({ ...this.state, ...changes });
  }
}
