import { observable, runInAction } from 'mobx';
import type { HapticNotification } from '@domain/ports/Messenger';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { ApiError } from '@domain/shared/ApiError';
import type { ListAnswer } from '@domain/model/listAnswer';
import type { CrystalPackage, Invoice, InvoiceOutcome, PaymentStatus } from '@domain/model/payment';
import { TERMS_OF_SERVICE_URL, type PurchaseState } from '@domain/features/payment/PurchaseCrystals';
import { AREA_TOAST, type Toast } from '@ui/toasts/Toaster';
import { PaymentViewModel, type PaymentViewModelDeps } from '@ui/screens/payment/PaymentViewModel';
import { deferred, flush, type Deferred } from '../../support/async';
import { recordStates } from '../../support/recorder';
import { MomentGuard } from '@ui/navigation/MomentGuard';

const SMALL: CrystalPackage = { id: 'p100', crystals: 100, stars: 50, popular: false };
const POPULAR: CrystalPackage = { id: 'p500', crystals: 500, stars: 230, popular: true };
const PACKAGES: readonly CrystalPackage[] = [SMALL, POPULAR];

interface SetupOptions {
  /** The packages call; resolves with PACKAGES unless given. */
  readonly getTopUpPackages?: () => Promise<ListAnswer<CrystalPackage>>;
  /** The invoice call; resolves at once with pay-N unless given. */
  readonly createInvoice?: (pkg: CrystalPackage) => Promise<Invoice>;
  /** The server's payment-status answers in order (the last one repeats). */
  readonly statuses?: readonly (PaymentStatus | Error)[];
  readonly limits?: PaymentViewModelDeps['limits'];
}

/**
 * The view-model with object-literal fakes. Every payment window is a deferred the test closes
 * (`windows`); the session's refresh brings the server's new balance, as the real reload does.
 */
function setup(options: SetupOptions = {}) {
  const clock = new ManualClock(1_700_000_000_000);
  const windows: { url: string; result: Deferred<InvoiceOutcome> }[] = [];
  const statuses = [...(options.statuses ?? [{ status: 'paid', balance: 1700 }])];
  let invoiceNo = 0;
  const api = {
    getTopUpPackages: vi.fn(options.getTopUpPackages ?? (() => Promise.resolve({ items: PACKAGES, leftOut: 0 }))),
    createInvoice: vi.fn(options.createInvoice ?? ((pkg: CrystalPackage) => {
      invoiceNo++;
      return Promise.resolve({ id: `pay-${invoiceNo}`, invoiceUrl: `https://t.me/$invoice-${invoiceNo}-${pkg.id}` });
    })),
    getPaymentStatus: vi.fn((_id: string): Promise<PaymentStatus> => {
      const next = statuses.length > 1 ? statuses.shift() : statuses[0];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as PaymentStatus);
    }),
  } satisfies PaymentViewModelDeps['api'];
  const messenger = {
    hapticNotification: vi.fn((_type: HapticNotification) => {}),
    openInvoice: vi.fn((url: string) => {
      const result = deferred<InvoiceOutcome>();
      windows.push({ url, result });
      return result.promise;
    }),
    openLink: vi.fn((_url: string) => {}),
  } satisfies PaymentViewModelDeps['messenger'];
  const analytics = { reachGoal: vi.fn((_goal: string) => {}) } satisfies PaymentViewModelDeps['analytics'];
  const toaster = { show: vi.fn((_toast: Toast) => 'toast') } satisfies PaymentViewModelDeps['toaster'];
  const session = observable(
    {
      balance: 1200 as number | null,
      refresh: vi.fn(async () => {
        runInAction(() => {
          session.balance = 1700;
        });
      }),
    },
    { refresh: false },
  );
  const goHome = vi.fn(() => {});
  const reloadPage = vi.fn(() => {});
  const guardCalls: string[] = [];
  const guard = new MomentGuard({
    setClosingConfirmation: (on) => guardCalls.push(`closing-confirmation:${on ? 'on' : 'off'}`),
    setVerticalSwipes: (on) => guardCalls.push(`swipes:${on ? 'on' : 'off'}`),
  });
  const vm = new PaymentViewModel({ api, messenger, clock, analytics, toaster, session, goHome, reloadPage, guard, limits: options.limits });
  const toasts = () => toaster.show.mock.calls.map(([toast]) => toast);
  const lastWindow = () => windows.at(-1)!;
  return { clock, api, messenger, analytics, toaster, toasts, session, goHome, reloadPage, vm, windows, lastWindow, guard, guardCalls };
}

