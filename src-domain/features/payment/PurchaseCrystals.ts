import type { CrystalPackage, Invoice, InvoiceOutcome } from '@domain/model/payment';
import type { Analytics } from '@domain/ports/Analytics';
import type { Api } from '@domain/ports/Api';
import type { Cancel, Clock } from '@domain/ports/Clock';
import type { Messenger } from '@domain/ports/Messenger';
import { isApiError, reportedMark } from '@domain/shared/ApiError';
import { Flow } from '@domain/shared/Flow';
import type { LimitReached } from '@domain/features/limits/limitCheck';
import type { SpendingGuard } from '@domain/features/limits/PlayerLimits';

/** Spec §4 and §9, payment. */
export const PAYMENT = {
  /** How long the messenger's payment window may stay without a result (spec §9), and how long the server is then asked. */
  invoiceTimeoutMs: 60_000,
  /** After a successful payment the app goes home this much later. */
  redirectDelayMs: 1500,
  /** The analytics goal of a successful payment (spec §7). */
  goal: 'deposit-stars',
  /**
   * Telegram tells the server of a payment a moment — sometimes much later — after the window
   * closes: its status is asked at once, then after 1, 2, 4 and 8 s, then every 8 s.
   */
  statusBackoffMs: [1000, 2000, 4000, 8000] as const,
} as const;

/** Only this server status is a success (spec §9). */
export const PAID_STATUS = 'paid';
const FINAL_FAILURES = new Set(['cancelled', 'canceled', 'failed', 'expired', 'refunded']);

export type PurchaseFailure =
  /** The invoice could not be created (spec §8 "failed to create payment"). */
  | 'create'
  /** The payment window reported a failure, or the server says the payment failed. */
  | 'payment'
  /** The server never answered about the result (spec §8 "result processing error"). */
  | 'result';

export type PurchaseState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'processing'; readonly packageId: string; readonly step: 'creating' | 'paying' | 'confirming' }
  | { readonly kind: 'paid'; readonly packageId: string; readonly balance: number | null }
  | { readonly kind: 'cancelled'; readonly packageId: string }
  | {
      readonly kind: 'failed'; readonly packageId: string; readonly reason: PurchaseFailure;
      /** The transport policy has told the player already (401, 403, no connection). */
      readonly reported?: true;
    }
  | { readonly kind: 'timed-out'; readonly packageId: string }
  /** The player's own limit on crystals bought holds: no invoice was asked for. */
  | { readonly kind: 'limit'; readonly packageId: string; readonly reached: LimitReached };

export interface PurchaseCrystalsDeps {
  readonly api: Pick<Api, 'createInvoice' | 'getPaymentStatus'>;
  /** The invoice window; and the hand feels the end: a success buzz when paid, an error one when it failed. */
  readonly messenger: Pick<Messenger, 'openInvoice' | 'hapticNotification'>;
  readonly clock: Clock;
  readonly analytics: Analytics;
  /** Reloads the profile from the server: the client never raises the balance itself. */
  readonly reloadProfile: () => Promise<void>;
  /** Where the app goes 1.5 s after a successful payment (home). */
  readonly goHome: () => void;
  /** The player's own limits: the package's crystals are asked before the invoice, told once paid (absent: no limits). */
  readonly limits?: SpendingGuard;
  /** The balance the client knows (null while unknown): a paid purchase counts what it added, if more than the package says. */
  readonly balance?: () => number | null;
}

interface Waiting {
  readonly packageId: string;
  readonly invoice: Invoice;
  readonly cancelTimeout: Cancel;
}

/**
 * PurchaseCrystals (spec §4): idle → processing for one package (the others are blocked) → paid,
 * cancelled, failed or timed out. One invoice is open at a time; the first report of its window is
 * the one that counts (a repeat changes nothing). Success is the server's word alone: after the
 * window closes as paid or pending, the status is asked with backoff for the spec's 60 s; a window
 * that never reports is asked about once its 60 s are over (and again if it reports paid later,
 * while no other purchase has started). Then the profile reloads
 * whatever the end — a failed or abandoned payment may still have been charged —, and on success
 * the 'deposit-stars' goal is recorded and home follows 1.5 s later.
 */
export class PurchaseCrystals extends Flow<PurchaseState> {
  private waiting: Waiting | null = null;
  /** The invoice whose window stayed silent past its 60 s, while its late report may still come. */
  private silent: { readonly packageId: string; readonly invoice: Invoice; heardLate: boolean } | null = null;
  private invoiceRequests = 0;
  /** The crystals of each package paid for here and the balance before, counted against the limits once the server says paid. */
  private readonly bought = new Map<string, { readonly crystals: number; readonly before: number | null }>();

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
    const check = this.deps.limits?.check('buy', pkg.crystals, pkg.id);
    if (check && !check.allowed) {
      this.set({ kind: 'limit', packageId: pkg.id, reached: check.reached });
      return;
    }
    this.bought.set(pkg.id, { crystals: pkg.crystals, before: this.deps.balance?.() ?? null });
    this.silent = null;
    this.set({ kind: 'processing', packageId: pkg.id, step: 'creating' });
    this.invoiceRequests++;
    let invoice: Invoice;
    try {
      invoice = await this.deps.api.createInvoice(pkg);
    } catch (error) {
      this.set({ kind: 'failed', packageId: pkg.id, reason: 'create', ...reportedMark(error) });
      this.deps.messenger.hapticNotification('error');
      return;
    }
    if (this.disposed) return;
    this.set({ kind: 'processing', packageId: pkg.id, step: 'paying' });
    const cancelTimeout = this.after(PAYMENT.invoiceTimeoutMs, () => void this.windowSilent(pkg.id, invoice));
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
   * being waited for counts; repeats and other invoices' reports are ignored. A window that spoke
   * only after its 60 s were up is still heard when it says paid or pending: the server is asked
   * again, since the player may have paid late.
   */
  async invoiceClosed(invoiceUrl: string, outcome: InvoiceOutcome): Promise<void> {
    // After dispose there is nothing to wait for and no silent invoice: every report is ignored.
    const waiting = this.waiting;
    if (!waiting || waiting.invoice.invoiceUrl !== invoiceUrl) {
      await this.lateReport(invoiceUrl, outcome);
      return;
    }
    this.waiting = null;
    waiting.cancelTimeout();
    const { packageId } = waiting;
    if (outcome === 'cancelled') {
      this.end({ kind: 'cancelled', packageId });
      return;
    }
    if (outcome !== 'paid' && outcome !== 'pending') {
      this.end({ kind: 'failed', packageId, reason: 'payment' });
      return;
    }
    this.set({ kind: 'processing', packageId, step: 'confirming' });
    await this.confirm(packageId, waiting.invoice.id, this.deps.clock.now() + PAYMENT.invoiceTimeoutMs);
  }

