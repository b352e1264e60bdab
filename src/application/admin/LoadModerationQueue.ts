import type { ModerationAd } from '../../domain/risk';
import type { ModerationApi } from './ports';

export class LoadModerationQueue {
  constructor(private readonly api: ModerationApi) {}

  execute(): Promise<ModerationAd[]> {
    return this.api.queue();
  }
}
