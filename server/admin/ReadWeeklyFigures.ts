import { dayInGermany } from '../../src/domain/calendar';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { WeekFigures } from './ports';

const DAY_MS = 86_400_000;

/** The figures of recent weeks, for the admin dashboard's chart. */
export class ReadWeeklyFigures {
  constructor(private readonly deps: { uow: UnitOfWork<'weeklyFigures'>; clock: Clock }) {}

  /** New users, new ads and revenue of the last `weeks` calendar weeks (this one included), every week listed. */
  async execute(weeks: number): Promise<WeekFigures[]> {
    const today = Date.parse(`${dayInGermany(this.deps.clock.now())}T00:00:00Z`);
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
    const starts = Array.from({ length: weeks }, (_, i) =>
      new Date(monday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
    );
    // From a day before the first Monday (UTC), so that its first hours in German time are in.
    const stored = new Map(
      (await this.deps.uow.repos.weeklyFigures.since(new Date(Date.parse(starts[0]!) - DAY_MS))).map((w) => [
        w.weekStart,
        w,
      ]),
    );
    return starts.map((weekStart) => stored.get(weekStart) ?? { weekStart, newUsers: 0, newAds: 0, revenueCents: 0 });
  }
}
