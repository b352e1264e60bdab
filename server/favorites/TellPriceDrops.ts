import type { AdRecord } from '../ads/ports';
import type { PushNotifications } from '../push/ports';
import type { Clock, Mailer, UnitOfWork } from '../platform/ports';
import { priceDropMail, type CheaperAd } from '../platform/priceDropMail';
import type { PriceDropClaim } from './ports';

const DAY_MS = 86_400_000;
/** Cuts older than this are not news any more (a worker that was down a week does not mail last week's prices). */
const NEWS_DAYS = 7;
/** Claims per run; the next minute's run takes the rest. */
const PER_RUN = 500;

/** The ad's cut as a mail names it, if it still is one. */
function cheaper(ad: AdRecord | null): CheaperAd | null {
  if (!ad || ad.status !== 'active' || ad.priceCents === null || ad.priceBeforeCents === null) return null;
  const { id, title, postalCode, city, category, priceCents, priceBeforeCents } = ad;
  return { id, title, postalCode, city, category, priceCents, beforeCents: priceBeforeCents };
}

/**
 * Tells the people who keep an ad on their Merkliste that it got cheaper (issue 71): each cut once, only cuts made
 * after they saved it, one mail per person per run listing every cut ad, and a push; a person who turned price cuts
 * off is not told (and not later either). A mail that fails gives its claims back for the next run.
 */
export class TellPriceDrops {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'favorites' | 'users' | 'ads'>;
      clock: Clock;
      mailer: Mailer;
      publicUrl: string;
      pushes: Pick<PushNotifications, 'priceDropped' | 'quietly'>;
    },
  ) {}

  async execute(): Promise<void> {
    const { repos } = this.deps.uow;
    const now = this.deps.clock.now();
    const claims = await repos.favorites.claimPriceDrops(now, new Date(now.getTime() - NEWS_DAYS * DAY_MS), PER_RUN);
    const byPerson = new Map<string, PriceDropClaim[]>();
    for (const claim of claims) byPerson.set(claim.userId, [...(byPerson.get(claim.userId) ?? []), claim]);
    let failed: unknown = null;
    for (const [userId, theirs] of byPerson) {
      try {
        await this.tell(userId, theirs);
      } catch (error) {
        await repos.favorites.releasePriceDrops(theirs);
        failed ??= error;
      }
    }
    // The job is retried; the others were told and are not told again.
    if (failed) throw failed;
  }

  private async tell(userId: string, claims: PriceDropClaim[]): Promise<void> {
    const { repos } = this.deps.uow;
    const person = await repos.users.findById(userId);
    if (!person || person.blocked || !person.notifyPriceDrops) return;
    const ads = (await Promise.all(claims.map((claim) => repos.ads.findById(claim.adId))))
      .map(cheaper)
      .filter((ad) => ad !== null);
    if (ads.length === 0) return;
    await this.deps.mailer.send(
      priceDropMail({
        to: person.email,
        name: person.name,
        language: person.language,
        ads,
        publicUrl: this.deps.publicUrl,
      }),
    );
    await this.deps.pushes.quietly(() => this.deps.pushes.priceDropped({ userId, ads }));
  }
}
