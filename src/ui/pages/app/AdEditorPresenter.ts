import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { editsPaidAd, type Ad, type AdFeature, type AdStatus } from '../../../domain/ad';
import { DomainError } from '../../../domain/errors';
import { LoadSellerDetails } from '../../../application/account/LoadSellerDetails';
import { LoadAd } from '../../../application/ads/LoadAd';
import { LoadMyAds } from '../../../application/ads/LoadMyAds';
import { PublishAd } from '../../../application/ads/PublishAd';
import { RemoveAdImage } from '../../../application/ads/RemoveAdImage';
import { ReorderAdImages } from '../../../application/ads/ReorderAdImages';
import { SaveAdDetails } from '../../../application/ads/SaveAdDetails';
import { UploadAdImage } from '../../../application/ads/UploadAdImage';
import { AppConfig } from '../../../application/shared/ports';
import { AdFormStore, type AdFormStep } from '../../../application/ads/ports';
import { Submission } from '../../components/Submission';
import { PhotoOrder } from './adForm/PhotoOrder';
import { PhotoUploads } from './adForm/PhotoUploads';
import { DraftNumbers } from './adForm/DraftNumbers';
import { PlanChoice } from './adForm/PlanChoice';
import { canVisitStep, formSteps, stepLabels } from './adForm/formSteps';
import { adToDraft, EMPTY_DRAFT, restoreInput, translateNumbers, type AdDraft } from './adForm/adFormMapping';

@injectable()
export class AdEditorPresenter {
  step: AdFormStep = 'details';
  ad: Ad | null = null;
  draft: AdDraft = { ...EMPTY_DRAFT };
  loading = true;
  loadErrorCode: string | null = null;
  readonly details = new Submission();
  readonly publishing = new Submission();
  readonly uploads: PhotoUploads;
  readonly photos: PhotoOrder;
  readonly plan: PlanChoice;
  readonly numbers: DraftNumbers;
  /** Details typed before a reload and not saved were put back into the form. */
  restoredInput = false;
  /** The last save of a paid ad's details: online at once, or waiting for review (moderation). */
  savedChanges: 'online' | 'in_review' | null = null;
  /** The details as last loaded or saved: typed input that differs from them is kept across a reload. */
  private savedDraft: AdDraft = { ...EMPTY_DRAFT };
  private readonly deps: {
    loadAd: LoadAd;
    save: SaveAdDetails;
    publish: PublishAd;
    loadMyAds: LoadMyAds;
    loadSeller: LoadSellerDetails;
    store: AdFormStore;
    config: AppConfig;
  };

  constructor(
    @inject(LoadAd) loadAd: LoadAd,
    @inject(SaveAdDetails) save: SaveAdDetails,
    @inject(UploadAdImage) upload: UploadAdImage,
    @inject(RemoveAdImage) remove: RemoveAdImage,
    @inject(ReorderAdImages) reorder: ReorderAdImages,
    @inject(PublishAd) publish: PublishAd,
    @inject(LoadMyAds) loadMyAds: LoadMyAds,
    @inject(LoadSellerDetails) loadSeller: LoadSellerDetails,
    @inject(AdFormStore) store: AdFormStore,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.deps = { loadAd, save, publish, loadMyAds, loadSeller, store, config };
    this.uploads = new PhotoUploads(upload);
    this.plan = new PlanChoice(store);
    this.numbers = new DraftNumbers(
      () => this.draft,
      (draft) => (this.draft = draft),
    );
    this.photos = new PhotoOrder(
      { reorder, remove },
      () => this.ad,
      (ad) => (this.ad = ad),
    );
    makeAutoObservable<this, 'deps'>(this, {
      deps: false,
      details: false,
      publishing: false,
      uploads: false,
      photos: false,
      plan: false,
      numbers: false,
    });
    reaction(
      () => JSON.stringify(this.draft),
      (typed) => this.keepInput(typed),
    );
  }

  private keepInput(typed: string): void {
    const adId = this.ad?.id ?? null;
    if (typed !== JSON.stringify(this.savedDraft))
      this.deps.store.saveInput({
        adId,
        lang: this.numbers.lang,
        fields: JSON.parse(typed) as Record<string, unknown>,
      });
    else if (this.deps.store.readInput()?.adId === adId) this.deps.store.saveInput(null);
  }

  /** Back to the details as they were loaded or saved. */
  discardInput(): void {
    this.draft = { ...this.savedDraft };
    this.restoredInput = false;
  }

