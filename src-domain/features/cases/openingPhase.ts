import type { CaseDetails, OpeningResult } from '@domain/model/case';
import type { LimitReached } from '@domain/features/limits/limitCheck';
import type { RouletteStrip } from './buildRouletteStrip';
import type { DropOutcome } from './opening';

/** The case errors of spec §8 shown on the case error screen, plus a plain failure. */
export type OpeningErrorKind = 'case-not-found' | 'no-cases' | 'invalid-response' | 'failed';

/** The reels of an opening: one per case opened (`strip` is the first, the only one of a single opening). */
export interface Reels {
  readonly strip: RouletteStrip;
  readonly strips: readonly RouletteStrip[];
}

/** The drops of an opening in roll order (`result` is the first, the only one of a single opening). */
export interface Drops {
  readonly result: OpeningResult;
  readonly results: readonly OpeningResult[];
}

export type OpeningPhase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'redirect'; readonly to: 'cases' | 'payment' }
  | ({ readonly kind: 'countdown'; readonly secondsLeft: number; readonly details: CaseDetails } & Reels)
  | ({ readonly kind: 'opening'; readonly details: CaseDetails } & Reels)
  | ({
      readonly kind: 'spinning';
      readonly details: CaseDetails;
      /** Clock time the answer arrived; the strip spins from here, the result shows 11 s later. */
      readonly answeredAt: number;
    } & Reels & Drops)
  | ({
      readonly kind: 'result';
      readonly details: CaseDetails;
      readonly isWelcome: boolean;
      /** What the opening took in all, as the balance the server reported said (never less than the prices shown). */
      readonly paid: number;
      /** How many cases the player asked to open (a server may open fewer: `results` says how many it did). */
      readonly asked: number;
    } & Drops & DropOutcome)
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

export function reelsOf(strips: readonly RouletteStrip[]): Reels {
  return { strip: strips[0] as RouletteStrip, strips };
}

export function dropsOf(results: readonly OpeningResult[]): Drops {
  return { result: results[0] as OpeningResult, results };
}

