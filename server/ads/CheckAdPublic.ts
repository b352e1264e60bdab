import type { ReadAd } from './ReadAd';
import { isUuid } from '../../src/domain/id';
import { ApiError } from '../platform/domain/ApiError';

/** Whether visitors can see the ad now (from the same 30-second cache as the ad itself). */
export class CheckAdPublic {
  constructor(
    private readonly deps: {
      readAd: Pick<ReadAd, 'execute'>;
    },
  ) {}

  async execute(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    try {
      await this.deps.readAd.execute(id, null);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 410)) return false;
      throw error;
    }
  }
}
