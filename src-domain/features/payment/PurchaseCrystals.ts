import type { CrystalPackage, Invoice, InvoiceOutcome } from '@domain/model/payment';
import type { Analytics } from '@domain/ports/Analytics';
import type { Api } from '@domain/ports/Api';
import type { Cancel, Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';
import { Flow } from '@domain/shared/Flow';

/** Spec §4 and §9, payment. */
export const PAYMENT = {
  /** How long the messenger's payment window may stay without a result. */
  invoiceTimeoutMs: 60_000,
  /** After a successful payment the app goes home this much later. */
  redirectDelayMs: 1500,
  /** The analytics goal of a successful payment (spec §7). */
  goal: 'deposit-stars',
  /**
   * After the window reports paid (or pending), the server may learn of the payment a moment
   * later: its status is asked up to this many times, this far apart, while it is not final.
   */
  statusChecks: 5,
  statusCheckIntervalMs: 1000,
} as const;

/** Only this server status is a success (spec §9). */
export const PAID_STATUS = 'paid';
const FINAL_FAILURES = new Set(['cancelled', 'canceled', 'failed', 'expired', 'refunded']);

export type PurchaseFailure =
  /** The invoice could not be created (spec §8 "failed to create payment"). */
  | 'create'
  /** The payment window reported a failure, or the server says the payment failed. */
  | 'payment'
  /** The result could not be confirmed with the server (spec §8 "result processing error"). */
  | 'result';

export type PurchaseState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'processing'; readonly packageId: string; readonly step: 'creating' | 'paying' | 'confirming' }
  | { readonly kind: 'paid'; readonly packageId: string; readonly balance: number | null }
  | { readonly kind: 'cancelled'; readonly packageId: string }
  | { readonly kind: 'failed'; readonly packageId: string; readonly reason: PurchaseFailure }
  | { readonly kind: 'timed-out'; readonly packageId: string };

export interface PurchaseCrystalsDeps {
  readonly api: Pick<Api, 'createInvoice' | 'getPaymentStatus'>;
  readonly messenger: Pick<Messenger, 'openInvoice'>;
  readonly clock: Clock;
  readonly analytics: Analytics;
  /** Reloads the profile from the server: the client never raises the balance itself. */
  readonly reloadProfile: () => Promise<void>;
  /** Where the app goes 1.5 s after a successful payment (home). */
  readonly goHome: () => void;
}

interface Waiting {
  readonly packageId: string;
  readonly invoice: Invoice;
  readonly cancelTimeout: Cancel;
}

/**
 * PurchaseCrystals (spec §4): idle → processing for one package (the others are blocked) → paid,
 * cancelled, failed or timed out. The invoice result is accepted once, only for the invoice
 * being waited for and only within 60 s; a repeated or late report changes nothing. Success is
 * the server's word alone (payment status `paid`), never the window's: then the profile reloads,
 * the 'deposit-stars' goal is recorded, and home follows 1.5 s later.
 */
export class PurchaseCrystals extends Flow<PurchaseState> {
  private waiting: Waiting | null = null;
  private invoiceRequests = 0;

  constructor(private readonly deps: PurchaseCrystalsDeps) {
    super({ kind: 'idle' }, deps.clock);
  }

  get busy(): boolean {
    return this.state.kind === 'processing' || this.state.kind === 'paid';
  }

  /** How many invoices this flow asked the server for. */
  get invoiceRequestCount(): number {
    return this.invoiceRequests;
  }

  /** Starts paying for `pkg`; ignored while another payment runs or after success. */
  async purchase(pkg: CrystalPackage): Promise<void> {
    if (this.busy || this.disposed) return;
    this.set({ kind: 'processing', packageId: pkg.id, step: 'creating' });
    this.invoiceRequests++;
    let invoice: Invoice;
    try {
      invoice = await this.deps.api.createInvoice(pkg);
    } catch {
      this.set({ kind: 'failed', packageId: pkg.id, reason: 'create' });
      return;
    }
    if (this.disposed) return;
    this.set({ kind: 'processing', packageId: pkg.id, step: 'paying' });
    const cancelTimeout = this.after(PAYMENT.invoiceTimeoutMs, () => this.timeOut(invoice));
    this.waiting = { packageId: pkg.id, invoice, cancelTimeout };
    let outcome: InvoiceOutcome;
    try {
      outcome = await this.deps.messenger.openInvoice(invoice.invoiceUrl);
    } catch {
      outcome = 'failed';
    }
    await this.invoiceClosed(invoice.invoiceUrl, outcome);
  }

  /**
   * The messenger's report that the payment window closed. Only the first report for the invoice
   * being waited for counts; repeats, late reports (after the timeout) and other invoices' reports
   * are ignored.
   */
  async invoiceClosed(invoiceUrl: string, outcome: InvoiceOutcome): Promise<void> {
    const waiting = this.waiting;
    if (!waiting || waiting.invoice.invoiceUrl !== invoiceUrl || this.disposed) return;
    this.waiting = null;
    waiting.cancelTimeout();
    const { packageId } = waiting;
    if (outcome === 'cancelled') {
      this.set({ kind: 'cancelled', packageId });
      return;
    }
    if (outcome !== 'paid' && outcome !== 'pending') {
      this.set({ kind: 'failed', packageId, reason: 'payment' });
      return;
    }
    this.set({ kind: 'processing', packageId, step: 'confirming' });
    await this.confirm(packageId, waiting.invoice.id);
  }

  /** Leaving the screen: timers stop and later reports are ignored (the server keeps what it did). */
  override dispose(): void {
    this.waiting = null;
    super.dispose();
  }

  private async confirm(packageId: string, paymentId: string): Promise<void> {
    for (let check = 1; ; check++) {
      let status: string;
      let balance: number | null;
      try {
        ({ status, balance } = await this.deps.api.getPaymentStatus(paymentId));
      } catch {
        if (!this.disposed) this.set({ kind: 'failed', packageId, reason: 'result' });
        return;
      }
      if (this.disposed) return;
      const normalised = status.trim().toLowerCase();
      if (normalised === PAID_STATUS) {
        this.succeed(packageId, balance);
        return;
      }
      if (FINAL_FAILURES.has(normalised)) {
        this.set(normalised.startsWith('cancel') ? { kind: 'cancelled', packageId } : { kind: 'failed', packageId, reason: 'payment' });
        return;
      }
      if (check >= PAYMENT.statusChecks) {
        this.set({ kind: 'failed', packageId, reason: 'result' });
        return;
      }
      await new Promise<void>((resolve) => this.after(PAYMENT.statusCheckIntervalMs, resolve));
    }
  }

  private succeed(packageId: string, balance: number | null): void {
    void this.deps.reloadProfile().catch(() => undefined);
    this.set({ kind: 'paid', packageId, balance });
    this.deps.analytics.reachGoal(PAYMENT.goal);
    this.after(PAYMENT.redirectDelayMs, () => this.deps.goHome());
  }

  private timeOut(invoice: Invoice): void {
    const waiting = this.waiting;
    if (!waiting || waiting.invoice !== invoice) return;
    this.waiting = null;
    this.set({ kind: 'timed-out', packageId: waiting.packageId });
  }
}

/** Spec §9: a star is worth about 0.02 dollars. */
export const USD_PER_STAR = 0.02;

/** The approximate dollar price of `stars`, to the cent. */
export function approximateUsd(stars: number): number {
  return Math.round(stars * USD_PER_STAR * 100) / 100;
}

/** Where the payment screen's terms-of-service link leads. */
export const TERMS_OF_SERVICE_URL = 'https://telegra.ph/cs2cases-terms';
