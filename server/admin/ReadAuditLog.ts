import type { UnitOfWork } from '../platform/ports';
import type { AdminActionRecord } from './ports';

/** The audit log, newest first. */
export class ReadAuditLog {
  constructor(private readonly deps: { uow: UnitOfWork<'auditLog'> }) {}

  execute(limit = 200): Promise<AdminActionRecord[]> {
    return this.deps.uow.repos.auditLog.latest(limit);
  }
}
