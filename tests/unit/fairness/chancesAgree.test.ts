import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chancesAgree } from '@domain/features/fairness/compareWithRecord';
import type { ShownChance } from '@domain/features/fairness/rollRecords';
import type { TicketSlot } from '@domain/model/fairness';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/**
 * The case page's chances against a proof's table, in the app and in the outside verifier: a skin
 * shown without a chance may be any slot of its value, so the order a server lists equal-valued
 * skins in never turns an honest table into "other chances than shown".
 */
let outside: (shown: readonly ShownChance[], table: readonly TicketSlot[]) => boolean;
beforeAll(async () => {
  const url = pathToFileURL(resolve(process.cwd(), 'public/verifier/verify-receipt.js')).href;
  ({ chancesAgree: outside } = (await import(/* @vite-ignore */ url)) as { chancesAgree: typeof outside });
});

const slot = (id: string, value: number, tickets: number): TicketSlot => ({ id, name: id, value, tickets });
const table = [slot('a', 1, 10_000), slot('b', 1, 990_000)];

describe('chancesAgree', () => {
  it.each([
    ['the dear one shown, the other not', [[1, 1], [1, null]]],
    ['the other order', [[1, null], [1, 99]]],
    ['neither shown', [[1, null], [1, null]]],
    ['both shown', [[1, 99], [1, 1]]],
  ] as const)('two skins of equal value, %s: agree', (_label, shown) => {
    expect(chancesAgree(shown as readonly ShownChance[], table)).toBe(true);
    expect(outside(shown as readonly ShownChance[], table)).toBe(true);
  });

  it.each([
    ['a chance no slot of that value has', [[1, 5], [1, null]]],
    ['both shown at the same chance', [[1, 1], [1, 1]]],
    ['another value', [[2, 1], [1, null]]],
    ['a skin missing', [[1, 1]]],
  ] as const)('%s: does not agree', (_label, shown) => {
    expect(chancesAgree(shown as readonly ShownChance[], table)).toBe(false);
    expect(outside(shown as readonly ShownChance[], table)).toBe(false);
  });

  it('a table shown whole, in any order, with chances rounded to any number of decimals, agrees; the two verifiers never differ (property)', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ value: fc.integer({ min: 0, max: 5 }), tickets: fc.integer({ min: 1, max: 100_000 }) }), { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: 4 }), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.integer({ min: 0, max: 7 }),
      (slots, decimals, hide, rotate) => {
        const rows = slots.map((s, i) => slot(`s${i}`, s.value / 4, s.tickets));
        const shown = rows.map((s, i): ShownChance => [s.value, hide[i] ? null : Number(((s.tickets / 1_000_000) * 100).toFixed(decimals))]);
        const turned = [...shown.slice(rotate % shown.length), ...shown.slice(0, rotate % shown.length)];
        // Chances rounded to 0 decimals may read 0 (a skin that "cannot drop"): those are left out of the table's count.
        const expected = !turned.some(([, c]) => c === 0);
        expect(chancesAgree(turned, rows)).toBe(expected);
        expect(outside(turned, rows)).toBe(chancesAgree(turned, rows));
      },
    ), { numRuns: 400, seed: 5 });
  });
});
