import { describe, expect, it } from 'vitest';
import { mentionsAmount } from '@domain/shared/amountInText';

describe('mentionsAmount: does a server’s text state an amount the client knows', () => {
  it('finds it written either language’s way, grouped or not, to the cent', () => {
    expect(mentionsAmount('Продано за 37.59', 37.59)).toBe(true);
    expect(mentionsAmount('Sold for 37,59 crystals', 37.59)).toBe(true);
    expect(mentionsAmount('Продано за 1\u00a0250,00', 1250)).toBe(true);
    expect(mentionsAmount('Sold for 1,250.00', 1250)).toBe(true);
    expect(mentionsAmount('Sold for 1.250,5', 1250.5)).toBe(true);
    expect(mentionsAmount('+42 credited.', 42)).toBe(true);
    expect(mentionsAmount('Sold 3 items for 42.', 42)).toBe(true);
  });

  it('does not take another number, or none, for it', () => {
    expect(mentionsAmount('Sold for 37.6', 37.59)).toBe(false);
    expect(mentionsAmount('Sold for 375.9', 37.59)).toBe(false);
    expect(mentionsAmount('Sold 3 items', 42)).toBe(false);
    expect(mentionsAmount('Thanks!', 37.59)).toBe(false);
    expect(mentionsAmount('', 0)).toBe(false);
  });
});
