import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AdCategory } from '../../../src/domain/ad';
import type { MarketFacts } from '../ports';
import type { Database } from '../../platform/db/database';
import { ads, messages, sessions, users } from '../../platform/db/schema';

export class MarketFactsDrizzle implements MarketFacts {
  constructor(private readonly db: Database) {}

  async localPricePerSqm(category: AdCategory, city: string) {
    const [result] = await this.db
      .select({
        medianCents: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${ads.priceCents}::float8 / ${ads.livingArea}::float8)`,
        comparables: count(),
      })
      .from(ads)
      .where(
        and(
          eq(ads.status, 'active'),
          eq(ads.category, category),
          sql`lower(${ads.city}) = lower(${city})`,
          sql`${ads.priceCents} > 0 and ${ads.livingArea} > 0`,
        ),
      );
    return {
      medianCents:
        result?.medianCents === null || result?.medianCents === undefined ? null : Number(result.medianCents),
      comparables: Number(result?.comparables ?? 0),
    };
  }

  async publishedSince(ownerId: string, since: Date): Promise<number> {
    const [result] = await this.db
      .select({ published: count() })
      .from(ads)
      .where(
        and(
          eq(ads.ownerId, ownerId),
          inArray(ads.status, ['active', 'pending', 'paused']),
          gte(sql`coalesce(${ads.publishedAt}, ${ads.updatedAt})`, since),
        ),
      );
    return Number(result?.published ?? 0);
  }

  async messagesSentSince(senderId: string, since: Date, limit: number) {
    return this.db
      .select({ conversationId: messages.conversationId, body: messages.body })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), gte(messages.createdAt, since)))
      .orderBy(desc(messages.createdAt))
      .limit(limit);
  }

  async accountsWithPhone(numbers: string[], otherThan: string): Promise<string[]> {
    if (numbers.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.phoneNumber, numbers), isNotNull(users.phoneVerifiedAt), ne(users.id, otherThan)));
    return rows.map((row) => row.id);
  }

  async otherAccountsOnDevicesSince(ownerId: string, since: Date): Promise<number> {
    const [result] = await this.db
      .select({ most: sql<number | null>`max(${sessions.otherAccountsOnDevice})` })
      .from(sessions)
      .where(and(eq(sessions.userId, ownerId), gte(sessions.createdAt, since)));
    return Number(result?.most ?? 0);
  }
}
