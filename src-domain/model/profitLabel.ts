/**
 * The percent a server's profit label states ('+12%', '-40 %', '−97%', '+1 234,5%'), or null when
 * the label is not such a number (free text is then shown as the server wrote it). Spec §3: the
 * opening result's and the live feed's profit is a string like +12%.
 */
export function percentOfProfitLabel(label: string): number | null {
  const match = /^([+\-\u2212]?)\s*(\d{1,3}(?:[\s\u00a0\u202f,]\d{3})*|\d+)(?:[.,](\d+))?\s*%$/.exec(label.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction] = match;
  // A group separator is a space or a comma followed by exactly three digits: '1,234' is a thousand, '12,5' a fraction.
  const value = Number(`${whole.replace(/[\s\u00a0\u202f,]/g, '')}${fraction === undefined ? '' : `.${fraction}`}`);
  if (!Number.isFinite(value)) return null;
  return sign === '-' || sign === '\u2212' ? -value : value;
}
