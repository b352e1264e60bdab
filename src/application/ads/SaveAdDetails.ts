import type { Ad } from '../../domain/ad';
import { validateAd, type AdInput } from '../../domain/adValidation';
import { ValidationError } from '../../domain/errors';
import type { AdFormStore, OwnAdsApi } from './ports';

/** Step one of the ad form: creates the draft (or saves changes) and remembers where the owner is. */
export class SaveAdDetails {
  constructor(
    private readonly api: OwnAdsApi,
    private readonly store: AdFormStore,
  ) {}

  async execute(input: AdInput, adId: string | null): Promise<Ad> {
    const problems = validateAd(input);
    if (problems.length > 0) throw new ValidationError(problems);
    const ad = adId ? await this.api.update(adId, input) : await this.api.create(input);
    this.store.saveProgress({ adId: ad.id, step: 'images' });
    return ad;
  }
}
