import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { Clock, JobQueue, UnitOfWork } from '../platform/ports';

/** An admin sends a dead letter back into its queue for one more round of tries, in the audit log. */
export class SendDeadLetterAgain {
  constructor(
    private readonly deps: {
      jobs: Pick<JobQueue, 'deadLetters' | 'retryDeadLetter'>;
      uow: UnitOfWork<'auditLog'>;
      clock: Clock;
    },
  ) {}

  async execute(admin: UserRecord, id: string): Promise<void> {
    const letter = (await this.deps.jobs.deadLetters(1000)).find((l) => l.id === id);
    if (!letter || !(await this.deps.jobs.retryDeadLetter(id))) throw ApiError.notFound('Dead letter');
    await this.deps.uow.repos.auditLog.record({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'dead_letter_retried',
      targetId: id,
      targetLabel: letter.to ?? letter.queue,
      detail: letter.queue,
      createdAt: this.deps.clock.now(),
    });
  }
}
