import type { TransactionEntry } from '@domain/model/transaction';
import type { Api } from '@domain/ports/Api';

/** Spec §9: the request page limit is 20; the screen shows 10 at a time. */
export const TRANSACTIONS = {
  requestLimit: 20,
  pageSize: 10,
  /** A guard against a server that never sends a short page. */
  maxRequests: 100,
} as const;

/**
 * The transaction history, all of it loaded up front and shown 10 at a time (spec §9): 'load
 * more' adds 10. Immutable: every step returns a new value.
 */
export class TransactionPaging {
  private constructor(
    readonly entries: readonly TransactionEntry[],
    readonly shownCount: number,
    readonly pageSize: number,
  ) {}

  static first(entries: readonly TransactionEntry[], pageSize: number = TRANSACTIONS.pageSize): TransactionPaging {
    return new TransactionPaging(entries, Math.min(pageSize, entries.length), pageSize);
  }

  get visible(): readonly TransactionEntry[] {
    return this.entries.slice(0, this.shownCount);
  }

  get hasMore(): boolean {
    return this.shownCount < this.entries.length;
  }

  get isEmpty(): boolean {
    return this.entries.length === 0;
  }

  loadMore(): TransactionPaging {
    if (!this.hasMore) return this;
    return new TransactionPaging(this.entries, Math.min(this.shownCount + this.pageSize, this.entries.length), this.pageSize);
  }
}

/**
 * Every entry of the history: pages of 20 are requested until one comes back short (or empty).
 * Any failed page fails the whole load, so the screen never shows a silently cut history.
 */
export async function loadAllTransactions(
  api: Pick<Api, 'getTransactions'>,
  limit: number = TRANSACTIONS.requestLimit,
): Promise<TransactionEntry[]> {
  const all: TransactionEntry[] = [];
  for (let page = 1; page <= TRANSACTIONS.maxRequests; page++) {
    const entries = await api.getTransactions(page, limit);
    all.push(...entries);
    if (entries.length < limit) break;
  }
  return all;
}

/** '+' for credits (and zero), '−' for debits: the screen colours them green and red. */
export function transactionSign(value: number): '+' | '-' {
  return value < 0 ? '-' : '+';
}
