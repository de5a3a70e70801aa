import type { TransactionEntry } from '@domain/model/transaction';
import type { Api } from '@domain/ports/Api';
import { moneySign } from '@domain/model/money';

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

/** The history as loaded: its entries, whether older ones were left out at the cap, and how many could not be read. */
export interface LoadedHistory {
  readonly entries: readonly TransactionEntry[];
  readonly truncated: boolean;
  /** Entries of the pages shown that could not be read (ListAnswer), so are not among `entries`. */
  readonly leftOut: number;
}

/**
 * What makes an entry the same entry in two answers: what it did and what it left (spec §3: type,
 * value, balance after). Not its age: `sec_ago` is counted when the server answers, so the same
 * entry sent twice a second apart may differ there.
 */
const identityOf = (entry: TransactionEntry) => `${entry.type} ${entry.value} ${entry.balance}`;

/**
 * Whether `page` is `previous` sent again, judged by identity: the same entries in the same
 * order, or the same with up to half a page of newer ones in front (entries that arrived between
 * the two requests to a server that always sends its newest). An honest server's next page looks
 * like that only where the history repeats itself exactly for a page and more, balances included
 * (a case opened and its drop sold back for the price, 20 times over): the history then ends
 * early there, which is the price of never showing an entry twice.
 */
function repeatsPrevious(previous: readonly string[], page: readonly string[]): boolean {
  if (previous.length === 0 || page.length !== previous.length) return false;
  for (let newer = 0; newer * 2 < page.length; newer++) {
    let same = true;
    for (let i = newer; i < page.length && same; i++) same = page[i] === previous[i - newer];
    if (same) return true;
  }
  return false;
}

/**
 * Every entry of the history, page after page of `limit`, against any server: paging stops at an
 * empty or short page, at a page that repeats the previous one (a server that ignores `page`,
 * whether or not it recounts the ages), at a page longer than asked for (one that ignores `limit`:
 * it sent what it has) and at the cap (then `truncated`). A repeated page adds nothing, so each
 * entry shows once; entries alike within one page are different entries and all show. A page's
 * length is what the server sent, its unreadable entries included: one of them does not make a
 * full page short, and they are counted. Any failed page fails the whole load, so the screen never
 * shows a silently cut history.
 */
export async function loadAllTransactions(
  api: Pick<Api, 'getTransactions'>,
  limit: number = TRANSACTIONS.requestLimit,
  cap: number = TRANSACTIONS.maxEntries,
): Promise<LoadedHistory> {
  const all: TransactionEntry[] = [];
  let leftOut = 0;
  const loaded = (truncated: boolean): LoadedHistory => ({ entries: all, truncated, leftOut });
  let previous: readonly string[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.getTransactions(page, limit);
    const entries = answer.items;
    const sent = entries.length + answer.leftOut;
    // Only a full page can lead to another: compare those with the page before.
    const identities = sent === limit ? entries.map(identityOf) : [];
    if (sent === 0 || repeatsPrevious(previous, identities)) return loaded(false);
    previous = identities;
    leftOut += answer.leftOut;
    const room = cap - all.length;
    all.push(...entries.slice(0, room));
    if (entries.length > room) return loaded(true);
    if (sent !== limit) return loaded(false);
    // A full page that exactly fills the cap: older entries may exist, and are not asked for.
    if (all.length === cap) return loaded(true);
  }
}

/**
 * '+' for credits (and zero), '−' for debits: the screen colours them green and red. A debit too
 * small to show in hundredths shows as '+0,00' (the money format's signed amount), so it is '+'.
 */
export function transactionSign(value: number): '+' | '-' {
  return moneySign(value);
}
