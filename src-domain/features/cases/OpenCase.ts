import { ApiError, isApiError } from '@domain/shared/ApiError';
import { WELCOME_CASE_ID, type CaseDetails, type OpeningResult, type Skin } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import type { Cancel, Clock } from '@domain/ports/Clock';
import type { Random } from '@domain/ports/Random';
import { OPENING, parseProfitPercent, profitPercent, shouldCelebrate } from './opening';
import { fillStrip, placeWinner, type RouletteStrip } from './rouletteStrip';

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
      /** Clock time the answer arrived; the strip spins for 10 s from here, the result shows at 11 s. */
      readonly answeredAt: number;
    }
  | {
      readonly kind: 'result';
      readonly details: CaseDetails;
      readonly result: OpeningResult;
      readonly strip: RouletteStrip;
      readonly profitPercent: number | null;
      readonly celebrate: boolean;
      readonly isWelcome: boolean;
    }
  | { readonly kind: 'error'; readonly error: OpeningErrorKind; readonly message: string | null };

export type SaleState = 'idle' | 'selling' | 'sold' | 'failed';

export interface OpenCaseDeps {
  readonly api: Pick<Api, 'getCase' | 'openCase' | 'sellItem'>;
  readonly clock: Clock;
  readonly random: Random;
  /** The balance the client knows, or null while unknown. */
  readonly balance: () => number | null;
  /** With reduced motion the result is revealed as soon as it arrives, without the long spin. */
  readonly reducedMotion?: boolean;
}

/**
 * OpenCase (spec §4 "case opening", §5 opening rules): the allow flag and balance checks, the
 * 3 s countdown, exactly one open call, the result held back 11 s after the answer, then sell
 * or keep. Time is the clock port's; nothing here knows about screens.
 */
export class OpenCase {
  private current: OpeningPhase = { kind: 'loading' };
  private readonly listeners = new Set<(phase: OpeningPhase) => void>();
  private readonly timers: Cancel[] = [];
  private openCalls = 0;
  private disposed = false;
  private sale: SaleState = 'idle';
  /** Set from start until the opening ends in an error or a redirect: one opening at a time. */
  private busy = false;

  constructor(private readonly deps: OpenCaseDeps) {}

  get phase(): OpeningPhase {
    return this.current;
  }

  get saleState(): SaleState {
    return this.sale;
  }

  /** How many open calls this opening made (never more than one per start or retry). */
  get openCallCount(): number {
    return this.openCalls;
  }

  subscribe(listener: (phase: OpeningPhase) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Begins an opening of `caseId`; `allowed` is the navigation state's allow flag. Details the
   * client already holds (from the case page) start the countdown at once, without a round trip.
   */
  async start(caseId: string, allowed: boolean, known?: CaseDetails | null): Promise<void> {
    if (this.busy) return;
    if (!allowed) {
      this.set({ kind: 'redirect', to: 'cases' });
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
    const balance = this.deps.balance();
    if (details.id !== WELCOME_CASE_ID && (balance === null || balance < details.price)) {
      this.busy = false;
      this.set({ kind: 'redirect', to: 'payment' });
      return;
    }
    // The strip is laid out during the countdown; the answer only places the winner.
    this.countdown(details, fillStrip(details.skins, this.deps.random), OPENING.countdownMs / 1000);
  }

  /** Try again from the error screen: the same case, one more open call at most. */
  async retry(caseId: string): Promise<void> {
    if (this.current.kind !== 'error') return;
    await this.start(caseId, true);
  }

  /** Sells the won item for its cost; a second tap while selling sends nothing. */
  async sell(): Promise<'sold' | 'no-inventory-id' | 'failed' | 'busy'> {
    const phase = this.current;
    if (phase.kind !== 'result' || this.sale === 'selling' || this.sale === 'sold') return 'busy';
    const itemId = phase.result.inventoryId;
    if (!itemId) return 'no-inventory-id';
    this.sale = 'selling';
    this.emit();
    try {
      await this.deps.api.sellItem(itemId);
      this.sale = 'sold';
      this.emit();
      return 'sold';
    } catch {
      this.sale = 'failed';
      this.emit();
      return 'failed';
    }
  }

  /** Leaving the screen: timers stop; whatever the server did stays done. */
  dispose(): void {
    this.disposed = true;
    for (const cancel of this.timers.splice(0)) cancel();
    this.listeners.clear();
  }

  private countdown(details: CaseDetails, base: RouletteStrip, secondsLeft: number): void {
    if (secondsLeft <= 0) {
      void this.open(details, base);
      return;
    }
    this.set({ kind: 'countdown', secondsLeft, details, strip: base });
    this.after(1000, () => this.countdown(details, base, secondsLeft - 1));
  }

  private async open(details: CaseDetails, base: RouletteStrip): Promise<void> {
    if (this.disposed) return;
    this.set({ kind: 'opening', details, strip: base });
    this.openCalls++;
    let result: OpeningResult;
    try {
      result = await this.deps.api.openCase(details.id);
    } catch (error) {
      this.fail(isApiError(error) && error.kind === 'malformed' ? 'invalid-response' : isApiError(error) && error.status === 404 ? 'case-not-found' : 'failed', error);
      return;
    }
    if (this.disposed) return;
    const winner: Skin = { name: result.win.name, img: result.win.img, price: result.win.cost };
    const strip = placeWinner(base, details.skins, winner, this.deps.random);
    this.set({ kind: 'spinning', details, result, strip, answeredAt: this.deps.clock.now() });
    this.after(this.deps.reducedMotion ? 0 : OPENING.resultDelayMs, () => {
      const profit = parseProfitPercent(result.win.profit) ?? profitPercent(result.win.cost, details.price);
      this.set({
        kind: 'result', details, result, strip, profitPercent: profit,
        celebrate: shouldCelebrate(details.id, profit), isWelcome: details.id === WELCOME_CASE_ID,
      });
    });
  }

  private fail(kind: OpeningErrorKind, error: unknown): void {
    this.busy = false;
    if (this.disposed) return;
    const message = error instanceof ApiError && kind === 'failed' ? error.message : null;
    this.set({ kind: 'error', error: kind, message });
  }

  private after(ms: number, task: () => void): void {
    this.timers.push(this.deps.clock.schedule(() => {
      if (!this.disposed) task();
    }, ms));
  }

  private set(phase: OpeningPhase): void {
    this.current = phase;
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener(this.current);
  }
}
