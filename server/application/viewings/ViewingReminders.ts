import { VIEWING_REMINDER_MS } from '../../../src/domain/viewings';
import type { Clock, UnitOfWork } from '../shared/ports';
import type { ViewingNotices } from './ViewingNotices';

/**
 * The mail a day before a booked viewing (the recurring job mail-viewing-reminders): once per booking and time — a
 * booking moved to another slot is reminded again. Claimed before mailing, so two workers never both send it.
 */
export class ViewingReminders {
  constructor(private readonly deps: { uow: UnitOfWork<'viewings'>; clock: Clock; notices: ViewingNotices }) {}

  async execute(limit = 200): Promise<number> {
    const due = await this.deps.uow.repos.viewings.claimReminders(this.deps.clock.now(), VIEWING_REMINDER_MS, limit);
    for (const { booking, slot, ad } of due) await this.deps.notices.reminder(booking, slot, ad);
    return due.length;
  }
}
