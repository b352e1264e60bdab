import type { UserRecord } from './domain/user';
import { toApiAd, type ImageStorage } from '../ads/ports';
import { toApiFavorite, type ListFavorites } from '../favorites/ports';
import type { ExportConversations } from '../messages/ports';
import type { ListPayments } from '../payments/ports';
import type { ListSavedSearches } from '../savedSearches/ports';
import type { ApplicationsExport } from '../applications/ports';
import type { PushDevices } from '../push/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { Identity } from './identity';
import type { ListSessionsHandler } from './ListSessionsHandler';
import { toApiUser } from './userView';

/**
 * Everything the marketplace keeps about a person, as one JSON document (DSGVO Art. 15 and 20): profile, ads,
 * Merkliste, saved searches, conversations with their messages (the other side by first name only), viewings booked,
 * the tenant profile, documents and applications, payments with their invoices, where the account is signed in, and
 * the devices that receive its pushes (browser and system; the push services' addresses and keys are not the person's).
 * Never password material, codes or token versions.
 */
export class ExportPersonalData {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'viewings' | 'calendarFeeds'>;
      applicationsExport: Pick<ApplicationsExport, 'execute'>;
      images: ImageStorage;
      sessions: Pick<ListSessionsHandler, 'execute'>;
      favorites: Pick<ListFavorites, 'execute'>;
      savedSearches: Pick<ListSavedSearches, 'execute'>;
      conversations: Pick<ExportConversations, 'execute'>;
      pushDevices: Pick<PushDevices, 'list' | 'settings'>;
      payments: Pick<ListPayments, 'execute'>;
      clock: Clock;
    },
  ) {}

  async execute(user: UserRecord, sessionUser: Identity): Promise<Record<string, unknown>> {
    const { repos } = this.deps.uow;
    const [ads, favorites, savedSearches, conversations, payments, sessions, viewings, push, pushSettings] =
      await Promise.all([
        repos.ads.listByOwner(user.id),
        this.deps.favorites.execute(user),
        this.deps.savedSearches.execute(user),
        this.deps.conversations.execute(user),
        this.deps.payments.execute(user),
        this.deps.sessions.execute(sessionUser),
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
      calendarFeedSince: (await repos.calendarFeeds.feedOf(user.id))?.since.toISOString() ?? null,
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
