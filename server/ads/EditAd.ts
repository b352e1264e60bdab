import { ARCHIVABLE_STATUSES, EDITABLE_STATUSES, type AdStatus } from '../../src/domain/ad';
import { announce } from './adLifecycleSteps';
import { validateAd, type AdInput } from '../../src/domain/adValidation';
import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';
import type { AdLocator } from '../search/ports';
import { toFields, toInput } from './adFields';
import { findOwnedAd } from './adWrites';
import { changesReviewedContent } from './reviewedContent';
import type { RiskAssessment } from '../moderation/ports';
import { contactFingerprintsOf, textFingerprints } from '../moderation/ports';

export class EditAd {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'fingerprints' | 'riskAssessments'>;
      clock: Clock;
      moderation: boolean;
      /** Judges an ad before it goes online: a risky one waits for a moderator (server/application/risk). */
      risk: RiskAssessment;
      /** Where an ad is: coordinates for its address (approximate unless the owner shows the exact one). */
      locator: AdLocator;
      /** After every write that can change what visitors see (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(owner: UserRecord, id: string, input: Partial<AdInput> & { status?: 'archived' }): Promise<AdRecord> {
    const ad = await findOwnedAd(this.deps.uow, owner, id);
    const { status, ...fields } = input;
    if (status === 'archived') {
      if (!ARCHIVABLE_STATUSES.has(ad.status)) {
        throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be archived`);
      }
      if (Object.keys(fields).length === 0)
        return announce(this.deps, await this.deps.uow.repos.ads.update(id, { status: 'archived' }));
    }
    if (!EDITABLE_STATUSES.has(ad.status))
      throw new ApiError(409, 'CONFLICT', `An ad in status ${ad.status} cannot be edited`);
    const merged = { ...toInput(ad), ...fields } as AdInput;
    const problems = validateAd(merged, this.deps.clock.now());
    if (problems.length > 0) throw ApiError.validation(problems);
    const next = toFields(merged, owner.accountKind, this.deps.clock.now());
    const reviewed = changesReviewedContent(ad, next);
    let nextStatus = status === 'archived' ? 'archived' : this.statusAfterEdit(ad, reviewed);
    // A live ad whose words or amounts change is judged again: a clean ad edited into a bait is held like a new one
    // (with moderation on it waits for review anyway, and the desk sees what the check found).
    if (ad.status === 'active' && reviewed) {
      const held = await this.deps.risk.judgeAgain(this.deps.uow.repos, { ...ad, ...next }, owner);
      if (held && nextStatus === 'active') nextStatus = 'pending';
    }
    const moved = (['postalCode', 'city', 'street', 'showExactAddress'] as const).some(
      (field) => next[field] !== ad[field],
    );
    const location = moved ? ((await this.deps.locator.locate(next)) ?? { latitude: null, longitude: null }) : {};
    if (next.description !== ad.description)
      await this.deps.uow.repos.fingerprints.replaceText(ad, textFingerprints(next.description));
    if (next.description !== ad.description || next.title !== ad.title)
      await this.deps.uow.repos.fingerprints.replaceContacts(ad, contactFingerprintsOf(next));
    return announce(
      this.deps,
      await this.deps.uow.repos.ads.update(id, {
        ...next,
        ...location,
        status: nextStatus,
        rejectionReason: nextStatus === 'draft' ? null : ad.rejectionReason,
      }),
    );
  }

  /**
   * A rejected first version goes back to draft (publishing it again spends a credit, the rejection refunded one).
   * With moderation on, a live ad whose reviewed content changes waits for review again, hidden meanwhile, and so does
   * a rejected change of an ad that was live (its credit was spent and is not refunded, so no new one is needed).
   * An ad the moderator sent back with a request for changes returns to review once edited.
   */
  private statusAfterEdit(ad: AdRecord, reviewedContentChanged: boolean): AdStatus {
    // The moderator asked for changes and the credit stays spent: the edited ad goes straight back to the queue.
    if (ad.status === 'changes_requested') return 'pending';
    if (ad.status === 'rejected') return this.deps.moderation && ad.publishedAt !== null ? 'pending' : 'draft';
    if (this.deps.moderation && ad.status === 'active' && reviewedContentChanged) return 'pending';
    return ad.status;
  }
}
