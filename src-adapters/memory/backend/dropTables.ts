import { DEMO_CASES, type DemoCase } from './cases';
import type { CatalogueSkin } from './catalogue.generated';
import { dropWeights, type Weighted } from './economy';

/**
 * Every case's drop table as whole tickets: 1 000 000 per case, so a skin's published chance is
 * exactly its tickets / 10 000 percent and the published chances add up to exactly 100. A fair
 * draw picks one ticket (fairness.ts); the table is part of what the player's seed commitment
 * covers, so it cannot change under a committed seed.
 */
export const DROP_TICKETS = 1_000_000;

export interface TicketEntry<T> {
  readonly item: T;
  readonly tickets: number;
}

/**
 * Whole tickets from weights by largest-remainder rounding: each entry gets the floor of its
 * exact share, the tickets left go to the largest remainders (ties to the earlier entry). No
 * listed skin gets zero tickets — a skin the case shows can always drop — so a share below one
 * ticket is raised to one and taken back from the entries with the smallest remainders.
 */
export function toTickets<T>(weighted: readonly Weighted<T>[], total = DROP_TICKETS): TicketEntry<T>[] {
  if (weighted.length === 0) return [];
  if (weighted.length > total) throw new RangeError('more entries than tickets');
  const sum = weighted.reduce((a, w) => a + w.weight, 0);
  if (!(sum > 0)) throw new RangeError('weights must add up to more than zero');
  const exact = weighted.map((w) => (w.weight / sum) * total);
  const tickets = exact.map((e) => Math.max(1, Math.floor(e)));
  const remainder = (i: number) => (exact[i] as number) - Math.floor(exact[i] as number);
  const byRemainder = exact.map((_, i) => i).sort((a, b) => remainder(b) - remainder(a) || a - b);
  let left = total - tickets.reduce((a, b) => a + b, 0);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length) {
    const i = byRemainder[k] as number;
    tickets[i] = (tickets[i] as number) + 1;
    left--;
  }
  for (let k = byRemainder.length - 1; left < 0; k = k === 0 ? byRemainder.length - 1 : k - 1) {
    const i = byRemainder[k] as number;
    if ((tickets[i] as number) > 1) {
      tickets[i] = (tickets[i] as number) - 1;
      left++;
    }
  }
  return weighted.map((w, i) => ({ item: w.item, tickets: tickets[i] as number }));
}

const tables = new Map<string, readonly TicketEntry<CatalogueSkin>[]>();

/** The case's drop table, in the order of its skins (the order a draw walks it in). */
export function caseTable(demo: DemoCase): readonly TicketEntry<CatalogueSkin>[] {
  let table = tables.get(demo.id);
  if (!table) {
    table = toTickets(dropWeights(demo.skins, demo.price));
    tables.set(demo.id, table);
  }
  return table;
}

/** A skin's published chance in percent: its tickets / 10 000, exact to four decimals. */
export function ticketPercent(tickets: number): number {
  return tickets / (DROP_TICKETS / 100);
}

/** What the live feed and a forced draw pick from: the tickets as weights. */
export function asWeights<T>(table: readonly TicketEntry<T>[]): Weighted<T>[] {
  return table.map((entry) => ({ item: entry.item, weight: entry.tickets }));
}

/** Cases in the order the committed list of table digests names them: by id. */
export function casesInTableOrder(): readonly DemoCase[] {
  return [...DEMO_CASES].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
