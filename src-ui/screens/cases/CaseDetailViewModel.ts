import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@domain/shared/ApiError';
import { isRare } from '@domain/features/cases/opening';
import type { CaseDetails, Skin } from '@domain/model/case';
import { splitItemName } from '@domain/model/itemName';
import type { Api } from '@domain/ports/Api';
import type { CasesStore } from '@ui/stores/CasesStore';
import type { SessionStore } from '@ui/stores/SessionStore';

export type DetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface SkinView {
  readonly skin: Skin;
  readonly rare: boolean;
  /** 'weapon | finish' split on the bar into two lines (spec §2). */
  readonly lines: readonly [string, string | null];
}

/** Case detail (spec §2): open-for-price or top-up-needed, the skins by price descending. */
export class CaseDetailViewModel {
  status: DetailStatus = 'loading';
  /** Set once Open was tapped, so a burst of taps navigates once. */
  opening = false;

  constructor(
    private readonly caseId: string,
    private readonly deps: { api: Pick<Api, 'getCase'>; store: Pick<CasesStore, 'details'>; session: Pick<SessionStore, 'balance'> },
  ) {
    if (deps.store.details.has(caseId)) this.status = 'ready';
    makeAutoObservable<CaseDetailViewModel, 'deps' | 'caseId'>(this, { deps: false, caseId: false }, { autoBind: true });
  }

  get details(): CaseDetails | null {
    return this.deps.store.details.get(this.caseId) ?? null;
  }

  get balance(): number | null {
    return this.deps.session.balance;
  }

  get canOpen(): boolean {
    const d = this.details;
    return d !== null && this.balance !== null && this.balance >= d.price;
  }

  /** Crystals still missing to open, when the balance is short. */
  get missing(): number {
    const d = this.details;
    if (!d) return 0;
    return Math.max(0, Math.round((d.price - (this.balance ?? 0)) * 100) / 100);
  }

  get skins(): SkinView[] {
    return [...(this.details?.skins ?? [])]
      .sort((a, b) => b.price - a.price)
      .map((skin) => ({ skin, rare: isRare(skin.price), lines: splitItemName(skin.name) }));
  }

  mount(): void {
    void this.load();
  }

  async load(): Promise<void> {
    if (!this.details) this.status = 'loading';
    try {
      // The details reach the cases store through the server-event stream.
      await this.deps.api.getCase(this.caseId);
      runInAction(() => {
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (this.details) return;
        this.status = isApiError(error) && error.status === 404 ? 'not-found' : 'error';
      });
    }
  }

  /** Claims the single open for this visit; false when it was already claimed. */
  claimOpen(): boolean {
    if (this.opening || !this.canOpen) return false;
    this.opening = true;
    return true;
  }
}
