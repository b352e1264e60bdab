import type { JobQueue, Logger, UnitOfWork } from '../platform/ports';

/** Changes within this many milliseconds share one queuing of the instant alerts. */
const NUDGE_DELAY_MS = 2_000;

/**
 * Something visitors see changed (an ad may have gone online): the instant alerts are queued now rather than at the
 * next minute's run, at most once every few seconds however many ads change.
 */
export class NudgeInstantAlerts {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches'>;
      jobs: JobQueue;
      log: Logger;
    },
  ) {}

  private nudge: ReturnType<typeof setTimeout> | null = null;

  execute(): void {
    if (this.nudge) return;
    this.nudge = setTimeout(() => {
      this.nudge = null;
      void this.queueInstant().catch((err: unknown) => this.deps.log.warn({ err }, 'queuing instant alerts failed'));
    }, NUDGE_DELAY_MS);
    this.nudge.unref();
  }

  private async queueInstant(limit = 10_000): Promise<void> {
    for (const search of await this.deps.uow.repos.savedSearches.listInstant(limit)) {
      await this.deps.jobs.enqueue('saved-search-alert', { savedSearchId: search.id });
    }
  }

  /** Stops a pending nudge (shutdown). */
  stop(): void {
    if (this.nudge) clearTimeout(this.nudge);
    this.nudge = null;
  }
}
