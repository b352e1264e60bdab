import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad, AdCategory, AdFeature, EnergyCertificate, PriceType } from '../../../domain/ad';
import { efficiencyClassFor, type AdInput } from '../../../domain/adValidation';
import { DomainError } from '../../../domain/errors';
import { LoadAd } from '../../../application/ads/LoadAd';
import { LoadMyAds } from '../../../application/ads/LoadMyAds';
import { PublishAd } from '../../../application/ads/PublishAd';
import { RemoveAdImage } from '../../../application/ads/RemoveAdImage';
import { ReorderAdImages } from '../../../application/ads/ReorderAdImages';
import { SaveAdDetails } from '../../../application/ads/SaveAdDetails';
import { UploadAdImage } from '../../../application/ads/UploadAdImage';
import { AD_FORM_STEPS, AdFormStore, type AdFormStep, type CreditBalance } from '../../../application/ads/ports';
import { Submission } from '../../components/Submission';
import { toFormFailure } from '../../components/formFailure';

/** The details form as typed (numbers as text, prices in euros). */
export interface AdDraft {
  title: string;
  description: string;
  category: AdCategory | '';
  priceType: PriceType;
  price: string;
  postalCode: string;
  city: string;
  district: string;
  livingArea: string;
  rooms: string;
  plotArea: string;
  floor: string;
  yearBuilt: string;
  availableFrom: string;
  features: AdFeature[];
  hasEnergyCertificate: boolean;
  energyType: EnergyCertificate['type'];
  energyValue: string;
  energyCarrier: EnergyCertificate['carrier'];
}

const EMPTY: AdDraft = {
  title: '',
  description: '',
  category: '',
  priceType: 'fixed',
  price: '',
  postalCode: '',
  city: '',
  district: '',
  livingArea: '',
  rooms: '',
  plotArea: '',
  floor: '',
  yearBuilt: '',
  availableFrom: '',
  features: [],
  hasEnergyCertificate: false,
  energyType: 'consumption',
  energyValue: '',
  energyCarrier: 'gas',
};

function num(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : NaN;
}

export function draftToInput(d: AdDraft): AdInput {
  const euros = num(d.price);
  const kwh = num(d.energyValue);
  return {
    title: d.title,
    description: d.description,
    category: d.category as AdCategory,
    priceType: d.priceType,
    priceCents: d.priceType === 'on_request' ? null : euros === null ? null : Math.round(euros * 100),
    postalCode: d.postalCode,
    city: d.city,
    district: d.district.trim() || null,
    livingArea: num(d.livingArea),
    rooms: num(d.rooms),
    plotArea: num(d.plotArea),
    floor: num(d.floor),
    yearBuilt: num(d.yearBuilt),
    availableFrom: d.availableFrom || null,
    features: d.features,
    // The efficiency class follows from the value (GEG table), so nobody has to look it up. A ticked box
    // without a usable value stays NaN, which the shared rules report on the field.
    energyCertificate: d.hasEnergyCertificate
      ? { type: d.energyType, kwhPerSqmYear: kwh ?? NaN, carrier: d.energyCarrier, efficiencyClass: efficiencyClassFor(kwh ?? 0) }
      : null,
  };
}

export function adToDraft(ad: Ad): AdDraft {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return {
    title: ad.title,
    description: ad.description,
    category: ad.category,
    priceType: ad.priceType,
    price: ad.priceCents === null ? '' : String(ad.priceCents / 100),
    postalCode: ad.postalCode,
    city: ad.city,
    district: ad.district ?? '',
    livingArea: text(ad.livingArea),
    rooms: text(ad.rooms),
    plotArea: text(ad.plotArea),
    floor: text(ad.floor),
    yearBuilt: text(ad.yearBuilt),
    availableFrom: ad.availableFrom ?? '',
    features: ad.features,
    hasEnergyCertificate: ad.energyCertificate !== null,
    energyType: ad.energyCertificate?.type ?? 'consumption',
    energyValue: text(ad.energyCertificate?.kwhPerSqmYear ?? null),
    energyCarrier: ad.energyCertificate?.carrier ?? 'gas',
  };
}

export interface UploadItem {
  key: number;
  name: string;
  progress: number;
  errorCode: string | null;
}

@injectable()
export class AdEditorPresenter {
  step: AdFormStep = 'details';
  ad: Ad | null = null;
  draft: AdDraft = { ...EMPTY };
  loading = true;
  loadErrorCode: string | null = null;
  uploads: UploadItem[] = [];
  credits: CreditBalance[] = [];
  packageId: string | null = null;
  readonly details = new Submission();
  readonly images = new Submission();
  readonly publishing = new Submission();
  private uploadKey = 0;
  private readonly deps: {
    loadAd: LoadAd;
    save: SaveAdDetails;
    upload: UploadAdImage;
    remove: RemoveAdImage;
    reorder: ReorderAdImages;
    publish: PublishAd;
    loadMyAds: LoadMyAds;
    store: AdFormStore;
  };

