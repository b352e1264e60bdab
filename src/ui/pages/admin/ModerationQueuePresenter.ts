import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../../domain/ad';
import { ApproveAd } from '../../../application/admin/ApproveAd';
import { LoadModerationQueue } from '../../../application/admin/LoadModerationQueue';
import { RejectAd } from '../../../application/admin/RejectAd';
import { RequestAdChanges } from '../../../application/admin/RequestAdChanges';
import { Notifier } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';
import type { ModerationAd } from '../../../domain/risk';
import { DEFAULT_GROUND, type DecisionGround } from '../../../domain/decisions';

/** Ready-made reasons a moderator starts from (translated under admin.reasonTemplates) and then adapts. */
export const REASON_TEMPLATES = [
  'photos',
  'price',
  'contactInText',
  'duplicate',
  'wrongCategory',
  'address',
  'terms',
] as const;

/** A refusal (the credit of a first version comes back) or a request for changes (the edited ad returns to review). */
export type ModerationVerdict = 'reject' | 'changes';

/** Ads waiting for review: approve at once, or send back with a reason the seller is shown. */
@injectable()
export class ModerationQueuePresenter {
  queue: ModerationAd[] = [];
  /** The ad whose rejection or request for changes waits for a reason and confirmation. */
  deciding: { ad: Ad; verdict: ModerationVerdict } | null = null;
  reason = '';
  /** The rejection's ground, for the seller's statement of reasons. */
  ground: DecisionGround = DEFAULT_GROUND.ad_rejected;
  readonly rejection = new Submission();
  private readonly deps: {
    queue: LoadModerationQueue;
    approve: ApproveAd;
    reject: RejectAd;
    requestChanges: RequestAdChanges;
    notifier: Notifier;
  };

  constructor(
    @inject(LoadModerationQueue) queue: LoadModerationQueue,
    @inject(ApproveAd) approve: ApproveAd,
    @inject(RejectAd) reject: RejectAd,
    @inject(RequestAdChanges) requestChanges: RequestAdChanges,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { queue, approve, reject, requestChanges, notifier };
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

  askReject(ad: Ad | null, verdict: ModerationVerdict = 'reject'): void {
    this.deciding = ad ? { ad, verdict } : null;
    this.reason = '';
    this.ground = DEFAULT_GROUND.ad_rejected;
    this.rejection.reset();
  }

  setGround(ground: DecisionGround): void {
    this.ground = ground;
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  /** A template's text joins what is written already, so two reasons can be given and then adapted. */
  useTemplate(text: string): void {
    this.reason = this.reason.trim() ? `${this.reason.trim()}\n${text}` : text;
  }

  /** Resolves true when the ad was rejected or sent back for changes. */
  async confirmReject(messages: { saved: string }): Promise<boolean> {
    const deciding = this.deciding;
    if (!deciding) return false;
    const { ad, verdict } = deciding;
    const decide =
      verdict === 'reject'
        ? () => this.deps.reject.execute(ad.id, this.reason, this.ground)
        : () => this.deps.requestChanges.execute(ad.id, this.reason);
    const ok = await this.rejection.run(decide);
    if (!ok) return false;
    runInAction(() => {
      this.drop(ad);
      this.deciding = null;
    });
    this.deps.notifier.success(messages.saved);
    return true;
  }

  private drop(ad: Ad): void {
    this.queue = this.queue.filter((a) => a.id !== ad.id);
  }
}
