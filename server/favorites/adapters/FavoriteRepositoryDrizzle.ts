import { and, count, desc, eq } from 'drizzle-orm';
import type { FavoriteEntry, FavoriteRepository } from '../ports';
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
}
