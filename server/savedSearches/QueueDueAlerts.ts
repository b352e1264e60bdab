import type { Clock, JobQueue, UnitOfWork } from '../platform/ports';

/** Queues the alert of every search that is due (called every minute; the jobs do the work, with retries). */
export class QueueDueAlerts {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches'>;
      jobs: JobQueue;
      clock: Clock;
    },
  ) {}

  async execute(limit = 500): Promise<number> {
    const due = await this.deps.uow.repos.savedSearches.listDue(this.deps.clock.now(), limit);
    for (const search of due) await this.deps.jobs.enqueue('saved-search-alert', { savedSearchId: search.id });
    return due.length;
  }
}
