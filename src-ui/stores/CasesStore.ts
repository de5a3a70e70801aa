import { makeAutoObservable } from 'mobx';
import type { CaseDetails, CaseSummary } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';

/**
 * The client's store of cases (spec §7: `cases` and `case` of any response go here, through the
 * server-event stream only), so a case opened from the list shows at once while its details refresh.
 */
export class CasesStore {
  list: readonly CaseSummary[] | null = null;
  readonly details = new Map<string, CaseDetails>();

  constructor(api: Pick<Api, 'events'>) {
    makeAutoObservable(this, {}, { autoBind: true });
    // Lives as long as the app: the store follows every answer that carries cases.
    api.events.subscribe((event) => {
      if (event.type === 'cases') this.setList(event.cases);
      else if (event.type === 'case') this.setDetails(event.details);
    });
  }

  /** What is known of a case: its details, or its summary from the list. */
  known(caseId: string): CaseDetails | CaseSummary | null {
    return this.details.get(caseId) ?? this.list?.find((c) => c.id === caseId) ?? null;
  }

  setList(cases: readonly CaseSummary[]): void {
    this.list = cases;
  }

  setDetails(details: CaseDetails): void {
    this.details.set(details.id, details);
  }
}
