import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarEntry, CalendarFiles } from '../ports';

/**
 * Calendar files (RFC 5545) with ical-generator: a REQUEST or CANCEL for one viewing, attached to its mail (RFC 5546
 * wants an organizer: our sender address, never the landlord's), and a person's feed of viewings. Times are written
 * in UTC, which every calendar shows in its own zone.
 */
export class CalendarFilesIcalGenerator implements CalendarFiles {
  constructor(private readonly organizer: { name: string; email: string }) {}

  message(entry: CalendarEntry, method: 'REQUEST' | 'CANCEL'): string {
    const calendar = ical({
      prodId: { company: 'Inserat', product: 'Besichtigungen', language: 'DE' },
      method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    });
    calendar.createEvent(this.event(entry, method === 'CANCEL'));
    return calendar.toString();
  }

  feed(name: string, entries: CalendarEntry[]): string {
    const calendar = ical({
      name,
      prodId: { company: 'Inserat', product: 'Besichtigungen', language: 'DE' },
      ttl: 3600,
    });
    for (const entry of entries) calendar.createEvent(this.event(entry, entry.cancelled));
    return calendar.toString();
  }

  private event(entry: CalendarEntry, cancelled: boolean) {
    return {
      id: entry.uid,
      sequence: entry.sequence,
      start: entry.start,
      end: entry.end,
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: entry.url,
      organizer: this.organizer,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    };
  }
}
