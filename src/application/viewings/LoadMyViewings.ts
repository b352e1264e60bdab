import type { ViewingPlan } from '../../domain/viewings';
import type { ViewingsApi } from './ports';

/** The viewings offered to me and booked by me, per ad, soonest first. */
export class LoadMyViewings {
  constructor(private readonly api: ViewingsApi) {}

  execute(): Promise<ViewingPlan[]> {
    return this.api.mine();
  }
}
