import { describe, expect, it, vi } from 'vitest';
import type { HapticNotification } from '@domain/ports/Messenger';
import { ManualClock } from '@adapters/memory/ManualClock';
import { ApiError } from '@domain/shared/ApiError';
import { safeLinkUrl } from '@domain/shared/safeUrl';
import type { CrystalPackage, Invoice, InvoiceOutcome, PaymentStatus } from '@domain/model/payment';
import { PAYMENT, PurchaseCrystals, TERMS_OF_SERVICE_URL, type PurchaseState } from '@domain/features/payment/PurchaseCrystals';
import { deferred, flush, type Deferred } from './helpers';

/**
 * Spec §4 and §9, payment: what the server's status says, what leaving the screen stops, and the
 * window that speaks only after its 60 s. The server's word alone makes a purchase paid.
 */

const PKG: CrystalPackage = { id: 'p500', crystals: 500, stars: 230, popular: true };

function setup(statuses: readonly (PaymentStatus | Error)[] = [{ status: 'paid', balance: 1750 }]) {
  const clock = new ManualClock(1_700_000_000_000);
  const windows: Deferred<InvoiceOutcome>[] = [];
  const script = [...statuses];
  const api = {
    createInvoice: vi.fn((_pkg: CrystalPackage): Promise<Invoice> => Promise.resolve({ id: 'pay-1', invoiceUrl: 'https://t.me/$pay-1' })),
    getPaymentStatus: vi.fn((_id: string): Promise<PaymentStatus> => {
      const next = script.length > 1 ? script.shift() : script[0];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as PaymentStatus);
    }),
  };
  const messenger = {
    hapticNotification: vi.fn((_type: HapticNotification) => {}),
    openInvoice: vi.fn((_url: string) => {
      const window = deferred<InvoiceOutcome>();
      windows.push(window);
      return window.promise;
    }),
  };
  const analytics = { reachGoal: vi.fn((_goal: string) => {}) };
  const reloadProfile = vi.fn(() => Promise.resolve());
  const goHome = vi.fn(() => {});
  const flow = new PurchaseCrystals({ api, messenger, clock, analytics, reloadProfile, goHome });
  const states: PurchaseState[] = [];
  flow.subscribe((s) => states.push(s));
  const window = () => windows.at(-1)!;
  return { clock, api, messenger, analytics, reloadProfile, goHome, flow, states, window };
}

type Harness = ReturnType<typeof setup>;

/** Taps the package; the payment window is open when this returns (the purchase's promise comes back wrapped). */
async function openWindow(h: Harness): Promise<{ running: Promise<void> }> {
  const running = h.flow.purchase(PKG);
  await flush();
  expect(h.flow.state).toEqual({ kind: 'processing', packageId: 'p500', step: 'paying' });
  return { running };
}

/** The window stays silent past its 60 s; the one status check then made has answered. */
async function silentFor60s(h: Harness): Promise<void> {
  await openWindow(h);
  h.clock.advance(PAYMENT.invoiceTimeoutMs);
  await flush();
}

describe('PurchaseCrystals: the server’s status', () => {
  it('before any tap nothing is being paid: idle, and any package may be tapped', () => {
    const h = setup();
    expect(h.flow.state).toEqual({ kind: 'idle' });
    expect(h.flow.busy).toBe(false);
  });

  it.each([
    ['cancelled', { kind: 'cancelled', packageId: 'p500' }],
    ['canceled', { kind: 'cancelled', packageId: 'p500' }],
    ['failed', { kind: 'failed', packageId: 'p500', reason: 'payment' }],
    ['expired', { kind: 'failed', packageId: 'p500', reason: 'payment' }],
    ['refunded', { kind: 'failed', packageId: 'p500', reason: 'payment' }],
  ] as const)('%s is final at once: no more checks, no success, the balance re-read', async (status, end) => {
    const h = setup([{ status, balance: 1250 }]);
    const { running } = await openWindow(h);
    h.window().resolve('paid');
    await running;
    expect(h.flow.state).toEqual(end);
    await h.clock.advanceAsync(70_000, 1000);
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    expect(h.reloadProfile).toHaveBeenCalledTimes(1);
  });

  it('reads the status whatever its case and surrounding spaces', async () => {
    for (const status of [' paid ', 'Paid\n']) {
      const h = setup([{ status, balance: 1750 }]);
      const { running } = await openWindow(h);
      h.window().resolve('paid');
      await running;
      expect(h.flow.state, JSON.stringify(status)).toEqual({ kind: 'paid', packageId: 'p500', balance: 1750 });
    }
    const h = setup([{ status: ' Cancelled ', balance: 1250 }]);
    const { running } = await openWindow(h);
    h.window().resolve('pending');
    await running;
    expect(h.flow.state).toEqual({ kind: 'cancelled', packageId: 'p500' });
  });

  it('a 401 while the status is asked ends it at once, as told by the transport', async () => {
    const h = setup([new ApiError('unauthorized', 'HTTP 401', 401)]);
    const { running } = await openWindow(h);
    h.window().resolve('paid');
    await running;
    expect(h.flow.state).toEqual({ kind: 'failed', packageId: 'p500', reason: 'result', reported: true });
    await h.clock.advanceAsync(70_000, 1000);
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
  });

  it('the terms-of-service link is one the app opens', () => {
    expect(safeLinkUrl(TERMS_OF_SERVICE_URL)).toBe(TERMS_OF_SERVICE_URL);
  });
});