type Harness = ReturnType<typeof setup>;

/** 'idle', 'processing:creating', 'paid', … — one label per purchase state. */
function label(state: PurchaseState): string {
  return state.kind === 'processing' ? `processing:${state.step}` : state.kind;
}

/** Mounts like useViewModel does and lets the packages arrive. */
async function mounted(h: Harness): Promise<() => void> {
  const unmount = h.vm.mount();
  await flush();
  return unmount;
}

/** Taps buy and waits until the messenger's payment window is open. */
async function toWindow(h: Harness, pkg: CrystalPackage = POPULAR): Promise<void> {
  h.vm.packageTapped(pkg);
  await flush();
  expect(label(h.vm.purchase)).toBe('processing:paying');
}

describe('PaymentViewModel: packages (spec §2 payment)', () => {
  it('shows the loading state, then the server’s packages', async () => {
    const packages = deferred<ListAnswer<CrystalPackage>>();
    const h = setup({ getTopUpPackages: () => packages.promise });
    const status = recordStates(() => h.vm.status);
    h.vm.mount();
    expect(h.vm.status).toBe('loading');
    packages.resolve({ items: PACKAGES, leftOut: 0 });
    await flush();
    expect(status.values).toEqual(['loading', 'ready']);
    expect(h.vm.packages).toEqual(PACKAGES);
    expect(h.api.getTopUpPackages).toHaveBeenCalledTimes(1);
    expect(h.toaster.show).not.toHaveBeenCalled();
    status.stop();
  });

  it('packages the server sent unreadable are left out and counted: the others show and can be bought', async () => {
    const h = setup({ getTopUpPackages: () => Promise.resolve({ items: [POPULAR], leftOut: 2 }) });
    h.vm.mount();
    await flush();
    expect(h.vm.status).toBe('ready');
    expect(h.vm.packages).toEqual([POPULAR]);
    expect(h.vm.leftOut).toBe(2);
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('a load failing offline: the error state, and no toast of its own (the transport has told)', async () => {
    const h = setup({ getTopUpPackages: () => Promise.reject(new ApiError('network', 'offline')) });
    await mounted(h);
    expect(h.vm.status).toBe('error');
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('a failed load shows the error state and the area toast; retry reloads the page', async () => {
    const h = setup({ getTopUpPackages: () => Promise.reject(new ApiError('http', 'HTTP 502', 502)) });
    const status = recordStates(() => h.vm.status);
    await mounted(h);
    expect(status.values).toEqual(['loading', 'error']);
    expect(h.vm.packages).toEqual([]);
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'payment.loadError' }, ...AREA_TOAST }]);
    expect(h.toasts()[0]).toMatchObject({ placement: 'top-center', durationMs: 3000 });
    h.vm.retry();
    expect(h.reloadPage).toHaveBeenCalledTimes(1);
    expect(h.api.getTopUpPackages).toHaveBeenCalledTimes(1);
    status.stop();
  });

  it('shows the session’s balance as it changes', () => {
    const h = setup();
    const balance = recordStates(() => h.vm.balance);
    runInAction(() => {
      h.session.balance = 900;
    });
    runInAction(() => {
      h.session.balance = null;
    });
    expect(balance.values).toEqual([1200, 900, null]);
    balance.stop();
  });

  it('opens the terms of service through the messenger', () => {
    const h = setup();
    h.vm.openTerms();
    expect(h.messenger.openLink).toHaveBeenCalledExactlyOnceWith(TERMS_OF_SERVICE_URL);
  });
});

