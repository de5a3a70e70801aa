import type { TransactionEntry } from '@domain/model/transaction';
import type { Api } from '@domain/ports/Api';

/** Spec §9: the request page limit is 20; the screen shows 10 at a time. */
export const TRANSACTIONS = {
  requestLimit: 20,
  pageSize: 10,
  /**
   * A sane cap on what is loaded up front (100 full pages): a longer history shows its newest
   * entries with a note that older ones are not shown.
   */
  maxEntries: 2000,
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

/** The history as loaded: its entries, and whether older ones were left out at the cap. */
export interface LoadedHistory {
  readonly entries: readonly TransactionEntry[];
  readonly truncated: boolean;
}

/**
 * Every entry of the history, page after page of `limit`, against any server: paging stops at an
 * empty or short page, at a page that repeats the previous one (a server that ignores `page`), at
 * a page longer than asked for (one that ignores `limit`: it sent what it has) and at the cap
 * (then `truncated`). Each entry is shown once. Any failed page fails the whole load, so the screen
 * never shows a silently cut history.
 */
export async function loadAllTransactions(
  api: Pick<Api, 'getTransactions'>,
  limit: number = TRANSACTIONS.requestLimit,
  cap: number = TRANSACTIONS.maxEntries,
): Promise<LoadedHistory> {
  const all: TransactionEntry[] = [];
  let previous: string | null = null;
  for (let page = 1; ; page++) {
    const entries = await api.getTransactions(page, limit);
    // Only a full page can lead to another: compare those with the page before.
    const fingerprint = entries.length === limit ? JSON.stringify(entries) : null;
    if (entries.length === 0 || (fingerprint !== null && fingerprint === previous)) return { entries: all, truncated: false };
    previous = fingerprint;
    const room = cap - all.length;
    all.push(...entries.slice(0, room));
    if (entries.length > room) return { entries: all, truncated: true };
    if (entries.length !== limit) return { entries: all, truncated: false };
    // A full page that exactly fills the cap: older entries may exist, and are not asked for.
    if (all.length === cap) return { entries: all, truncated: true };
  }
}

/** '+' for credits (and zero), '−' for debits: the screen colours them green and red. */
export function transactionSign(value: number): '+' | '-' {
  return value < 0 ? '-' : '+';
}
