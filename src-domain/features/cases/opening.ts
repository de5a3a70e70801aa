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
    const percent = ((win.cost - paid) / paid) * 100;
    return { profitPercent: percent, profitLabel: null, celebrate: isWelcome || percent > OPENING.confettiProfitPercent };
  }
  // Nothing was paid: any drop is a gain; only the server can say what it reckons it against.
  return { profitPercent: null, profitLabel: win.profit.trim() || null, celebrate: isWelcome || win.cost > 0 };
}
