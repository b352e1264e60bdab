import type { SecretHasher } from '../accounts/ports';
import { cutMatches, newMatches } from './savedSearchSteps';
import { priceDropMail } from '../platform/priceDropMail';
import type { UserRecord } from '../accounts/ports';
import type { SavedSearchRecord } from './ports';
import { unsubscribeToken } from './unsubscribeTokens';
import type { SearchAdsHandler } from '../search/ports';
import { savedSearchAlertMail } from './alertMail';
import type { Clock, Mailer, UnitOfWork } from '../platform/ports';
import type { PushNotifications } from '../push/ports';

/** The newest matches an alert looks at; more new ads than this in one interval are summed up by a link to the list. */
const ALERT_WINDOW = 50;

/** Ads listed in one mail. */
const ADS_PER_MAIL = 10;

/** One search's alert: the ads that went online since its last check, each mailed once; then their price cuts. */
export class RunSearchAlert {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches' | 'users' | 'favorites'>;
      adSearch: Pick<SearchAdsHandler, 'execute'>;
      mailer: Mailer;
      clock: Clock;
      publicUrl: string;
      secrets: Pick<SecretHasher, 'hash'>;
      pushes: Pick<PushNotifications, 'searchMatches' | 'priceDropped' | 'quietly'>;
    },
  ) {}

  async execute(savedSearchId: string): Promise<void> {
    const { repos } = this.deps.uow;
    const search = await repos.savedSearches.findById(savedSearchId);
    if (!search || search.frequency === 'off') return;
    const owner = await repos.users.findById(search.userId);
    if (!owner || owner.blocked) return;
    const now = this.deps.clock.now();
    const token = encodeURIComponent(unsubscribeToken(this.deps.secrets, search.id));
    const matches = await newMatches(this.deps, search.filters, search.checkedAt, ALERT_WINDOW);
    const fresh = new Set(
      await repos.savedSearches.recordAlerted(
        search.id,
        matches.map((ad) => ad.id),
        now,
      ),
    );
    const toMail = matches.filter((ad) => fresh.has(ad.id));
    if (toMail.length > 0) {
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
    if (owner.notifyPriceDrops) await this.tellCuts(search, owner, token, now);
    await repos.savedSearches.update(search.id, { checkedAt: now });
  }

  /**
   * Matches whose price was cut since the last check (issue 71), each cut told once — not an ad the person keeps on
   * the Merkliste (that tells them itself), nor one whose cut came before this search mailed it.
   */
  private async tellCuts(search: SavedSearchRecord, owner: UserRecord, token: string, now: Date): Promise<void> {
    const { repos } = this.deps.uow;
    const cut = await cutMatches(this.deps, search.filters, search.checkedAt, ALERT_WINDOW);
    const notKept = [];
    for (const ad of cut) if (!(await repos.favorites.has(owner.id, ad.id))) notKept.push(ad);
    const told = await repos.savedSearches.recordCutsAlerted(
      search.id,
      notKept.map((ad) => ({ adId: ad.id, reducedAt: new Date(ad.priceReduction!.at) })),
      now,
    );
    const ads = notKept
      .filter((ad) => told.some((t) => t.adId === ad.id) && ad.priceCents !== null)
      .slice(0, ADS_PER_MAIL)
      .map((ad) => ({ ...ad, priceCents: ad.priceCents!, beforeCents: ad.priceReduction!.beforeCents }));
    if (ads.length === 0) return;
    try {
      await this.deps.mailer.send(
        priceDropMail({
          to: owner.email,
          name: owner.name,
          language: owner.language,
          ads,
          publicUrl: this.deps.publicUrl,
          search: {
            name: search.name,
            unsubscribeUrl: `${this.deps.publicUrl}/api/saved-searches/unsubscribe?token=${token}`,
            unsubscribePage: `${this.deps.publicUrl}/unsubscribe?token=${token}`,
          },
        }),
      );
    } catch (error) {
      await repos.savedSearches.forgetCutsAlerted(search.id, told);
      throw error;
    }
    await this.deps.pushes.quietly(() => this.deps.pushes.priceDropped({ userId: owner.id, ads }));
  }
}
