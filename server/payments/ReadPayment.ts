import type { Payment } from '../../src/domain/payment';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { Repositories, UnitOfWork } from '../platform/ports';
import type { PaymentRecord } from './domain/payment';
import { withPackage } from './paymentSettlement';

/** The person's own payment; anyone else's is not found. */
export async function ownedPayment(
  repos: Pick<Repositories, 'payments'>,
  user: UserRecord,
  paymentId: string,
): Promise<PaymentRecord> {
  const payment = await repos.payments.findById(paymentId);
  if (!payment || payment.userId !== user.id) throw ApiError.notFound('Payment');
  return payment;
}

/** One of the person's payments, with its package. */
export class ReadPayment {
  constructor(private readonly deps: { uow: UnitOfWork<'packages' | 'payments'> }) {}

  async execute(user: UserRecord, paymentId: string): Promise<Payment> {
    const { repos } = this.deps.uow;
    return withPackage(this.deps, await ownedPayment(repos, user, paymentId), await repos.packages.listActive());
  }
}
