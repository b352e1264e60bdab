import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction, when } from 'mobx';
import type { Ad } from '../../../domain/ad';
import type { SellerProfile } from '../../../domain/conversation';
import { DomainError } from '../../../domain/errors';
import { ContactSeller } from '../../../application/ads/ContactSeller';
import { LoadAd } from '../../../application/ads/LoadAd';
import { LoadSimilarAds } from '../../../application/ads/LoadSimilarAds';
import { LoadSeller } from '../../../application/ads/LoadSeller';
import { ReportAd } from '../../../application/ads/ReportAd';
import type { ContactMessage, ReportReason } from '../../../application/ads/ports';
import { SessionState } from '../../../application/auth/ports';
import { Sharing } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';
import type { Prerenderable } from '../../app/prerenderedState';

interface AdDetailsData {
  id: string;
  ad: Ad | null;
  errorCode: string | null;
  similar: Ad[];
  seller: SellerProfile | null;
}

@injectable()
export class AdDetailsPresenter implements Prerenderable<AdDetailsData> {
  ad: Ad | null = null;
  /** Live ads like this one: under the ad, and instead of an ad that is gone. */
  similar: Ad[] = [];
  /** Who offers the ad (the seller card); null until known, and when it could not be loaded. */
  seller: SellerProfile | null = null;
  loading = true;
  errorCode: string | null = null;
  imageIndex = 0;
  contact: ContactMessage = { name: '', email: '', phone: '', message: '' };
  contactSent = false;
  reportReason: ReportReason | '' = '';
  reportMessage = '';
  /** A visitor's address for the receipt and the outcome (optional; not asked of a signed-in person). */
  reportContact = '';
  reportSent = false;
  /** What sharing did: the view says "link copied" or shows the link itself. */
  shared: 'shared' | 'copied' | 'unavailable' | null = null;
  readonly contactSubmission = new Submission();
  readonly reportSubmission = new Submission();
  /** The ad the server rendered: shown without fetching it again. */
  private restoredId: string | null = null;
  private requestedId = '';
  private readonly deps: {
    loadAd: LoadAd;
    loadSimilarAds: LoadSimilarAds;
    loadSeller: LoadSeller;
    contactSeller: ContactSeller;
    reportAd: ReportAd;
    session: SessionState;
    sharing: Sharing;
  };

  constructor(
    @inject(LoadAd) loadAd: LoadAd,
    @inject(LoadSimilarAds) loadSimilarAds: LoadSimilarAds,
    @inject(LoadSeller) loadSeller: LoadSeller,
    @inject(ContactSeller) contactSeller: ContactSeller,
    @inject(ReportAd) reportAd: ReportAd,
    @inject(SessionState) session: SessionState,
    @inject(Sharing) sharing: Sharing,
  ) {
    this.deps = { loadAd, loadSimilarAds, loadSeller, contactSeller, reportAd, session, sharing };
    makeAutoObservable<this, 'deps' | 'restoredId' | 'requestedId'>(this, {
      deps: false,
      restoredId: false,
      requestedId: false,
      contactSubmission: false,
      reportSubmission: false,
    });
  }

