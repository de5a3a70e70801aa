import { makeAutoObservable, runInAction } from 'mobx';
import { ALL_CATEGORIES, casesFor, categoriesOf, CategoryPreference, type CategoryFilter } from '@domain/features/cases/caseList';
import type { CaseSummary } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import type { Storage } from '@domain/ports/Storage';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** The case list (spec §2): categories, the remembered filter, the spec's order, and its states. */
export class CaseListViewModel {
  status: LoadStatus = 'loading';
  filter: CategoryFilter = ALL_CATEGORIES;
  private readonly preference: CategoryPreference;

  constructor(private readonly deps: {
    api: Pick<Api, 'getCases'>; storage: Storage; store: Pick<CasesStore, 'list' | 'listLeftOut'>;
    /** The header's balance (null while unknown). */
    session: Pick<SessionStore, 'balance'>;
  }) {
    this.preference = new CategoryPreference(deps.storage);
    this.filter = this.preference.read();
    if (deps.store.list) this.status = 'ready';
    makeAutoObservable<CaseListViewModel, 'deps' | 'preference'>(this, { deps: false, preference: false }, { autoBind: true });
  }

  get balance(): number | null {
    return this.deps.session.balance;
  }

  get cases(): readonly CaseSummary[] {
    return this.deps.store.list ?? [];
  }

  /** Cases the server sent that could not be read: left out of the list, and the screen says so. */
  get leftOut(): number {
    return this.deps.store.listLeftOut;
  }

  get categories(): string[] {
    return categoriesOf(this.cases);
  }

  get visible(): CaseSummary[] {
    return this.visibleOf(this.cases, this.filter);
  }

  /** `cases` as the screen shows them under `filter` (the screen passes a deferred copy of a long list). */
  visibleOf(cases: readonly CaseSummary[], filter: CategoryFilter): CaseSummary[] {
    return casesFor(cases, filter);
  }

  mount(): void {
    void this.load();
  }

  async load(): Promise<void> {
    if (!this.deps.store.list) this.status = 'loading';
    try {
      // The list reaches the cases store through the server-event stream.
      const cases = await this.deps.api.getCases();
      runInAction(() => {
        this.filter = this.preference.resolve(cases);
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        if (!this.deps.store.list) this.status = 'error';
      });
    }
  }

  select(filter: CategoryFilter): void {
    this.filter = filter;
    this.preference.write(filter);
  }
}
