import type { Payment } from '../../src/domain/payment';
import type { UserRecord } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { withPackage } from './paymentSettlement';

/** A checkout left open this long without a confirmed card counts as abandoned. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export class ListPayments {
  constructor(private readonly deps: { uow: UnitOfWork<'packages' | 'payments'>; clock: Clock }) {}

  /**
   * "Ihre Zahlungen": what was paid, failed or refunded, and a payment still under way. A checkout opened and left
   * (still pending after an hour, no card ever confirmed) is no payment: it stays out of the list (and out of nobody's
   * books — it never took money).
   */
  async execute(user: UserRecord): Promise<Payment[]> {
    const [payments, packages] = await Promise.all([
      this.deps.uow.repos.payments.listByUser(user.id),
      this.deps.uow.repos.packages.listActive(),
    ]);
    const abandonedBefore = this.deps.clock.now().getTime() - ABANDONED_AFTER_MS;
    const shown = payments.filter((p) => p.status !== 'pending' || p.createdAt.getTime() > abandonedBefore);
    return Promise.all(shown.map((p) => withPackage(this.deps, p, packages)));
  }
}
