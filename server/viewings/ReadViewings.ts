import type { ViewingPlan } from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { planFor } from './viewingPlan';

/** An ad's viewings as the person asking may see them, and a seeker's viewings of every ad, soonest first. */
export class ReadViewings {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'viewings' | 'conversations'>; clock: Clock }) {}

  async execute(userId: string, adId: string): Promise<ViewingPlan> {
    const { repos } = this.deps.uow;
    const ad = await repos.ads.findById(adId);
    if (!ad) throw ApiError.notFound('Ad');
    return planFor(repos, ad, userId, this.deps.clock.now());
  }

  async mine(userId: string): Promise<ViewingPlan[]> {
    const { repos } = this.deps.uow;
    const now = this.deps.clock.now();
    const plans: ViewingPlan[] = [];
    for (const adId of await repos.viewings.adsForSeeker(userId, now)) {
      const ad = await repos.ads.findById(adId);
      if (!ad || ad.ownerId === userId) continue;
      plans.push(await planFor(repos, ad, userId, now));
    }
    const first = (plan: ViewingPlan) => plan.slots.find((s) => s.myBookingId)?.startsAt ?? plan.slots[0]?.startsAt;
    return plans.filter((plan) => plan.slots.length > 0).sort((a, b) => (first(a) ?? '').localeCompare(first(b) ?? ''));
  }
}
