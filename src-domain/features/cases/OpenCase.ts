import { WELCOME_CASE_ID, type CaseDetails, type OpeningResult } from '@domain/model/case';
import { withRarity } from '@domain/model/rarity';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import { ApiError, isApiError } from '@domain/shared/ApiError';
import { Flow } from '@domain/shared/Flow';
import type { SpendingGuard } from '@domain/features/limits/PlayerLimits';
import { buildRouletteStrip, type PendingStrip } from './buildRouletteStrip';
import { allowedCount, chargeOf, dropsTotal, limitSubject, OPENING, outcomeOf, stakeOf } from './opening';
import { callOpen } from './openCall';
import { confirmDrops } from './confirmDrops';
import { dropsOf, reelsOf, type OpeningErrorKind, type OpeningPhase } from './openingPhase';
import type { PendingReveals } from './PendingReveals';
import type { RollWitness } from '@domain/features/fairness/RollWitness';

export type { OpeningErrorKind, OpeningPhase } from './openingPhase';

export interface OpenCaseDeps {
  readonly api: Pick<Api, 'getCase' | 'openCase' | 'openCases' | 'getInventoryItem'>;
  readonly clock: Clock;
  readonly random: Random;
  /** The balance the client knows, or null while unknown. */
  readonly balance: () => number | null;
  /** With reduced motion the result is revealed as soon as it arrives, without the long spin. */
  readonly reducedMotion?: boolean;
  /** Where an opening not yet revealed is kept, so that it survives a reload or a closed app. */
  readonly reveals: Pick<PendingReveals, 'load' | 'save' | 'clear'>;
  /** The player's own limits: asked before the open call, told what the server took (absent: no limits). */
  readonly limits?: SpendingGuard;
  /**
   * Reads the balance from the server again, for an answer that carried none: what the opening took
   * is the balance before less the balance after (absent: the price shown is what it took).
   */
  readonly confirmBalance?: () => Promise<number | null>;
  /** What this device witnesses of a verifiable opening (absent: nothing is recorded, no client seed sent). */
  readonly witness?: Pick<RollWitness, 'refresh' | 'beginOpenings' | 'completeOpening'>;
  /** The player's fast open: the drop shows OPENING.fast.resultDelayMs after the answer instead of spec §9's 11 s. */
  readonly fast?: boolean;
}

/**
 * OpenCase (spec §4 "case opening", §5 opening rules): the allow flag and balance checks, the
 * 3 s countdown while the strip is laid out, exactly one open call, the result held back 11 s
 * after the answer. The reel presents a draw the server has already made, so the player may skip
 * it; and from the open call until the result shows, the opening is kept as a pending reveal: a
 * visit without the allow flag shows it (never a second charge). Selling or keeping the drop is
 * the item's business (SellItem). Time is the clock port's; nothing here knows about screens.
 */
export class OpenCase extends Flow<OpeningPhase> {
  private openCalls = 0;
  /** Set from start until the opening ends in an error or a redirect: one opening at a time. */
  private busy = false;
  /** Skip was asked for before the answer arrived: it is revealed at once. */
  private skipRequested = false;
  private reveal: (() => void) | null = null;
  /** What `start` runs after `prepare` took the first step. */
  private prepared: (() => void) | null = null;

  constructor(private readonly deps: OpenCaseDeps) {
    super({ kind: 'loading' }, deps.clock);
  }

  get phase(): OpeningPhase {
    return this.state;
  }

  /** How many open calls this opening made (never more than one per start or retry). */
  get openCallCount(): number {
    return this.openCalls;
  }

  /**
   * The opening's first step taken at once, without a timer or a call: with the allow flag and the
   * details the client already holds, the checks, the reels and the countdown's first second — so
   * that a screen's first frame shows the countdown. `start` goes on from there (a flow not
   * prepared, or prepared for nothing, starts as before).
   */
  prepare(caseId: string, allowed: boolean, known?: CaseDetails | null, count = 1): void {
    if (this.busy || this.disposed || !allowed || !known || known.id !== caseId) return;
    this.busy = true;
    this.prepared = this.begin(known, count);
  }

