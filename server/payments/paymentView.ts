import { vatBreakdown, VAT_RATE_PERCENT } from '../../src/domain/package';
import type { Payment } from '../../src/domain/payment';
import type { PackageRecord } from '../packages/ports';
import type { PaymentRecord } from './domain/payment';

/**
 * A payment as its buyer sees it: the package by its name (its id when the package is gone), the invoice's net and VAT
 * once it has a number, and the buyer as invoiced.
 */
export function paymentView(payment: PaymentRecord, pkg: PackageRecord | null): Payment {
  const { netCents, vatCents } = vatBreakdown(payment.amountCents);
  return {
    id: payment.id,
    packageId: payment.packageId,
    packageName: { de: pkg?.nameDe ?? payment.packageId, en: pkg?.nameEn ?? payment.packageId },
    amountCents: payment.amountCents,
    currency: payment.currency,
    provider: payment.provider,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    billing: { name: payment.billingName, address: payment.billingAddress },
    invoice: payment.invoiceNumber
      ? { number: payment.invoiceNumber, netCents, vatCents, vatRate: VAT_RATE_PERCENT }
      : null,
  };
}
