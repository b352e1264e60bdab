import type { Clock, Logger, UnitOfWork } from '../platform/ports';

/** How long past viewings (who booked, who came) and invitations are kept: long enough for questions about them. */
export const VIEWINGS_KEPT_MS = 180 * 86_400_000;

/**
 * Deletes viewings 180 days after they ended, with their bookings and attendance, and invitations as old (the
 * recurring job forget-past-viewings). An ad's or an account's deletion removes its viewings at once (foreign keys).
 */
export class ForgetPastViewings {
  constructor(private readonly deps: { uow: UnitOfWork<'viewings'>; clock: Clock; log: Logger }) {}

  async execute(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - VIEWINGS_KEPT_MS);
    const forgotten = await this.deps.uow.repos.viewings.forgetBefore(before);
    if (forgotten > 0) this.deps.log.info({ forgotten }, 'past viewings deleted');
    return forgotten;
  }
}
