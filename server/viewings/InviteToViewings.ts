import type { ViewingPlan } from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { ViewingNotices } from './ViewingNotices';
import { landlordsAd, planFor, viewable } from './viewingPlan';

/**
 * The landlord invites chosen enquirers (people who wrote about the ad, several at once) to book any of its slots. A
 * person invited before is not mailed again; anyone who never wrote about the ad cannot be invited.
 */
export class InviteToViewings {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'viewings' | 'conversations'>;
      clock: Clock;
      notices: ViewingNotices;
    },
  ) {}

  async execute(userId: string, adId: string, seekerIds: string[]): Promise<ViewingPlan> {
    const now = this.deps.clock.now();
    const { ad, invited, plan } = await this.deps.uow.transaction(async (repos) => {
      const ad = await landlordsAd(repos, adId, userId);
      if (!viewable(ad)) throw new ApiError(409, 'AD_GONE', 'Viewings are offered for live or paused ads');
      const enquirers = new Set((await repos.viewings.enquirers(ad.id)).map((e) => e.seekerId));
      const unknown = [...new Set(seekerIds)].filter((id) => !enquirers.has(id));
      if (unknown.length > 0)
        throw ApiError.validation([
          { field: 'seekerIds', code: 'invalid', message: 'Only people who wrote about this ad can be invited' },
        ]);
      const invited = await repos.viewings.invite(ad.id, [...new Set(seekerIds)], now);
      return { ad, invited, plan: await planFor(repos, ad, userId, now) };
    });
    await this.deps.notices.invited(invited, ad);
    return plan;
  }
}
