import type { CreditBalance } from './domain/ledger';
import type { UserRecord } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';

/** The signed-in person's ad credits per package, as the ledger adds them up. */
export class ListCredits {
  constructor(private readonly deps: { uow: UnitOfWork<'ledger'> }) {}

  execute(user: Pick<UserRecord, 'id'>): Promise<CreditBalance[]> {
    return this.deps.uow.repos.ledger.balances(user.id);
  }
}
