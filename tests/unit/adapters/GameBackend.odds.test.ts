import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerState } from '@adapters/memory/backend/backendState';
import { DEMO_CASES, type DemoCase } from '@adapters/memory/backend/cases';
import { caseTable, DROP_TICKETS, toTickets, type TicketEntry } from '@adapters/memory/backend/dropTables';
import { dropWeights, expectedValue, HOUSE_EDGE } from '@adapters/memory/backend/economy';
import { FairDraws } from '@adapters/memory/backend/fairDraws';
import { seededSecretBytes } from '@adapters/memory/backend/fairness';
import { WELCOME_CASE_ID } from '@domain/model/case';
import { makeBackend, ok, session, type WireSkin } from './backendHarness';

/**
 * Issue 16, part 1: the demo backend publishes the odds it really draws by. Each case's table is
 * whole tickets (1 000 000 per case); the case answer's `chance` is tickets / 10 000 percent; and
 * 100 000 seeded draws per case land on the skins as the table says (chi-square, α = 0.001).
 */

const PAID = DEMO_CASES.filter((c) => c.id !== WELCOME_CASE_ID);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('drop tables', () => {
  it.each(DEMO_CASES.map((c) => [c.name, c] as const))('%s: every skin once, in the case’s order, whole tickets adding up to exactly 1 000 000', (_name, c) => {
    const table = caseTable(c);
    expect(table.map((e) => e.item)).toEqual(c.skins);
    expect(table.every((e) => Number.isInteger(e.tickets) && e.tickets >= 1)).toBe(true);
    expect(sum(table.map((e) => e.tickets))).toBe(DROP_TICKETS);
  });

  it.each(PAID.map((c) => [c.name, c] as const))('%s keeps the economy: the table’s expected value is the price less the 10%% edge, to 0.01%%', (_name, c) => {
    const table = caseTable(c);
    const ev = sum(table.map((e) => (e.tickets / DROP_TICKETS) * e.item.price));
    expect(Math.abs(ev - c.price * (1 - HOUSE_EDGE)) / c.price).toBeLessThan(1e-4);
    expect(ev).toBeLessThan(c.price);
  });

  it('rounds each weight to within one ticket of its exact share (largest remainder)', () => {
    for (const c of PAID) {
      const weights = dropWeights(c.skins, c.price);
      caseTable(c).forEach((entry, i) => {
        expect(Math.abs(entry.tickets - (weights[i]?.weight ?? 0) * DROP_TICKETS)).toBeLessThan(1);
      });
    }
  });

  it('toTickets: exact total, at least one ticket each, within one ticket of the share unless raised to one (property)', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 60 }), fc.integer({ min: 60, max: 2_000_000 }), (raw, total) => {
      fc.pre(sum(raw) > 0);
      const weighted = raw.map((weight, i) => ({ item: i, weight }));
      const tickets = toTickets(weighted, total);
      expect(sum(tickets.map((t) => t.tickets))).toBe(total);
      tickets.forEach((t, i) => {
        expect(t.tickets).toBeGreaterThanOrEqual(1);
        const exact = ((raw[i] as number) / sum(raw)) * total;
        if (exact >= 2) expect(Math.abs(t.tickets - exact)).toBeLessThan(1 + raw.length);
      });
    }), { numRuns: 300, seed: 16 });
  });

  it('toTickets: an even split is exact, and remainders go to the largest shares first', () => {
    expect(toTickets([{ item: 'a', weight: 1 }, { item: 'b', weight: 1 }], 10).map((t) => t.tickets)).toEqual([5, 5]);
    expect(toTickets([{ item: 'a', weight: 0.55 }, { item: 'b', weight: 0.3 }, { item: 'c', weight: 0.15 }], 10).map((t) => t.tickets)).toEqual([6, 3, 1]);
    expect(toTickets([{ item: 'a', weight: 1 }, { item: 'b', weight: 1e-12 }], 100).map((t) => t.tickets)).toEqual([99, 1]);
  });
});

describe('the case answer publishes the table', () => {
  it.each(DEMO_CASES.map((c) => [c.name, c] as const))('%s: each skin’s chance is exactly its tickets / 10 000, and they add up to 100', (_name, c) => {
    const { backend } = makeBackend();
    const answer = ok<{ case: { skins: (WireSkin & { chance: number })[] } }>(session(backend, 'player').get(`/api/case/${c.id}/`));
    const table = caseTable(c);
    expect(answer.case.skins.map((s) => Math.round(s.chance * 10_000))).toEqual(table.map((e) => e.tickets));
    expect(answer.case.skins.map((s) => s.price)).toEqual(table.map((e) => e.item.price));
    expect(sum(answer.case.skins.map((s) => Math.round(s.chance * 10_000)))).toBe(DROP_TICKETS);
    expect(Math.abs(sum(answer.case.skins.map((s) => s.chance)) - 100)).toBeLessThan(1e-9);
  });
});

