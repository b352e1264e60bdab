import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { bandsOf, halvesDistance, halvesOf, toSigned, BAND_REACH } from '../domain/fingerprints';
import type { FingerprintIndex, FingerprintKind } from '../ports';
import type { Database } from '../../platform/db/database';
import { contentFingerprints, photoTexts } from '../../platform/db/schema';

const row = (kind: FingerprintKind, ad: { id: string; ownerId: string }, hash: bigint, imageId: string | null) => {
  const [band0, band1, band2, band3] = bandsOf(hash);
  return { kind, adId: ad.id, ownerId: ad.ownerId, imageId, hash: toSigned(hash), band0, band1, band2, band3 };
};

export class FingerprintIndexDrizzle implements FingerprintIndex {
  constructor(private readonly db: Database) {}

  replaceText(ad: { id: string; ownerId: string }, hashes: bigint[]): Promise<void> {
    return this.replace('text', ad, hashes);
  }

  replaceContacts(ad: { id: string; ownerId: string }, hashes: bigint[]): Promise<void> {
    return this.replace('contact', ad, hashes);
  }

  private async replace(kind: 'text' | 'contact', ad: { id: string; ownerId: string }, hashes: bigint[]) {
    await this.db
      .delete(contentFingerprints)
      .where(and(eq(contentFingerprints.adId, ad.id), eq(contentFingerprints.kind, kind)));
    if (hashes.length > 0)
      await this.db.insert(contentFingerprints).values(hashes.map((hash) => row(kind, ad, hash, null)));
  }

  async addPhoto(ad: { id: string; ownerId: string }, imageId: string, hash: bigint): Promise<void> {
    await this.db.insert(contentFingerprints).values(row('photo', ad, hash, imageId));
  }

  async addPhotoTexts(ad: { id: string }, imageId: string, texts: string[]): Promise<void> {
    // A photo's QR codes are kept at upload and its printed text after it (OCR), and a job may run twice: what is
    // found is added to what the photo already has, each once.
    await this.db
      .insert(photoTexts)
      .values({ imageId, adId: ad.id, texts })
      .onConflictDoUpdate({
        target: photoTexts.imageId,
        set: {
          texts: sql`(select jsonb_agg(distinct found) from jsonb_array_elements_text(${photoTexts.texts} || excluded.texts) as found)`,
        },
      });
  }

  async photoTextsOf(adId: string): Promise<string[]> {
    const rows = await this.db.select({ texts: photoTexts.texts }).from(photoTexts).where(eq(photoTexts.adId, adId));
    return rows.flatMap((r) => r.texts);
  }

  async photosOf(adId: string): Promise<bigint[]> {
    const rows = await this.db
      .select({ hash: contentFingerprints.hash })
      .from(contentFingerprints)
      .where(and(eq(contentFingerprints.adId, adId), eq(contentFingerprints.kind, 'photo')));
    return rows.map((r) => r.hash);
  }

  async matches(kind: FingerprintKind, hashes: bigint[], otherThan: string) {
    if (hashes.length === 0) return [];
    // Each band is one index lookup for the values of every hash (= ANY, a bitmap scan each): four scans however many
    // hashes (a photo's, its centre's and their mirrors'); the exact distance of the few rows found is counted here.
    const bands = hashes.map(bandsOf);
    const candidates = await this.db
      .select({ adId: contentFingerprints.adId, ownerId: contentFingerprints.ownerId, hash: contentFingerprints.hash })
      .from(contentFingerprints)
      .where(
        and(
          eq(contentFingerprints.kind, kind),
          ne(contentFingerprints.ownerId, otherThan),
          or(
            inArray(contentFingerprints.band0, [...new Set(bands.map((band) => band[0]))]),
            inArray(contentFingerprints.band1, [...new Set(bands.map((band) => band[1]))]),
            inArray(contentFingerprints.band2, [...new Set(bands.map((band) => band[2]))]),
            inArray(contentFingerprints.band3, [...new Set(bands.map((band) => band[3]))]),
          ),
        ),
      );
    const found = new Map<string, { adId: string; ownerId: string }>();
    const wanted = hashes.map(halvesOf);
    for (const candidate of candidates) {
      const halves = halvesOf(candidate.hash);
      if (wanted.some((hash) => halvesDistance(hash, halves) <= BAND_REACH))
        found.set(candidate.adId, { adId: candidate.adId, ownerId: candidate.ownerId });
    }
    return [...found.values()];
  }
}
