export type LedgerReason = 'purchase' | 'grant' | 'publish' | 'extend' | 'bump' | 'refund' | 'chargeback';

/** One line of the append-only credit ledger: + on a purchase or grant, − on publishing, extending or bumping an ad. */
export interface LedgerEntry {
  userId: string;
  packageId: string;
  amount: number;
  reason: LedgerReason;
  paymentId?: string | null;
  adId?: string | null;
}

export interface CreditBalance {
  packageId: string;
  credits: number;
}
