import { inArray } from 'drizzle-orm';
import type { RiskAssessmentRepository, RiskVerdict } from '../../application/risk/ports';
import type { Database } from '../db/database';
import { adRiskAssessments } from '../db/schema';

export class RiskAssessmentRepositoryDrizzle implements RiskAssessmentRepository {
  constructor(private readonly db: Database) {}

  async record(adId: string, verdict: RiskVerdict, at: Date): Promise<void> {
    const values = { signals: verdict.signals, score: verdict.score, held: verdict.held, assessedAt: at };
    await this.db
      .insert(adRiskAssessments)
      .values({ adId, ...values })
      .onConflictDoUpdate({ target: adRiskAssessments.adId, set: values });
  }

  async ofAds(adIds: string[]): Promise<Map<string, RiskVerdict>> {
    if (adIds.length === 0) return new Map();
    const rows = await this.db.select().from(adRiskAssessments).where(inArray(adRiskAssessments.adId, adIds));
    return new Map(rows.map((r) => [r.adId, { signals: r.signals, score: r.score, held: r.held }]));
  }
}
