import type { Ad } from '../../../src/domain/ad';
import type { AdFilters } from '../../../src/domain/adSearch';
import {
  MAX_SAVED_SEARCHES,
  NEW_COUNT_CAP,
  type AlertFrequency,
  type SavedSearch,
} from '../../../src/domain/savedSearch';
import { ApiError } from '../../domain/ApiError';
import type { UserRecord } from '../../domain/user';
import type { AdSearchService } from '../ads/AdSearchService';
import type { SecretHasher } from '../auth/ports';
import { savedSearchAlertMail } from '../mail/alertMail';
import type { Clock, JobQueue, Logger, Mailer, UnitOfWork } from '../shared/ports';
import type { PushNotifications } from '../push/PushNotifications';
import type { SavedSearchRecord } from './ports';

/** The newest matches an alert looks at; more new ads than this in one interval are summed up by a link to the list. */
const ALERT_WINDOW = 50;
/** Ads listed in one mail. */
const ADS_PER_MAIL = 10;
/** Changes within this many milliseconds share one queuing of the instant alerts. */
const NUDGE_DELAY_MS = 2_000;

/**
 * Suchaufträge: the list's filters kept under a name, and mail when new ads match. A run is idempotent: each ad is
 * recorded before its mail is queued, so a repeated or concurrent run (another process, a retried job) mails nothing
 * twice; if queuing the mail fails the records are taken back and the job is retried.
 */
