import type { Downloads } from '../shared/ports';
import type { ViewingsApi } from './ports';

/** A booked viewing saved as a calendar file, for a calendar the person adds it to by hand (issue 71). */
export class KeepBookingCalendar {
  constructor(
    private readonly api: ViewingsApi,
    private readonly downloads: Downloads,
  ) {}

  async execute(bookingId: string): Promise<void> {
    const { filename, content } = await this.api.bookingCalendar(bookingId);
    this.downloads.save(filename, content);
  }
}
