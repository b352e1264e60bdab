import type { AdRecord } from '../ads/ports';
import { viewingMail, type ViewingMailKind } from './viewingMail';
import type { Mailer, UnitOfWork } from '../platform/ports';
import type { BookingRecord, CalendarEntry, CalendarFiles, SlotRecord, ViewingAd } from './ports';

type Place = Pick<ViewingAd, 'street' | 'showExactAddress' | 'postalCode' | 'city' | 'district'>;

/** Where the viewing is, as far as the ad shows it: the street only when the ad shows its exact address. */
export function viewingLocation(ad: Place): string {
  const town = `${ad.postalCode} ${ad.city}${ad.district ? ` (${ad.district})` : ''}`;
  return ad.showExactAddress && ad.street ? `${ad.street}, ${town}` : town;
}

/**
 * The mails about viewings, each to one seeker in their language: invitations, and for every booking, move and
 * cancellation a calendar file whose UID is the booking's (so the seeker's calendar moves or removes the same entry).
 */
export class ViewingNotices {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
      mailer: Mailer;
      calendar: CalendarFiles;
      publicUrl: string;
      calendarHost: string;
    },
  ) {}

  /** The seeker's calendar entry for a booking: what, when, where, and the note for those booked. */
  entry(booking: BookingRecord, slot: SlotRecord, ad: ViewingAd): CalendarEntry {
    const cancelled = booking.cancelledAt !== null || slot.cancelledAt !== null;
    return {
      uid: `viewing-${booking.id}@${this.deps.calendarHost}`,
      sequence: booking.sequence,
      start: slot.startsAt,
      end: slot.endsAt,
      summary: `Besichtigung: ${ad.title}`,
      description: [slot.addressNote && !cancelled ? slot.addressNote : '', `${this.deps.publicUrl}/app/viewings`]
        .filter(Boolean)
        .join('\n\n'),
      location: viewingLocation(ad),
      url: `${this.deps.publicUrl}/ads/${ad.id}`,
      cancelled,
    };
  }

  async invited(seekerIds: string[], ad: AdRecord): Promise<void> {
    for (const seekerId of seekerIds) {
      await this.send('invited', seekerId, ad, null);
    }
  }

  /** A booking made, moved, cancelled by the seeker, or cancelled with its slot by the landlord. */
  async changed(
    kind: Exclude<ViewingMailKind, 'invited' | 'reminder'>,
    booking: BookingRecord,
    slot: SlotRecord,
    ad: AdRecord,
  ): Promise<void> {
    await this.send(kind, booking.seekerId, ad, { booking, slot });
  }

  async reminder(booking: BookingRecord, slot: SlotRecord, ad: ViewingAd): Promise<void> {
    await this.send('reminder', booking.seekerId, ad, { booking, slot });
  }

  private async send(
    kind: ViewingMailKind,
    seekerId: string,
    ad: ViewingAd,
    booked: { booking: BookingRecord; slot: SlotRecord } | null,
  ): Promise<void> {
    const seeker = await this.deps.uow.repos.users.findById(seekerId);
    if (!seeker || seeker.blocked) return;
    // The day-before reminder follows the person's choice about reminders; what changed a booking always goes out.
    if (kind === 'reminder' && !seeker.notifyReminders) return;
    const entry = booked ? this.entry(booked.booking, booked.slot, ad) : null;
    const method = kind === 'cancelled' || kind === 'slot_cancelled' ? 'CANCEL' : 'REQUEST';
    await this.deps.mailer.send(
      viewingMail({
        kind,
        to: seeker.email,
        name: seeker.name,
        language: seeker.language,
        adTitle: ad.title,
        start: booked?.slot.startsAt ?? null,
        location: viewingLocation(ad),
        addressNote: booked?.slot.addressNote ?? null,
        url: `${this.deps.publicUrl}/app/viewings`,
        ics: entry && kind !== 'reminder' ? { method, content: this.deps.calendar.message(entry, method) } : null,
      }),
    );
  }
}
