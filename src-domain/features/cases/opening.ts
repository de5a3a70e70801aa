import { WELCOME_CASE_ID } from '@domain/model/case';

/** Spec §9, the opening's rules (how the reel is drawn and sounds is src-ui's: screens/cases/spinPlan.ts). */
export const OPENING = {
  countdownMs: 3000,
  slots: 100,
  winnerIndex: 90,
  resultDelayMs: 11_000,
  rareNeighbourChance: 0.33,
  rareThreshold: 9,
  confettiProfitPercent: 6,
} as const;

export function isRare(price: number): boolean {
  return price >= OPENING.rareThreshold;
}

/** "+12%" → 12, "-40.5%" → -40.5; null when the text holds no number. */
export function parseProfitPercent(profit: string): number | null {
  const match = /^\s*([+-]?\d+(?:[.,]\d+)?)\s*%?\s*$/.exec(profit);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

/** Profit of a drop worth `cost` from a case priced `price`, in percent. */
export function profitPercent(cost: number, price: number): number {
  if (price <= 0) return 100;
  return ((cost - price) / price) * 100;
}

/** Spec §2: confetti when profit is above 6 percent, or for the welcome case. */
export function shouldCelebrate(caseId: string, profit: number | null): boolean {
  return caseId === WELCOME_CASE_ID || (profit !== null && profit > OPENING.confettiProfitPercent);
}
