import type * as ShapesPayments from './shapes/payments';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './paymentValues';

export { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './paymentValues';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A payment as its buyer sees it (the API's shape, src/domain/shapes/payments.ts). */
export type Payment = ShapesPayments.Payment;

/**
 * A card's expiry as people type it: "12/29", "1229", "12 / 29", "12-29", "12/2029". Null when it names no month;
 * whether it has passed is the caller's question (it needs today's date).
 */
export function readCardExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*[/.-]?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match || (match[1]!.length === 1 && !/[/.-]/.test(text))) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Whether a card with this expiry can still pay in the month of `now` (it runs to the end of its month). */
export function cardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);
}
