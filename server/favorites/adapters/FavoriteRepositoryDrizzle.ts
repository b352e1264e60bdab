import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FavoriteEntry, FavoriteRepository, PriceDropClaim } from '../ports';
import type { Database } from '../../platform/db/database';
import { favorites } from '../../platform/db/schema';

export class FavoriteRepositoryDrizzle implements FavoriteRepository {
  constructor(private readonly db: Database) {}

  async add(userId: string, adId: string, priceCents: number | null, now: Date): Promise<boolean> {
    const added = await this.db
      .insert(favorites)
      .values({ userId, adId, savedPriceCents: priceCents, createdAt: now })
      .onConflictDoNothing()
      .returning({ adId: favorites.adId });
    return added.length > 0;
  }

  async remove(userId: string, adId: string): Promise<void> {
    await this.db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.adId, adId)));
  }

  async has(userId: string, adId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ adId: favorites.adId })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.adId, adId)))
      .limit(1);
    return row !== undefined;
  }

  async count(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
    return row?.n ?? 0;
  }

  list(userId: string, limit: number): Promise<FavoriteEntry[]> {
    return this.db
      .select({ adId: favorites.adId, savedPriceCents: favorites.savedPriceCents, createdAt: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(favorites.adId))
      .limit(limit);
  }

  async claimPriceDrops(now: Date, since: Date, limit: number): Promise<PriceDropClaim[]> {
    const claimed = (await this.db.execute(sql`
      with due as (
        select f.user_id, f.ad_id, f.price_drop_told_at as told_before
        from favorites f join ads a on a.id = f.ad_id
        where a.status = 'active' and a.price_reduced_at > ${since.toISOString()}::timestamptz
          and a.price_reduced_at > f.created_at
          and (f.price_drop_told_at is null or f.price_drop_told_at < a.price_reduced_at)
        order by a.price_reduced_at
        limit ${limit}
        for update of f skip locked
      )
      update favorites f set price_drop_told_at = ${now.toISOString()}::timestamptz
      from due where f.user_id = due.user_id and f.ad_id = due.ad_id
      returning f.user_id as "userId", f.ad_id as "adId", due.told_before as "toldBefore"`)) as unknown as {
      rows: { userId: string; adId: string; toldBefore: Date | string | null }[];
    };
    return claimed.rows.map((row) => ({
      userId: row.userId,
      adId: row.adId,
      toldBefore: row.toldBefore === null ? null : new Date(row.toldBefore),
    }));
  }

  async releasePriceDrops(claims: PriceDropClaim[]): Promise<void> {
    for (const claim of claims)
      await this.db
        .update(favorites)
        .set({ priceDropToldAt: claim.toldBefore })
        .where(and(eq(favorites.userId, claim.userId), eq(favorites.adId, claim.adId)));
  }
}
