import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { AdDayFigures, AdStatsRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { adDailyStats, ads } from '../../platform/db/schema';

export class AdStatsRepositoryDrizzle implements AdStatsRepository {
  constructor(private readonly db: Database) {}

  async add(counts: ({ adId: string } & AdDayFigures)[]): Promise<void> {
    for (const c of counts) {
      // Only for an ad that still exists (it may have been deleted since it was seen); added to what the day has.
      await this.db.execute(sql`
        insert into ${adDailyStats} (ad_id, day, views, saves, contacts)
        select ${c.adId}::uuid, ${c.day}::date, ${c.views}, ${c.saves}, ${c.contacts}
        where exists (select 1 from ${ads} where ${ads.id} = ${c.adId}::uuid)
        on conflict (ad_id, day) do update set
          views = ${adDailyStats.views} + excluded.views,
          saves = ${adDailyStats.saves} + excluded.saves,
          contacts = ${adDailyStats.contacts} + excluded.contacts`);
    }
  }

  async since(adId: string, fromDay: string): Promise<AdDayFigures[]> {
    return this.db
      .select({
        day: adDailyStats.day,
        views: adDailyStats.views,
        saves: adDailyStats.saves,
        contacts: adDailyStats.contacts,
      })
      .from(adDailyStats)
      .where(and(eq(adDailyStats.adId, adId), gte(adDailyStats.day, fromDay)))
      .orderBy(asc(adDailyStats.day));
  }
}
