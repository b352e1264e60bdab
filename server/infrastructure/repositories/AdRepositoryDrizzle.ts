import { and, asc, count, desc, eq, gt, gte, inArray, isNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdFields, AdImageRecord, AdRecord, AdRepository, AdSearch, AdStatePatch } from '../../application/ports';
import type { Database } from '../db/database';
import { adImages, ads, users } from '../db/schema';

type Row = typeof ads.$inferSelect;

/** Totals above this are reported as "more than TOTAL_CAP". */
export const TOTAL_CAP = 1000;
/** Up to this many matches are sorted in memory; more are read in index order. */
const SPARSE_LIMIT = 300;

/** Ads without a price (on request) sort last in both directions. */
const PRICE_UP = sql<number>`coalesce(${ads.priceCents}, 2147483647)`;
const PRICE_DOWN = sql<number>`coalesce(${ads.priceCents}, -1)`;

function toRecord(row: Row, images: AdImageRecord[]): AdRecord {
  const { search: _search, ...rest } = row;
  return { ...rest, features: row.features ?? [], images };
}

export class AdRepositoryDrizzle implements AdRepository {
  constructor(private readonly db: Database) {}

  private async withImages(rows: Row[]): Promise<AdRecord[]> {
    if (rows.length === 0) return [];
    const images = await this.db
      .select()
      .from(adImages)
      .where(
        inArray(
          adImages.adId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(adImages.position));
    const byAd = new Map<string, AdImageRecord[]>();
    for (const image of images) {
      const list = byAd.get(image.adId) ?? [];
      list.push({ id: image.id, adId: image.adId, position: image.position, storageKey: image.storageKey, width: image.width, height: image.height });
      byAd.set(image.adId, list);
    }
    return rows.map((row) => toRecord(row, byAd.get(row.id) ?? []));
  }

  async search(query: AdSearch, now: Date): Promise<{ items: AdRecord[]; total: number; totalCapped: boolean }> {
    const filters: SQL[] = [
      eq(ads.status, 'active'),
      or(isNull(ads.expiresAt), gt(ads.expiresAt, now))!,
      // A blocked person's ads disappear with them and come back when they are unblocked.
      sql`not exists (select 1 from ${users} where ${users.id} = ${ads.ownerId} and ${users.blocked})`,
    ];
    if (query.q) filters.push(sql`${ads.search} @@ websearch_to_tsquery('german', ${query.q})`);
    if (query.category) filters.push(eq(ads.category, query.category));
    if (query.city) filters.push(sql`lower(${ads.city}) = lower(${query.city})`);
    if (query.postalCode) filters.push(like(ads.postalCode, `${query.postalCode.replace(/[\\%_]/g, '')}%`));
    if (query.minPrice !== null) filters.push(gte(ads.priceCents, query.minPrice));
    if (query.maxPrice !== null) filters.push(lte(ads.priceCents, query.maxPrice));
    if (query.minRooms !== null) filters.push(gte(ads.rooms, query.minRooms));
    if (query.minArea !== null) filters.push(gte(ads.livingArea, query.minArea));
    if (query.featured) filters.push(gt(ads.featuredUntil, now));
    const where = and(...filters);

    // How many match, counted only up to a cap: an exact count of a million rows is not worth its time.
    const [{ n: matches } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(this.db.select({ one: sql`1` }).from(ads).where(where).limit(TOTAL_CAP + 1).as('matches'));
    // Many matches: walk the ordered index and stop after a page. Few matches: take them all from the GIN
    // index and sort them. The two ORDER BY spellings below are equal for public ads (no NULL published_at)
    // but only the first matches the index, which is how the planner is told which way to go.
    const dense = matches > SPARSE_LIMIT;
    const nulls = sql.raw(dense ? 'nulls last' : 'nulls first');
    let keyset: SQL | undefined;
    let order: SQL[];
    const c = query.cursor;
    if (query.sort === 'price_asc') {
      order = dense ? [sql`${PRICE_UP} asc`, sql`${ads.id} asc`] : [sql`${PRICE_UP} asc nulls first`, sql`${ads.id} asc`];
      if (c) keyset = sql`(${PRICE_UP}, ${ads.id}) > (${Number(c.value)}, ${c.id})`;
    } else if (query.sort === 'price_desc') {
      order = [sql`${PRICE_DOWN} desc ${nulls}`, sql`${ads.id} desc ${nulls}`];
      if (c) keyset = sql`(${PRICE_DOWN}, ${ads.id}) < (${Number(c.value)}, ${c.id})`;
    } else {
      order = [sql`${ads.publishedAt} desc ${nulls}`, sql`${ads.id} desc ${nulls}`];
      if (c) keyset = sql`(${ads.publishedAt}, ${ads.id}) < (${new Date(String(c.value)).toISOString()}::timestamptz, ${c.id})`;
    }

    const rows = await this.db
      .select()
      .from(ads)
      .where(keyset ? and(where, keyset) : where)
      .orderBy(...order)
      .limit(query.limit + 1);
    return { items: await this.withImages(rows), total: Math.min(matches, TOTAL_CAP), totalCapped: matches > TOTAL_CAP };
  }

  async findById(id: string): Promise<AdRecord | null> {
    const [row] = await this.db.select().from(ads).where(eq(ads.id, id));
    return row ? (await this.withImages([row]))[0]! : null;
  }

  async listByOwner(ownerId: string): Promise<AdRecord[]> {
    const rows = await this.db.select().from(ads).where(eq(ads.ownerId, ownerId)).orderBy(desc(ads.updatedAt), desc(ads.id));
    return this.withImages(rows);
  }

  async listByStatus(status: string, limit: number): Promise<AdRecord[]> {
    const rows = await this.db.select().from(ads).where(eq(ads.status, status)).orderBy(asc(ads.updatedAt), asc(ads.id)).limit(limit);
    return this.withImages(rows);
  }

  async create(ownerId: string, fields: AdFields): Promise<AdRecord> {
    const [row] = await this.db
      .insert(ads)
      .values({ ...fields, ownerId, status: 'draft' })
      .returning();
    return toRecord(row!, []);
  }

  async update(id: string, fields: Partial<AdFields> & AdStatePatch): Promise<AdRecord | null> {
    const [row] = await this.db
      .update(ads)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(ads.id, id))
      .returning();
    return row ? (await this.withImages([row]))[0]! : null;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(ads).where(eq(ads.id, id));
  }

  async addImage(adId: string, image: Omit<AdImageRecord, 'id' | 'adId' | 'position'>): Promise<AdImageRecord> {
    const [row] = await this.db
      .insert(adImages)
      .values({
        adId,
        storageKey: image.storageKey,
        width: image.width,
        height: image.height,
        position: sql`(select coalesce(max(${adImages.position}) + 1, 0) from ${adImages} where ${adImages.adId} = ${adId})`,
      })
      .returning();
    return { id: row!.id, adId, position: row!.position, storageKey: row!.storageKey, width: row!.width, height: row!.height };
  }

  async removeImage(adId: string, imageId: string): Promise<AdImageRecord | null> {
    const [row] = await this.db
      .delete(adImages)
      .where(and(eq(adImages.adId, adId), eq(adImages.id, imageId)))
      .returning();
    if (!row) return null;
    // Keep positions dense so the cover stays at 0.
    const rest = await this.db.select({ id: adImages.id }).from(adImages).where(eq(adImages.adId, adId)).orderBy(asc(adImages.position));
    await this.reorderImages(
      adId,
      rest.map((r) => r.id),
    );
    return { id: row.id, adId, position: row.position, storageKey: row.storageKey, width: row.width, height: row.height };
  }

  async reorderImages(adId: string, imageIds: string[]): Promise<void> {
    for (const [position, id] of imageIds.entries()) {
      await this.db
        .update(adImages)
        .set({ position })
        .where(and(eq(adImages.adId, adId), eq(adImages.id, id)));
    }
  }

  async imageKeysOfOwner(ownerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ key: adImages.storageKey })
      .from(adImages)
      .innerJoin(ads, eq(ads.id, adImages.adId))
      .where(eq(ads.ownerId, ownerId));
    return rows.map((r) => r.key);
  }

  async expireDue(now: Date): Promise<number> {
    const rows = await this.db
      .update(ads)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(ads.status, 'active'), lt(ads.expiresAt, now)))
      .returning({ id: ads.id });
    return rows.length;
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db.select({ status: ads.status, n: count() }).from(ads).groupBy(ads.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }
}