  /**
   * Begins an opening of `caseId`; `allowed` is the navigation state's allow flag. Details the
   * client already holds (from the case page) start the countdown at once, without a round trip.
   * `count` cases are opened in one call where the case offers it (multi-open), else one.
   */
  async start(caseId: string, allowed: boolean, known?: CaseDetails | null, count = 1): Promise<void> {
    const prepared = this.prepared;
    if (prepared) {
      this.prepared = null;
      if (!this.disposed) prepared();
      return;
    }
    if (this.busy || this.disposed) return;
    if (!allowed) {
      this.resume(caseId);
      return;
    }
    this.busy = true;
    let details: CaseDetails;
    if (known && known.id === caseId) {
      details = known;
    } else {
      this.set({ kind: 'loading' });
      try {
        details = await this.deps.api.getCase(caseId);
      } catch (error) {
        this.fail(isApiError(error) && error.status === 404 ? 'case-not-found' : 'failed', error);
        return;
      }
    }
    if (this.disposed) return;
    this.begin(details, count)();
  }

  /**
   * The checks before any call, then the reels and the countdown's first second. Returns what runs
   * the countdown on (nothing when a check ended the opening).
   */
  private begin(details: CaseDetails, count: number): () => void {
    const none = () => {};
    if (details.skins.length === 0) {
      this.busy = false;
      this.set({ kind: 'error', error: 'no-cases', message: null });
      return none;
    }
    const n = allowedCount(details, count);
    // The player's own limit comes first (the whole stake): a player who may not spend is not sent to buy crystals.
    if (this.limitHolds(details, n)) return none;
    const balance = this.deps.balance();
    if (details.id !== WELCOME_CASE_ID && (balance === null || balance < stakeOf(details.price, n))) {
      this.busy = false;
      this.set({ kind: 'redirect', to: 'payment' });
      return none;
    }
    const reels = Array.from({ length: n }, () => buildRouletteStrip(details.skins, this.deps.random));
    const seconds = OPENING.countdownMs / 1000;
    this.set({ kind: 'countdown', secondsLeft: seconds, details, ...reelsOf(reels.map((p) => p.strip)) });
    return () => {
      // The freshest commitment and nonce, fetched while the countdown runs: what the roll is held to.
      // In a task of its own: the tap that shows the countdown neither reads the announcements nor calls.
      const fairness = details.fairness;
      if (fairness) this.after(0, () => void this.deps.witness?.refresh(fairness));
      this.after(1000, () => this.countdown(details, reels, seconds - 1));
    };
  }

  /**
   * Back while the reel runs (spec §2 allows a screen its own Back): the drop is shown now instead
   * of after the spin. Asked while the answer is on its way, it is shown as soon as it arrives.
   */
  skip(): void {
    if (this.state.kind === 'opening') this.skipRequested = true;
    if (this.state.kind !== 'spinning' || !this.reveal) return;
    this.cancelTimers();
    this.reveal();
  }

  /** Try again from the error screen: the same case, one more open call at most. */
  async retry(caseId: string, count = 1): Promise<void> {
    if (this.state.kind !== 'error') return;
    await this.start(caseId, true, null, count);
  }

  private countdown(details: CaseDetails, pending: readonly PendingStrip[], secondsLeft: number): void {
    if (secondsLeft <= 0) {
      void this.open(details, pending);
      return;
    }
    this.set({ kind: 'countdown', secondsLeft, details, ...reelsOf(pending.map((p) => p.strip)) });
    this.after(1000, () => this.countdown(details, pending, secondsLeft - 1));
  }

  private async open(details: CaseDetails, pending: readonly PendingStrip[]): Promise<void> {
    if (this.disposed) return;
    const asked = pending.length;
    // Asked again at the last moment: a spend elsewhere during the countdown counts too.
    if (this.limitHolds(details, asked)) return;
    // A skip asked during an earlier, failed opening does not carry over to this one.
    this.skipRequested = false;
    this.set({ kind: 'opening', details, ...reelsOf(pending.map((p) => p.strip)) });
    this.openCalls++;
    const { reveals, clock } = this.deps;
    reveals.save({ caseId: details.id, details, result: null, at: clock.now() });
    const before = this.deps.balance();
    let results: readonly OpeningResult[];
    try {
      // Only a server that publishes verifiable drops is sent a seed; what the device saw is written down before the roll.
      results = await callOpen(this.deps, details, asked);
    } catch (error) {
      // The error screen says what happened and the balance is re-read: nothing left to reveal.
      reveals.clear();
      const kind = isApiError(error) && error.kind === 'malformed' ? 'invalid-response' : isApiError(error) && error.status === 404 ? 'case-not-found' : 'failed';
      this.fail(kind, error);
      return;
    }
    // What the server took, as far as the balance it reported with the answer says (never less than the prices shown).
    const paid = chargeOf(stakeOf(details.price, results.length), before, this.deps.balance());
    // Kept even if the screen is gone by now: the drops are shown on the next visit.
    reveals.save({ caseId: details.id, details, ...dropsOf(results), at: clock.now(), paid, ...(asked > results.length ? { asked } : {}) });
    void this.countSpend(details, before, results, asked);
    if (this.disposed) return;
    const strips = results.map((result, i) => (pending[i] as PendingStrip).placeWinner(
      withRarity({ name: result.win.name, img: result.win.img, price: result.win.cost }, result.win.rarity),
    ));
    this.set({ kind: 'spinning', details, ...dropsOf(results), ...reelsOf(strips), answeredAt: clock.now() });
    this.reveal = () => this.showResult(details, results, paid, asked);
    const now = this.deps.reducedMotion || this.skipRequested;
    this.after(now ? 0 : this.deps.fast ? OPENING.fast.resultDelayMs : OPENING.resultDelayMs, this.reveal);
  }

