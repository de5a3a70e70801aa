import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { ALL_CATEGORIES, casesFor, casesInSteps, categoriesOf, CategoryPreference, SORT_STEP, type CategoryFilter } from '@domain/features/cases/caseList';
import type { CaseSummary } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import { sleep, type Clock } from '@domain/ports/Clock';
import type { Storage } from '@domain/ports/Storage';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** Main-thread time a long list's sort takes before it gives the main thread back (ms). */
const SORT_SLICE_MS = 40;

/** The case list (spec §2): categories, the remembered filter, the spec's order, and its states. */
export class CaseListViewModel {
  status: LoadStatus = 'loading';
  filter: CategoryFilter = ALL_CATEGORIES;
  /** The last order a long list's sort worked out (kept until the next one is ready). */
  private sorted: readonly CaseSummary[] | null = null;
  /** Bumped by each new sort and by unmounting: a sort whose number has passed stops. */
  private sortJob = 0;
  private readonly preference: CategoryPreference;

  constructor(private readonly deps: {
    api: Pick<Api, 'getCases'>; storage: Storage; store: Pick<CasesStore, 'list' | 'listLeftOut'>; clock: Clock;
    /** The header's balance (null while unknown). */
    session: Pick<SessionStore, 'balance'>;
  }) {
    this.preference = new CategoryPreference(deps.storage);
    this.filter = this.preference.read();
    if (deps.store.list) this.status = 'ready';
    makeAutoObservable<CaseListViewModel, 'deps' | 'preference' | 'sorted' | 'sortJob'>(
      this, { deps: false, preference: false, sorted: observableRef, sortJob: false }, { autoBind: true },
    );
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

  /**
   * The cases in the spec's order under the filter. A list of up to SORT_STEP cases is sorted
   * here, at once; a longer one in tasks of its own (`mount`), so no task sorts 100 000 cases:
   * null until its first order is ready, then its last order until the next one is (a new
   * filter or a new list).
   */
  get visible(): readonly CaseSummary[] | null {
    if (this.cases.length <= SORT_STEP) return casesFor(this.cases, this.filter);
    return this.sorted;
  }

  mount(): () => void {
    void this.load();
    const stopSorting = reaction(
      () => [this.cases, this.filter] as const,
      ([cases, filter]) => {
        if (cases.length > SORT_STEP) {
          void this.sortLongList(cases, filter);
          return;
        }
        // A short list is sorted at once: a long one's sort stops, and its order is not shown again
        // for the next long list.
        this.sortJob++;
        runInAction(() => {
          this.sorted = null;
        });
      },
      { fireImmediately: true },
    );
    return () => {
      stopSorting();
      this.sortJob++;
    };
  }

  /** `casesInSteps` driven to its end, the main thread given back every SORT_SLICE_MS; a newer sort stops it. */
  private async sortLongList(cases: readonly CaseSummary[], filter: CategoryFilter): Promise<void> {
    const job = ++this.sortJob;
    const { clock } = this.deps;
    const steps = casesInSteps(cases, filter);
    // Not in the task that brought the list or the filter: that one renders the change.
    for (let sliceStart = Number.NEGATIVE_INFINITY; ;) {
      if (clock.now() - sliceStart >= SORT_SLICE_MS) {
        await sleep(clock, 0);
        if (job !== this.sortJob) return;
        sliceStart = clock.now();
      }
      const next = steps.next();
      if (next.done) {
        runInAction(() => {
          this.sorted = next.value;
        });
        return;
      }
    }
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
