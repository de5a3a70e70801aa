import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import { ApiError } from '@domain/shared/ApiError';
import type { CrystalPackage, Invoice, InvoiceOutcome, PaymentStatus } from '@domain/model/payment';
import { approximateUsd, PAYMENT, PurchaseCrystals, type PurchaseState } from '@domain/features/payment/PurchaseCrystals';
import { deferred, flush, type Deferred } from './helpers';

const PKG: CrystalPackage = { id: 'p500', crystals: 500, stars: 230, popular: true };
const OTHER: CrystalPackage = { id: 'p100', crystals: 100, stars: 50, popular: false };

interface SetupOptions {
  readonly createInvoice?: (pkg: CrystalPackage) => Promise<Invoice>;
  /** Statuses the server answers, in order (the last one repeats). */
  readonly statuses?: readonly (PaymentStatus | Error)[];
}

/**
 * The flow with object-literal fakes: every invoice window is a deferred the test closes
 * (`windows`), the server's status answers are scripted.
 */
function setup(options: SetupOptions = {}) {
  const clock = new ManualClock(1_700_000_000_000);
  const windows: { url: string; result: Deferred<InvoiceOutcome> }[] = [];
  const statuses = [...(options.statuses ?? [{ status: 'paid', balance: 1750 }])];
  let invoiceNo = 0;
  const api = {
    createInvoice: vi.fn(options.createInvoice ?? ((pkg: CrystalPackage) => {
      invoiceNo++;
      return Promise.resolve({ id: `pay-${invoiceNo}`, invoiceUrl: `https://t.me/$demo-pay-${invoiceNo}-${pkg.id}` });
    })),
    getPaymentStatus: vi.fn((_id: string): Promise<PaymentStatus> => {
      const next = statuses.length > 1 ? statuses.shift() : statuses[0];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as PaymentStatus);
    }),
  };
  const messenger = {
    openInvoice: vi.fn((url: string) => {
      const result = deferred<InvoiceOutcome>();
      windows.push({ url, result });
      return result.promise;
    }),
  };
  const analytics = { reachGoal: vi.fn((_goal: string) => {}) };
  const reloadProfile = vi.fn(() => Promise.resolve());
  const goHome = vi.fn(() => {});
  const flow = new PurchaseCrystals({ api, messenger, clock, analytics, reloadProfile, goHome });
  const states: PurchaseState[] = [];
  flow.subscribe((s) => states.push(s));
  const kinds = () => states.map((s) => (s.kind === 'processing' ? `processing:${s.step}` : s.kind));
  const lastWindow = () => windows.at(-1)!;
  return { clock, api, messenger, analytics, reloadProfile, goHome, flow, states, kinds, windows, lastWindow };
}

type Harness = ReturnType<typeof setup>;

/**
 * Taps the package and waits until the payment window is open. The purchase's promise comes back
 * wrapped (an async function would otherwise wait for it).
 */
async function toWindow(h: Harness, pkg: CrystalPackage = PKG): Promise<{ running: Promise<void> }> {
  const running = h.flow.purchase(pkg);
  await flush();
  expect(h.flow.state).toEqual({ kind: 'processing', packageId: pkg.id, step: 'paying' });
  return { running };
}

