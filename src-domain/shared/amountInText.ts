/**
 * Whether a server's text states `amount` (crystals, to the cent) as a number: '37.59', '37,59',
 * '1 250,00', '1,250.00', '+100'. A server's message about a sale names what the client already
 * knows; where it does, the client says it in its own words and number format instead.
 */
export function mentionsAmount(text: string, amount: number): boolean {
  const cents = Math.round(amount * 100);
  return numbersIn(text).some((value) => Math.round(value * 100) === cents);
}

/** The numbers a text states, read in either language's way (group separators: spaces, or a comma or dot before three digits). */
function numbersIn(text: string): number[] {
  const found: number[] = [];
  for (const [token] of text.matchAll(/\d[\d\s\u00a0\u202f.,]*\d|\d/g)) {
    const value = readNumber(token.replace(/[\s\u00a0\u202f]/g, ''));
    if (value !== null) found.push(value);
  }
  return found;
}

function readNumber(token: string): number | null {
  // The last separator followed by one or two digits is the decimal one; any other separator groups thousands.
  const decimal = /[.,](\d{1,2})$/.exec(token);
  const whole = (decimal ? token.slice(0, decimal.index) : token).replace(/[.,](?=\d{3}(?:[.,]|$))/g, '');
  if (!/^\d+$/.test(whole)) return null;
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}