  /** A stored unfinished ad that /app/ads/new should resume. */
  get unfinishedAdId(): string | null {
    return this.deps.store.readProgress()?.adId ?? null;
  }

  /**
   * An ad whose runtime is paid (live, or back with the moderator) is changed, not published: its edits save as they
   * are made, and no credit is chosen or spent. The status is the one the ad was opened with, so a live ad that goes
   * to review on saving is still edited as one.
   */
  get editsPaidAd(): boolean {
    return this.openedStatus !== null && editsPaidAd(this.openedStatus);
  }

  get steps(): readonly AdFormStep[] {
    return formSteps(this.editsPaidAd);
  }

  get stepIndex(): number {
    return this.steps.indexOf(this.step);
  }

  /** New ads wait for a moderator's review before they go online. */
  get moderated(): boolean {
    return this.deps.config.moderation;
  }

  get stepLabel(): Record<AdFormStep, string> {
    return stepLabels(this.editsPaidAd, this.moderated);
  }

  /** The step after the photos. */
  get stepAfterImages(): AdFormStep {
    return this.steps[this.steps.indexOf('images') + 1]!;
  }

  canVisit(step: AdFormStep): boolean {
    return canVisitStep(this.steps, step, this.ad);
  }

  /** The status the ad had when the form opened it. */
  private openedStatus: AdStatus | null = null;

  async open(adId: string | null): Promise<void> {
    this.loading = true;
    this.loadErrorCode = null;
    try {
      const ad = adId ? await this.deps.loadAd.execute(adId) : null;
      const [progress, kept] = [this.deps.store.readProgress(), this.deps.store.readInput()];
      runInAction(() => {
        this.ad = ad;
        this.openedStatus = ad?.status ?? null;
        this.savedChanges = null;
        this.savedDraft = ad ? adToDraft(ad, this.numbers.lang) : { ...EMPTY_DRAFT };
        this.restoredInput = kept !== null && kept.adId === (ad?.id ?? null);
        // Numbers come back in the page's language, whichever they were typed in.
        this.draft = this.restoredInput
          ? translateNumbers(restoreInput(this.savedDraft, kept!.fields), kept!.lang, this.numbers.lang)
          : { ...this.savedDraft };
        this.numbers.clear();
        this.step = ad && progress?.adId === ad.id && this.steps.includes(progress.step) ? progress.step : 'details';
        if (ad) this.plan.restore();
      });
      const [{ credits }, seller] = await Promise.all([this.deps.loadMyAds.execute(), this.deps.loadSeller.execute()]);
      this.plan.loaded(credits, seller);
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
    this.numbers.edited(key);
  }

  toggleFeature(feature: AdFeature): void {
    this.draft.features = this.draft.features.includes(feature)
      ? this.draft.features.filter((f) => f !== feature)
      : [...this.draft.features, feature];
  }

  goTo(step: AdFormStep): void {
    if (!this.canVisit(step)) return;
    this.step = step;
    if (this.ad) this.deps.store.saveProgress({ adId: this.ad.id, step });
  }

  /** Saves the details (creating the draft the first time) and moves on to the images; unclear numbers stop it first. */
  async saveDetails(): Promise<boolean> {
    const adId = this.ad?.id ?? null;
    const input = this.numbers.toInput();
    if (!input) return false;
    let saved: Ad | null = null;
    const ok = await this.details.run(async () => {
      saved = await this.deps.save.execute(input, adId);
    });
    if (ok && saved) {
      this.deps.store.saveInput(null);
      runInAction(() => {
        this.ad = saved;
        this.savedDraft = { ...this.draft };
        this.restoredInput = false;
        if (this.editsPaidAd) this.savedChanges = saved!.status === 'active' ? 'online' : 'in_review';
        this.step = 'images';
      });
    }
    return ok;
  }

  /** Photos of the ad being edited, one after the other (see PhotoUploads). */
  async upload(files: File[], maxImages: number | null): Promise<void> {
    if (this.ad) await this.uploads.send(this.ad, files, maxImages, (ad) => runInAction(() => (this.ad = ad)));
  }

  async publish(): Promise<Ad | null> {
    const ad = this.ad;
    if (!ad) return null;
    let published: Ad | null = null;
    await this.publishing.run(async () => {
      published = await this.deps.publish.execute(ad.id, this.plan.packageId);
    });
    if (published) runInAction(() => (this.ad = published));
    return published;
  }
}
