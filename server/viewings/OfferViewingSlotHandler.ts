import { momentInGermany } from '../../src/domain/calendar';
import {
  capacityOf,
  VIEWING_LIMITS,
  viewingSlotErrors,
  type NewViewingSlot,
  type ViewingPlan,
} from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { landlordsAd, planFor, viewable } from './viewingPlan';

/**
 * A landlord offers a viewing slot for their live (or paused) ad: a German date and time, a length, a single
 * appointment or a group with a capacity, who may book, and a note for those booked. At most 40 open slots per ad.
 */
export class OfferViewingSlotHandler {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'viewings' | 'conversations'>; clock: Clock }) {}

  async execute(userId: string, adId: string, input: NewViewingSlot): Promise<ViewingPlan> {
    const now = this.deps.clock.now();
    const startsAt = momentInGermany(input.date, input.time);
    const addressNote = (input.addressNote ?? '').trim();
    const errors = viewingSlotErrors({ ...input, startsAt, addressNote }, now);
    return this.deps.uow.transaction(async (repos) => {
      const ad = await landlordsAd(repos, adId, userId);
      if (!viewable(ad)) throw new ApiError(409, 'AD_GONE', 'Viewings are offered for live or paused ads');
      if (errors.length > 0) throw ApiError.validation(errors);
      await repos.ads.lockForUpdate(ad.id);
      if ((await repos.viewings.openSlotCount(ad.id, now)) >= VIEWING_LIMITS.maxOpenSlots)
        throw new ApiError(409, 'TOO_MANY_SLOTS', `At most ${VIEWING_LIMITS.maxOpenSlots} open slots per ad`);
      await repos.viewings.addSlot({
        adId: ad.id,
        kind: input.kind,
        startsAt: startsAt!,
        endsAt: new Date(startsAt!.getTime() + input.minutes * 60_000),
        capacity: capacityOf(input.kind, input.capacity),
        openToEnquirers: input.openToEnquirers,
        addressNote: addressNote || null,
        createdAt: now,
      });
      return planFor(repos, ad, userId, now);
    });
  }
}
