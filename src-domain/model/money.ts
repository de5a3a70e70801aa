/**
 * Crystals as the app shows them: two decimals (the money format's). One rule for what an amount
 * shows as and which sign it carries, so a signed amount's text and its colour always agree.
 */

/** The amount rounded to the hundredths it is shown with. */
export function shownMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** '+' for an amount that shows as zero or more, '-' for one that shows below zero ('−0,004' shows '+0,00'). */
export function moneySign(value: number): '+' | '-' {
  return shownMoney(value) < 0 ? '-' : '+';
}