export class SavedSearchService {
  private nudge: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches' | 'users'>;
      adSearch: AdSearchService;
      jobs: JobQueue;
      mailer: Mailer;
      clock: Clock;
      log: Logger;
      secrets: SecretHasher;
      publicUrl: string;
      pushes: Pick<PushNotifications, 'searchMatches' | 'quietly'>;
    },
  ) {}

  async list(user: UserRecord): Promise<SavedSearch[]> {
    const searches = await this.deps.uow.repos.savedSearches.listByUser(user.id);
    const shown: SavedSearch[] = [];
    for (const search of searches)
      shown.push(this.toApi(search, (await this.newMatches(search.filters, search.seenAt, NEW_COUNT_CAP)).length));
    return shown;
  }

  async create(
    user: UserRecord,
    input: { name: string; filters: AdFilters; query: string; frequency: AlertFrequency },
  ): Promise<SavedSearch> {
    await this.checkFilters(input.filters);
    // Count and insert under the account's row lock: concurrent requests of one account take turns, so the cap holds.
    const created = await this.deps.uow.transaction(async (repos) => {
      await repos.users.lockForUpdate(user.id);
      if ((await repos.savedSearches.countByUser(user.id)) >= MAX_SAVED_SEARCHES) {
        throw new ApiError(409, 'SAVED_SEARCHES_FULL', `At most ${MAX_SAVED_SEARCHES} saved searches per account`);
      }
      return repos.savedSearches.create({
        userId: user.id,
        name: input.name.trim(),
        filters: input.filters,
        query: input.query.replace(/^\?/, ''),
        frequency: input.frequency,
        now: this.deps.clock.now(),
      });
    });
    return this.toApi(created, 0);
  }

  /** Rename, change how often it mails, or mark its results as seen (the new-ads count starts again). */
  async update(
    user: UserRecord,
    id: string,
    change: { name?: string; frequency?: AlertFrequency; seen?: boolean },
  ): Promise<SavedSearch> {
    const search = await this.owned(user, id);
    const updated = await this.deps.uow.repos.savedSearches.update(search.id, {
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.frequency !== undefined && { frequency: change.frequency }),
      ...(change.seen === true && { seenAt: this.deps.clock.now() }),
    });
    if (!updated) throw ApiError.notFound('Saved search');
    return this.toApi(
      updated,
      change.seen === true ? 0 : (await this.newMatches(updated.filters, updated.seenAt, NEW_COUNT_CAP)).length,
    );
  }

  async delete(user: UserRecord, id: string): Promise<void> {
    await this.owned(user, id);
    await this.deps.uow.repos.savedSearches.delete(id);
  }

  /** The token of the one-click unsubscribe link: names the search, and only this server can make it. */
  unsubscribeToken(id: string): string {
    return `${id}.${this.deps.secrets.hash(`unsubscribe:${id}`)}`;
  }

  /** One click in the mail (RFC 8058): the search stops mailing. Works without signing in; a bad token is a 404. */
  async unsubscribe(token: string): Promise<void> {
    const [id, mac] = token.split('.');
    if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id) || !this.deps.secrets.matches(`unsubscribe:${id}`, mac))
      throw ApiError.notFound('Saved search');
    await this.deps.uow.repos.savedSearches.update(id, { frequency: 'off' });
  }

  /** Queues the alert of every search that is due (called every minute; the jobs do the work, with retries). */
  async queueDue(limit = 500): Promise<number> {
    const due = await this.deps.uow.repos.savedSearches.listDue(this.deps.clock.now(), limit);
    for (const search of due) await this.deps.jobs.enqueue('saved-search-alert', { savedSearchId: search.id });
    return due.length;
  }

  /**
   * Something visitors see changed (an ad may have gone online): the instant alerts are queued now rather than at the
   * next minute's run, at most once every few seconds however many ads change.
   */
  nudgeInstant(): void {
    if (this.nudge) return;
    this.nudge = setTimeout(() => {
      this.nudge = null;
      void this.queueInstant().catch((err: unknown) => this.deps.log.warn({ err }, 'queuing instant alerts failed'));
    }, NUDGE_DELAY_MS);
    this.nudge.unref();
  }

  /** Stops a pending nudge (shutdown). */
  stop(): void {
    if (this.nudge) clearTimeout(this.nudge);
    this.nudge = null;
  }

  private async queueInstant(limit = 10_000): Promise<void> {
    for (const search of await this.deps.uow.repos.savedSearches.listInstant(limit)) {
      await this.deps.jobs.enqueue('saved-search-alert', { savedSearchId: search.id });
    }
  }

  /** One search's alert: the ads that went online since its last check, each mailed once. */
  async runAlert(savedSearchId: string): Promise<void> {
    const { repos } = this.deps.uow;
    const search = await repos.savedSearches.findById(savedSearchId);
    if (!search || search.frequency === 'off') return;
    const owner = await repos.users.findById(search.userId);
    if (!owner || owner.blocked) return;
    const now = this.deps.clock.now();
    const matches = await this.newMatches(search.filters, search.checkedAt, ALERT_WINDOW);
    const fresh = new Set(
      await repos.savedSearches.recordAlerted(
        search.id,
        matches.map((ad) => ad.id),
        now,
      ),
    );
    const toMail = matches.filter((ad) => fresh.has(ad.id));
    if (toMail.length > 0) {
      const token = encodeURIComponent(this.unsubscribeToken(search.id));
      const mail = savedSearchAlertMail({
        to: owner.email,
        name: owner.name,
        language: owner.language,
        searchName: search.name,
        ads: toMail.slice(0, ADS_PER_MAIL),
        more: Math.max(0, toMail.length - ADS_PER_MAIL),
        publicUrl: this.deps.publicUrl,
        // The mail program's one-click POST (RFC 8058), and the link in the text, to a page that asks first.
        unsubscribeUrl: `${this.deps.publicUrl}/api/saved-searches/unsubscribe?token=${token}`,
        unsubscribePage: `${this.deps.publicUrl}/unsubscribe?token=${token}`,
        resultsUrl: `${this.deps.publicUrl}/ads${search.query ? `?${search.query}` : ''}`,
        manageUrl: `${this.deps.publicUrl}/app/searches`,
      });
      try {
        await this.deps.mailer.send(mail);
      } catch (error) {
        await repos.savedSearches.forgetAlerted(search.id, [...fresh]);
        throw error;
      }
      await this.deps.pushes.quietly(() =>
        this.deps.pushes.searchMatches({
          userId: owner.id,
          searchId: search.id,
          searchName: search.name,
          query: search.query,
          ads: toMail.slice(0, ADS_PER_MAIL),
        }),
      );
    }
    await repos.savedSearches.update(search.id, { checkedAt: now });
  }

  /** Public ads matching the filters that went online after `since`, newest first. */
  private async newMatches(filters: AdFilters, since: Date, limit: number): Promise<Ad[]> {
    const page = await this.deps.adSearch.search({
      ...filters,
      sort: 'newest',
      cursor: null,
      limit: Math.min(limit, 50),
    });
    return page.items.filter((ad) => ad.publishedAt !== null && Date.parse(ad.publishedAt) > since.getTime());
  }

  /** The same checks as the list's own: a radius needs its point, a date must exist. */
  private async checkFilters(filters: AdFilters): Promise<void> {
    await this.deps.adSearch.search({ ...filters, cursor: null, limit: 1 });
  }

  private async owned(user: UserRecord, id: string): Promise<SavedSearchRecord> {
    const search = await this.deps.uow.repos.savedSearches.findById(id);
    if (!search || search.userId !== user.id) throw ApiError.notFound('Saved search');
    return search;
  }

  private toApi(search: SavedSearchRecord, newCount: number): SavedSearch {
    return {
      id: search.id,
      name: search.name,
      filters: search.filters,
      query: search.query,
      frequency: search.frequency,
      createdAt: search.createdAt.toISOString(),
      newCount,
    };
  }
}
