import type { CreditBalance } from '../../domain/ledger';
import type { UserRecord } from '../../domain/user';
import type { UnitOfWork } from '../shared/ports';

/** The signed-in person's ad credits per package, as the ledger adds them up. */
export class ListCredits {
  constructor(private readonly deps: { uow: UnitOfWork<'ledger'> }) {}

  execute(user: Pick<UserRecord, 'id'>): Promise<CreditBalance[]> {
    return this.deps.uow.repos.ledger.balances(user.id);
  }
}
