import { ApiError } from '../platform/domain/ApiError';
import { tradersOnly } from './tradersOnly';
import type { UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';
import type { TransferReport } from './ports';

/** The reports of an account's transfers: the seller area lists them, the agent's software may fetch them. */
export class ListOpenImmoTransfers {
  constructor(private readonly deps: { uow: UnitOfWork<'openImmo'> }) {}

  execute(owner: UserRecord): Promise<TransferReport[]> {
    // Private accounts import nothing; the page learns from this answer to tell them where to change.
    tradersOnly(owner);
    return this.deps.uow.repos.openImmo.listTransfers(owner.id, 20);
  }

  async one(owner: UserRecord, id: string): Promise<TransferReport> {
    const report = await this.deps.uow.repos.openImmo.findTransfer(owner.id, id);
    if (!report) throw ApiError.notFound('Transfer');
    return report;
  }
}
