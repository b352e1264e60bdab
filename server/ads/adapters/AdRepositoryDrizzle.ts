import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AdStatus, SellerType } from '../../../src/domain/ad';
import type { AdFields, AdImageRecord, AdRecord, AdSearch, AdStatePatch } from '../domain/ad';
import type { AdRepository, AdSearchHits, MapCellRecord, MapGrid } from '../ports';
import type { Database } from '../../platform/db/database';
import { adImages, ads } from '../../platform/db/schema';
import { AdMapDrizzle } from './AdMapDrizzle';
import { AdSearchDrizzle, TOTAL_CAP } from './AdSearchDrizzle';
import { publicAdFilters } from './adSearchSql';
import { addImageRow, imagesOf, removeImageRow, reorderImageRows, toImageRecord } from './adImageRows';

/**
 * Every column but the two search vectors: they exist for the indexes, and reading them back would ship and parse
 * some 500 bytes per ad that nothing uses (a search page's ads took 3–5 ms longer to read with them).
 */
const { search: _search, searchEndings: _searchEndings, ...adColumns } = getTableColumns(ads);
type Row = Omit<typeof ads.$inferSelect, 'search' | 'searchEndings'>;

function toRecord(row: Row, images: AdImageRecord[]): AdRecord {
  return { ...row, features: row.features ?? [], images };
}

export class AdRepositoryDrizzle implements AdRepository {
  private readonly searcher: AdSearchDrizzle;
  private readonly mapper: AdMapDrizzle;

  constructor(private readonly db: Database) {
    this.searcher = new AdSearchDrizzle(db);
    this.mapper = new AdMapDrizzle(db);
  }

  private async withImages(rows: Row[]): Promise<AdRecord[]> {
    if (rows.length === 0) return [];
    return this.attachImages(
      rows,
      await imagesOf(
        this.db,
        rows.map((r) => r.id),
      ),
    );
  }

  private attachImages(rows: Row[], images: AdImageRecord[]): AdRecord[] {
    const byAd = new Map<string, AdImageRecord[]>();
    for (const image of images) {
      const list = byAd.get(image.adId) ?? [];
      list.push(toImageRecord(image));
      byAd.set(image.adId, list);
    }
    return rows.map((row) => toRecord(row, byAd.get(row.id) ?? []));
  }

  async mapCells(query: AdSearch, now: Date, grid: MapGrid): Promise<MapCellRecord[]> {
    return this.mapper.cells(query, now, grid, await this.searcher.lexemes(query));
  }

  async search(query: AdSearch, now: Date): Promise<AdSearchHits> {
    const { hits, matches, correctedQuery, unmatchedWords } = await this.searcher.search(query, now);
    const ids = hits.map((h) => h.id);
    // The ads and their images in parallel (two pooled connections): each is one short lookup by id.
    const [rows, images] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([this.db.select(adColumns).from(ads).where(inArray(ads.id, ids)), imagesOf(this.db, ids)]);
    const byId = new Map(this.attachImages(rows, images).map((ad) => [ad.id, ad]));
    const items = hits.map((h) => (h.score === undefined ? byId.get(h.id)! : { ...byId.get(h.id)!, score: h.score }));
    return {
      items,
      total: Math.min(matches, TOTAL_CAP),
      totalCapped: matches > TOTAL_CAP,
      correctedQuery,
      unmatchedWords,
    };
  }

  async findById(id: string): Promise<AdRecord | null> {
    const [row] = await this.db.select(adColumns).from(ads).where(eq(ads.id, id));
    return row ? (await this.withImages([row]))[0]! : null;
  }

  async findManyById(ids: string[]): Promise<AdRecord[]> {
    if (ids.length === 0) return [];
    return this.withImages(await this.db.select(adColumns).from(ads).where(inArray(ads.id, ids)));
  }

  async listByOwner(ownerId: string): Promise<AdRecord[]> {
    const rows = await this.db
      .select(adColumns)
      .from(ads)
      .where(eq(ads.ownerId, ownerId))
      .orderBy(desc(ads.updatedAt), desc(ads.id));
    return this.withImages(rows);
  }

  async listByStatus(status: AdStatus, limit: number): Promise<AdRecord[]> {
    const rows = await this.db
      .select(adColumns)
      .from(ads)
      .where(eq(ads.status, status))
      .orderBy(asc(ads.updatedAt), asc(ads.id))
      .limit(limit);
    return this.withImages(rows);
  }

