import { hasBegun, type ViewingPlan } from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { ViewingNotices } from './ViewingNotices';
import { bookable, planFor, seekerAccess, viewable } from './viewingPlan';

/**
 * A seeker books a slot offered to them, or moves their booking of the ad there (one booking per ad). The slot is
 * locked while its places are counted, so concurrent bookings never take more places than it has. Mailed with a
 * calendar file: a new entry, or the same entry (UID) at its new time.
 */
export class BookViewingHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'viewings' | 'conversations'>;
      clock: Clock;
      notices: ViewingNotices;
    },
  ) {}

  async execute(userId: string, slotId: string): Promise<ViewingPlan> {
    const now = this.deps.clock.now();
    const done = await this.deps.uow.transaction(async (repos) => {
      const slot = await repos.viewings.lockSlot(slotId);
      const ad = slot && (await repos.ads.findById(slot.adId));
      if (!slot || !ad) throw ApiError.notFound('Viewing slot');
      const { blocked, ...access } = await seekerAccess(repos, ad, userId);
      if (blocked) throw new ApiError(403, 'CONVERSATION_BLOCKED', 'One of you blocked the other');
      if (!viewable(ad)) throw new ApiError(409, 'AD_GONE', 'This ad is no longer online');
      if (slot.cancelledAt) throw new ApiError(409, 'SLOT_CANCELLED', 'This slot was cancelled');
      if (hasBegun(slot.startsAt, now)) throw new ApiError(409, 'VIEWING_BEGUN', 'This viewing has already begun');
      if (!bookable(slot, access, now)) throw ApiError.notFound('Viewing slot');
      const before = access.booking?.cancelledAt === null ? access.booking : null;
      if (before?.slotId === slot.id) return { plan: await planFor(repos, ad, userId, now), mail: null };
      if (before) {
        const previous = await repos.viewings.findSlot(before.slotId);
        if (previous && hasBegun(previous.startsAt, now))
          throw new ApiError(409, 'VIEWING_BEGUN', 'Your viewing has already begun');
      }
      if ((await repos.viewings.liveCount(slot.id)) >= slot.capacity)
        throw new ApiError(409, 'SLOT_FULL', 'This slot is fully booked');
      const booking = await repos.viewings.book({ adId: ad.id, slotId: slot.id, seekerId: userId, at: now });
      const kind = before ? ('moved' as const) : ('booked' as const);
      return { plan: await planFor(repos, ad, userId, now), mail: { kind, booking, slot, ad } };
    });
    if (done.mail) await this.deps.notices.changed(done.mail.kind, done.mail.booking, done.mail.slot, done.mail.ad);
    return done.plan;
  }
}