describe('PurchaseCrystals (spec §4, §9)', () => {
  it('paid and confirmed by the server: reloads the profile, records deposit-stars, goes home 1.5 s later', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    expect(h.api.createInvoice).toHaveBeenCalledWith(PKG);
    expect(h.messenger.openInvoice).toHaveBeenCalledWith('https://t.me/$demo-pay-1-p500');
    h.lastWindow().result.resolve('paid');
    await running;
    expect(h.api.getPaymentStatus).toHaveBeenCalledWith('pay-1');
    expect(h.flow.state).toEqual({ kind: 'paid', packageId: 'p500', balance: 1750 });
    expect(h.kinds()).toEqual(['processing:creating', 'processing:paying', 'processing:confirming', 'paid']);
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
    expect(h.analytics.reachGoal).toHaveBeenCalledExactlyOnceWith('deposit-stars');
    h.clock.advance(1499);
    expect(h.goHome).not.toHaveBeenCalled();
    h.clock.advance(1);
    expect(h.goHome).toHaveBeenCalledTimes(1);
  });

  it('only the server status paid is a success: the window saying paid is not enough', async () => {
    const h = setup({ statuses: [{ status: 'failed', balance: 1250 }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await running;
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'payment' });
    expect(h.reloadProfile).not.toHaveBeenCalled();
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    h.clock.advance(5000);
    expect(h.goHome).not.toHaveBeenCalled();
  });

  it('waits for a server that learns of the payment a moment later', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: 1250 }, { status: 'pending', balance: 1250 }, { status: 'paid', balance: 1750 }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(h.flow.state).toMatchObject({ kind: 'processing', step: 'confirming' });
    await h.clock.advanceAsync(PAYMENT.statusCheckIntervalMs * 2, 100);
    await running;
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(3);
    expect(h.flow.state.kind).toBe('paid');
  });

  it('a status that never becomes final is a result processing error after 5 checks', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: null }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('pending');
    await h.clock.advanceAsync(10_000, 100);
    await running;
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(PAYMENT.statusChecks);
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'result' });
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
  });

  it('cancelled in the window: cancelled, and no status is asked', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('cancelled');
    await running;
    expect(h.flow.state).toEqual({ kind: 'cancelled', packageId: 'p500' });
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
    expect(h.reloadProfile).not.toHaveBeenCalled();
  });

  it('failed in the window: failed (payment)', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('failed');
    await running;
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'payment' });
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
  });

  it('a window the client cannot open is a failed payment', async () => {
    const h = setup();
    h.messenger.openInvoice.mockImplementationOnce(() => Promise.reject(new Error('WebAppMethodUnsupported')));
    await h.flow.purchase(PKG);
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'payment' });
  });

  it('the invoice cannot be created: failed (create), no window opens', async () => {
    const h = setup({ createInvoice: () => Promise.reject(new ApiError('http', 'HTTP 500', 500)) });
    await h.flow.purchase(PKG);
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'create' });
    expect(h.messenger.openInvoice).not.toHaveBeenCalled();
  });

  it('the status check fails: result processing error', async () => {
    const h = setup({ statuses: [new ApiError('network', 'offline')] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await running;
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'result' });
    expect(h.goHome).not.toHaveBeenCalled();
  });

  it('no result within 60 s: timed out, and a late result changes nothing', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs - 1);
    expect(h.flow.state.kind).toBe('processing');
    h.clock.advance(1);
    expect(h.flow.state).toEqual({ kind: 'timed-out', packageId: 'p500' });
    h.lastWindow().result.resolve('paid');
    await running;
    await flush();
    expect(h.flow.state.kind).toBe('timed-out');
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    expect(h.kinds().at(-1)).toBe('timed-out');
  });

  it('a result within the 60 s cancels the timeout', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    h.clock.advance(59_000);
    h.lastWindow().result.resolve('cancelled');
    await running;
    h.clock.advance(10_000);
    expect(h.flow.state.kind).toBe('cancelled');
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('an invoice result that arrives twice is handled once', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    const url = h.lastWindow().url;
    await Promise.all([h.flow.invoiceClosed(url, 'paid'), h.flow.invoiceClosed(url, 'paid')]);
    h.lastWindow().result.resolve('paid');
    await running;
    await h.flow.invoiceClosed(url, 'paid');
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
    expect(h.analytics.reachGoal).toHaveBeenCalledTimes(1);
    expect(h.states.filter((s) => s.kind === 'paid')).toHaveLength(1);
    h.clock.advance(10_000);
    expect(h.goHome).toHaveBeenCalledTimes(1);
  });

  it('a doubled result with different outcomes keeps the first', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    const url = h.lastWindow().url;
    await h.flow.invoiceClosed(url, 'cancelled');
    await h.flow.invoiceClosed(url, 'paid');
    h.lastWindow().result.resolve('paid');
    await running;
    expect(h.flow.state.kind).toBe('cancelled');
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
  });

  it('a result for another invoice is ignored', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    await h.flow.invoiceClosed('https://t.me/$demo-someone-else', 'paid');
    expect(h.flow.state).toMatchObject({ kind: 'processing', step: 'paying' });
    h.lastWindow().result.resolve('cancelled');
    await running;
    expect(h.flow.state.kind).toBe('cancelled');
  });

  it('a double tap asks for one invoice, and other packages are blocked while it runs', async () => {
    const h = setup();
    const first = h.flow.purchase(PKG);
    const second = h.flow.purchase(PKG);
    const other = h.flow.purchase(OTHER);
    await flush();
    expect(h.api.createInvoice).toHaveBeenCalledTimes(1);
    expect(h.flow.invoiceRequestCount).toBe(1);
    expect(h.messenger.openInvoice).toHaveBeenCalledTimes(1);
    expect(h.flow.state).toMatchObject({ packageId: 'p500' });
    h.lastWindow().result.resolve('cancelled');
    await Promise.all([first, second, other]);
    expect(h.api.createInvoice).toHaveBeenCalledTimes(1);
  });

  it('after a cancel, failure or timeout another purchase may start; after success none', async () => {
    const h = setup();
    let { running } = await toWindow(h);
    h.lastWindow().result.resolve('cancelled');
    await running;
    ({ running } = await toWindow(h, OTHER));
    h.clock.advance(60_000);
    expect(h.flow.state.kind).toBe('timed-out');
    ({ running } = await toWindow(h));
    h.lastWindow().result.resolve('paid');
    await running;
    expect(h.flow.state.kind).toBe('paid');
    await h.flow.purchase(OTHER);
    expect(h.api.createInvoice).toHaveBeenCalledTimes(3);
  });

  it('the client never raises the balance itself: the paid state carries the server’s balance', async () => {
    const h = setup({ statuses: [{ status: 'PAID', balance: 99 }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await running;
    expect(h.flow.state).toEqual({ kind: 'paid', packageId: 'p500', balance: 99 });
  });

  it('leaving the screen stops the timeout and the redirect, and ignores later results', async () => {
    const h = setup();
    let { running } = await toWindow(h);
    h.flow.dispose();
    expect(h.clock.pendingTimers).toBe(0);
    h.lastWindow().result.resolve('paid');
    await running;
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();

    const h2 = setup();
    ({ running } = await toWindow(h2));
    h2.lastWindow().result.resolve('paid');
    await running;
    h2.flow.dispose();
    h2.clock.advance(5000);
    expect(h2.goHome).not.toHaveBeenCalled();
  });
});

describe('approximate dollar price (spec §9: a star ≈ 0.02 $)', () => {
  it('rounds to the cent', () => {
    expect(approximateUsd(50)).toBe(1);
    expect(approximateUsd(230)).toBe(4.6);
    expect(approximateUsd(1)).toBe(0.02);
    expect(approximateUsd(4200)).toBe(84);
    expect(approximateUsd(333)).toBe(6.66);
    expect(approximateUsd(0)).toBe(0);
  });
});
