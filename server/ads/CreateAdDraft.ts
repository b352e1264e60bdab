import { validateAd, type AdInput } from '../../src/domain/adValidation';
import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { UserRecord } from '../accounts/ports';
import type { AdLocator } from '../search/ports';
import { toFields } from './adFields';
import { checkDraftQuota } from './adWrites';
import { contactFingerprintsOf, textFingerprints } from '../moderation/ports';

export class CreateAdDraft {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'fingerprints'>;
      clock: Clock;
      quotas: { draftsPerDay: number };
      /** Where an ad is: coordinates for its address (approximate unless the owner shows the exact one). */
      locator: AdLocator;
    },
  ) {}

  async execute(owner: UserRecord, input: AdInput): Promise<AdRecord> {
    const problems = validateAd(input, this.deps.clock.now());
    if (problems.length > 0) throw ApiError.validation(problems);
    await checkDraftQuota(this.deps.uow, owner, this.deps.quotas.draftsPerDay, this.deps.clock.now());
    const fields = toFields(input, owner.accountKind, this.deps.clock.now());
    const ad = await this.deps.uow.repos.ads.create(owner.id, fields, await this.deps.locator.locate(fields));
    await this.deps.uow.repos.fingerprints.replaceText(ad, textFingerprints(ad.description));
    await this.deps.uow.repos.fingerprints.replaceContacts(ad, contactFingerprintsOf(ad));
    return ad;
  }
}
