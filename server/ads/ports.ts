import type { MapCell } from '../../src/domain/mapArea';
import type { AdStatus, SellerType } from '../../src/domain/ad';
import type { AdFields, AdImageRecord, AdRecord, AdSearch, AdStatePatch } from './domain/ad';

/** One page of a search: `total` stops at a cap (`totalCapped` says there are more). */
export interface AdSearchHits {
  items: AdRecord[];
  total: number;
  totalCapped: boolean;
  /** Nothing matched the words as typed but does with a likely misspelling corrected: the answer is for these. */
  correctedQuery: string | null;
  /** Searched words no public ad contains (first pages only). */
  unmatchedWords: string[];
}

/** The grid a map groups ads in: square cells of this many degrees, counted from 0°/0°. */
/** Cells of 90° / 2^level (src/domain/mapArea.ts gridLevel). */
export interface MapGrid {
  level: number;
}

export type MapCellRecord = MapCell;

export interface AdRepository {
  search(query: AdSearch, now: Date): Promise<AdSearchHits>;
  /** Ads matching a search grouped in the cells of a map grid (see AdMapCells). */
  mapCells(query: AdSearch, now: Date, grid: MapGrid): Promise<MapCellRecord[]>;
  findById(id: string): Promise<AdRecord | null>;
  /** The ads that exist among these ids, in no particular order. */
  findManyById(ids: string[]): Promise<AdRecord[]>;
  listByOwner(ownerId: string): Promise<AdRecord[]>;
  listByStatus(status: AdStatus, limit: number): Promise<AdRecord[]>;
  /** `createdAt` only for data made earlier (the demo's ads); new ads are dated by the database. */
  create(
    ownerId: string,
    fields: AdFields,
    location: { latitude: number; longitude: number } | null,
    createdAt?: Date,
  ): Promise<AdRecord>;
  update(id: string, fields: Partial<AdFields> & AdStatePatch): Promise<AdRecord | null>;
  /** Every ad of the owner says what their account now is (private or commercial). */
  setSellerTypeOfOwner(ownerId: string, sellerType: SellerType): Promise<void>;
  delete(id: string): Promise<void>;
  /** Adds the image unless the ad already has `maxImages`; null then. Run after lockForUpdate in one transaction. */
  addImage(
    adId: string,
    image: Omit<AdImageRecord, 'id' | 'adId' | 'position'>,
    maxImages: number,
  ): Promise<AdImageRecord | null>;
  /** Locks the ad's row until the transaction ends (concurrent uploads count one after the other); false if gone. */
  lockForUpdate(id: string): Promise<boolean>;
  /** When the owner's ads made since then were made, oldest first. */
  createdSince(ownerId: string, since: Date): Promise<Date[]>;
  removeImage(adId: string, imageId: string): Promise<AdImageRecord | null>;
  reorderImages(adId: string, imageIds: string[]): Promise<void>;
  imageKeysOfOwner(ownerId: string): Promise<string[]>;
  /** Which of these storage keys an image row refers to. */
  referencedImageKeys(keys: string[]): Promise<Set<string>>;
  /** Active ads whose time ran out become expired. */
  expireDue(now: Date): Promise<number>;
  /**
   * Live ads that end within `withinMs` and whose owner was not yet reminded of this end: marked reminded and
   * returned, each once even when several processes ask at the same time.
   */
  claimExpiryReminders(
    now: Date,
    withinMs: number,
    limit: number,
  ): Promise<{ id: string; ownerId: string; title: string; expiresAt: Date }[]>;
  countByStatus(): Promise<Record<string, number>>;
  /** Public ads in the order they went online, for the sitemap. */
  listPublic(now: Date, offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]>;
  countPublic(now: Date): Promise<number>;
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  /** The sizes written. */
  widths: number[];
  /** The photo's dHash, for finding it in other accounts' ads; null for an image too plain to tell apart. */
  fingerprint: bigint | null;
  /** The dHashes of its centre (a copy with its border cut off is found by them). */
  centreFingerprints: bigint[];
  /** What QR codes in the photo say (the risk check reads them as it reads the ad's text). */
  qrTexts: string[];
}

