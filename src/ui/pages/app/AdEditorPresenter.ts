import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { editsPaidAd, type Ad, type AdFeature, type AdStatus } from '../../../domain/ad';
import { DomainError } from '../../../domain/errors';
import { formatLocalizedNumber, type NumberLanguage } from '../../../domain/numbers';
import { LoadAd } from '../../../application/ads/LoadAd';
import { LoadMyAds } from '../../../application/ads/LoadMyAds';
import { PublishAd } from '../../../application/ads/PublishAd';
import { RemoveAdImage } from '../../../application/ads/RemoveAdImage';
import { ReorderAdImages } from '../../../application/ads/ReorderAdImages';
import { SaveAdDetails } from '../../../application/ads/SaveAdDetails';
import { UploadAdImage } from '../../../application/ads/UploadAdImage';
import { AppConfig } from '../../../application/shared/ports';
import { AD_FORM_STEPS, AdFormStore, type AdFormStep, type CreditBalance } from '../../../application/ads/ports';
import { Submission } from '../../components/Submission';
import { PhotoOrder } from './adForm/PhotoOrder';
import { PhotoUploads } from './adForm/PhotoUploads';
import {
  adToDraft,
  draftToInput,
  EMPTY_DRAFT,
  NUMBER_FIELDS,
  readNumber,
  restoreInput,
  translateNumbers,
  type AdDraft,
  type NumberField,
  type NumberProblem,
} from './adForm/adFormMapping';

@injectable()
export class AdEditorPresenter {
  step: AdFormStep = 'details';
  ad: Ad | null = null;
  draft: AdDraft = { ...EMPTY_DRAFT };
  /** Number fields whose text means nothing or two things, with what they could have meant. */
  numberProblems: Partial<Record<NumberField, NumberProblem>> = {};
  /** The language numbers are typed and shown in; the view keeps it current. */
  lang: NumberLanguage = 'de';
  loading = true;
  loadErrorCode: string | null = null;
  credits: CreditBalance[] = [];
  packageId: string | null = null;
  readonly details = new Submission();
  readonly publishing = new Submission();
  readonly uploads: PhotoUploads;
  readonly photos: PhotoOrder;
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
    @inject(AdFormStore) store: AdFormStore,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.deps = { loadAd, save, publish, loadMyAds, store, config };
    this.uploads = new PhotoUploads(upload);
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
    });
    reaction(
      () => JSON.stringify(this.draft),
      (typed) => this.keepInput(typed),
    );
  }

  private keepInput(typed: string): void {
    const adId = this.ad?.id ?? null;
    if (typed !== JSON.stringify(this.savedDraft))
      this.deps.store.saveInput({ adId, lang: this.lang, fields: JSON.parse(typed) as Record<string, unknown> });
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

  /** The form's steps: choosing a credit only where publishing spends one. */
  get steps(): readonly AdFormStep[] {
    return this.editsPaidAd ? AD_FORM_STEPS.filter((step) => step !== 'plan') : AD_FORM_STEPS;
  }

  get stepIndex(): number {
    return this.steps.indexOf(this.step);
  }

  /** New ads wait for a moderator's review before they go online. */
  get moderated(): boolean {
    return this.deps.config.moderation;
  }

  /** What the last step is called: a preview of a paid ad's changes, or publishing (or submitting it for review). */
  get stepLabel(): Record<AdFormStep, string> {
    const review = this.editsPaidAd ? 'preview' : this.moderated ? 'reviewModerated' : 'review';
    return { details: 'details', images: 'images', plan: 'plan', review };
  }

  /** The step after the photos. */
  get stepAfterImages(): AdFormStep {
    return this.steps[this.steps.indexOf('images') + 1]!;
  }

  /** Steps the owner may jump to: every step up to the first one not yet possible. */
  canVisit(step: AdFormStep): boolean {
    if (!this.steps.includes(step)) return false;
    if (step === 'details') return true;
    if (!this.ad) return false;
    if (step === 'images') return true;
    return this.ad.images.length > 0;
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
        this.savedDraft = ad ? adToDraft(ad, this.lang) : { ...EMPTY_DRAFT };
        this.restoredInput = kept !== null && kept.adId === (ad?.id ?? null);
        // Numbers come back in the page's language, whichever they were typed in.
        this.draft = this.restoredInput
          ? translateNumbers(restoreInput(this.savedDraft, kept!.fields), kept!.lang, this.lang)
          : { ...this.savedDraft };
        this.numberProblems = {};
        this.step = ad && progress?.adId === ad.id && this.steps.includes(progress.step) ? progress.step : 'details';
        if (ad) this.packageId = this.deps.store.readPlan()?.packageId ?? null;
      });
      const { credits } = await this.deps.loadMyAds.execute();
      runInAction(() => {
        this.credits = credits;
        if (!this.packageId || !credits.some((c) => c.packageId === this.packageId))
          this.packageId = credits[0]?.packageId ?? null;
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
    if (key in this.numberProblems) delete this.numberProblems[key as NumberField];
  }

  /** Numbers typed in one language are rewritten when the page switches to the other. */
  setLanguage(lang: NumberLanguage): void {
    if (lang === this.lang) return;
    this.draft = translateNumbers(this.draft, this.lang, lang);
    this.lang = lang;
  }

  /** Leaving a number field: a readable number is written back the language's way ("1250" → "1.250"); otherwise its problem shows. */
  blurNumber(field: NumberField): void {
    const read = readNumber(this.draft, field, this.lang);
    if ('reason' in read) this.numberProblems[field] = read;
    else if (read.value !== null)
      this.draft[field] = formatLocalizedNumber(read.value, this.lang, NUMBER_FIELDS[field].kind);
  }

  /** Takes one of the readings offered for an ambiguous number. */
  acceptReading(field: NumberField, value: number): void {
    this.draft[field] = formatLocalizedNumber(value, this.lang, NUMBER_FIELDS[field].kind);
    delete this.numberProblems[field];
  }

  get hasNumberProblems(): boolean {
    return Object.keys(this.numberProblems).length > 0;
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
    const { input, problems } = draftToInput(this.draft, this.lang);
    this.numberProblems = Object.fromEntries(problems.map((problem) => [problem.field, problem]));
    if (problems.length > 0) return false;
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
