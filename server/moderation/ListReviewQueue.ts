import type { AdStatus } from '../../src/domain/ad';
import type { RiskVerdict } from '../../src/domain/risk';
import type { AdRecord } from '../ads/ports';
import type { UnitOfWork } from '../platform/ports';

/** The ads of one status, oldest first, each with what the risk assessment found (for the desk only). */
export class ListReviewQueue {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'riskAssessments'> }) {}

  async execute(status: AdStatus): Promise<{ ad: AdRecord; risk: RiskVerdict | null }[]> {
    const ads = await this.deps.uow.repos.ads.listByStatus(status, 200);
    const risks = await this.deps.uow.repos.riskAssessments.ofAds(ads.map((ad) => ad.id));
    return ads.map((ad) => ({ ad, risk: risks.get(ad.id) ?? null }));
  }
}