/** The chi-square critical value at significance `alpha` = 0.001 (Wilson–Hilferty, z = 3.0902). */
function chiSquareCritical(df: number): number {
  const z = 3.090232;
  const k = 2 / (9 * df);
  return df * (1 - k + z * Math.sqrt(k)) ** 3;
}

/** Pearson's chi-square of counts against a table, cells with fewer than 5 expected pooled into one. */
function chiSquare(counts: ReadonlyMap<string, number>, table: readonly TicketEntry<{ key: string }>[], draws: number) {
  let statistic = 0;
  let bins = 0;
  let pooledObserved = 0;
  let pooledExpected = 0;
  for (const entry of table) {
    const expected = (draws * entry.tickets) / DROP_TICKETS;
    const observed = counts.get(entry.item.key) ?? 0;
    if (expected < 5) {
      pooledObserved += observed;
      pooledExpected += expected;
      continue;
    }
    statistic += (observed - expected) ** 2 / expected;
    bins++;
  }
  if (pooledExpected > 0) {
    statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    bins++;
  }
  return { statistic, df: bins - 1 };
}

const DRAWS = 100_000;

function drawMany(demo: DemoCase, seed: number): Map<string, number> {
  const fair = new FairDraws(seededSecretBytes(seed));
  const player = { lang: 'en', inventory: [] } as unknown as PlayerState;
  const counts = new Map<string, number>();
  for (let i = 0; i < DRAWS; i++) {
    const { skin } = fair.draw(player, demo, null, null);
    counts.set(skin.key, (counts.get(skin.key) ?? 0) + 1);
  }
  expect(player.fairness?.nonce).toBe(DRAWS);
  return counts;
}

describe('the backend draws by the published odds (100 000 seeded draws per case)', () => {
  it.each(DEMO_CASES.map((c, i) => [c.name, c, 1000 + i] as const))('%s: chi-square below its α = 0.001 critical value; every skin within 5 σ', (_name, c, seed) => {
    const counts = drawMany(c, seed);
    const table = caseTable(c);
    const { statistic, df } = chiSquare(counts, table, DRAWS);
    expect(df).toBeGreaterThanOrEqual(1);
    expect(statistic, `χ² = ${statistic.toFixed(2)} with ${df} degrees of freedom`).toBeLessThan(chiSquareCritical(df));
    for (const entry of table) {
      const p = entry.tickets / DROP_TICKETS;
      const sigma = Math.sqrt(DRAWS * p * (1 - p));
      expect(Math.abs((counts.get(entry.item.key) ?? 0) - DRAWS * p), entry.item.en).toBeLessThanOrEqual(5 * sigma + 1);
    }
    // The same counts against odds moved by 1.5 points from the likeliest skin to the least likely are refused: the test has power.
    const likeliest = table.reduce((a, b) => (b.tickets > a.tickets ? b : a));
    const rarest = table.reduce((a, b) => (b.tickets < a.tickets ? b : a));
    const shifted = table.map((e) => ({ ...e, tickets: e.tickets + (e === likeliest ? -15_000 : e === rarest ? 15_000 : 0) }));
    if (likeliest !== rarest) expect(chiSquare(counts, shifted, DRAWS).statistic).toBeGreaterThan(chiSquareCritical(df));
  });

  it('the draws return the case’s expected value over 100 000 openings (Blue Case, within 4 standard errors)', () => {
    const blue = DEMO_CASES.find((c) => c.name === 'Blue Case') as DemoCase;
    const counts = drawMany(blue, 77);
    const table = caseTable(blue);
    const ev = sum(table.map((e) => (e.tickets / DROP_TICKETS) * e.item.price));
    const sd = Math.sqrt(sum(table.map((e) => (e.tickets / DROP_TICKETS) * (e.item.price - ev) ** 2)));
    const mean = sum(table.map((e) => (counts.get(e.item.key) ?? 0) * e.item.price)) / DRAWS;
    expect(Math.abs(mean - ev)).toBeLessThan((4 * sd) / Math.sqrt(DRAWS));
    expect(expectedValue(dropWeights(blue.skins, blue.price))).toBeCloseTo(ev, 3);
  });
});