/** A set of files under one key, as the orphan sweep sees it. */
export interface StoredKey {
  key: string;
  /** Written but not yet published (its row may or may not have committed). */
  staged: boolean;
  /** When its newest file was written. */
  writtenAt: Date;
}

/**
 * Image files behind a port, so object storage can replace the local folder (docs/decisions.md §4). Writing is two-step:
 * `store` stages the files, the caller commits the row that refers to them, then `publish` makes them public. A
 * crash in between leaves staged files that the sweep publishes (row there) or removes (row missing).
 */
export interface ImageStorage {
  /** Sniffs, re-encodes and stages every size under a new key; throws ApiError(415) for anything not an image. */
  store(adId: string, input: Buffer): Promise<StoredImage>;
  /** Makes staged files public; doing it twice is harmless. */
  publish(key: string): Promise<void>;
  /** Removes the files of a key, staged or public. */
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
  /** One stored size of an image (published or staged), null when it is gone; for work after the upload (OCR). */
  bytesOf(key: string, width: number): Promise<Buffer | null>;
  /**
   * An address of the image for the ad's owner and the admins, that works while the ad is not public (a signed link
   * valid for an hour or two); where images are served by a public bucket or CDN, its public address.
   */
  privateUrl(key: string): string;
  /** Every stored key, staged or public. */
  keys(): AsyncIterable<StoredKey>;
  /** Removes folders left empty (by deletions) that are older than `before`. */
  removeEmptyFolders(before: Date): Promise<number>;
}

/** One day of an ad's figures; `day` is the calendar day in German time (YYYY-MM-DD). */
export interface AdDayFigures {
  day: string;
  views: number;
  saves: number;
  contacts: number;
}

export interface AdStatsRepository {
  /** Adds the counts to each ad's day; counts for an ad that is gone meanwhile are dropped. */
  add(counts: ({ adId: string } & AdDayFigures)[]): Promise<void>;
  /** The ad's days from `fromDay` on that have any count, oldest first. */
  since(adId: string, fromDay: string): Promise<AdDayFigures[]>;
}

/** The records and rules this feature publishes with its port. */
export * from './domain/ad';
export * from './domain/searchTerms';

/** How the API shows what this feature keeps, for the routes of every feature. */
export { toApiAd } from './adView';

/** An S3-compatible object store for the images (S3_* configuration). */
export interface ObjectStorageConfig {
  /** The store's address (MinIO, Ceph RGW, R2, Garage); null for AWS S3 itself. Path-style addressing when set. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Null: the SDK's own credential chain (an instance role on AWS). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Where browsers fetch the images (a CDN, or the bucket's public address); null streams them through the server. */
  publicUrl: string | null;
}

/** The steps every write of an ad shares, for the features that change ads (moderation, lifecycle). */
export { announceChange, checkedReason, lockedAd } from './adWrites';
export type { AdStats } from './AdStats';
export type { ReadAd } from './ReadAd';
export type { CheckAdPublic } from './CheckAdPublic';
export type { ReadAdPageState } from './ReadAdPageState';
/** What an import (server/openimmo) does through the same steps as the form. */
export type { CreateAdDraft } from './CreateAdDraft';
export type { EditAd } from './EditAd';
export type { DeleteAdHandler } from './DeleteAdHandler';
export type { PublishAdHandler } from './PublishAdHandler';
export type { RemoveAdImageHandler } from './RemoveAdImageHandler';
export type { UploadAdImageHandler } from './UploadAdImageHandler';

/** The object store's files as the uploads route streams them (ImageStorageS3), and its readiness. */
export interface ObjectStoreFiles {
  read(path: string): Promise<{ body: NodeJS.ReadableStream; contentType: string; length: number | undefined } | null>;
  ping(): Promise<void>;
}

/** The check of a signed address of an image of an ad that is not public (PrivateImageLinks). */
export interface ImageLinkCheck {
  valid(expires: string, signature: string, storageKey: string): boolean;
}
