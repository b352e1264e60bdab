import type { Ad } from '../../domain/ad';
import { validateAd, type AdInput } from '../../domain/adValidation';
import { ValidationError, type FieldError } from '../../domain/errors';
import { rentControlAreaOf } from '../../domain/rentControl';
import type { AdFormStore, OwnAdsApi } from './ports';

/**
 * The form asks a rental where a Mietpreisbremse applies which exception it relies on, and takes no silence (the API
 * reads silence as "none", server/ads/adFields.ts).
 */
function rentControlUnanswered(input: AdInput): FieldError[] {
  return rentControlAreaOf(input, new Date()) !== null && input.rentControl === null
    ? [{ field: 'rentControl', code: 'required', message: 'State whether an exception applies' }]
    : [];
}

/** Step one of the ad form: creates the draft (or saves changes) and remembers where the owner is. */
export class SaveAdDetails {
  constructor(
    private readonly api: OwnAdsApi,
    private readonly store: AdFormStore,
  ) {}

  async execute(input: AdInput, adId: string | null): Promise<Ad> {
    const problems = [...validateAd(input), ...rentControlUnanswered(input)];
    if (problems.length > 0) throw new ValidationError(problems);
    const ad = adId ? await this.api.update(adId, input) : await this.api.create(input);
    this.store.saveProgress({ adId: ad.id, step: 'images' });
    return ad;
  }
}