describe('PaymentViewModel: the purchase flow (spec §4 payment, §9)', () => {
  it('goes idle → creating → paying → confirming → paid, toasts success, records the goal, goes home 1.5 s later', async () => {
    const h = setup();
    await mounted(h);
    const path = recordStates(() => label(h.vm.purchase));
    h.vm.packageTapped(POPULAR);
    expect(h.vm.processingId).toBe('p500');
    expect(h.vm.blocked).toBe(true);
    await flush();
    expect(h.api.createInvoice).toHaveBeenCalledExactlyOnceWith(POPULAR);
    expect(h.messenger.openInvoice).toHaveBeenCalledExactlyOnceWith('https://t.me/$invoice-1-p500');
    expect(h.toaster.show).not.toHaveBeenCalled();

    h.lastWindow().result.resolve('paid');
    await flush();
    expect(path.values).toEqual(['idle', 'processing:creating', 'processing:paying', 'processing:confirming', 'paid']);
    expect(h.vm.purchase).toEqual({ kind: 'paid', packageId: 'p500', balance: 1700 });
    expect(h.api.getPaymentStatus).toHaveBeenCalledExactlyOnceWith('pay-1');
    expect(h.toasts()).toEqual([{ kind: 'success', message: { key: 'payment.success' }, ...AREA_TOAST }]);
    expect(h.analytics.reachGoal).toHaveBeenCalledExactlyOnceWith('deposit-stars');
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    expect(h.vm.balance).toBe(1700);
    expect(h.vm.processingId).toBeNull();
    expect(h.vm.blocked).toBe(true);

    h.clock.advance(1499);
    expect(h.goHome).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.goHome).toHaveBeenCalledTimes(1);
    h.clock.advance(10_000);
    expect(h.goHome).toHaveBeenCalledTimes(1);
    path.stop();
  });

  it('a double tap asks for one invoice; other packages are blocked while one is processed', async () => {
    const invoice = deferred<Invoice>();
    const h = setup({ createInvoice: () => invoice.promise });
    await mounted(h);
    h.vm.packageTapped(POPULAR);
    h.vm.packageTapped(POPULAR);
    h.vm.packageTapped(SMALL);
    expect(h.api.createInvoice).toHaveBeenCalledTimes(1);
    expect(h.vm.processingId).toBe('p500');
    invoice.resolve({ id: 'pay-1', invoiceUrl: 'https://t.me/$invoice-1' });
    await flush();
    h.vm.packageTapped(SMALL);
    await flush();
    expect(h.api.createInvoice).toHaveBeenCalledTimes(1);
    expect(h.messenger.openInvoice).toHaveBeenCalledTimes(1);
    expect(h.vm.processingId).toBe('p500');
    expect(h.vm.blocked).toBe(true);
  });

  it('after success every package stays blocked', async () => {
    const h = setup();
    await mounted(h);
    await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(h.vm.purchase.kind).toBe('paid');
    h.vm.packageTapped(SMALL);
    await flush();
    expect(h.api.createInvoice).toHaveBeenCalledTimes(1);
    expect(h.vm.purchase.kind).toBe('paid');
  });

  it('cancelled: a neutral toast (not an error), the balance re-read, unblocks, and another package can be bought', async () => {
    const h = setup();
    await mounted(h);
    const path = recordStates(() => label(h.vm.purchase));
    await toWindow(h);
    h.lastWindow().result.resolve('cancelled');
    await flush();
    expect(path.values).toEqual(['idle', 'processing:creating', 'processing:paying', 'cancelled']);
    expect(h.toasts()).toEqual([{ kind: 'blank', message: { key: 'payment.cancelled' }, ...AREA_TOAST }]);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    expect(h.vm.blocked).toBe(false);
    h.vm.packageTapped(SMALL);
    await flush();
    expect(h.api.createInvoice).toHaveBeenLastCalledWith(SMALL);
    expect(h.vm.purchase).toEqual({ kind: 'processing', packageId: 'p100', step: 'paying' });
    h.clock.advance(5000);
    expect(h.goHome).not.toHaveBeenCalled();
    path.stop();
  });

  it('the window reports a failure: the cancelled-or-failed toast, no success, the balance re-read (it may have been charged)', async () => {
    const h = setup();
    await mounted(h);
    await toWindow(h);
    h.lastWindow().result.resolve('failed');
    await flush();
    expect(h.vm.purchase).toEqual({ kind: 'failed', packageId: 'p500', reason: 'payment' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'payment.errors.cancelledOrFailed' }, ...AREA_TOAST }]);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
  });

  it('the invoice cannot be created: the create-payment toast, and no window opens', async () => {
    const h = setup({ createInvoice: () => Promise.reject(ApiError.http(500)) });
    await mounted(h);
    const path = recordStates(() => label(h.vm.purchase));
    h.vm.packageTapped(SMALL);
    await flush();
    expect(path.values).toEqual(['idle', 'processing:creating', 'failed']);
    expect(h.messenger.openInvoice).not.toHaveBeenCalled();
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'payment.errors.create' }, ...AREA_TOAST }]);
    expect(h.vm.blocked).toBe(false);
    path.stop();
  });

  it('the server never confirms within 60 s: the timeout toast, the balance re-read', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: null }] });
    await mounted(h);
    await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(label(h.vm.purchase)).toBe('processing:confirming');
    await h.clock.advanceAsync(30_000, 500);
    expect(label(h.vm.purchase)).toBe('processing:confirming');
    await h.clock.advanceAsync(40_000, 500);
    expect(h.vm.purchase).toEqual({ kind: 'timed-out', packageId: 'p500' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'payment.errors.timeout' }, ...AREA_TOAST }]);
    expect(h.session.refresh).toHaveBeenCalledTimes(1);
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    expect(h.goHome).not.toHaveBeenCalled();
  });

  it('the status can never be read within 60 s: the result-processing toast', async () => {
    const h = setup({ statuses: [new ApiError('http', 'HTTP 500', 500)] });
    await mounted(h);
    await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await h.clock.advanceAsync(70_000, 500);
    expect(h.vm.purchase).toEqual({ kind: 'failed', packageId: 'p500', reason: 'result' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'payment.errors.result' }, ...AREA_TOAST }]);
  });

  it('a window silent for 60 s: the server is asked; pending ends as a timeout; a late paid report asks again', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: null }] });
    await mounted(h);
    await toWindow(h);
    h.clock.advance(59_999);
    expect(label(h.vm.purchase)).toBe('processing:paying');
    expect(h.toaster.show).not.toHaveBeenCalled();
    h.clock.advance(1);
    await flush();
    expect(h.vm.purchase).toEqual({ kind: 'timed-out', packageId: 'p500' });
    expect(h.toasts()).toEqual([{ kind: 'error', message: { key: 'payment.errors.timeout' }, ...AREA_TOAST }]);
    expect(h.vm.blocked).toBe(false);

    h.lastWindow().result.resolve('paid');
    await flush();
    expect(label(h.vm.purchase)).toBe('processing:confirming');
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(2);
    expect(h.toaster.show).toHaveBeenCalledTimes(1);
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
  });

  it('a 403 on the invoice: the transport said it; no payment toast on top', async () => {
    const h = setup({ createInvoice: () => Promise.reject(ApiError.http(403)) });
    await mounted(h);
    h.vm.packageTapped(SMALL);
    await flush();
    expect(h.vm.purchase).toMatchObject({ kind: 'failed', reason: 'create', reported: true });
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('the guard is held exactly while the payment window is open, and released on unmount', async () => {
    const h = setup();
    const unmount = await mounted(h);
    await toWindow(h);
    expect(h.guardCalls).toEqual(['closing-confirmation:on', 'swipes:off']);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(h.guardCalls).toEqual(['closing-confirmation:on', 'swipes:off', 'closing-confirmation:off', 'swipes:on']);
    await toWindow(h, SMALL).catch(() => undefined);
    unmount();
    expect(h.guard.held).toBe(false);
  });
});

