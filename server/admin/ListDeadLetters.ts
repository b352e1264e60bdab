import type { DeadLetter, JobQueue } from '../platform/ports';

/** Jobs (mails) that failed every retry, newest first, for the admins to look at. */
export class ListDeadLetters {
  constructor(private readonly deps: { jobs: Pick<JobQueue, 'deadLetters'> }) {}

  execute(limit: number): Promise<DeadLetter[]> {
    return this.deps.jobs.deadLetters(limit);
  }
}
