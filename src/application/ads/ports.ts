import type { AdStatsReport } from '../../domain/adStats';
import type { ServiceIdentifier } from 'inversify';
import type { Ad } from '../../domain/ad';
import type { AdFilters, AdPage } from '../../domain/adSearch';
import type { AdInput } from '../../domain/adValidation';
import type { AdReportReason } from '../../domain/report';
import type { SellerProfile } from '../../domain/conversation';

export interface CreditBalance {
  packageId: string;
  credits: number;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Why an ad is reported: the domain's list, named here as the port's callers know it. */
export { AD_REPORT_REASONS as REPORT_REASONS } from '../../domain/report';
export type ReportReason = AdReportReason;

/** What visitors read about ads: the server render implements this alone (server/site/ssr/inProcessPorts.ts). */
export interface PublicAdsApi {
  search(filters: AdFilters, cursor: string | null, limit: number): Promise<AdPage>;
  get(id: string): Promise<Ad>;
  /** Live ads like this one; also for an ad that is no longer online (AD_GONE). */
  similar(id: string): Promise<Ad[]>;
  /** GET /ads/:id/seller: the seller as visitors see them (first name, kind, how they answer, other ads). */
  seller(id: string): Promise<SellerProfile>;
}
export const PublicAdsApi = Symbol.for('PublicAdsApi') as ServiceIdentifier<PublicAdsApi>;

/** What owners do with their own ads. */
export interface OwnAdsApi {
  mine(): Promise<Ad[]>;
  create(input: AdInput): Promise<Ad>;
  update(id: string, change: Partial<AdInput> | { status: 'archived' }): Promise<Ad>;
  remove(id: string): Promise<void>;
  /** Reports upload progress from 0 to 1. */
  uploadImage(id: string, file: Blob, onProgress: (fraction: number) => void): Promise<Ad>;
  removeImage(id: string, imageId: string): Promise<Ad>;
  reorderImages(id: string, imageIds: string[]): Promise<Ad>;
  publish(id: string, packageId: string | null): Promise<Ad>;
  /** Takes a live ad offline for a while, free of charge; the runtime left is kept (CONFLICT unless live). */
  pause(id: string): Promise<Ad>;
  /** Shows a paused ad again with the runtime it had left, free of charge (CONFLICT unless paused). */
  resume(id: string): Promise<Ad>;
  /** Adds a package's runtime to a live, paused or expired ad for one credit (NO_CREDITS without one, CONFLICT otherwise). */
  extend(id: string, packageId: string | null): Promise<Ad>;
  /** Moves a live ad to the top of the newest ads for one credit; its end stays. */
  bump(id: string, packageId: string | null): Promise<Ad>;
  /** An own ad's views, saves and contacts per day, the last `days` days (NOT_FOUND for someone else's ad). */
  stats(id: string, days: number): Promise<AdStatsReport>;
  credits(): Promise<CreditBalance[]>;
}
export const OwnAdsApi = Symbol.for('OwnAdsApi') as ServiceIdentifier<OwnAdsApi>;

/** What a visitor sends about an ad: a message to its seller, a report to the moderators. */
export interface AdContactApi {
  contact(id: string, message: ContactMessage): Promise<void>;
  /** `contactEmail`: where a visitor without an account hears back (receipt and outcome), or null. */
  report(id: string, reason: ReportReason, message: string, contactEmail: string | null): Promise<void>;
}
export const AdContactApi = Symbol.for('AdContactApi') as ServiceIdentifier<AdContactApi>;

/** The ads API as its HTTP adapter offers it; each use case takes only the part it uses. */
export interface AdsApi extends PublicAdsApi, OwnAdsApi, AdContactApi {}
export const AdsApi = Symbol.for('AdsApi') as ServiceIdentifier<AdsApi>;

export const AD_FORM_STEPS = ['details', 'images', 'plan', 'review'] as const;
export type AdFormStep = (typeof AD_FORM_STEPS)[number];

export interface AdFormProgress {
  adId: string;
  step: AdFormStep;
}

/** The ad form's progress across reloads: the spec's imgMultiStepForm and planMultiStepForm keys. */
/** Details typed but not saved yet, kept across a reload: for the ad being edited, or for a new one (adId null). */
export interface UnsavedAdInput {
  adId: string | null;
  /** The language the numbers were typed in. */
  lang: 'de' | 'en';
  fields: Record<string, unknown>;
}

export interface AdFormStore {
  readProgress(): AdFormProgress | null;
  saveProgress(progress: AdFormProgress): void;
  readPlan(): { packageId: string } | null;
  savePlan(plan: { packageId: string }): void;
  readInput(): UnsavedAdInput | null;
  /** null forgets it (saved, discarded, or the form was left as it was loaded). */
  saveInput(input: UnsavedAdInput | null): void;
  clear(): void;
}
export const AdFormStore = Symbol.for('AdFormStore') as ServiceIdentifier<AdFormStore>;
