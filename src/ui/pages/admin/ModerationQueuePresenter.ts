import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../../domain/ad';
import { ApproveAd } from '../../../application/admin/ApproveAd';
import { LoadModerationQueue } from '../../../application/admin/LoadModerationQueue';
import { RejectAd } from '../../../application/admin/RejectAd';
import { Notifier } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';

/** Ads waiting for review: approve at once, or reject with a reason the seller is shown. */
@injectable()
export class ModerationQueuePresenter {
  queue: Ad[] = [];
  /** The ad whose rejection waits for a reason and confirmation. */
  rejecting: Ad | null = null;
  reason = '';
  readonly rejection = new Submission();
  private readonly deps: { queue: LoadModerationQueue; approve: ApproveAd; reject: RejectAd; notifier: Notifier };

  constructor(@inject(LoadModerationQueue) queue: LoadModerationQueue, @inject(ApproveAd) approve: ApproveAd, @inject(RejectAd) reject: RejectAd, @inject(Notifier) notifier: Notifier) {
    this.deps = { queue, approve, reject, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false, rejection: false });
  }

  async load(): Promise<void> {
    try {
      const queue = await this.deps.queue.execute();
      runInAction(() => (this.queue = queue));
    } catch {
      runInAction(() => (this.queue = []));
    }
  }

  /** Resolves true when the ad went online. */
  async approve(ad: Ad, messages: { approved: string; failed: string }): Promise<boolean> {
    try {
      await this.deps.approve.execute(ad.id);
    } catch {
      this.deps.notifier.error(messages.failed);
      return false;
    }
    runInAction(() => this.drop(ad));
    this.deps.notifier.success(messages.approved);
    return true;
  }

  askReject(ad: Ad | null): void {
    this.rejecting = ad;
    this.reason = '';
    this.rejection.reset();
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  /** Resolves true when the ad was rejected. */
  async confirmReject(messages: { saved: string }): Promise<boolean> {
    const ad = this.rejecting;
    if (!ad) return false;
    const ok = await this.rejection.run(() => this.deps.reject.execute(ad.id, this.reason));
    if (!ok) return false;
    runInAction(() => {
      this.drop(ad);
      this.rejecting = null;
    });
    this.deps.notifier.success(messages.saved);
    return true;
  }

  private drop(ad: Ad): void {
    this.queue = this.queue.filter((a) => a.id !== ad.id);
  }
}
