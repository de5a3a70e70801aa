export interface CrystalPackage {
  readonly id: string;
  readonly crystals: number;
  readonly stars: number;
  readonly popular: boolean;
}

export interface Invoice {
  /** Identifies the payment for GET /api/payment/status/{id}/. */
  readonly id: string;
  readonly invoiceUrl: string;
}

export interface PaymentStatus {
  readonly status: string;
  readonly balance: number | null;
}

/** How the messenger's payment window closed. */
export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'pending';
