/** A failure the demo backend can be told to produce on a call (developer panel, tests). */
export interface Fault {
  /** Extra delay before the answer, in ms. */
  readonly latencyMs?: number;
  /** Answer with this HTTP status instead of handling the request. */
  readonly status?: number;
  /** Handle the request, then garble the answer: not JSON at all, or JSON of the wrong shape. */
  readonly malformed?: 'json' | 'schema';
  /** No answer at all (connection reset); the request is not handled. */
  readonly network?: boolean;
  /** How many calls it applies to; absent means until cleared. */
  readonly times?: number;
}

/** Route names are the Api port's method names ('openCase', 'sellItem', …); '*' matches every call. */
export class FaultPlan {
  private readonly faults = new Map<string, Fault>();

  set(route: string, fault: Fault): void {
    this.faults.set(route, fault);
  }

  clear(route?: string): void {
    if (route === undefined) this.faults.clear();
    else this.faults.delete(route);
  }

  entries(): [string, Fault][] {
    return [...this.faults.entries()];
  }

  /** The fault for this call, if any, counting it down. */
  take(route: string): Fault | null {
    const key = this.faults.has(route) ? route : this.faults.has('*') ? '*' : null;
    if (key === null) return null;
    const fault = this.faults.get(key) as Fault;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(key);
      else this.faults.set(key, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }
}

/** What a garbled answer looks like. */
export const MALFORMED_JSON_TEXT = '{"me": {"balance": 12';
export const SCHEMA_INVALID_BODY = {
  me: { balance: 'lots', tasks: 'none' },
  cases: 42,
  case: null,
  inventory: { id: 1 },
  opened_item: { win: 'AK-47' },
  upgrader: 'n/a',
  topup: 'n/a',
  tradelink: 'yes',
  lang: true,
  live: [],
  transactions: {},
  history: 7,
  recent_wins: 'none',
  multy: [],
  donor: 5,
  chance: 'high',
  win: 'maybe',
  invoice_url: 12,
  status: 404,
  prepared_message: [],
  item: 'x',
  balance: 'NaN',
};
