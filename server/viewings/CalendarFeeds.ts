import type { CalendarFeed } from '../../src/domain/viewings';
import type { SecretHasher } from '../accounts/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import { randomBytes } from 'node:crypto';
import type { CalendarEntry, CalendarFeedRecord, CalendarFiles } from './ports';
import type { ViewingNotices } from './ViewingNotices';

/** How far back a feed reaches: a calendar keeps what it once showed, the feed need not repeat last year. */
const FEED_PAST_MS = 30 * 86_400_000;

/**
 * A person's private calendar feed of their viewings (booked as a seeker, offered as a landlord), for any calendar
 * app that subscribes to an address. The address carries a MAC of the person, the feed's start and a random nonce, so
 * a new address (or revoking it) makes the old one answer 404 at once — also a renewal within the same second — and
 * the database holds no secret.
 */
export class CalendarFeeds {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'viewings' | 'calendarFeeds'>;
      clock: Clock;
      secrets: SecretHasher;
      notices: ViewingNotices;
      calendar: CalendarFiles;
      publicUrl: string;
    },
  ) {}

  async status(userId: string): Promise<CalendarFeed> {
    const feed = await this.deps.uow.repos.calendarFeeds.feedOf(userId);
    return { url: feed ? this.address(userId, feed) : null };
  }

  /** A new address (the old one, if any, stops working). */
  async renew(userId: string): Promise<CalendarFeed> {
    const feed = {
      since: new Date(Math.floor(this.deps.clock.now().getTime() / 1000) * 1000),
      nonce: randomBytes(9).toString('base64url'),
    };
    await this.deps.uow.repos.calendarFeeds.setFeed(userId, feed);
    return { url: this.address(userId, feed) };
  }

  async revoke(userId: string): Promise<CalendarFeed> {
    await this.deps.uow.repos.calendarFeeds.dropFeed(userId);
    return { url: null };
  }

  /** The feed behind an address, or null when the address is not (or no longer) one. */
  async execute(token: string): Promise<string | null> {
    const match = /^([0-9a-f-]{36})\.([\w-]{16,128})$/.exec(token);
    if (!match) return null;
    const [, userId, mac] = match as unknown as [string, string, string];
    const { repos } = this.deps.uow;
    const feed = await repos.calendarFeeds.feedOf(userId);
    if (!feed || !this.deps.secrets.matches(this.subject(userId, feed), mac)) return null;
    const from = new Date(this.deps.clock.now().getTime() - FEED_PAST_MS);
    const entries: CalendarEntry[] = (await repos.viewings.bookedViewingsOf(userId, from)).map((v) =>
      this.deps.notices.entry(v.booking, v.slot, v.ad),
    );
    for (const slot of await repos.viewings.hostedSlotsOf(userId, from)) {
      if (slot.booked === 0 && slot.cancelledAt === null) continue;
      entries.push({
        uid: `slot-${slot.id}@inserat`,
        sequence: slot.cancelledAt ? 1 : 0,
        start: slot.startsAt,
        end: slot.endsAt,
        summary: `Besichtigung (${slot.booked}/${slot.capacity}): ${slot.adTitle}`,
        description: `${this.deps.publicUrl}/app/ads/${slot.adId}/viewings`,
        location: '',
        url: `${this.deps.publicUrl}/app/ads/${slot.adId}/viewings`,
        cancelled: slot.cancelledAt !== null,
      });
    }
    return this.deps.calendar.feed('Inserat – Besichtigungen', entries);
  }

  private subject(userId: string, feed: CalendarFeedRecord): string {
    return `calendar-feed:${userId}:${feed.since.getTime()}:${feed.nonce}`;
  }

  private address(userId: string, feed: CalendarFeedRecord): string {
    return `${this.deps.publicUrl}/api/calendar/${userId}.${this.deps.secrets.hash(this.subject(userId, feed))}.ics`;
  }
}
