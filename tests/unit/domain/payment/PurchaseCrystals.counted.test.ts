import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '@adapters/memory/ManualClock';
import type { CrystalPackage } from '@domain/model/payment';
import { PurchaseCrystals } from '@domain/features/payment/PurchaseCrystals';
import { flush } from './helpers';

/**
 * What a paid purchase counts against the player's limits: the package's crystals, or what the
 * balance the server reported rose by, if more — named by the package, so the next check of the
 * same package counts it.
 */

const P500: CrystalPackage = { id: 'p500', crystals: 500, stars: 230, popular: true };

function setup(options: { before?: (() => number | null) | null; after: number | null; status?: string }) {
  const limits = { check: vi.fn(() => ({ allowed: true as const })), record: vi.fn() };
  const flow = new PurchaseCrystals({
    api: {
      createInvoice: vi.fn(() => Promise.resolve({ id: 'pay-1', invoiceUrl: 'https://t.me/$pay-1' })),
      getPaymentStatus: vi.fn(() => Promise.resolve({ status: options.status ?? 'paid', balance: options.after })),
    },
    messenger: { openInvoice: vi.fn(() => Promise.resolve('paid' as const)), hapticNotification: vi.fn() },
    clock: new ManualClock(0), analytics: { reachGoal: vi.fn() }, reloadProfile: () => Promise.resolve(), goHome: vi.fn(), limits,
    ...(options.before === null ? {} : { balance: options.before ?? (() => 1000) }),
  });
  const buy = async () => {
    await flow.purchase(P500);
    await flush();
  };
  return { flow, limits, buy };
}

describe('PurchaseCrystals: what a paid purchase counts', () => {
  it('asks the limits about the package’s crystals, naming the package', async () => {
    const h = setup({ after: 1500 });
    await h.buy();
    expect(h.limits.check).toHaveBeenCalledExactlyOnceWith('buy', 500, 'p500');
  });

  it('counts the package’s crystals when the balance rose by as much', async () => {
    const h = setup({ after: 1500 });
    await h.buy();
    expect(h.flow.state.kind).toBe('paid');
    expect(h.limits.record).toHaveBeenCalledExactlyOnceWith({ kind: 'buy', crystals: 500, subject: 'p500' });
  });

  it('counts the balance increase when it is larger (a bonus, or a package priced otherwise on the server)', async () => {
    const h = setup({ after: 1650.3 });
    await h.buy();
    expect(h.limits.record).toHaveBeenCalledExactlyOnceWith({ kind: 'buy', crystals: 650.3, subject: 'p500' });
  });

  it('never less than the package, whatever the balance did meanwhile', async () => {
    const h = setup({ after: 1100 });
    await h.buy();
    expect(h.limits.record).toHaveBeenCalledExactlyOnceWith({ kind: 'buy', crystals: 500, subject: 'p500' });
  });

  it.each([
    ['the balance before was unknown', { before: () => null, after: 5000 }],
    ['the status carried no balance', { after: null }],
    ['the flow was given no balance', { before: null, after: 5000 }],
  ] as const)('counts the package when %s', async (_label, options) => {
    const h = setup(options);
    await h.buy();
    expect(h.limits.record).toHaveBeenCalledExactlyOnceWith({ kind: 'buy', crystals: 500, subject: 'p500' });
  });

  it('the balance before is the one known when the purchase began', async () => {
    let balance = 1000;
    const h = setup({ before: () => balance, after: 1800 });
    const buying = h.flow.purchase(P500);
    balance = 1800;
    await buying;
    await flush();
    expect(h.limits.record).toHaveBeenCalledExactlyOnceWith({ kind: 'buy', crystals: 800, subject: 'p500' });
  });

  it('a payment that did not go through counts nothing', async () => {
    const h = setup({ after: 5000, status: 'failed' });
    await h.buy();
    expect(h.flow.state.kind).toBe('failed');
    expect(h.limits.record).not.toHaveBeenCalled();
  });
});
