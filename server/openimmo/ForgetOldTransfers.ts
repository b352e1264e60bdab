import type { Clock, Logger, UnitOfWork } from '../platform/ports';

/** A transfer's report is kept a year (it names objects and reasons, no people); older ones are deleted every hour. */
export const TRANSFER_REPORT_DAYS = 365;

export class ForgetOldTransfers {
  constructor(private readonly deps: { uow: UnitOfWork<'openImmo'>; clock: Clock; log: Logger }) {}

  async execute(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - TRANSFER_REPORT_DAYS * 86_400_000);
    const removed = await this.deps.uow.repos.openImmo.removeTransfersBefore(before);
    if (removed > 0) this.deps.log.info({ removed }, 'OpenImmo transfer reports older than a year deleted');
    return removed;
  }
}
