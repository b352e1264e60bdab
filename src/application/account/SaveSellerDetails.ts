import type { SellerDetails } from '../../domain/trader';
import type { SellerDetailsApi, SellerDetailsChange } from './ports';

/** Sells as a private person, or as a trader with complete details and the certification; answers what is now kept. */
export class SaveSellerDetails {
  constructor(private readonly api: SellerDetailsApi) {}

  execute(change: SellerDetailsChange): Promise<SellerDetails> {
    return this.api.save(change);
  }
}
