import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AdImageRecord } from '../domain/ad';
import type { Database } from '../../platform/db/database';
import { adImages } from '../../platform/db/schema';

/** An ad's photo as the application knows it (a row read whole carries more, such as createdAt). */
export function toImageRecord(row: AdImageRecord): AdImageRecord {
  const { id, adId, position, storageKey, width, height, widths } = row;
  return { id, adId, position, storageKey, width, height, widths };
}

/** The photos of these ads, each ad's in its order (position 0 is the cover). */
export function imagesOf(db: Database, ids: string[]): Promise<AdImageRecord[]> {
  return db.select().from(adImages).where(inArray(adImages.adId, ids)).orderBy(asc(adImages.position));
}

/** A photo appended after the ad's others, unless it has maxImages already (null then). */
export async function addImageRow(
  db: Database,
  adId: string,
  image: Omit<AdImageRecord, 'id' | 'adId' | 'position'>,
  maxImages: number,
): Promise<AdImageRecord | null> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(adImages).where(eq(adImages.adId, adId));
  if (n >= maxImages) return null;
  const [row] = await db
    .insert(adImages)
    .values({
      adId,
      storageKey: image.storageKey,
      width: image.width,
      height: image.height,
      widths: image.widths,
      position: sql`(select coalesce(max(${adImages.position}) + 1, 0) from ${adImages} where ${adImages.adId} = ${adId})`,
    })
    .returning();
  return toImageRecord(row!);
}

/** A photo removed; the others close up so the cover stays at position 0. Null if the ad has no such photo. */
export async function removeImageRow(db: Database, adId: string, imageId: string): Promise<AdImageRecord | null> {
  const [row] = await db
    .delete(adImages)
    .where(and(eq(adImages.adId, adId), eq(adImages.id, imageId)))
    .returning();
  if (!row) return null;
  // Keep positions dense so the cover stays at 0.
  const rest = await db
    .select({ id: adImages.id })
    .from(adImages)
    .where(eq(adImages.adId, adId))
    .orderBy(asc(adImages.position));
  await reorderImageRows(
    db,
    adId,
    rest.map((r) => r.id),
  );
  return toImageRecord(row);
}

/** The photos in the given order (the first becomes the cover). */
export async function reorderImageRows(db: Database, adId: string, imageIds: string[]): Promise<void> {
  for (const [position, id] of imageIds.entries()) {
    await db
      .update(adImages)
      .set({ position })
      .where(and(eq(adImages.adId, adId), eq(adImages.id, id)));
  }
}
