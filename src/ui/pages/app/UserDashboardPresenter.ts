import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AD_STATUSES, type Ad, type AdStatus } from '../../../domain/ad';
import { DomainError } from '../../../domain/errors';
import { ArchiveAd } from '../../../application/ads/ArchiveAd';
import { DeleteAd } from '../../../application/ads/DeleteAd';
import { LoadMyAds } from '../../../application/ads/LoadMyAds';
import type { CreditBalance } from '../../../application/ads/ports';
import { Notifier } from '../../../application/shared/ports';

@injectable()
export class UserDashboardPresenter {
  ads: Ad[] = [];
  credits: CreditBalance[] = [];
  loading = true;
  errorCode: string | null = null;
  /** The ad waiting for the delete confirmation. */
  confirmingDelete: Ad | null = null;
  busyId: string | null = null;
  private readonly deps: { loadMyAds: LoadMyAds; archiveAd: ArchiveAd; deleteAd: DeleteAd; notifier: Notifier };

  constructor(
    @inject(LoadMyAds) loadMyAds: LoadMyAds,
    @inject(ArchiveAd) archiveAd: ArchiveAd,
    @inject(DeleteAd) deleteAd: DeleteAd,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { loadMyAds, archiveAd, deleteAd, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get totalCredits(): number {
    return this.credits.reduce((sum, c) => sum + c.credits, 0);
  }

  /** Status sections in a fixed order, empty ones left out. */
  get byStatus(): { status: AdStatus; ads: Ad[] }[] {
    const order: AdStatus[] = ['active', 'pending', 'draft', 'rejected', 'expired', 'archived'];
    return order.filter((s) => AD_STATUSES.includes(s)).map((status) => ({ status, ads: this.ads.filter((a) => a.status === status) })).filter((g) => g.ads.length > 0);
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

  async archive(ad: Ad, doneMessage: string, failedMessage: string): Promise<void> {
    this.busyId = ad.id;
    try {
      const archived = await this.deps.archiveAd.execute(ad.id);
      runInAction(() => (this.ads = this.ads.map((a) => (a.id === ad.id ? archived : a))));
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
