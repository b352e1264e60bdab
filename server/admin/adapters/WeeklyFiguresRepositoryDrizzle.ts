import { GERMAN_TIME_ZONE } from '../../../src/domain/calendar';
import { sql } from 'drizzle-orm';
import type { WeekFigures, WeeklyFiguresRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { ads, payments, users } from '../../platform/db/schema';

export class WeeklyFiguresRepositoryDrizzle implements WeeklyFiguresRepository {
  constructor(private readonly db: Database) {}

  async since(from: Date): Promise<WeekFigures[]> {
    // Weeks as people in Germany count them: Monday 00:00 German time.
    const week = (column: unknown) =>
      sql`to_char(date_trunc('week', ${column} at time zone ${sql.raw(`'${GERMAN_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
    const result = await this.db.execute(sql`
      select week_start, sum(new_users)::int as new_users, sum(new_ads)::int as new_ads, sum(revenue)::bigint as revenue_cents from (
        select ${week(users.createdAt)} as week_start, 1 as new_users, 0 as new_ads, 0 as revenue from ${users} where ${users.createdAt} >= ${from}
        union all
        select ${week(ads.createdAt)}, 0, 1, 0 from ${ads} where ${ads.createdAt} >= ${from}
        union all
        select ${week(payments.paidAt)}, 0, 0, ${payments.amountCents} from ${payments} where ${payments.status} = 'succeeded' and ${payments.paidAt} >= ${from}
      ) figures group by week_start order by week_start`);
    const { rows } = result as unknown as {
      rows: { week_start: string; new_users: number; new_ads: number; revenue_cents: string | number }[];
    };
    return rows.map((r) => ({
      weekStart: r.week_start,
      newUsers: Number(r.new_users),
      newAds: Number(r.new_ads),
      revenueCents: Number(r.revenue_cents),
    }));
  }
}
