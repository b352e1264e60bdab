import type { Payment } from '../../src/domain/payment';
import type { PackageRecord } from '../packages/ports';
import type { Clock, Logger, Repositories, UnitOfWork } from '../platform/ports';
import { invoiceYear, type PaymentRecord } from './domain/payment';
import type { PaymentConfirmation } from './PaymentConfirmation';
import { paymentView } from './paymentView';

/**
 * How a payment is settled, for every way its outcome arrives (the provider's event, the demo gateway): a payment's
 * status only moves forward (the repository enforces the state machine in SQL); a success credits the package once and
 * takes the year's next invoice number in the same transaction, so nothing is credited twice and no number is lost.
 */

/** What payments read and write: the payments, the packages they buy and the credit ledger. */
export type PaymentRepositories = Pick<Repositories, 'ledger' | 'packages' | 'payments'>;

export interface SettlementDeps {
  uow: UnitOfWork<'ledger' | 'packages' | 'payments'>;
  clock: Clock;
  log: Logger;
  confirmation?: Pick<PaymentConfirmation, 'send'>;
}

/** The payment as it stands after this call credited it; null when another call did (or nothing was due). */
export async function succeedPayment(
  deps: Pick<SettlementDeps, 'clock'>,
  repos: PaymentRepositories,
  paymentId: string,
): Promise<PaymentRecord | null> {
  const now = deps.clock.now();
  const payment = await repos.payments.transition(paymentId, 'succeeded', { paidAt: now });
  if (!payment) return null; // unknown, already succeeded, or refunded: nothing to credit
  const pkg = await repos.packages.findById(payment.packageId);
  if (!pkg) throw new Error(`package ${payment.packageId} of payment ${payment.id} is missing`);
  const invoiceNumber = await repos.payments.assignInvoiceNumber(payment.id, invoiceYear(now));
  if (payment.userId) {
    await repos.ledger.append({
      userId: payment.userId,
      packageId: pkg.id,
      amount: pkg.adCredits,
      reason: 'purchase',
      paymentId: payment.id,
    });
  }
  return { ...payment, invoiceNumber };
}

/** Once per payment, after its transaction committed: the buyer's mail with the invoice. */
export async function confirmPayment(deps: SettlementDeps, payment: PaymentRecord): Promise<void> {
  if (!deps.confirmation || !payment.userId) return;
  try {
    await deps.confirmation.send(
      await withPackage(deps, payment, await deps.uow.repos.packages.listActive()),
      payment.userId,
    );
  } catch (err) {
    // The payment and its credits are committed; a lost mail must not turn that into an error.
    deps.log.error(
      { err, paymentId: payment.id },
      'the payment confirmation mail could not be queued; the invoice stays downloadable',
    );
  }
}

/** A refund takes the package's credits back (once); if it comes before the success, no credit is ever given. */
export async function refundPayment(repos: PaymentRepositories, paymentId: string): Promise<void> {
  const before = await repos.payments.lock(paymentId);
  if (!before || !(await repos.payments.transition(paymentId, 'refunded'))) return;
  if (before.status === 'succeeded' && before.userId) {
    const pkg = await repos.packages.findById(before.packageId);
    await repos.ledger.append({
      userId: before.userId,
      packageId: before.packageId,
      amount: -(pkg?.adCredits ?? 0),
      reason: 'chargeback',
      paymentId: before.id,
    });
  }
}

export async function withPackage(
  deps: { uow: UnitOfWork<'packages'> },
  payment: PaymentRecord,
  active: PackageRecord[],
): Promise<Payment> {
  const pkg =
    active.find((p) => p.id === payment.packageId) ?? (await deps.uow.repos.packages.findById(payment.packageId));
  return paymentView(payment, pkg ?? null);
}
