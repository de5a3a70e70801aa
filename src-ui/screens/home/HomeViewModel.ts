import { makeAutoObservable } from 'mobx';
import { featuredCase } from '@domain/features/cases/caseList';
import type { CaseSummary } from '@domain/model/case';
import type { Api } from '@domain/ports/Api';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';

/**
 * Home's own part (spec §2): the balance card, shown only with a messenger user, and the case
 * the hero features until the live feed shows a drop worth showing.
 */
export class HomeViewModel {
  constructor(private readonly deps: {
    readonly session: Pick<SessionStore, 'messengerUser' | 'balance'>;
    readonly cases: Pick<CasesStore, 'list'>;
    readonly api: Pick<Api, 'getCases'>;
  }) {
    makeAutoObservable<HomeViewModel, 'deps' | 'loadCases'>(this, { deps: false, loadCases: false });
  }

  get showsBalance(): boolean {
    return this.deps.session.messengerUser !== null;
  }

  /** Null while unknown. */
  get balance(): number | null {
    return this.deps.session.balance;
  }

  /** The first case of the list's All order (spec §2), null until the list is known or when it has none. */
  get featured(): CaseSummary | null {
    const list = this.deps.cases.list;
    return list ? featuredCase(list) : null;
  }

  /** Asks for the case list (spec §7's own call) once, unless a screen already brought it; it also makes the case list open at once. */
  mount(): void {
    if (!this.deps.cases.list) void this.loadCases();
  }

  private async loadCases(): Promise<void> {
    try {
      // The list reaches the cases store through the server-event stream.
      await this.deps.api.getCases();
    } catch {
      /* without it the hero waits for the feed; the API edge has logged the failure */
    }
  }
}