  /**
   * The limits count what the server took: the balance before less the balance after. An answer
   * that carried no balance leaves it unchanged, and the server is asked once more.
   */
  private async countSpend(details: CaseDetails, before: number | null, results: readonly OpeningResult[], asked: number): Promise<void> {
    const limits = this.deps.limits;
    if (!limits) return;
    let after = this.deps.balance();
    if (before !== null && after === before && this.deps.confirmBalance) after = await this.deps.confirmBalance().catch(() => after);
    limits.record({ kind: 'play', stake: chargeOf(stakeOf(details.price, results.length), before, after), won: dropsTotal(results), subject: limitSubject(details.id, asked) });
  }

  private showResult(details: CaseDetails, results: readonly OpeningResult[], paid: number, asked: number): void {
    this.reveal = null;
    this.deps.reveals.clear();
    const isWelcome = details.id === WELCOME_CASE_ID;
    // One drop is reckoned as itself (the server's label kept for a free one); several by their total.
    const outcome = results.length === 1 ? outcomeOf((results[0] as OpeningResult).win, paid, isWelcome) : outcomeOf({ cost: dropsTotal(results), profit: '' }, paid, isWelcome);
    this.set({ kind: 'result', details, ...dropsOf(results), isWelcome, paid, asked, ...outcome });
  }

  /**
   * A visit without the allow flag: an opening of this case not yet revealed is shown — once the
   * server confirms the drop (a record on the device is a claim, not a drop); else to the cases.
   */
  private resume(caseId: string): void {
    const pending = this.deps.reveals.load();
    if (!pending || pending.caseId !== caseId) {
      this.set({ kind: 'redirect', to: 'cases' });
      return;
    }
    if (!pending.result) {
      this.deps.reveals.clear();
      this.set({ kind: 'interrupted', details: pending.details });
      return;
    }
    const claimed = pending.results ?? [pending.result];
    void this.confirm(pending.details, claimed, pending.paid ?? stakeOf(pending.details.price, claimed.length), pending.asked ?? claimed.length);
  }

  /** Shows kept drops only as the server holds them: their own names, pictures and values. */
  private async confirm(details: CaseDetails, claimed: readonly OpeningResult[], paid: number, asked: number): Promise<void> {
    this.set({ kind: 'confirming', details });
    const answer = await confirmDrops(this.deps.api, claimed);
    if (answer.kind === 'unknown') this.deps.reveals.clear();
    if (this.disposed) return;
    if (answer.kind === 'confirmed') this.showResult(details, answer.results, paid, asked);
    else this.set({ kind: 'unconfirmed', details, reason: answer.kind });
  }

  /** 'Try again' after a drop could not be confirmed: asks the server once more. */
  async retryConfirm(caseId: string): Promise<void> {
    if (this.state.kind !== 'unconfirmed' || this.state.reason !== 'failed') return;
    this.resume(caseId);
  }

  /** True (and the opening ends, nothing sent) when the player's own limit does not allow the whole stake. */
  private limitHolds(details: CaseDetails, count: number): boolean {
    const check = this.deps.limits?.check('play', stakeOf(details.price, count), limitSubject(details.id, count));
    if (!check || check.allowed) return false;
    this.busy = false;
    this.set({ kind: 'limit', details, reached: check.reached });
    return true;
  }

  private fail(kind: OpeningErrorKind, error: unknown): void {
    this.busy = false;
    const message = error instanceof ApiError && kind === 'failed' ? error.message : null;
    this.set({ kind: 'error', error: kind, message });
  }
}
