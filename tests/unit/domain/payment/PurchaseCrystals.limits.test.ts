import { describe, expect, it, vi } from 'vitest';
import type { HapticNotification } from '@domain/ports/Messenger';
import { ManualClock } from '@adapters/memory/ManualClock';
import { MemoryStorage } from '@adapters/memory/MemoryStorage';
import type { CrystalPackage, InvoiceOutcome } from '@domain/model/payment';
import { PurchaseCrystals } from '@domain/features/payment/PurchaseCrystals';
import { PlayerLimits } from '@domain/features/limits/PlayerLimits';
import { deferred, flush, type Deferred } from './helpers';

const T0 = 1_700_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const P500: CrystalPackage = { id: 'p500', crystals: 500, stars: 230, popular: true };
const P100: CrystalPackage = { id: 'p100', crystals: 100, stars: 50, popular: false };

function setup() {
  const clock = new ManualClock(T0);
  const limits = PlayerLimits.of(new MemoryStorage(), { id: 7 }, clock);
  const windows: Deferred<InvoiceOutcome>[] = [];
  const api = {
    createInvoice: vi.fn((pkg: CrystalPackage) => Promise.resolve({ id: `pay-${pkg.id}`, invoiceUrl: `https://t.me/$pay-${pkg.id}` })),
    getPaymentStatus: vi.fn((_id: string) => Promise.resolve({ status: 'paid', balance: 2000 })),
  };
  const messenger = {
    hapticNotification: vi.fn((_type: HapticNotification) => {}),
    openInvoice: vi.fn((_url: string) => {
      const d = deferred<InvoiceOutcome>();
      windows.push(d);
      return d.promise;
    }),
  };
  const flow = new PurchaseCrystals({
    api, messenger, clock, analytics: { reachGoal: vi.fn() }, reloadProfile: () => Promise.resolve(), goHome: vi.fn(), limits,
  });
  return { clock, limits, api, messenger, windows, flow };
}

describe('PurchaseCrystals at the player’s own limit', () => {
  it('refuses a package over the daily limit and asks for no invoice', async () => {
    const h = setup();
    h.limits.setLimit('buyDay', 300);
    await h.flow.purchase(P500);
    expect(h.flow.state).toEqual({
      kind: 'limit', packageId: 'p500', reached: { limit: 'buyDay', amount: 300, spent: 0, stake: 500, resetsAt: null },
    });
    expect(h.api.createInvoice).not.toHaveBeenCalled();
    expect(h.messenger.openInvoice).not.toHaveBeenCalled();
    expect(h.flow.invoiceRequestCount).toBe(0);
    expect(h.flow.busy).toBe(false);
  });

  it('a package that fits is bought; once paid it counts, and the next one is refused until 24 hours later', async () => {
    const h = setup();
    h.limits.setLimit('buyDay', 500);
    const buying = h.flow.purchase(P500);
    await flush();
    expect(h.api.createInvoice).toHaveBeenCalledTimes(1);
    h.windows[0]!.resolve('paid');
    await buying;
    await flush();
    expect(h.flow.state.kind).toBe('paid');
    expect(h.limits.spent('buyDay')).toBe(500);
    const next = new PurchaseCrystals({
      api: h.api, messenger: h.messenger, clock: h.clock, analytics: { reachGoal: vi.fn() },
      reloadProfile: () => Promise.resolve(), goHome: vi.fn(), limits: h.limits,
    });
    await next.purchase(P100);
    expect(next.state).toMatchObject({ kind: 'limit', reached: { spent: 500, resetsAt: T0 + DAY } });
    expect(h.api.createInvoice).toHaveBeenCalledTimes(1);
  });

  it('a cancelled payment counts nothing', async () => {
    const h = setup();
    const buying = h.flow.purchase(P100);
    await flush();
    h.windows[0]!.resolve('cancelled');
    await buying;
    expect(h.flow.state.kind).toBe('cancelled');
    expect(h.limits.spent('buyDay')).toBe(0);
  });
});
