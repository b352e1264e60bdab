import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../../domain/ad';
import { DomainError } from '../../../domain/errors';
import { ContactSeller } from '../../../application/ads/ContactSeller';
import { LoadAd } from '../../../application/ads/LoadAd';
import { ReportAd } from '../../../application/ads/ReportAd';
import type { ContactMessage, ReportReason } from '../../../application/ads/ports';
import { SessionState } from '../../../application/auth/ports';
import { Sharing } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';

@injectable()
export class AdDetailsPresenter {
  ad: Ad | null = null;
  loading = true;
  errorCode: string | null = null;
  imageIndex = 0;
  contact: ContactMessage = { name: '', email: '', phone: '', message: '' };
  contactSent = false;
  reportReason: ReportReason | '' = '';
  reportMessage = '';
  reportSent = false;
  /** What sharing did: the view says "link copied" or shows the link itself. */
  shared: 'shared' | 'copied' | 'unavailable' | null = null;
  readonly contactSubmission = new Submission();
  readonly reportSubmission = new Submission();
  private readonly deps: { loadAd: LoadAd; contactSeller: ContactSeller; reportAd: ReportAd; session: SessionState; sharing: Sharing };

  constructor(
    @inject(LoadAd) loadAd: LoadAd,
    @inject(ContactSeller) contactSeller: ContactSeller,
    @inject(ReportAd) reportAd: ReportAd,
    @inject(SessionState) session: SessionState,
    @inject(Sharing) sharing: Sharing,
  ) {
    this.deps = { loadAd, contactSeller, reportAd, session, sharing };
    makeAutoObservable<this, 'deps'>(this, { deps: false, contactSubmission: false, reportSubmission: false });
  }

  async load(id: string): Promise<void> {
    this.loading = true;
    this.errorCode = null;
    this.imageIndex = 0;
    try {
      const ad = await this.deps.loadAd.execute(id);
      runInAction(() => {
        this.ad = ad;
        const user = this.deps.session.user;
        // Signed-in visitors need not type what we know.
        if (user && !this.contact.email) this.contact = { ...this.contact, name: `${user.name} ${user.lastname}`.trim(), email: user.email, phone: user.phone_number ?? '' };
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
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

  async sendReport(): Promise<void> {
    if (!this.ad) return;
    const ad = this.ad;
    if (await this.reportSubmission.run(() => this.deps.reportAd.execute(ad.id, this.reportReason, this.reportMessage))) {
      runInAction(() => (this.reportSent = true));
    }
  }
}
