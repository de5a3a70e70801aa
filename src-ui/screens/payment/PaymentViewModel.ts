import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CrystalPackage } from '@domain/model/payment';
import { PurchaseCrystals, TERMS_OF_SERVICE_URL, type PurchaseState } from '@domain/features/payment/PurchaseCrystals';
import type { Analytics } from '@domain/ports/Analytics';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';
import { AREA_TOAST, type Toaster } from '@ui/toasts/Toaster';
import { safeLinkUrl } from '@domain/shared/safeUrl';
import type { SessionStore } from '@ui/stores/SessionStore';
import { FlowBinding } from '@ui/viewModel/FlowBinding';

export type PackagesStatus = 'loading' | 'ready' | 'error';

export interface PaymentViewModelDeps {
  readonly api: Pick<Api, 'getTopUpPackages' | 'createInvoice' | 'getPaymentStatus'>;
  readonly messenger: Pick<Messenger, 'openInvoice' | 'openLink'>;
  readonly clock: Clock;
  readonly analytics: Analytics;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly session: Pick<SessionStore, 'balance' | 'refresh'>;
  readonly goHome: () => void;
  /** The error state's retry reloads the page (spec §2). */
  readonly reloadPage: () => void;
}

/** The toast each end of a purchase shows (spec §8), in the payment area's 3 s top-centre style. */
const OUTCOME_TOASTS: Partial<Record<PurchaseState['kind'] | `failed:${string}`, { kind: 'success' | 'error'; key: string }>> = {
  paid: { kind: 'success', key: 'payment.success' },
  cancelled: { kind: 'error', key: 'payment.errors.cancelledOrFailed' },
  'failed:payment': { kind: 'error', key: 'payment.errors.cancelledOrFailed' },
  'failed:create': { kind: 'error', key: 'payment.errors.create' },
  'failed:result': { kind: 'error', key: 'payment.errors.result' },
  'timed-out': { kind: 'error', key: 'payment.errors.timeout' },
};

/** Crystal top-up (spec §2, §4): the packages and one PurchaseCrystals flow per visit. */
export class PaymentViewModel {
  status: PackagesStatus = 'loading';
  packages: readonly CrystalPackage[] = [];
  readonly purchaseFlow: FlowBinding<PurchaseCrystals>;
  private loading = false;
  /** Between mount and unmount: a load that fails after the screen is gone toasts nothing. */
  private active = false;

  constructor(private readonly deps: PaymentViewModelDeps) {
    this.purchaseFlow = new FlowBinding(() => new PurchaseCrystals({
      api: deps.api,
      messenger: deps.messenger,
      clock: deps.clock,
      analytics: deps.analytics,
      reloadProfile: () => deps.session.refresh(),
      goHome: () => deps.goHome(),
    }));
    makeAutoObservable<PaymentViewModel, 'deps' | 'loading' | 'active'>(
      this,
      { deps: false, purchaseFlow: false, loading: false, active: false, packages: observableRef },
      { autoBind: true },
    );
  }

  get purchase(): PurchaseState {
    return this.purchaseFlow.state;
  }

  get balance(): number | null {
    return this.deps.session.balance;
  }

  /** The package being paid for, while a payment runs. */
  get processingId(): string | null {
    return this.purchase.kind === 'processing' ? this.purchase.packageId : null;
  }

  /** While one package is being paid for (or after success), every buy button is blocked. */
  get blocked(): boolean {
    return this.purchase.kind === 'processing' || this.purchase.kind === 'paid';
  }

  mount(): () => void {
    this.active = true;
    const stop = this.purchaseFlow.mount((state) => this.toastOutcome(state));
    if (this.status !== 'ready') void this.load();
    return () => {
      this.active = false;
      stop();
    };
  }

  async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.status = 'loading';
    try {
      const packages = await this.deps.api.getTopUpPackages();
      runInAction(() => {
        this.packages = packages;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
      if (this.active) this.deps.toaster.show({ kind: 'error', message: { key: 'payment.loadError' }, ...AREA_TOAST });
    } finally {
      this.loading = false;
    }
  }

  retry(): void {
    this.deps.reloadPage();
  }

  openTerms(): void {
    const url = safeLinkUrl(TERMS_OF_SERVICE_URL);
    if (url) this.deps.messenger.openLink(url);
  }

  private toastOutcome(state: PurchaseState): void {
    const key: keyof typeof OUTCOME_TOASTS = state.kind === 'failed' ? `failed:${state.reason}` : state.kind;
    const toast = OUTCOME_TOASTS[key];
    if (toast) this.deps.toaster.show({ kind: toast.kind, message: { key: toast.key }, ...AREA_TOAST });
  }
}
