import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CrystalPackage } from '@domain/model/payment';
import { PurchaseCrystals, TERMS_OF_SERVICE_URL, type PurchaseState } from '@domain/features/payment/PurchaseCrystals';
import type { LimitReached } from '@domain/features/limits/limitCheck';
import type { Analytics } from '@domain/ports/Analytics';
import type { Api } from '@domain/ports/Api';
import type { Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';
import { AREA_TOAST, type Toaster } from '@ui/toasts/Toaster';
import { safeLinkUrl } from '@domain/shared/safeUrl';
import type { LimitsStore } from '@ui/stores/LimitsStore';
import type { SessionStore } from '@ui/stores/SessionStore';
import { GuardSwitch, type MomentGuard } from '@ui/navigation/MomentGuard';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import { toldByTransport } from '@domain/shared/ApiError';

export type PackagesStatus = 'loading' | 'ready' | 'error';

export interface PaymentViewModelDeps {
  readonly api: Pick<Api, 'getTopUpPackages' | 'createInvoice' | 'getPaymentStatus'>;
  readonly messenger: Pick<Messenger, 'openInvoice' | 'openLink' | 'hapticNotification'>;
  readonly clock: Clock;
  readonly analytics: Analytics;
  readonly toaster: Pick<Toaster, 'show'>;
  readonly session: Pick<SessionStore, 'balance' | 'refresh'>;
  /** Held while the payment window is open: no swipe-away, closing asks first. */
  readonly guard: Pick<MomentGuard, 'hold'>;
  readonly goHome: () => void;
  /** The error state's retry reloads the page (spec §2). */
  readonly reloadPage: () => void;
  /** The player's own limit on crystals bought; absent: none. */
  readonly limits?: Pick<LimitsStore, 'check' | 'record' | 'reached'>;
}

/** The toast each end of a purchase shows (spec §8), in the payment area's 3 s top-centre style. */
const OUTCOME_TOASTS: Partial<Record<PurchaseState['kind'] | `failed:${string}`, { kind: 'success' | 'error' | 'blank'; key: string }>> = {
  paid: { kind: 'success', key: 'payment.success' },
  // The player's own choice, not an error.
  cancelled: { kind: 'blank', key: 'payment.cancelled' },
  'failed:payment': { kind: 'error', key: 'payment.errors.cancelledOrFailed' },
  'failed:create': { kind: 'error', key: 'payment.errors.create' },
  'failed:result': { kind: 'error', key: 'payment.errors.result' },
  'timed-out': { kind: 'error', key: 'payment.errors.timeout' },
};

/** Crystal top-up (spec §2, §4): the packages and one PurchaseCrystals flow per visit. */
export class PaymentViewModel {
  status: PackagesStatus = 'loading';
  packages: readonly CrystalPackage[] = [];
  /** Packages the server sent that could not be read: left out, and the screen says how many. */
  leftOut = 0;
  readonly purchaseFlow: FlowBinding<PurchaseCrystals>;
  private readonly purchaseRun: () => PurchaseCrystals;
  private loading = false;
  /** Between mount and unmount: a load that fails after the screen is gone toasts nothing. */
  private active = false;
  private readonly moment: GuardSwitch;

  constructor(private readonly deps: PaymentViewModelDeps) {
    [this.purchaseFlow, this.purchaseRun] = FlowBinding.of(() => new PurchaseCrystals({
      api: deps.api,
      messenger: deps.messenger,
      clock: deps.clock,
      analytics: deps.analytics,
      reloadProfile: () => deps.session.refresh(),
      goHome: () => deps.goHome(),
      limits: deps.limits,
      balance: () => deps.session.balance,
    }));
    this.moment = new GuardSwitch(deps.guard);
    makeAutoObservable<PaymentViewModel, 'deps' | 'purchaseRun' | 'loading' | 'active' | 'moment'>(
      this,
      { deps: false, purchaseFlow: false, purchaseRun: false, loading: false, active: false, moment: false, packages: observableRef },
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

  /** Why `pkg` may not be bought now (the player's own limit), or null when it may. */
  limitFor(pkg: CrystalPackage): LimitReached | null {
    return this.deps.limits?.reached('buy', pkg.crystals, pkg.id) ?? null;
  }

  /**
   * The limit notice above the packages: when the package just tapped was refused, or when none can
   * be bought — for the one tapped, else the smallest (the first to fit again). Gone once it fits.
   */
  get limitNotice(): LimitReached | null {
    const state = this.purchase;
    const tapped = state.kind === 'limit' ? this.packages.find((pkg) => pkg.id === state.packageId) : undefined;
    const smallest = [...this.packages].sort((a, b) => a.crystals - b.crystals)[0];
    const subject = tapped ?? (this.packages.length > 0 && this.packages.every((pkg) => this.limitFor(pkg)) ? smallest : undefined);
    return subject ? this.limitFor(subject) : null;
  }

  /** A package's Buy: paid through the messenger's invoice (one payment at a time). */
  packageTapped(pkg: CrystalPackage): Promise<void> {
    return this.purchaseRun().purchase(pkg);
  }

  mount(): () => void {
    this.active = true;
    const stop = this.purchaseFlow.mount((state, previous) => this.purchaseChanged(state, previous));
    if (this.status !== 'ready') void this.load();
    return () => {
      this.active = false;
      stop();
      this.moment.set(false);
    };
  }

  async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.status = 'loading';
    try {
      const { items, leftOut } = await this.deps.api.getTopUpPackages();
      runInAction(() => {
        this.packages = items;
        this.leftOut = leftOut;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
      });
      // A 401, 403 or lost connection has been told by the transport: the panel alone says the rest.
      if (this.active && !toldByTransport(error)) this.deps.toaster.show({ kind: 'error', message: { key: 'payment.loadError' }, ...AREA_TOAST });
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

  private purchaseChanged(state: PurchaseState, previous: PurchaseState): void {
    this.moment.set(state.kind === 'processing' && state.step === 'paying');
    if (state.kind === previous.kind || (state.kind === 'failed' && state.reported)) return;
    const key: keyof typeof OUTCOME_TOASTS = state.kind === 'failed' ? `failed:${state.reason}` : state.kind;
    const toast = OUTCOME_TOASTS[key];
    if (toast) this.deps.toaster.show({ kind: toast.kind, message: { key: toast.key }, ...AREA_TOAST });
  }
}
