import { ApiError } from '../../domain/ApiError';
import type { UserRecord } from '../../domain/user';
import type { Clock, DeadLetter, JobQueue, UnitOfWork } from '../shared/ports';

/** Jobs (mails) that failed every retry: listed for the admins, and sent back into the queue by one, in the audit log. */
export class DeadLetterService {
  constructor(
    private readonly deps: {
      jobs: Pick<JobQueue, 'deadLetters' | 'retryDeadLetter'>;
      uow: UnitOfWork<'auditLog'>;
      clock: Clock;
    },
  ) {}

  list(limit: number): Promise<DeadLetter[]> {
    return this.deps.jobs.deadLetters(limit);
  }

  async retry(admin: UserRecord, id: string): Promise<void> {
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
