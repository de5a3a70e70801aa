import { makeAutoObservable, observableRef, observableShallow } from 'mobx';
import type { CaseDetails, CaseSummary } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import { NewestAnswer } from '@domain/shared/NewestAnswer';

/**
 * The client's store of cases (spec §7: `cases` and `case` of any response go here, through the
 * server-event stream only), so a case opened from the list shows at once while its details refresh.
 */
export class CasesStore {
  list: readonly CaseSummary[] | null = null;
  /** Cases the answer that brought `list` held but could not be read: left out of it. */
  listLeftOut = 0;
  readonly details = new Map<string, CaseDetails>();
  private readonly newestList = new NewestAnswer();
  private readonly newestDetails = new Map<string, NewestAnswer>();

  constructor(api: Pick<Api, 'events'>) {
    // The list and the details are replaced, never changed in place: references, not deep copies
    // (making 100 000 cases observable one by one takes seconds).
    makeAutoObservable<CasesStore, 'newestList' | 'newestDetails'>(
      this,
      { list: observableRef, details: observableShallow, newestList: false, newestDetails: false },
      { autoBind: true },
    );
    // Lives as long as the app: the store follows every answer that carries cases, the newest
    // answer about each (the list, and every case on its own).
    api.events.subscribe((event, order) => {
      if (event.type === 'cases' && this.newestList.accept(order)) this.setList(event.cases, event.leftOut);
      else if (event.type === 'case' && this.newestAbout(event.details.id).accept(order)) this.setDetails(event.details);
    });
  }

  /** What is known of a case: its details, or its summary from the list. */
  known(caseId: string): CaseDetails | CaseSummary | null {
    return this.details.get(caseId) ?? this.list?.find((c) => c.id === caseId) ?? null;
  }

  private newestAbout(caseId: string): NewestAnswer {
    let newest = this.newestDetails.get(caseId);
    if (!newest) this.newestDetails.set(caseId, (newest = new NewestAnswer()));
    return newest;
  }

  setList(cases: readonly CaseSummary[], leftOut = 0): void {
    this.list = cases;
    this.listLeftOut = leftOut;
  }

  setDetails(details: CaseDetails): void {
    this.details.set(details.id, details);
  }
}
