import { WELCOME_CASE_ID, type CaseDetails, type OpeningResult } from '@domain/model/case';
import { withRarity } from '@domain/model/rarity';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import { ApiError, isApiError } from '@domain/shared/ApiError';
import { Flow } from '@domain/shared/Flow';
import type { LimitReached } from '@domain/features/limits/limitCheck';
import type { SpendingGuard } from '@domain/features/limits/PlayerLimits';
import { buildRouletteStrip, type PendingStrip, type RouletteStrip } from './buildRouletteStrip';
import { chargeOf, OPENING, outcomeOf, type DropOutcome } from './opening';
import type { PendingReveals } from './PendingReveals';
import type { RollWitness } from '@domain/features/fairness/RollWitness';

/** The case errors of spec §8 shown on the case error screen, plus a plain failure. */
export type OpeningErrorKind = 'case-not-found' | 'no-cases' | 'invalid-response' | 'failed';

export type OpeningPhase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'redirect'; readonly to: 'cases' | 'payment' }
  | { readonly kind: 'countdown'; readonly secondsLeft: number; readonly details: CaseDetails; readonly strip: RouletteStrip }
  | { readonly kind: 'opening'; readonly details: CaseDetails; readonly strip: RouletteStrip }
  | {
      readonly kind: 'spinning';
      readonly details: CaseDetails;
      readonly result: OpeningResult;
      readonly strip: RouletteStrip;
      /** Clock time the answer arrived; the strip spins from here, the result shows 11 s later. */
      readonly answeredAt: number;
    }
  | ({
      readonly kind: 'result';
      readonly details: CaseDetails;
      readonly result: OpeningResult;
      readonly isWelcome: boolean;
    } & DropOutcome)
  /** After a reload: the drop kept on this device is being confirmed with the server before it is shown. */
  | { readonly kind: 'confirming'; readonly details: CaseDetails }
  /**
   * The drop kept on this device could not be confirmed: the server does not know it ('unknown', the
   * record is dropped) or could not be asked ('failed', kept for a retry).
   */
  | { readonly kind: 'unconfirmed'; readonly details: CaseDetails; readonly reason: 'unknown' | 'failed' }
  /** The player's own spending limit holds: nothing was sent; `reached` says which limit and when it resets. */
  | { readonly kind: 'limit'; readonly details: CaseDetails; readonly reached: LimitReached }
  /** The app was left while the open call was on its way: whether it went through is the inventory's to say. */
  | { readonly kind: 'interrupted'; readonly details: CaseDetails }
  | { readonly kind: 'error'; readonly error: OpeningErrorKind; readonly message: string | null };

