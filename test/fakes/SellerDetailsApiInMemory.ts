import type { SellerDetailsApi, SellerDetailsChange } from '../../src/application/account/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import type { FieldError } from '../../src/domain/errors';
import {
  canPublishAs,
  cleanTraderDetails,
  validateTraderDetails,
  type SellerDetails,
  type TraderDetails,
} from '../../src/domain/trader';

/** Whom the account sells as, kept as the server keeps it: the same rules, the same refusals. */
export class SellerDetailsApiInMemory implements SellerDetailsApi {
  details: SellerDetails = { accountKind: 'private', trader: null, certifiedAt: null, canPublish: true };
  readonly saved: SellerDetailsChange[] = [];

  async load(): Promise<SellerDetails> {
    return { ...this.details };
  }

  async save(change: SellerDetailsChange): Promise<SellerDetails> {
    let trader: TraderDetails | null = null;
    if (change.accountKind === 'commercial') {
      const problems: FieldError[] = validateTraderDetails(change.trader ?? {});
      if (change.certified !== true) problems.push({ field: 'certified', code: 'required', message: 'Certify' });
      if (problems.length > 0) throw new RequestError('http', 'VALIDATION_FAILED', 'Invalid', 400, problems);
      trader = cleanTraderDetails(change.trader as unknown as TraderDetails);
    }
    this.saved.push(change);
    const certifiedAt = trader ? '2026-11-29T10:00:00.000Z' : null;
    const kept = { accountKind: change.accountKind, trader, certifiedAt };
    this.details = { ...kept, canPublish: canPublishAs(kept) };
    return { ...this.details };
  }
}