describe('PurchaseCrystals: leaving the screen', () => {
  it('while the invoice is being created: no payment window opens', async () => {
    const h = setup();
    const invoice = deferred<Invoice>();
    h.api.createInvoice.mockImplementationOnce(() => invoice.promise);
    const running = h.flow.purchase(PKG);
    h.flow.dispose();
    invoice.resolve({ id: 'pay-1', invoiceUrl: 'https://t.me/$pay-1' });
    await running;
    expect(h.messenger.openInvoice).not.toHaveBeenCalled();
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('while the status is on its way: a paid answer records no goal and never goes home', async () => {
    const h = setup();
    const answer = deferred<PaymentStatus>();
    h.api.getPaymentStatus.mockImplementationOnce(() => answer.promise);
    const { running } = await openWindow(h);
    h.window().resolve('paid');
    await flush();
    h.flow.dispose();
    answer.resolve({ status: 'paid', balance: 1750 });
    await running;
    h.clock.advance(10_000);
    expect(h.analytics.reachGoal).not.toHaveBeenCalled();
    expect(h.goHome).not.toHaveBeenCalled();
    expect(h.reloadProfile).not.toHaveBeenCalled();
  });

  it('while the status is on its way: a 401 answer changes nothing more', async () => {
    const h = setup();
    const answer = deferred<PaymentStatus>();
    h.api.getPaymentStatus.mockImplementationOnce(() => answer.promise);
    const { running } = await openWindow(h);
    h.window().resolve('paid');
    await flush();
    h.flow.dispose();
    answer.reject(new ApiError('unauthorized', 'HTTP 401', 401));
    await running;
    expect(h.reloadProfile).not.toHaveBeenCalled();
    expect(h.flow.state).toEqual({ kind: 'processing', packageId: 'p500', step: 'confirming' });
  });

  it('while the check after a silent window is on its way: it ends quietly', async () => {
    const h = setup();
    const answer = deferred<PaymentStatus>();
    h.api.getPaymentStatus.mockImplementationOnce(() => answer.promise);
    await openWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs);
    await flush();
    h.flow.dispose();
    answer.resolve({ status: 'pending', balance: 1250 });
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(h.reloadProfile).not.toHaveBeenCalled();
  });
});

describe('PurchaseCrystals: a window silent for its 60 s', () => {
  it('shows the payment as being confirmed while the server is asked', async () => {
    const h = setup();
    const answer = deferred<PaymentStatus>();
    h.api.getPaymentStatus.mockImplementationOnce(() => answer.promise);
    await openWindow(h);
    h.clock.advance(PAYMENT.invoiceTimeoutMs);
    await flush();
    expect(h.flow.state).toEqual({ kind: 'processing', packageId: 'p500', step: 'confirming' });
    answer.resolve({ status: 'paid', balance: 1750 });
    await flush();
    expect(h.flow.state.kind).toBe('paid');
  });

  it('still pending and no word from the window afterwards: timed out, and nothing more is asked', async () => {
    const h = setup([{ status: 'pending', balance: 1250 }]);
    await silentFor60s(h);
    await h.clock.advanceAsync(120_000, 1000);
    expect(h.flow.state).toEqual({ kind: 'timed-out', packageId: 'p500' });
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
  });

  it('a late report of pending is heard like paid: the server is asked again', async () => {
    const h = setup([{ status: 'pending', balance: 1250 }, { status: 'paid', balance: 1750 }]);
    await silentFor60s(h);
    expect(h.flow.state.kind).toBe('timed-out');
    h.window().resolve('pending');
    await flush();
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(2);
    expect(h.flow.state).toEqual({ kind: 'paid', packageId: 'p500', balance: 1750 });
  });

  it('after a late report the payment shows as being confirmed again, for another 60 s', async () => {
    const h = setup([{ status: 'pending', balance: 1250 }]);
    await silentFor60s(h);
    h.window().resolve('paid');
    await flush();
    expect(h.states.at(-1)).toEqual({ kind: 'processing', packageId: 'p500', step: 'confirming' });
    // The server learns of it 30 s later: still within the new 60 s.
    await h.clock.advanceAsync(29_000, 1000);
    expect(h.flow.state).toMatchObject({ kind: 'processing', step: 'confirming' });
    h.api.getPaymentStatus.mockImplementation(() => Promise.resolve({ status: 'paid', balance: 1750 }));
    await h.clock.advanceAsync(10_000, 1000);
    expect(h.flow.state).toEqual({ kind: 'paid', packageId: 'p500', balance: 1750 });
  });

  it.each([
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['cancelled', 'cancelled'],
  ] as const)('the server’s %s is final: a late paid report changes nothing', async (status, kind) => {
    const h = setup([{ status, balance: 1750 }]);
    await silentFor60s(h);
    expect(h.flow.state.kind).toBe(kind);
    h.window().resolve('paid');
    await flush();
    await h.flow.invoiceClosed('https://t.me/$pay-1', 'paid');
    await flush();
    expect(h.api.getPaymentStatus).toHaveBeenCalledTimes(1);
    expect(h.flow.state.kind).toBe(kind);
    expect(h.analytics.reachGoal).toHaveBeenCalledTimes(kind === 'paid' ? 1 : 0);
  });
});
