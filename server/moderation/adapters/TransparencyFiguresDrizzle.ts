import { sql, type SQL } from 'drizzle-orm';
import type { TransparencyFacts, TransparencyFigures } from '../ports';
import type { Database } from '../../platform/db/database';

/** The half-year of a timestamp column, in UTC: '2026-H2'. */
const period = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY') || '-H' || case when extract(month from ${column} at time zone 'UTC') <= 6 then '1' else '2' end`;

/** The report's counts straight from the tables, grouped in the database (a few rows per half-year come back). */
export class TransparencyFiguresDrizzle implements TransparencyFigures {
  constructor(private readonly db: Database) {}

  async facts(): Promise<TransparencyFacts> {
    const rows = async <T>(query: SQL) => ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
    const medianMs = (from: string, to: string) =>
      sql.raw(`percentile_cont(0.5) within group (order by extract(epoch from ${to} - ${from}) * 1000)`);
    const [notices, decisions, complaints, noticeMedians, complaintMedians] = await Promise.all([
      rows<TransparencyFacts['notices'][number]>(sql`
        select ${period(sql.raw('created_at'))} as period, reason, outcome, count(*)::int as count
        from reports group by 1, 2, 3`),
      rows<TransparencyFacts['decisions'][number]>(sql`
        select ${period(sql.raw('created_at'))} as period, kind, ground,
          automated_detection as "automatedDetection", reversed_at is not null as reversed, count(*)::int as count
        from moderation_decisions group by 1, 2, 3, 4, 5`),
      rows<TransparencyFacts['complaints'][number]>(sql`
        select ${period(sql.raw('created_at'))} as period, status, count(*)::int as count from complaints group by 1, 2`),
      rows<{ period: string; ms: number }>(sql`
        select ${period(sql.raw('created_at'))} as period, ${medianMs('created_at', 'resolved_at')} as ms
        from reports where resolved_at is not null group by 1`),
      rows<{ period: string; ms: number }>(sql`
        select ${period(sql.raw('created_at'))} as period, ${medianMs('created_at', 'answered_at')} as ms
        from complaints where answered_at is not null group by 1`),
    ]);
    return {
      notices,
      decisions,
      complaints,
      medians: [
        ...noticeMedians.map((m) => ({ period: m.period, of: 'notices' as const, ms: Number(m.ms) })),
        ...complaintMedians.map((m) => ({ period: m.period, of: 'complaints' as const, ms: Number(m.ms) })),
      ],
    };
  }
}
