import type { Ad } from '../../domain/ad';
import type { ModerationApi } from './ports';

export class ApproveAd {
  constructor(private readonly api: ModerationApi) {}

  execute(id: string): Promise<Ad> {
    return this.api.approve(id);
  }
}
