import { hasBegun, type ViewingPlan } from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, Logger, UnitOfWork } from '../platform/ports';
import type { ViewingNotices } from './ViewingNotices';
import { landlordsAd, planFor } from './viewingPlan';

/** The landlord calls a slot off before it begins: everyone booked is told, with a cancellation for their calendar. */
export class CancelViewingSlot {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'viewings' | 'conversations'>;
      clock: Clock;
      notices: ViewingNotices;
      log: Logger;
    },
  ) {}

  async execute(userId: string, slotId: string): Promise<ViewingPlan> {
    const now = this.deps.clock.now();
    const { ad, slot, cancelled, plan } = await this.deps.uow.transaction(async (repos) => {
      const slot = await repos.viewings.lockSlot(slotId);
      if (!slot) throw ApiError.notFound('Viewing slot');
      const ad = await landlordsAd(repos, slot.adId, userId);
      if (slot.cancelledAt) throw new ApiError(409, 'SLOT_CANCELLED', 'This slot was already cancelled');
      if (hasBegun(slot.startsAt, now)) throw new ApiError(409, 'VIEWING_BEGUN', 'This viewing has already begun');
      const cancelled = await repos.viewings.cancelSlot(slot.id, now);
      return { ad, slot: { ...slot, cancelledAt: now }, cancelled, plan: await planFor(repos, ad, userId, now) };
    });
    for (const booking of cancelled) await this.deps.notices.changed('slot_cancelled', booking, slot, ad);
    this.deps.log.info({ slotId, told: cancelled.length }, 'viewing slot cancelled');
    return plan;
  }
}
