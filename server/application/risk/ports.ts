import type { AdCategory } from '../../../src/domain/ad';
import type { RiskOutcome, RiskVerdict } from '../../../src/domain/risk';

export type FingerprintKind = 'photo' | 'text';

/** Fingerprints of every owner's photos and descriptions (content_fingerprints), found again by their bands. */
export interface FingerprintIndex {
  /** The ad's description as it is now, by its windows (none: too short to fingerprint; the old ones go). */
  replaceText(ad: { id: string; ownerId: string }, hashes: bigint[]): Promise<void>;
  addPhoto(ad: { id: string; ownerId: string }, imageId: string, hash: bigint): Promise<void>;
  /** The fingerprints of the ad's photos. */
  photosOf(adId: string): Promise<bigint[]>;
  /** What the QR codes in an ad's photos say, kept per photo (gone with it). */
  addPhotoTexts(ad: { id: string }, imageId: string, texts: string[]): Promise<void>;
  photoTextsOf(adId: string): Promise<string[]>;
  /** The ads of other owners with content at most BAND_REACH bits from one of these hashes. */
  matches(kind: FingerprintKind, hashes: bigint[], otherThan: string): Promise<{ adId: string; ownerId: string }[]>;
}

/** What the market says about an ad: the local price level and how much its owner publishes. */
export interface MarketFacts {
  /** The median price per m² (cents) of the live ads of the category in the city, and how many there are. */
  localPricePerSqm(category: AdCategory, city: string): Promise<{ medianCents: number | null; comparables: number }>;
  /** How many of the owner's ads went online (or to review) since then. */
  publishedSince(ownerId: string, since: Date): Promise<number>;
}

export type { RiskVerdict } from '../../../src/domain/risk';

/** The assessment of each ad at its last publishing or reviewed edit, for the moderation desk. */
export interface RiskAssessmentRepository {
  record(adId: string, verdict: RiskVerdict, at: Date): Promise<void>;
  ofAds(adIds: string[]): Promise<Map<string, RiskVerdict>>;
  /** Per signal: the held ads it was among, and how many of them a moderator approved or rejected afterwards. */
  outcomesBySignal(): Promise<RiskOutcome[]>;
}
