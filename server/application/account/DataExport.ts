import type { UserRecord } from '../../domain/user';
import type { ImageStorage } from '../ads/ports';
import type { AuthService } from '../auth/AuthService';
import type { FavoritesService } from '../favorites/FavoritesService';
import type { MessagingService } from '../messages/MessagingService';
import type { PaymentsService } from '../payments/PaymentsService';
import type { SavedSearchService } from '../searches/SavedSearchService';
import { toApiAd, toApiFavorite, toApiUser } from '../serialize';
import type { Clock, UnitOfWork } from '../shared/ports';
import type { ApplicationsExport } from '../applications/ApplicationsExport';
import type { PushDevices } from '../push/PushDevices';

/**
 * Everything the marketplace keeps about a person, as one JSON document (DSGVO Art. 15 and 20): profile, ads,
 * Merkliste, saved searches, conversations with their messages (the other side by first name only), viewings booked,
 * the tenant profile, documents and applications, payments with their invoices, where the account is signed in, and
 * the devices that receive its pushes (browser and system; the push services' addresses and keys are not the person's).
 * Never password material, codes or token versions.
 */
export class DataExport {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'viewings' | 'calendarFeeds'>;
      applicationsExport: ApplicationsExport;
      images: ImageStorage;
      auth: AuthService;
      favorites: FavoritesService;
      savedSearches: SavedSearchService;
      messaging: MessagingService;
      pushDevices: PushDevices;
      payments: PaymentsService;
      clock: Clock;
    },
  ) {}

  async of(user: UserRecord, sessionUser: Parameters<AuthService['sessions']>[0]): Promise<Record<string, unknown>> {
    const { repos } = this.deps.uow;
    const [ads, favorites, savedSearches, conversations, payments, sessions, viewings, push, pushSettings] =
      await Promise.all([
        repos.ads.listByOwner(user.id),
        this.deps.favorites.list(user),
        this.deps.savedSearches.list(user),
        this.deps.messaging.exportFor(user),
        this.deps.payments.list(user),
        this.deps.auth.sessions(sessionUser),
        repos.viewings.allBookingsOf(user.id),
        this.deps.pushDevices.list(user.id),
        this.deps.pushDevices.settings(user.id),
      ]);
    return {
      exportedAt: this.deps.clock.now().toISOString(),
      profile: { ...toApiUser(user), createdAt: user.createdAt.toISOString() },
      seller: {
        accountKind: user.accountKind,
        trader: user.trader,
        certifiedAt: user.traderCertifiedAt?.toISOString() ?? null,
      },
      ads: ads.map((ad) => toApiAd(ad, this.deps.images, true)),
      favorites: favorites.map((view) => toApiFavorite(view, this.deps.images)),
      savedSearches: savedSearches.map(({ newCount: _newCount, ...search }) => search),
      conversations,
      viewings: viewings.map(({ booking, slot, ad }) => ({
        ad: { id: ad.id, title: ad.title },
        startsAt: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
        bookedAt: booking.createdAt.toISOString(),
        cancelled: booking.cancelledAt !== null || slot.cancelledAt !== null,
        attendance: booking.attendance,
      })),
      calendarFeedSince: (await repos.calendarFeeds.feedSince(user.id))?.toISOString() ?? null,
      ...(await this.deps.applicationsExport.execute(user.id)),
      payments,
      sessions: sessions.map((s) => ({
        ...s,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
      })),
      push: { devices: push, settings: pushSettings },
    };
  }
}
