import { dayInGermany } from '../../src/domain/calendar';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { Clock, Logger, UnitOfWork } from '../platform/ports';
import type { AdDayFigures } from './ports';

export type AdStatKind = 'views' | 'saves' | 'contacts';

const DAY_MS = 86_400_000;

/**
 * Each ad's views, Merkliste saves and contacts per day, for its owner's dashboard. Counting keeps no cookie and no IP
 * address: a count is a number added to the ad's day, nothing else. Counts are gathered in memory and written every few
 * seconds (and when the server stops), so a busy ad page costs no write per view; a crash loses at most those seconds
 * of figures, never anything a person did.
 */
export class AdStats {
  private pending = new Map<string, { adId: string } & AdDayFigures>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: { uow: UnitOfWork<'adStats' | 'ads'>; clock: Clock; log: Logger; flushEveryMs?: number },
  ) {
    this.timer = setInterval(() => void this.flush(), deps.flushEveryMs ?? 5_000);
    this.timer.unref();
  }

  count(adId: string, kind: AdStatKind): void {
    const day = dayInGermany(this.deps.clock.now());
    const key = `${adId}|${day}`;
    const entry = this.pending.get(key) ?? { adId, day, views: 0, saves: 0, contacts: 0 };
    entry[kind] += 1;
    this.pending.set(key, entry);
  }

  /** Writes what was counted so far (one write at a time; a failed write puts its counts back for the next). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      try {
        // All or nothing: a failed batch goes again whole, so a part already written would be counted twice.
        await this.deps.uow.transaction((repos) => repos.adStats.add(batch));
      } catch (err) {
        this.deps.log.warn(
          { err, entries: batch.length },
          'ad statistics could not be written; trying again with the next batch',
        );
        for (const entry of batch) {
          const key = `${entry.adId}|${entry.day}`;
          const now = this.pending.get(key);
          this.pending.set(
            key,
            now
              ? {
                  ...now,
                  views: now.views + entry.views,
                  saves: now.saves + entry.saves,
                  contacts: now.contacts + entry.contacts,
                }
              : entry,
          );
        }
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** The last `days` days of an ad (today included), every day listed, for its owner or an admin. */
  async daily(
    viewer: UserRecord,
    adId: string,
    days: number,
  ): Promise<{ days: AdDayFigures[]; totals: Omit<AdDayFigures, 'day'> }> {
    const ad = await this.deps.uow.repos.ads.findById(adId);
    if (!ad || (ad.ownerId !== viewer.id && viewer.role !== 'ADMIN')) throw ApiError.notFound('Ad');
    await this.flush();
    // Counted back in calendar days from today's date, so a day with a clock change is still one day.
    const today = Date.parse(`${dayInGermany(this.deps.clock.now())}T00:00:00Z`);
    const wanted = Array.from({ length: days }, (_, i) =>
      new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    const stored = new Map((await this.deps.uow.repos.adStats.since(adId, wanted[0]!)).map((row) => [row.day, row]));
    const list = wanted.map((day) => stored.get(day) ?? { day, views: 0, saves: 0, contacts: 0 });
    const totals = list.reduce(
      (sum, d) => ({ views: sum.views + d.views, saves: sum.saves + d.saves, contacts: sum.contacts + d.contacts }),
      { views: 0, saves: 0, contacts: 0 },
    );
    return { days: list, totals };
  }
}
