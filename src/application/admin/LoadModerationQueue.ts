import type { Ad } from '../../domain/ad';
import type { ModerationApi } from './ports';

export class LoadModerationQueue {
  constructor(private readonly api: ModerationApi) {}

  execute(): Promise<Ad[]> {
    return this.api.queue();
  }
}
