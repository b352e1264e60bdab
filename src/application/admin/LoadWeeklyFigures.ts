import type { WeekFigures } from '../../domain/adStats';
import type { ModerationApi } from './ports';

/** New users, new ads and revenue per calendar week, for the admin dashboard's charts. */
export class LoadWeeklyFigures {
  constructor(private readonly api: ModerationApi) {}

  execute(weeks = 12): Promise<WeekFigures[]> {
    return this.api.weekly(weeks);
  }
}
