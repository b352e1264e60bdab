import type { SellerDetails } from '../../domain/trader';
import type { SellerDetailsApi } from './ports';

/** Whom the signed-in person sells as, and whether they may publish (a trader with incomplete details may not). */
export class LoadSellerDetails {
  constructor(private readonly api: SellerDetailsApi) {}

  execute(): Promise<SellerDetails> {
    return this.api.load();
  }
}
