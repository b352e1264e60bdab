import type { SellerType } from '../../src/domain/ad';
import type { FieldError } from '../../src/domain/errors';
import {
  cleanTraderDetails,
  validateTraderDetails,
  type SellerDetails,
  type TraderDetails,
} from '../../src/domain/trader';
import { ApiError } from '../platform/domain/ApiError';
import { isLive } from '../../src/domain/adLife';
import type { UserRecord } from './domain/user';
import { sellerDetailsOf } from './userView';
import type { Clock, UnitOfWork } from '../platform/ports';

export interface SellerDetailsChange {
  accountKind: SellerType;
  /** A trader's details; ignored (and any stored ones removed) for a private seller. */
  trader?: Partial<Record<keyof TraderDetails, unknown>> | null;
  /** The trader certifies to offer only lawful content (DSA Art. 30); required to sell commercially. */
  certified?: boolean;
}

/**
 * Saves whom the account sells as; every ad of the account then says so. A trader's details are checked as a whole
 * (nothing is saved while one is wrong); becoming private removes them, as nothing needs them any more.
 */
export class SaveSellerDetailsHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'users'>;
      clock: Clock;
      /** After every write that can change what visitors see (the ads say who offers them). */
      adsChanged: () => void;
    },
  ) {}

  async execute(user: UserRecord, change: SellerDetailsChange): Promise<SellerDetails> {
    let trader: TraderDetails | null = null;
    if (change.accountKind === 'commercial') {
      const problems: FieldError[] = validateTraderDetails(change.trader ?? {});
      if (change.certified !== true)
        problems.push({ field: 'certified', code: 'required', message: 'Certify that you offer only lawful content' });
      if (problems.length > 0) throw ApiError.validation(problems);
      trader = cleanTraderDetails(change.trader as TraderDetails);
    }
    const updated = await this.deps.uow.transaction(async (repos) => {
      // A trader's ads online (or on their way) show the Anbieter-Impressum; turning private would take it off ads
      // that were offered commercially (§ 5 DDG). They end first, then the account may turn private.
      if (user.accountKind === 'commercial' && change.accountKind === 'private') {
        const now = this.deps.clock.now();
        const online = (await repos.ads.listByOwner(user.id)).filter(
          (ad) => ad.status === 'pending' || ad.status === 'paused' || isLive(ad, now),
        );
        if (online.length > 0)
          throw new ApiError(
            409,
            'TRADER_ADS_ONLINE',
            `End or archive your ${online.length} commercial ad(s) first; they show your Anbieter-Impressum`,
          );
      }
      const saved = await repos.users.update(user.id, {
        accountKind: change.accountKind,
        trader,
        // Every save of a trader's details is certified anew (the form asks each time), dated now.
        traderCertifiedAt: trader ? this.deps.clock.now() : null,
      });
      await repos.ads.setSellerTypeOfOwner(user.id, change.accountKind);
      return saved;
    });
    if (!updated) throw ApiError.unauthorized();
    this.deps.adsChanged();
    return sellerDetailsOf(updated);
  }
}