  async load(id: string): Promise<void> {
    if (this.restoredId === id) {
      // The session arrives after a server-rendered page: fill the contact form once it is known. The server renders
      // every visitor's page alike, so an ad visitors cannot see (held for review, offline) is asked for again as the
      // signed-in person: its owner sees it as it will look.
      when(
        () => this.deps.session.user !== null,
        () => {
          this.prefillContact();
          if (this.errorCode === 'NOT_FOUND' || this.errorCode === 'AD_GONE') void this.loadAsSignedIn(id);
        },
      );
      return;
    }
    this.requestedId = id;
    this.loading = true;
    this.errorCode = null;
    this.imageIndex = 0;
    try {
      const ad = await this.deps.loadAd.execute(id);
      runInAction(() => {
        this.ad = ad;
        this.prefillContact();
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    }
    await Promise.all([
      this.ad !== null || this.errorCode === 'AD_GONE' ? this.loadSimilar(id) : undefined,
      this.ad !== null ? this.loadSeller(id) : undefined,
    ]);
    runInAction(() => (this.loading = false));
  }

  /** The ad as the signed-in person may see it (their own, in any state); a refusal leaves the page as it was. */
  private async loadAsSignedIn(id: string): Promise<void> {
    try {
      const ad = await this.deps.loadAd.execute(id);
      runInAction(() => {
        if (this.restoredId !== id) return;
        this.ad = ad;
        this.errorCode = null;
        this.prefillContact();
      });
    } catch {
      // Not theirs: the page already says the ad is not (any more) online.
    }
  }

  /** Similar ads are a help, not the page: without them the page stands as it is. */
  private async loadSimilar(id: string): Promise<void> {
    try {
      const similar = await this.deps.loadSimilarAds.execute(id);
      runInAction(() => (this.similar = similar));
    } catch {
      runInAction(() => (this.similar = []));
    }
  }

  /** The seller card too: the ad stands without it. */
  private async loadSeller(id: string): Promise<void> {
    try {
      const seller = await this.deps.loadSeller.execute(id);
      runInAction(() => (this.seller = seller));
    } catch {
      runInAction(() => (this.seller = null));
    }
  }

  /** Signed-in visitors need not type what we know. */
  private prefillContact(): void {
    const user = this.deps.session.user;
    if (user && !this.contact.email)
      this.contact = {
        ...this.contact,
        name: `${user.name} ${user.lastname}`.trim(),
        email: user.email,
        phone: user.phone_number ?? '',
      };
  }

  snapshot(): AdDetailsData {
    return { id: this.requestedId, ad: this.ad, errorCode: this.errorCode, similar: this.similar, seller: this.seller };
  }

  restore({ id, ad, errorCode, similar, seller }: AdDetailsData): void {
    Object.assign(this, { ad, errorCode, similar, seller, loading: false, restoredId: id });
  }

  /** Someone signed in reading another's ad: the viewing times its landlord offers them may be shown. */
  get readerSignedIn(): boolean {
    return this.deps.session.user !== null && !this.isOwnAd;
  }

  get isOwnAd(): boolean {
    return this.ad !== null && this.deps.session.user?.id === this.ad.ownerId;
  }

  showImage(index: number): void {
    const count = this.ad?.images.length ?? 0;
    if (count === 0) return;
    this.imageIndex = ((index % count) + count) % count;
  }

  next(): void {
    this.showImage(this.imageIndex + 1);
  }

  previous(): void {
    this.showImage(this.imageIndex - 1);
  }

  setContact<K extends keyof ContactMessage>(key: K, value: string): void {
    this.contact = { ...this.contact, [key]: value };
  }

  async sendContact(): Promise<void> {
    if (!this.ad) return;
    const ad = this.ad;
    if (await this.contactSubmission.run(() => this.deps.contactSeller.execute(ad.id, this.contact))) {
      runInAction(() => {
        this.contactSent = true;
        this.contact = { ...this.contact, message: '' };
      });
    }
  }

  async share(url: string): Promise<void> {
    if (!this.ad) return;
    const result = await this.deps.sharing.share({ title: this.ad.title, url });
    runInAction(() => (this.shared = result));
  }

  setReportReason(reason: ReportReason | ''): void {
    this.reportReason = reason;
  }

  setReportMessage(message: string): void {
    this.reportMessage = message;
  }

  setReportContact(email: string): void {
    this.reportContact = email;
  }

  /** A signed-in reporter hears back at their account; only a visitor is asked for an address. */
  get asksReportContact(): boolean {
    return this.deps.session.user === null;
  }

  async sendReport(): Promise<void> {
    if (!this.ad) return;
    const ad = this.ad;
    if (
      await this.reportSubmission.run(() =>
        this.deps.reportAd.execute(
          ad.id,
          this.reportReason,
          this.reportMessage,
          this.asksReportContact ? this.reportContact : '',
        ),
      )
    ) {
      runInAction(() => (this.reportSent = true));
    }
  }
}
