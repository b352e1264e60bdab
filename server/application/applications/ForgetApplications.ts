import { APPLICATION_RETENTION_DAYS } from '../../../src/domain/applications';
import type { Clock, Logger, UnitOfWork } from '../shared/ports';

const DAY = 86_400_000;

/**
 * Deletes applications 3 months after a decline and 6 months after the ad's applications closed (the accepted one,
 * the lease's, stays), with what they shared, and document views as old (the recurring job forget-applications).
 * An ad's or an account's deletion removes its applications at once.
 */
export class ForgetApplications {
  constructor(private readonly deps: { uow: UnitOfWork<'applications'>; clock: Clock; log: Logger }) {}

  async execute(): Promise<number> {
    const now = this.deps.clock.now().getTime();
    const forgotten = await this.deps.uow.repos.applications.forget(
      new Date(now - APPLICATION_RETENTION_DAYS.declined * DAY),
      new Date(now - APPLICATION_RETENTION_DAYS.closed * DAY),
    );
    if (forgotten > 0) this.deps.log.info({ forgotten }, 'applications deleted after their retention');
    return forgotten;
  }
}
