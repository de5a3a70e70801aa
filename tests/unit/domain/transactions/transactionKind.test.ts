import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES, transactionKind } from '@domain/model/transaction';

/** Spec §3: history entries carry a type 1–20; each has its own label and icon, any other has none. */
describe('transactionKind', () => {
  it('reads the spec’s numbering from 1', () => {
    expect(transactionKind(1)).toBe('registrationBonus');
    expect(transactionKind(3)).toBe('caseOpening');
    expect(transactionKind(12)).toBe('tradePenalty');
    expect(transactionKind(20)).toBe('firstDepositBonus');
  });

  it('gives every type 1–20 a kind of its own', () => {
    const kinds = Array.from({ length: 20 }, (_, i) => transactionKind(i + 1));
    expect(new Set(kinds).size).toBe(20);
    expect(kinds.every((kind) => kind !== null && (TRANSACTION_TYPES as readonly string[]).includes(kind))).toBe(true);
  });

  it.each([0, 21, -1, 2.5, Number.NaN])('a type the client does not know (%d) has no kind', (type) => {
    expect(transactionKind(type)).toBeNull();
  });
});
