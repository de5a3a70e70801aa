import { makeAutoObservable } from 'mobx';
import type { Subscription } from 'rxjs';
import type { CaseDetails, CaseSummary } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';

/**
 * The client's store of cases (spec §7: `cases` and `case` of any response go here), so a case
 * opened from the list shows at once while its details refresh.
 */
export class CasesStore {
  list: readonly CaseSummary[] | null = null;
  readonly details = new Map<string, CaseDetails>();
  private readonly subscription: Subscription;

  constructor(api: Pick<Api, 'events'>) {
    makeAutoObservable<CasesStore, 'subscription'>(this, { subscription: false }, { autoBind: true });
    this.subscription = api.events.subscribe((event) => {
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

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
