import type { ViewingPlan } from '../../domain/viewings';
import type { ViewingsApi } from './ports';

/** An ad's viewings: all of them for its landlord, the slots offered to a seeker. */
export class LoadViewingPlan {
  constructor(private readonly api: ViewingsApi) {}

  execute(adId: string): Promise<ViewingPlan> {
    return this.api.plan(adId);
  }
}
