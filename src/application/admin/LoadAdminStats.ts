import type { AdminStats, ModerationApi } from './ports';

export class LoadAdminStats {
  constructor(private readonly api: ModerationApi) {}

  execute(): Promise<AdminStats> {
    return this.api.stats();
  }
}