describe('PaymentViewModel: mount and unmount (useViewModel)', () => {
  it('after unmount the window’s report and the 60 s timer change nothing', async () => {
    const h = setup();
    const unmount = await mounted(h);
    await toWindow(h);
    unmount();
    h.lastWindow().result.resolve('paid');
    await flush();
    h.clock.advance(120_000);
    await flush();
    expect(label(h.vm.purchase)).toBe('processing:paying');
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
    expect(h.toaster.show).not.toHaveBeenCalled();
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    expect(h.goHome).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('unmounting within 1.5 s of success cancels the redirect home', async () => {
    const h = setup();
    const unmount = await mounted(h);
    await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(h.vm.purchase.kind).toBe('paid');
    h.clock.advance(1000);
    unmount();
    h.clock.advance(10_000);
    expect(h.goHome).not.toHaveBeenCalled();
  });

  it('an invoice that arrives after unmount opens no window', async () => {
    const invoice = deferred<Invoice>();
    const h = setup({ createInvoice: () => invoice.promise });
    const unmount = await mounted(h);
    h.vm.packageTapped(POPULAR);
    unmount();
    invoice.resolve({ id: 'pay-1', invoiceUrl: 'https://t.me/$invoice-1' });
    await flush();
    expect(h.messenger.openInvoice).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.toaster.show).not.toHaveBeenCalled();
  });

  it('StrictMode’s mount → unmount → mount loads the packages once and buys normally', async () => {
    const packages = deferred<ListAnswer<CrystalPackage>>();
    const h = setup({ getTopUpPackages: () => packages.promise });
    const unmountFirst = h.vm.mount();
    unmountFirst();
    const unmount = h.vm.mount();
    packages.resolve({ items: PACKAGES, leftOut: 0 });
    await flush();
    expect(h.api.getTopUpPackages).toHaveBeenCalledTimes(1);
    expect(h.vm.status).toBe('ready');
    expect(h.vm.packages).toEqual(PACKAGES);

    const path = recordStates(() => label(h.vm.purchase));
    await toWindow(h, SMALL);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(path.values).toEqual(['idle', 'processing:creating', 'processing:paying', 'processing:confirming', 'paid']);
    expect(h.toasts()).toEqual([{ kind: 'success', message: { key: 'payment.success' }, ...AREA_TOAST }]);
    h.clock.advance(1500);
    expect(h.goHome).toHaveBeenCalledTimes(1);
    unmount();
    path.stop();
  });

  it('a new mount starts idle with a fresh flow; the old flow’s late report is ignored', async () => {
    const h = setup();
    const unmountFirst = await mounted(h);
    await toWindow(h, POPULAR);
    const oldWindow = h.lastWindow();
    unmountFirst();
    h.vm.mount();
    await flush();
    expect(h.vm.purchase).toEqual({ kind: 'idle' });
    expect(h.vm.blocked).toBe(false);
    expect(h.api.getTopUpPackages).toHaveBeenCalledTimes(1);

    await toWindow(h, SMALL);
    oldWindow.result.resolve('paid');
    await flush();
    expect(h.vm.purchase).toEqual({ kind: 'processing', packageId: 'p100', step: 'paying' });
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
    h.lastWindow().result.resolve('cancelled');
    await flush();
    expect(h.vm.purchase).toEqual({ kind: 'cancelled', packageId: 'p100' });
    expect(h.toasts()).toEqual([{ kind: 'blank', message: { key: 'payment.cancelled' }, ...AREA_TOAST }]);
  });
});

describe('PaymentViewModel: the player’s own limit on crystals bought', () => {
  const limitsFake = () => ({ check: vi.fn(() => ({ allowed: true as const })), record: vi.fn(), reached: vi.fn(() => null) });

  it('asks about a package by its crystals and its id', async () => {
    const limits = limitsFake();
    const h = setup({ limits });
    await mounted(h);
    expect(h.vm.limitFor(POPULAR)).toBeNull();
    expect(limits.reached).toHaveBeenLastCalledWith('buy', 500, 'p500');
  });

  it('a paid purchase counts what the balance the server reported rose by, when more than the package', async () => {
    const limits = limitsFake();
    // The balance was 1200; the status reports 1800 after a package of 500 (a first-deposit bonus, say).
    const h = setup({ limits, statuses: [{ status: 'paid', balance: 1800 }] });
    await mounted(h);
    await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(limits.record).toHaveBeenCalledExactlyOnceWith({ kind: 'buy', crystals: 600, subject: 'p500' });
  });
});
