import type { ServiceIdentifier } from 'inversify';
import type { Ad, AdFilters, AdPage } from '../../domain/ad';
import type { AdInput } from '../../domain/adValidation';

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

export const REPORT_REASONS = ['fraud', 'wrong_information', 'offensive', 'duplicate', 'no_longer_available', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface AdsApi {
  search(filters: AdFilters, cursor: string | null, limit: number): Promise<AdPage>;
  get(id: string): Promise<Ad>;
  /** Live ads like this one; also for an ad that is no longer online (AD_GONE). */
  similar(id: string): Promise<Ad[]>;
  mine(): Promise<Ad[]>;
  create(input: AdInput): Promise<Ad>;
  update(id: string, change: Partial<AdInput> | { status: 'archived' }): Promise<Ad>;
  remove(id: string): Promise<void>;
  /** Reports upload progress from 0 to 1. */
  uploadImage(id: string, file: Blob, onProgress: (fraction: number) => void): Promise<Ad>;
  removeImage(id: string, imageId: string): Promise<Ad>;
  reorderImages(id: string, imageIds: string[]): Promise<Ad>;
  publish(id: string, packageId: string | null): Promise<Ad>;
  credits(): Promise<CreditBalance[]>;
  contact(id: string, message: ContactMessage): Promise<void>;
  report(id: string, reason: ReportReason, message: string): Promise<void>;
}
export const AdsApi = Symbol.for('AdsApi') as ServiceIdentifier<AdsApi>;

export const AD_FORM_STEPS = ['details', 'images', 'plan', 'review'] as const;
export type AdFormStep = (typeof AD_FORM_STEPS)[number];

export interface AdFormProgress {
  adId: string;
  step: AdFormStep;
}

/** The ad form's progress across reloads: the spec's imgMultiStepForm and planMultiStepForm keys. */
export interface AdFormStore {
  readProgress(): AdFormProgress | null;
  saveProgress(progress: AdFormProgress): void;
  readPlan(): { packageId: string } | null;
  savePlan(plan: { packageId: string }): void;
  clear(): void;
}
export const AdFormStore = Symbol.for('AdFormStore') as ServiceIdentifier<AdFormStore>;
