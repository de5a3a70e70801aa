import { WELCOME_CASE_ID, type CaseDetails } from '@domain/model/case';

/** Spec §9, the opening's rules (how the reel is drawn and sounds is src-ui's: screens/cases/spinPlan.ts). */
export const OPENING = {
  countdownMs: 3000,
  slots: 100,
  winnerIndex: 90,
  resultDelayMs: 11_000,
  /**
   * Beyond spec §9, the player's fast open (a setting, off by default): the countdown stays, the
   * reel spins 3 s and the drop shows 4 s after the answer.
   */
  fast: { spinMs: 3000, resultDelayMs: 4000 },
  /** Beyond spec §7, multi-open: at most this many of one case in one call, where the server offers it. */
  multiMax: 5,
  rareNeighbourChance: 0.33,
  rareThreshold: 9,
  confettiProfitPercent: 6,
} as const;

export function isRare(price: number): boolean {
  return price >= OPENING.rareThreshold;
}

/**
 * What an opening took: the balance before less the balance after, as the server reported them —
 * never less than the price shown (an answer that carried no balance leaves it unchanged).
 */
export function chargeOf(price: number, before: number | null, after: number | null): number {
  if (before === null || after === null) return price;
  return Math.max(price, Math.round((before - after) * 100) / 100);
}

/**
 * How many of this case the player may open at once: 1, or 1 to n where the case's details say the
 * server opens n in one call (capped at OPENING.multiMax). Never more than one welcome case.
 */
export function openCounts(details: Pick<CaseDetails, 'id' | 'multiOpen'>): readonly number[] {
  const most = details.id === WELCOME_CASE_ID ? 1 : Math.min(OPENING.multiMax, Math.floor(details.multiOpen ?? 1));
  return Array.from({ length: Math.max(1, most) }, (_, i) => i + 1);
}

/** The count actually opened: the one asked for where the case allows it, else one. */
export function allowedCount(details: Pick<CaseDetails, 'id' | 'multiOpen'>, asked: number): number {
  return openCounts(details).includes(asked) ? asked : 1;
}

/** What opening `count` of a case priced `price` takes, to the hundredth of a crystal. */
export function stakeOf(price: number, count: number): number {
  return Math.round(price * count * 100) / 100;
}

/** What the limits remember a stake by: the case, and how many of it one call opens (a ×3 takes three times a ×1). */
export function limitSubject(caseId: string, count: number): string {
  return count > 1 ? `${caseId}×${count}` : caseId;
}

/** What drops are worth together, to the hundredth of a crystal. */
export function dropsTotal(results: readonly { readonly win: { readonly cost: number } }[]): number {
  return Math.round(results.reduce((sum, r) => sum + r.win.cost, 0) * 100) / 100;
}

/** A value against what was paid for it, in percent (`paid` > 0). */
export function profitPercent(value: number, paid: number): number {
  return ((value - paid) / paid) * 100;
}

/** How a drop compares with what it cost, as the device reckons it. */
export interface DropOutcome {
  /** The drop's value against what was paid, in percent; null when nothing was paid. */
  readonly profitPercent: number | null;
  /** The server's own profit label, shown only where the device has nothing to reckon against. */
  readonly profitLabel: string | null;
  /** Spec §2: confetti above 6 % of what was paid, or for the welcome case — never for a return below the stake. */
  readonly celebrate: boolean;
}

/** The outcome of a drop worth `win.cost` for which `paid` was taken: the server's label is not believed. */
export function outcomeOf(win: { readonly cost: number; readonly profit: string }, paid: number, isWelcome: boolean): DropOutcome {
  if (paid > 0) {
    const percent = profitPercent(win.cost, paid);
    return { profitPercent: percent, profitLabel: null, celebrate: isWelcome || percent > OPENING.confettiProfitPercent };
  }
  // Nothing was paid: any drop is a gain; only the server can say what it reckons it against.
  return { profitPercent: null, profitLabel: win.profit.trim() || null, celebrate: isWelcome || win.cost > 0 };
}
