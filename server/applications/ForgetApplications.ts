import { APPLICATION_RETENTION_DAYS } from '../../src/domain/applications';
import type { Clock, Logger, UnitOfWork } from '../platform/ports';

const DAY = 86_400_000;

/**
 * Deletes applications 3 months after a decline and 6 months after the ad's applications closed (the accepted one,
 * the lease's, stays), with what they shared, and document views as old; and documents 6 months after their upload
 * unless an open application shares them — a payslip is out of date by then (the recurring job
 * forget-applications). An ad's or an account's deletion removes its applications at once.
 */
export class ForgetApplications {
  constructor(private readonly deps: { uow: UnitOfWork<'applications' | 'tenants'>; clock: Clock; log: Logger }) {}

  async execute(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    const forgotten = await this.deps.uow.repos.applications.forget(
      new Date(now - APPLICATION_RETENTION_DAYS.declined * DAY),
      new Date(now - APPLICATION_RETENTION_DAYS.closed * DAY),
    );
    const documents = await this.deps.uow.repos.tenants.forgetDocuments(
      new Date(now - APPLICATION_RETENTION_DAYS.closed * DAY),
    );
    if (forgotten + documents > 0)
      this.deps.log.info({ forgotten, documents }, 'applications and documents deleted after their retention');
    return forgotten;
  }
}
