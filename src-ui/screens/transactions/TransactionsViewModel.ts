import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '@domain/ports/Api';
import { AREA_TOAST, type Toaster } from '@ui/toasts/Toaster';
import { loadAllTransactions, TransactionPaging } from '@domain/features/transactions/TransactionPaging';
import { toldByTransport } from '@domain/shared/ApiError';

export type TransactionsStatus = 'loading' | 'ready' | 'error';

export interface TransactionsViewModelDeps {
  readonly api: Pick<Api, 'getTransactions'>;
  readonly toaster: Pick<Toaster, 'show'>;
}

/** Transaction history (spec §2, §9): everything loaded up front, shown 10 at a time. */
export class TransactionsViewModel {
  status: TransactionsStatus = 'loading';
  paging: TransactionPaging = TransactionPaging.first([]);
  /** Older entries exist beyond the cap and are not shown. */
  truncated = false;
  /** Entries the server sent that could not be read: left out, and the screen says how many. */
  leftOut = 0;
  private loading = false;

  constructor(private readonly deps: TransactionsViewModelDeps) {
    makeAutoObservable<TransactionsViewModel, 'deps' | 'loading'>(this, { deps: false, loading: false, paging: observableRef }, { autoBind: true });
  }

  mount(): void {
    if (this.status !== 'ready') void this.load();
  }

  async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.status = 'loading';
    try {
      const { entries, truncated, leftOut } = await loadAllTransactions(this.deps.api);
      runInAction(() => {
        this.paging = TransactionPaging.first(entries);
        this.truncated = truncated;
        this.leftOut = leftOut;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
      });
      if (!toldByTransport(error)) this.deps.toaster.show({ kind: 'error', message: { key: 'transactions.loadError' }, ...AREA_TOAST });
    } finally {
      this.loading = false;
    }
  }

  loadMore(): void {
    this.paging = this.paging.loadMore();
  }
}
