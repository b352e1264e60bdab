import { inArray, sql } from 'drizzle-orm';
import type { RiskOutcome } from '../../../src/domain/risk';
import type { RiskAssessmentRepository, RiskVerdict } from '../ports';
import type { LabelledText } from '../ScamClassifier';
import type { Database } from '../../platform/db/database';
import { adminActions, adRiskAssessments, ads } from '../../platform/db/schema';

export class RiskAssessmentRepositoryDrizzle implements RiskAssessmentRepository {
  constructor(private readonly db: Database) {}

  async record(adId: string, verdict: RiskVerdict, at: Date): Promise<void> {
    const values = { signals: verdict.signals, score: verdict.score, held: verdict.held, assessedAt: at };
    await this.db
      .insert(adRiskAssessments)
      .values({ adId, ...values })
      .onConflictDoUpdate({ target: adRiskAssessments.adId, set: values });
  }

  async outcomesBySignal(): Promise<RiskOutcome[]> {
    // A decision counts when it came after the hold; an ad held again later counts with its latest assessment.
    const decided = (actions: string) => sql`exists (select 1 from ${adminActions} a
      where a.target_id = ${adRiskAssessments.adId}::text and a.action in (${sql.raw(actions)})
        and a.created_at >= ${adRiskAssessments.assessedAt})`;
    const rows = (await this.db.execute(sql`
      select s.signal->>'rule' as rule, count(*)::int as held,
        (count(*) filter (where ${decided("'ad_approved'")}))::int as approved,
        (count(*) filter (where ${decided("'ad_rejected', 'ad_taken_down'")}))::int as rejected
      from ${adRiskAssessments}, jsonb_array_elements(${adRiskAssessments.signals}) as s(signal)
      where ${adRiskAssessments.held}
      group by 1 order by 2 desc, 1`)) as unknown as { rows: RiskOutcome[] };
    return rows.rows;
  }

  async decisionsOnHolds(limit: number): Promise<LabelledText[]> {
    // The first decision after the ad's latest hold; an ad decided twice counts once, with its latest verdict.
    const rows = (await this.db.execute(sql`
      select * from (
        select ${ads.title} as title, ${ads.description} as description, d.action, d.created_at
        from ${adRiskAssessments}
        join ${ads} on ${ads.id} = ${adRiskAssessments.adId}
        join lateral (select a.action, a.created_at from ${adminActions} a
          where a.target_id = ${adRiskAssessments.adId}::text
            and a.action in ('ad_approved', 'ad_rejected', 'ad_taken_down')
            and a.created_at >= ${adRiskAssessments.assessedAt}
          order by a.created_at limit 1) d on true
        where ${adRiskAssessments.held}
        order by d.created_at desc limit ${limit}) newest
      order by created_at`)) as unknown as { rows: { title: string; description: string; action: string }[] };
    return rows.rows.map((row) => ({
      text: `${row.title}\n${row.description}`,
      scam: row.action !== 'ad_approved',
    }));
  }

  async ofAds(adIds: string[]): Promise<Map<string, RiskVerdict>> {
    if (adIds.length === 0) return new Map();
    const rows = await this.db.select().from(adRiskAssessments).where(inArray(adRiskAssessments.adId, adIds));
    return new Map(rows.map((r) => [r.adId, { signals: r.signals, score: r.score, held: r.held }]));
  }
}