  async create(
    ownerId: string,
    fields: AdFields,
    location: { latitude: number; longitude: number } | null,
    createdAt?: Date,
  ): Promise<AdRecord> {
    const [row] = await this.db
      .insert(ads)
      .values({
        ...fields,
        ...location,
        ownerId,
        status: 'draft',
        ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
      })
      .returning(adColumns);
    return toRecord(row!, []);
  }

  async update(id: string, fields: Partial<AdFields> & AdStatePatch): Promise<AdRecord | null> {
    const [row] = await this.db
      .update(ads)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(ads.id, id))
      .returning(adColumns);
    return row ? (await this.withImages([row]))[0]! : null;
  }

  async setSellerTypeOfOwner(ownerId: string, sellerType: SellerType): Promise<void> {
    await this.db.update(ads).set({ sellerType, updatedAt: new Date() }).where(eq(ads.ownerId, ownerId));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(ads).where(eq(ads.id, id));
  }

  addImage(
    adId: string,
    image: Omit<AdImageRecord, 'id' | 'adId' | 'position'>,
    maxImages: number,
  ): Promise<AdImageRecord | null> {
    return addImageRow(this.db, adId, image, maxImages);
  }

  removeImage(adId: string, imageId: string): Promise<AdImageRecord | null> {
    return removeImageRow(this.db, adId, imageId);
  }

  reorderImages(adId: string, imageIds: string[]): Promise<void> {
    return reorderImageRows(this.db, adId, imageIds);
  }

  async lockForUpdate(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: ads.id }).from(ads).where(eq(ads.id, id)).for('update');
    return rows.length === 1;
  }

  async createdSince(ownerId: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .select({ createdAt: ads.createdAt })
      .from(ads)
      .where(and(eq(ads.ownerId, ownerId), gte(ads.createdAt, since)))
      .orderBy(asc(ads.createdAt));
    return rows.map((row) => row.createdAt);
  }

  async imageKeysOfOwner(ownerId: string): Promise<string[]> {
    const rows = await this.db
      .select({ key: adImages.storageKey })
      .from(adImages)
      .innerJoin(ads, eq(ads.id, adImages.adId))
      .where(eq(ads.ownerId, ownerId));
    return rows.map((r) => r.key);
  }

  async referencedImageKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: adImages.storageKey })
      .from(adImages)
      .where(inArray(adImages.storageKey, keys));
    return new Set(rows.map((r) => r.key));
  }

  async claimExpiryReminders(
    now: Date,
    withinMs: number,
    limit: number,
  ): Promise<{ id: string; ownerId: string; title: string; expiresAt: Date }[]> {
    const until = new Date(now.getTime() + withinMs);
    // A reminder older than the current end's reminder window was for an earlier end (the ad was resumed or extended).
    // The WHERE is checked again on each locked row, so two processes cannot both claim one ad.
    const armed = sql`(${ads.expiryRemindedAt} is null or ${ads.expiryRemindedAt} < ${ads.expiresAt} - ${`${withinMs} milliseconds`}::interval)`;
    const due = this.db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.status, 'active'), gte(ads.expiresAt, now), lt(ads.expiresAt, until), armed))
      .orderBy(asc(ads.expiresAt))
      .limit(limit);
    const claimed = await this.db
      .update(ads)
      .set({ expiryRemindedAt: now })
      .where(and(inArray(ads.id, due), eq(ads.status, 'active'), armed))
      .returning({ id: ads.id, ownerId: ads.ownerId, title: ads.title, expiresAt: ads.expiresAt });
    return claimed.map((ad) => ({ ...ad, expiresAt: ad.expiresAt! }));
  }

  async expireDue(now: Date): Promise<number> {
    const rows = await this.db
      .update(ads)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(ads.status, 'active'), lt(ads.expiresAt, now)))
      .returning({ id: ads.id });
    return rows.length;
  }

  async listPublic(now: Date, offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    return this.db
      .select({ id: ads.id, updatedAt: ads.updatedAt })
      .from(ads)
      .where(and(...publicAdFilters(now)))
      .orderBy(asc(ads.publishedAt), asc(ads.id))
      .offset(offset)
      .limit(limit);
  }

  async countPublic(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(ads)
      .where(and(...publicAdFilters(now)));
    return row?.n ?? 0;
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db.select({ status: ads.status, n: count() }).from(ads).groupBy(ads.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }
}