export interface OpenCaseDeps {
  readonly api: Pick<Api, 'getCase' | 'openCase' | 'getInventoryItem'>;
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
  readonly witness?: Pick<RollWitness, 'refresh' | 'beginOpening' | 'completeOpening'>;
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
   * Begins an opening of `caseId`; `allowed` is the navigation state's allow flag. Details the
   * client already holds (from the case page) start the countdown at once, without a round trip.
   */
  async start(caseId: string, allowed: boolean, known?: CaseDetails | null): Promise<void> {
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
    if (details.skins.length === 0) {
      this.busy = false;
      this.set({ kind: 'error', error: 'no-cases', message: null });
      return;
    }
    // The player's own limit comes first: a player who may not spend is not sent to buy crystals.
    if (this.limitHolds(details)) return;
    const balance = this.deps.balance();
    if (details.id !== WELCOME_CASE_ID && (balance === null || balance < details.price)) {
      this.busy = false;
      this.set({ kind: 'redirect', to: 'payment' });
      return;
    }
    // The freshest commitment and nonce, fetched while the countdown runs: what the roll is held to.
    if (details.fairness) void this.deps.witness?.refresh(details.fairness);
    this.countdown(details, buildRouletteStrip(details.skins, this.deps.random), OPENING.countdownMs / 1000);
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
  async retry(caseId: string): Promise<void> {
    if (this.state.kind !== 'error') return;
    await this.start(caseId, true);
  }

  private countdown(details: CaseDetails, pending: PendingStrip, secondsLeft: number): void {
    if (secondsLeft <= 0) {
      void this.open(details, pending);
      return;
    }
    this.set({ kind: 'countdown', secondsLeft, details, strip: pending.strip });
    this.after(1000, () => this.countdown(details, pending, secondsLeft - 1));
  }

  private async open(details: CaseDetails, pending: PendingStrip): Promise<void> {
    if (this.disposed) return;
    // Asked again at the last moment: a spend elsewhere during the countdown counts too.
    if (this.limitHolds(details)) return;
    // A skip asked during an earlier, failed opening does not carry over to this one.
    this.skipRequested = false;
    this.set({ kind: 'opening', details, strip: pending.strip });
    this.openCalls++;
    const { reveals, clock } = this.deps;
    reveals.save({ caseId: details.id, details, result: null, at: clock.now() });
    // Only a server that publishes verifiable drops (a commitment with the case) is sent a seed, and
    // what the device saw is written down before the roll.
    const witnessed = details.fairness ? this.deps.witness?.beginOpening(details) ?? null : null;
    const before = this.deps.balance();
    let result: OpeningResult;
    try {
      result = await (witnessed ? this.deps.api.openCase(details.id, { clientSeed: witnessed.clientSeed }) : this.deps.api.openCase(details.id));
    } catch (error) {
      // The error screen says what happened and the balance is re-read: nothing left to reveal.
      reveals.clear();
      const kind = isApiError(error) && error.kind === 'malformed' ? 'invalid-response' : isApiError(error) && error.status === 404 ? 'case-not-found' : 'failed';
      this.fail(kind, error);
      return;
    }
    if (witnessed) this.deps.witness?.completeOpening(witnessed.ref, result);
    // What the server took, as far as the balance it reported with the answer says (never less than the price shown).
    const paid = chargeOf(details.price, before, this.deps.balance());
    // Kept even if the screen is gone by now: the drop is shown on the next visit.
    reveals.save({ caseId: details.id, details, result, at: clock.now(), paid });
    void this.countSpend(details, before, result);
    if (this.disposed) return;
    const strip = pending.placeWinner(withRarity({ name: result.win.name, img: result.win.img, price: result.win.cost }, result.win.rarity));
    this.set({ kind: 'spinning', details, result, strip, answeredAt: clock.now() });
    this.reveal = () => this.showResult(details, result, paid);
    const now = this.deps.reducedMotion || this.skipRequested;
    this.after(now ? 0 : this.deps.fast ? OPENING.fast.resultDelayMs : OPENING.resultDelayMs, this.reveal);
  }

  /**
   * The limits count what the server took: the balance before less the balance after. An answer
   * that carried no balance leaves it unchanged, and the server is asked once more.
   */
  private async countSpend(details: CaseDetails, before: number | null, result: OpeningResult): Promise<void> {
    const limits = this.deps.limits;
    if (!limits) return;
    let after = this.deps.balance();
    if (before !== null && after === before && this.deps.confirmBalance) after = await this.deps.confirmBalance().catch(() => after);
    limits.record({ kind: 'play', stake: chargeOf(details.price, before, after), won: result.win.cost, subject: details.id });
  }

  private showResult(details: CaseDetails, result: OpeningResult, paid: number): void {
    this.reveal = null;
    this.deps.reveals.clear();
    const isWelcome = details.id === WELCOME_CASE_ID;
    this.set({ kind: 'result', details, result, isWelcome, ...outcomeOf(result.win, paid, isWelcome) });
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
    void this.confirm(pending.details, pending.result, pending.paid ?? pending.details.price);
  }

  /** Shows a kept drop only as the server holds it: its own name, picture and value. */
  private async confirm(details: CaseDetails, claimed: OpeningResult, paid: number): Promise<void> {
    const itemId = claimed.inventoryId;
    if (!itemId) {
      this.deps.reveals.clear();
      this.set({ kind: 'unconfirmed', details, reason: 'unknown' });
      return;
    }
    this.set({ kind: 'confirming', details });
    let item;
    try {
      item = await this.deps.api.getInventoryItem(itemId);
    } catch (error) {
      if (this.disposed) return;
      const unknown = isApiError(error) && error.status === 404;
      if (unknown) this.deps.reveals.clear();
      this.set({ kind: 'unconfirmed', details, reason: unknown ? 'unknown' : 'failed' });
      return;
    }
    if (this.disposed) return;
    const win = { ...claimed.win, name: item.win.name ?? claimed.win.name, img: item.win.img ?? claimed.win.img, cost: item.win.cost };
    this.showResult(details, { ...claimed, win }, paid);
  }

  /** 'Try again' after a drop could not be confirmed: asks the server once more. */
  async retryConfirm(caseId: string): Promise<void> {
    if (this.state.kind !== 'unconfirmed' || this.state.reason !== 'failed') return;
    this.resume(caseId);
  }

  /** True (and the opening ends, nothing sent) when the player's own limit does not allow this case's price. */
  private limitHolds(details: CaseDetails): boolean {
    const check = this.deps.limits?.check('play', details.price, details.id);
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
