import type { CalendarFeed } from '../../domain/viewings';
import type { ViewingsApi } from './ports';

/** My private calendar feed of viewings: its address, a new one (the old stops working), or none. */
export class ManageCalendarFeed {
  constructor(private readonly api: ViewingsApi) {}

  execute(action: 'load' | 'renew' | 'revoke'): Promise<CalendarFeed> {
    if (action === 'renew') return this.api.renewCalendarFeed();
    if (action === 'revoke') return this.api.revokeCalendarFeed();
    return this.api.calendarFeed();
  }
}