  /** Leaving the screen: timers stop and later reports are ignored (the server keeps what it did). */
  override dispose(): void {
    this.waiting = null;
    this.silent = null;
    super.dispose();
  }

  /**
   * Asks the server until it gives a final status or `until` passes (the last check falls on it).
   * A check that fails is tried again; a 401 or 403 ends it at once (the transport has told the
   * player, and asking again would only repeat that).
   */
  private async confirm(packageId: string, paymentId: string, until: number): Promise<void> {
    let answered = false;
    for (let check = 0; ; check++) {
      try {
        const { status, balance } = await this.deps.api.getPaymentStatus(paymentId);
        if (this.disposed) return;
        answered = true;
        const normalised = status.trim().toLowerCase();
        if (normalised === PAID_STATUS) {
          this.succeed(packageId, balance);
          return;
        }
        if (FINAL_FAILURES.has(normalised)) {
          this.end(normalised.startsWith('cancel') ? { kind: 'cancelled', packageId } : { kind: 'failed', packageId, reason: 'payment' });
          return;
        }
      } catch (error) {
        if (this.disposed) return;
        if (isApiError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden')) {
          this.end({ kind: 'failed', packageId, reason: 'result', reported: true });
          return;
        }
      }
      const remaining = until - this.deps.clock.now();
      if (remaining <= 0) {
        this.end(answered ? { kind: 'timed-out', packageId } : { kind: 'failed', packageId, reason: 'result' });
        return;
      }
      const delay = PAYMENT.statusBackoffMs[Math.min(check, PAYMENT.statusBackoffMs.length - 1)] as number;
      if (!(await this.pause(Math.min(delay, remaining)))) return;
    }
  }

  /**
   * The window said nothing for 60 s: the server may know how the payment went. The timer runs only
   * while this invoice is waited for: a report of its window, or leaving the screen, cancels it.
   */
  private async windowSilent(packageId: string, invoice: Invoice): Promise<void> {
    this.waiting = null;
    this.silent = { packageId, invoice, heardLate: false };
    this.set({ kind: 'processing', packageId, step: 'confirming' });
    await this.confirm(packageId, invoice.id, this.deps.clock.now());
    // Paid or pending reported while that one check was on its way: ask again (if it timed out).
    if (this.silent?.heardLate) await this.lateReport(invoice.invoiceUrl, 'paid');
  }

  /** A report for the invoice whose window was silent past its 60 s. */
  private async lateReport(invoiceUrl: string, outcome: InvoiceOutcome): Promise<void> {
    const silent = this.silent;
    if (!silent || silent.invoice.invoiceUrl !== invoiceUrl || (outcome !== 'paid' && outcome !== 'pending')) return;
    if (this.state.kind === 'processing') {
      silent.heardLate = true;
      return;
    }
    // Only the purchase that timed out is asked about again (a new purchase forgets the silent invoice).
    if (this.state.kind !== 'timed-out') return;
    this.silent = null;
    this.set({ kind: 'processing', packageId: silent.packageId, step: 'confirming' });
    await this.confirm(silent.packageId, silent.invoice.id, this.deps.clock.now() + PAYMENT.invoiceTimeoutMs);
  }

  private succeed(packageId: string, balance: number | null): void {
    // What was bought: the package the server confirmed as paid, or what the balance it reported rose by, if more.
    const bought = this.bought.get(packageId);
    const added = bought?.before != null && balance !== null ? Math.round((balance - bought.before) * 100) / 100 : 0;
    this.deps.limits?.record({ kind: 'buy', crystals: Math.max(bought?.crystals ?? 0, added), subject: packageId });
    void this.deps.reloadProfile().catch(() => undefined);
    this.set({ kind: 'paid', packageId, balance });
    this.deps.messenger.hapticNotification('success');
    this.deps.analytics.reachGoal(PAYMENT.goal);
    this.after(PAYMENT.redirectDelayMs, () => this.deps.goHome());
  }

  /** Any end but success: the balance is re-read, since the server may have charged all the same. */
  private end(state: Exclude<PurchaseState, { kind: 'idle' | 'processing' | 'paid' | 'limit' }>): void {
    void this.deps.reloadProfile().catch(() => undefined);
    this.set(state);
    if (state.kind === 'failed') this.deps.messenger.hapticNotification('error');
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
