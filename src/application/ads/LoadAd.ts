import type { Ad } from '../../domain/ad';
import type { AdsApi } from './ports';

export class LoadAd {
  constructor(private readonly api: AdsApi) {}

  execute(id: string): Promise<Ad> {
    return this.api.get(id);
  }
}
