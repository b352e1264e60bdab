import type { ReadAd } from './ReadAd';
import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from './domain/ad';
import type { UnitOfWork } from '../platform/ports';

/** For the ad's public page: the ad if it exists (in any state) and whether visitors may see it now. */
export class ReadAdPageState {
  constructor(
    private readonly deps: {
      readAd: Pick<ReadAd, 'execute'>;
      uow: UnitOfWork<'ads'>;
    },
  ) {}

  async execute(id: string): Promise<{ ad: AdRecord | null; live: boolean }> {
    try {
      return { ad: await this.deps.readAd.execute(id, null), live: true };
    } catch (error) {
      if (!(error instanceof ApiError) || (error.statusCode !== 404 && error.statusCode !== 410)) throw error;
      return { ad: await this.deps.uow.repos.ads.findById(id), live: false };
    }
  }
}
