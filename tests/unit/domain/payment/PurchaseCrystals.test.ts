import { describe, expect, it, vi } from 'vitest';
import type { HapticNotification } from '@domain/ports/Messenger';
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
    hapticNotification: vi.fn((_type: HapticNotification) => {}),
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
    // The confirmed payment is felt: one success buzz.
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['success']]);
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
    // The balance is re-read all the same: it is the server's word on what was charged.
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['error']]);
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    h.clock.advance(5000);
    expect(h.goHome).not.toHaveBeenCalled();
  });

  it('waits for a server that learns of the payment a moment later: asked at once, then after 1 s and 2 s more', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: 1250 }, { status: 'pending', balance: 1250 }, { status: 'paid', balance: 1750 }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await flush();
    expect(h.flow.state).toMatchObject({ kind: 'processing', step: 'confirming' });
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    await h.clock.advanceAsync(999, 1);
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    await h.clock.advanceAsync(2001, 1);
    await running;
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(3);
    expect(h.flow.state.kind).toBe('paid');
  });

  it('a server that confirms only 20 s later: still paid (the spec’s 60 s window)', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: 1250 }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('pending');
    await h.clock.advanceAsync(20_000, 100);
    expect(h.flow.state).toMatchObject({ kind: 'processing', step: 'confirming' });
    h.api.getPaymentStatus.mockImplementation(() => Promise.resolve({ status: 'paid', balance: 1750 }));
    await h.clock.advanceAsync(8_000, 100);
    await running;
    expect(h.flow.state).toEqual({ kind: 'paid', packageId: 'p500', balance: 1750 });
    expect(h.analytics.reachGoal).toHaveBeenCalledTimes(1);
  });

  it('a status that stays pending for 60 s: timed out, with backoff (1, 2, 4, 8, 8 … s, the last at 60 s) and the balance re-read', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: null }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('pending');
    const checks: number[] = [];
    const start = h.clock.now();
    h.api.getPaymentStatus.mockImplementation(() => {
      checks.push(h.clock.now() - start);
      return Promise.resolve({ status: 'pending', balance: null });
    });
    await h.clock.advanceAsync(70_000, 100);
    await running;
    expect(checks).toEqual([0, 1000, 3000, 7000, 15_000, 23_000, 31_000, 39_000, 47_000, 55_000, 60_000]);
    expect(h.flow.state).toEqual({ kind: 'timed-out', packageId: 'p500' });
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
  });

  it('cancelled in the window: cancelled (the balance re-read), and no status is asked', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('cancelled');
    await running;
    expect(h.flow.state).toEqual({ kind: 'cancelled', packageId: 'p500' });
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
    // The player's own cancel is no failure: nothing is felt.
    expect(h.messenger.hapticNotification.mock.calls).toEqual([]);
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
  });

  it('failed in the window: failed (payment), and the balance re-read since it may have been charged', async () => {
    const h = setup();
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('failed');
    await running;
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'payment' });
    expect(h.api.getPaymentStatus).not.toHaveBeenCalled();
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
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
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['error']]);
  });

  it('a failing status check is asked again; a server that never answers is a result processing error after 60 s', async () => {
    const h = setup({ statuses: [new ApiError('network', 'offline')] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await h.clock.advanceAsync(30_000, 100);
    expect(h.flow.state).toMatchObject({ kind: 'processing', step: 'confirming' });
    await h.clock.advanceAsync(40_000, 100);
    await running;
    expect(h.api.getPaymentStatus.mock.calls.length).toBeGreaterThan(5);
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'result' });
    expect(h.goHome).not.toHaveBeenCalled();
  });

  it('a status check that fails once, then answers paid: paid', async () => {
    const h = setup({ statuses: [new ApiError('network', 'offline'), { status: 'paid', balance: 1750 }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await h.clock.advanceAsync(1000, 100);
    await running;
    expect(h.flow.state.kind).toBe('paid');
  });

  it('no word from the window within 60 s: the server is asked; still pending is a timeout', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: 1250 }] });
    await toWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs - 1);
    expect(h.flow.state).toMatchObject({ kind: 'processing', step: 'paying' });
    h.clock.advance(1);
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(h.flow.state).toEqual({ kind: 'timed-out', packageId: 'p500' });
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
  });

  it('a window that reports paid after its 60 s: the server is asked again, and its paid is a success', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: 1250 }, { status: 'paid', balance: 1750 }] });
    const { running } = await toWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs);
    await flush();
    expect(h.flow.state.kind).toBe('timed-out');
    h.lastWindow().result.resolve('paid');
    await running;
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(2);
    expect(h.flow.state).toEqual({ kind: 'paid', packageId: 'p500', balance: 1750 });
    expect(h.analytics.reachGoal).toHaveBeenCalledTimes(1);
    // A repeat of that late report changes nothing more.
    await h.flow.invoiceClosed(h.lastWindow().url, 'paid');
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(2);
  });

  it('a late report of cancel, or one for another invoice, changes nothing', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: 1250 }] });
    const { running } = await toWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs);
    await flush();
    await h.flow.invoiceClosed('https://t.me/$someone-else', 'paid');
    h.lastWindow().result.resolve('cancelled');
    await running;
    await flush();
    expect(h.flow.state.kind).toBe('timed-out');
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
  });

  it('paid reported while the one check after the silent 60 s is on its way: asked again after it', async () => {
    const h = setup({ statuses: [{ status: 'paid', balance: 1750 }] });
    const first = deferred<PaymentStatus>();
    h.api.getPaymentStatus.mockImplementationOnce(() => first.promise);
    await toWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs);
    await flush();
    await h.flow.invoiceClosed(h.lastWindow().url, 'paid');
    first.resolve({ status: 'pending', balance: 1250 });
    await flush();
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(2);
    expect(h.flow.state.kind).toBe('paid');
  });

  it('a 403 while the status is asked ends it at once, as told by the transport (no toast of its own, no more checks)', async () => {
    const h = setup({ statuses: [new ApiError('forbidden', 'HTTP 403', 403)] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('paid');
    await running;
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'result', reported: true });
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
  });

  it('leaving the screen while waiting between checks settles the purchase at once', async () => {
    const h = setup({ statuses: [{ status: 'pending', balance: 1250 }] });
    const { running } = await toWindow(h);
    h.lastWindow().result.resolve('pending');
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    h.flow.dispose();
    await expect(running).resolves.toBeUndefined();
    h.clock.advance(120_000);
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
  });

  it('no word from the window, but the server has the payment: paid', async () => {
    const h = setup({ statuses: [{ status: 'paid', balance: 1750 }] });
    await toWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs);
    await flush();
    expect(h.flow.state).toEqual({ kind: 'paid', packageId: 'p500', balance: 1750 });
    expect(h.analytics.reachGoal).toHaveBeenCalledTimes(1);
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
    expect(h.messenger.hapticNotification.mock.calls).toEqual([['success']]);
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
    h.api.getPaymentStatus.mockImplementationOnce(() => Promise.resolve({ status: 'pending', balance: null }));
    h.clock.advance(60_000);
    await flush();
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
