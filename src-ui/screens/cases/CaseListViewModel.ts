import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { ALL_CATEGORIES, casesFor, casesHead, casesInSteps, categoriesOf, CategoryPreference, SORT_STEP, type CategoryFilter } from '@domain/features/cases/caseList';
import type { CaseSummary } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import { idle, type Clock } from '@domain/ports/Clock';
import type { Storage } from '@domain/ports/Storage';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** Main-thread time a long list's sort takes before it gives the main thread back (ms). */
const SORT_SLICE_MS = 40;

/**
 * Cases a long list shows from its head while the whole order is worked out: more than two screens
 * of a tall phone (two columns of ~200 px cards), so nobody scrolls past them in that time.
 */
export const FIRST_SCREENS_CASES = 64;

/** A long list's order, for the list and the filter it was worked out for. */
interface SortedCases {
  readonly cases: readonly CaseSummary[];
  readonly filter: CategoryFilter;
  readonly order: readonly CaseSummary[];
}

/** The case list (spec §2): categories, the remembered filter, the spec's order, and its states. */
export class CaseListViewModel {
  /** Where the screen's own call for the list stands. */
  private own: LoadStatus = 'loading';
  filter: CategoryFilter = ALL_CATEGORIES;
  /**
   * The last order a long list's sort worked out: shown under its filter until a newer one for
   * that filter is ready, whichever list it was for (a refresh keeps the page's length, and the
   * player their place, while the new list is sorted).
   */
  private sorted: SortedCases | null = null;
  /** Bumped by each new sort, when nothing is left to sort, and by unmounting: a sort whose number has passed stops. */
  private sortJob = 0;
  private readonly preference: CategoryPreference;

  constructor(private readonly deps: {
    api: Pick<Api, 'getCases'>; storage: Storage; store: Pick<CasesStore, 'list' | 'listLeftOut'>; clock: Clock;
    /** The header's balance (null while unknown). */
    session: Pick<SessionStore, 'balance'>;
  }) {
    this.preference = new CategoryPreference(deps.storage);
    this.filter = this.preference.read();
    makeAutoObservable<CaseListViewModel, 'deps' | 'preference' | 'sorted' | 'sortJob'>(
      this, { deps: false, preference: false, sorted: observableRef, sortJob: false }, { autoBind: true },
    );
  }

  /**
   * A list in the store shows, whichever call brought it: an earlier visit's, or home's answer
   * still being read when the screen opened (its own call may take long, or fail, after that).
   */
  get status(): LoadStatus {
    return this.deps.store.list ? 'ready' : this.own;
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

  /** A list too long to sort at once (over SORT_STEP cases): sorted in tasks of its own, shown from its head meanwhile. */
  get long(): boolean {
    return this.cases.length > SORT_STEP;
  }

  /**
   * The cases in the spec's order under the filter. A list of up to SORT_STEP cases is sorted
   * here, at once; a longer one in tasks of its own (`mount`), so no task sorts 100 000 cases.
   * Meanwhile a new filter shows its first FIRST_SCREENS_CASES cases (found in one pass), so its
   * first screen shows at once, in the right order; a filter that has an order keeps it until the
   * current list's is ready (a refresh cut to its head would pull a scrolled page back).
   */
  get visible(): readonly CaseSummary[] {
    if (!this.long) return casesFor(this.cases, this.filter);
    const { sorted } = this;
    return sorted?.filter === this.filter ? sorted.order : this.head;
  }

  /** True when the order shown is the current list's whole order under the filter. */
  private get sortedNow(): boolean {
    return this.sorted?.cases === this.cases && this.sorted.filter === this.filter;
  }

  /** A long list's first cases under the filter, while its whole order is being worked out. */
  private get head(): readonly CaseSummary[] {
    return casesHead(this.cases, this.filter, FIRST_SCREENS_CASES);
  }

  mount(): () => void {
    void this.load();
    // The one place the remembered category meets a list: a list without the category on screen
    // (the store's at mount, the screen's own answer, another call's, before or after the own call
    // failed) falls back to the remembered category if the list has it, else All. (A category the
    // player picks is remembered at once, so a list that still has it keeps it.)
    const stopResolving = reaction(
      () => this.deps.store.list,
      (list) => {
        if (list && this.filter !== ALL_CATEGORIES && !this.categories.includes(this.filter)) this.filter = this.preference.resolve(list);
      },
      { fireImmediately: true },
    );
    const stopSorting = reaction(
      () => [this.cases, this.filter] as const,
      ([cases, filter]) => {
        if (this.long && !this.sortedNow) {
          void this.sortLongList(cases, filter);
          return;
        }
        // Nothing to sort: a filter picked back whose order is shown, or a short list (sorted at
        // once, and a long one's order is let go). A sort under way stops.
        this.sortJob++;
        if (!this.long) {
          runInAction(() => {
            this.sorted = null;
          });
        }
      },
      { fireImmediately: true },
    );
    return () => {
      stopResolving();
      stopSorting();
      this.sortJob++;
    };
  }

  /** `casesInSteps` driven to its end in idle time, the main thread given back every SORT_SLICE_MS; a newer sort stops it. */
  private async sortLongList(cases: readonly CaseSummary[], filter: CategoryFilter): Promise<void> {
    const job = ++this.sortJob;
    const { clock } = this.deps;
    const steps = casesInSteps(cases, filter);
    // Each slice when the main thread is idle: not in the task that brought the list or the filter,
    // and, where the browser ranks its tasks, behind the render and paint of the head it shows.
    for (let sliceStart = Number.NEGATIVE_INFINITY; ;) {
      if (clock.now() - sliceStart >= SORT_SLICE_MS) {
        await idle(clock);
        if (job !== this.sortJob) return;
        sliceStart = clock.now();
      }
      const next = steps.next();
      if (next.done) {
        runInAction(() => {
          this.sorted = { cases, filter, order: next.value };
        });
        return;
      }
    }
  }

  async load(): Promise<void> {
    this.own = 'loading';
    try {
      // The list reaches the cases store through the server-event stream (and its category, `mount`).
      await this.deps.api.getCases();
      runInAction(() => {
        this.own = 'ready';
      });
    } catch {
      runInAction(() => {
        this.own = 'error';
      });
    }
  }

  select(filter: CategoryFilter): void {
    this.filter = filter;
    this.preference.write(filter);
  }
}
