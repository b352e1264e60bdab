import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AD_STATUSES, type Ad, type AdStatus } from '../../../domain/ad';
import { DomainError } from '../../../domain/errors';
import { ArchiveAd } from '../../../application/ads/ArchiveAd';
import { DeleteAd } from '../../../application/ads/DeleteAd';
import { LoadMyAds } from '../../../application/ads/LoadMyAds';
import { PauseAd } from '../../../application/ads/PauseAd';
import { ResumeAd } from '../../../application/ads/ResumeAd';
import { ExtendAd } from '../../../application/ads/ExtendAd';
import { BumpAd } from '../../../application/ads/BumpAd';
import { creditToSpend, type Package } from '../../../domain/package';
import type { CreditBalance } from '../../../application/ads/ports';
import { Notifier } from '../../../application/shared/ports';

export type PaidAction = 'extend' | 'bump';

@injectable()
export class UserDashboardPresenter {
  ads: Ad[] = [];
  credits: CreditBalance[] = [];
  loading = true;
  errorCode: string | null = null;
  /** The ad waiting for the delete confirmation. */
  confirmingDelete: Ad | null = null;
  /** The ad waiting for the archive confirmation (archiving gives up the runtime left). */
  confirmingArchive: Ad | null = null;
  /** A paid action waiting for its confirmation, with the package whose credit it would spend (null: none left). */
  confirmingPaid: { ad: Ad; action: PaidAction; pkg: Package | null } | null = null;
  busyId: string | null = null;
  private readonly deps: {
    loadMyAds: LoadMyAds;
    archiveAd: ArchiveAd;
    pauseAd: PauseAd;
    resumeAd: ResumeAd;
    extendAd: ExtendAd;
    bumpAd: BumpAd;
    deleteAd: DeleteAd;
    notifier: Notifier;
  };

  constructor(
    @inject(LoadMyAds) loadMyAds: LoadMyAds,
    @inject(ArchiveAd) archiveAd: ArchiveAd,
    @inject(PauseAd) pauseAd: PauseAd,
    @inject(ResumeAd) resumeAd: ResumeAd,
    @inject(ExtendAd) extendAd: ExtendAd,
    @inject(BumpAd) bumpAd: BumpAd,
    @inject(DeleteAd) deleteAd: DeleteAd,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { loadMyAds, archiveAd, pauseAd, resumeAd, extendAd, bumpAd, deleteAd, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get totalCredits(): number {
    return this.credits.reduce((sum, c) => sum + c.credits, 0);
  }

  /** Status sections in a fixed order, empty ones left out. */
  get byStatus(): { status: AdStatus; ads: Ad[] }[] {
    const order: AdStatus[] = [
      'changes_requested',
      'active',
      'paused',
      'pending',
      'draft',
      'rejected',
      'expired',
      'archived',
    ];
    return order
      .filter((s) => AD_STATUSES.includes(s))
      .map((status) => ({ status, ads: this.ads.filter((a) => a.status === status) }))
      .filter((g) => g.ads.length > 0);
  }

  async load(): Promise<void> {
    this.loading = true;
    this.errorCode = null;
    try {
      const { ads, credits } = await this.deps.loadMyAds.execute();
      runInAction(() => {
        this.ads = ads;
        this.credits = credits;
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Free of charge, so no confirmation: the runtime left is kept and reactivating gives it back. */
  pause(ad: Ad, doneMessage: string, failedMessage: string): Promise<void> {
    return this.change(ad, () => this.deps.pauseAd.execute(ad.id), doneMessage, failedMessage);
  }

  resume(ad: Ad, doneMessage: string, failedMessage: string): Promise<void> {
    return this.change(ad, () => this.deps.resumeAd.execute(ad.id), doneMessage, failedMessage);
  }

  /** Archiving a live or paused ad gives up the runtime it paid for; a draft or an ad that ran out has none. */
  get archiveGivesUpRuntime(): boolean {
    return this.confirmingArchive?.status === 'active' || this.confirmingArchive?.status === 'paused';
  }

  askArchive(ad: Ad | null): void {
    this.confirmingArchive = ad;
  }

  async confirmArchive(doneMessage: string, failedMessage: string): Promise<void> {
    const ad = this.confirmingArchive;
    if (!ad) return;
    await this.change(ad, () => this.deps.archiveAd.execute(ad.id), doneMessage, failedMessage);
    runInAction(() => (this.confirmingArchive = null));
  }

  /** Verlängern and Hochschieben cost a credit: the owner confirms first, told which package's credit and what it buys. */
  askPaid(ad: Ad | null, action: PaidAction = 'extend', packages: Package[] = []): void {
    this.confirmingPaid = ad ? { ad, action, pkg: creditToSpend(this.credits, packages, ad.images.length) } : null;
  }

  async confirmPaid(doneMessage: string, failedMessage: string): Promise<void> {
    const offer = this.confirmingPaid;
    if (!offer?.pkg) return;
    const { ad, action, pkg } = offer;
    const run =
      action === 'extend'
        ? () => this.deps.extendAd.execute(ad.id, pkg.id)
        : () => this.deps.bumpAd.execute(ad.id, pkg.id);
    await this.change(ad, run, doneMessage, failedMessage);
    runInAction(() => (this.confirmingPaid = null));
    // The credit is spent on the server: show the balance it keeps, not a guess.
    const { credits } = await this.deps.loadMyAds.execute().catch(() => ({ credits: this.credits }));
    runInAction(() => (this.credits = credits));
  }

  private async change(ad: Ad, action: () => Promise<Ad>, doneMessage: string, failedMessage: string): Promise<void> {
    this.busyId = ad.id;
    try {
      const changed = await action();
      runInAction(() => (this.ads = this.ads.map((a) => (a.id === ad.id ? changed : a))));
      this.deps.notifier.success(doneMessage);
    } catch {
      this.deps.notifier.error(failedMessage);
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }

  askDelete(ad: Ad | null): void {
    this.confirmingDelete = ad;
  }

  async confirmDelete(doneMessage: string, failedMessage: string): Promise<void> {
    const ad = this.confirmingDelete;
    if (!ad) return;
    this.busyId = ad.id;
    try {
      await this.deps.deleteAd.execute(ad.id);
      runInAction(() => {
        this.ads = this.ads.filter((a) => a.id !== ad.id);
        this.confirmingDelete = null;
      });
      this.deps.notifier.success(doneMessage);
    } catch {
      this.deps.notifier.error(failedMessage);
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