  constructor(
    @inject(LoadAd) loadAd: LoadAd,
    @inject(SaveAdDetails) save: SaveAdDetails,
    @inject(UploadAdImage) upload: UploadAdImage,
    @inject(RemoveAdImage) remove: RemoveAdImage,
    @inject(ReorderAdImages) reorder: ReorderAdImages,
    @inject(PublishAd) publish: PublishAd,
    @inject(LoadMyAds) loadMyAds: LoadMyAds,
    @inject(AdFormStore) store: AdFormStore,
  ) {
    this.deps = { loadAd, save, upload, remove, reorder, publish, loadMyAds, store };
    makeAutoObservable<this, 'deps' | 'uploadKey'>(this, { deps: false, uploadKey: false, details: false, images: false, publishing: false });
  }

  /** A stored unfinished ad that /app/ads/new should resume. */
  get unfinishedAdId(): string | null {
    return this.deps.store.readProgress()?.adId ?? null;
  }

  get stepIndex(): number {
    return AD_FORM_STEPS.indexOf(this.step);
  }

  /** Steps the owner may jump to: every step up to the first one not yet possible. */
  canVisit(step: AdFormStep): boolean {
    if (step === 'details') return true;
    if (!this.ad) return false;
    if (step === 'images') return true;
    return this.ad.images.length > 0;
  }

  async open(adId: string | null): Promise<void> {
    this.loading = true;
    this.loadErrorCode = null;
    try {
      if (adId) {
        const ad = await this.deps.loadAd.execute(adId);
        const progress = this.deps.store.readProgress();
        runInAction(() => {
          this.ad = ad;
          this.draft = adToDraft(ad);
          this.step = progress?.adId === ad.id ? progress.step : 'details';
          this.packageId = this.deps.store.readPlan()?.packageId ?? null;
        });
      } else {
        runInAction(() => {
          this.ad = null;
          this.draft = { ...EMPTY };
          this.step = 'details';
        });
      }
      const { credits } = await this.deps.loadMyAds.execute();
      runInAction(() => {
        this.credits = credits;
        if (!this.packageId || !credits.some((c) => c.packageId === this.packageId)) this.packageId = credits[0]?.packageId ?? null;
      });
    } catch (error) {
      runInAction(() => (this.loadErrorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  startOver(): void {
    this.deps.store.clear();
  }

  set<K extends keyof AdDraft>(key: K, value: AdDraft[K]): void {
    this.draft[key] = value;
  }

  toggleFeature(feature: AdFeature): void {
    this.draft.features = this.draft.features.includes(feature) ? this.draft.features.filter((f) => f !== feature) : [...this.draft.features, feature];
  }

  goTo(step: AdFormStep): void {
    if (!this.canVisit(step)) return;
    this.step = step;
    if (this.ad) this.deps.store.saveProgress({ adId: this.ad.id, step });
  }

  /** Saves the details (creating the draft the first time) and moves on to the images. */
  async saveDetails(): Promise<boolean> {
    const adId = this.ad?.id ?? null;
    let saved: Ad | null = null;
    const ok = await this.details.run(async () => {
      saved = await this.deps.save.execute(draftToInput(this.draft), adId);
    });
    if (ok && saved) {
      runInAction(() => {
        this.ad = saved;
        this.step = 'images';
      });
    }
    return ok;
  }

  async upload(files: File[]): Promise<void> {
    const ad = this.ad;
    if (!ad) return;
    for (const file of files) {
      const item: UploadItem = { key: ++this.uploadKey, name: file.name, progress: 0, errorCode: null };
      this.uploads.push(item);
      const tracked = this.uploads[this.uploads.length - 1]!;
      try {
        const updated = await this.deps.upload.execute(ad.id, file, (fraction) => runInAction(() => (tracked.progress = fraction)));
        runInAction(() => {
          this.ad = updated;
          this.uploads = this.uploads.filter((u) => u.key !== tracked.key);
        });
      } catch (error) {
        runInAction(() => {
          tracked.errorCode = toFormFailure(error).errorCode ?? 'VALIDATION_FAILED';
          tracked.progress = 0;
        });
      }
    }
  }

  dismissUpload(key: number): void {
    this.uploads = this.uploads.filter((u) => u.key !== key);
  }

  async move(imageId: string, offset: -1 | 1): Promise<void> {
    const ad = this.ad;
    if (!ad) return;
    await this.images.run(async () => {
      const updated = await this.deps.reorder.move(ad, imageId, offset);
      runInAction(() => (this.ad = updated));
    });
  }

  async makeCover(imageId: string): Promise<void> {
    const ad = this.ad;
    if (!ad) return;
    await this.images.run(async () => {
      const updated = await this.deps.reorder.makeCover(ad, imageId);
      runInAction(() => (this.ad = updated));
    });
  }

  async removeImage(imageId: string): Promise<void> {
    const ad = this.ad;
    if (!ad) return;
    await this.images.run(async () => {
      const updated = await this.deps.remove.execute(ad.id, imageId);
      runInAction(() => (this.ad = updated));
    });
  }

  choosePackage(packageId: string): void {
    this.packageId = packageId;
    this.deps.store.savePlan({ packageId });
  }

  get totalCredits(): number {
    return this.credits.reduce((sum, c) => sum + c.credits, 0);
  }

  async publish(): Promise<Ad | null> {
    const ad = this.ad;
    if (!ad) return null;
    let published: Ad | null = null;
    await this.publishing.run(async () => {
      published = await this.deps.publish.execute(ad.id, this.packageId);
    });
    if (published) runInAction(() => (this.ad = published));
    return published;
  }
}
