import { ViewingsWorldInMemory } from '../fakes/ViewingsApiInMemory';
import { ApplicationsApiInMemory } from '../fakes/ApplicationsApiInMemory';
import { ApplicationsApi } from '../../src/application/applications/ports';
import { ViewingsApi } from '../../src/application/viewings/ports';
import { SessionsApiInMemory } from '../fakes/SessionsApiInMemory';
import type { Container } from 'inversify';
import { createContainer } from '../../src/infrastructure/container/createContainer';
import { uiModule } from '../../src/ui/app/uiModule';
import { AuthApi, IdentityProvider, ProfileApi, SessionsApi, SessionStore } from '../../src/application/auth/ports';
import { PackagesApi } from '../../src/application/packages/ports';
import { ComplaintsApi, DeliveryApi, ModerationApi, ReportsApi, UsersApi } from '../../src/application/admin/ports';
import { DeliveryApiInMemory } from '../fakes/DeliveryApiInMemory';
import { AccountApi, DecisionsApi, PhoneApi, SellerDetailsApi } from '../../src/application/account/ports';
import { PhoneApiInMemory } from '../fakes/PhoneApiInMemory';
import { DecisionsApiInMemory } from '../fakes/DecisionsApiInMemory';
import { ComplaintsApiInMemory } from '../fakes/ComplaintsApiInMemory';
import { ReportsApiInMemory } from '../fakes/ReportsApiInMemory';
import { AdFormStore, AdsApi } from '../../src/application/ads/ports';
import { SiteApi } from '../../src/application/site/ports';
import { CardPaymentsFactory, PaymentsApi } from '../../src/application/payments/ports';
import { PurchasePackage } from '../../src/application/payments/PurchasePackage';
import { FEATURE_AREAS, FeatureAreas, Logger, Notifier, Sharing } from '../../src/application/shared/ports';
import { SharingInMemory } from '../fakes/SharingInMemory';
import { PlacesApiInMemory } from '../fakes/PlacesApiInMemory';
import { PlacesApi } from '../../src/application/places/ports';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { ProfileApiInMemory } from '../fakes/ProfileApiInMemory';
import { PackagesApiInMemory } from '../fakes/PackagesApiInMemory';
import { UsersApiInMemory } from '../fakes/UsersApiInMemory';
import { NotifierInMemory } from '../fakes/NotifierInMemory';
import { LoggerInMemory } from '../fakes/LoggerInMemory';
import { SessionStoreInMemory } from '../fakes/SessionStoreInMemory';
import { IdentityProviderInMemory } from '../fakes/IdentityProviderInMemory';
import { AdsApiInMemory } from '../fakes/AdsApiInMemory';
import { AdMapApiInMemory } from '../fakes/AdMapApiInMemory';
import { AdMapApi } from '../../src/application/ads/MapAds';
import { AdFormStoreInMemory } from '../fakes/AdFormStoreInMemory';
import { ModerationApiInMemory } from '../fakes/ModerationApiInMemory';
import { AccountApiInMemory } from '../fakes/AccountApiInMemory';
import { SellerDetailsApiInMemory } from '../fakes/SellerDetailsApiInMemory';
import { SiteApiInMemory } from '../fakes/SiteApiInMemory';
import { PaymentsApiInMemory } from '../fakes/PaymentsApiInMemory';
import { CardPaymentsFactoryInMemory } from '../fakes/CardPaymentsInMemory';
import { FavoritesApiInMemory } from '../fakes/FavoritesApiInMemory';
import { FavoritesApi } from '../../src/application/favorites/ports';
import { SavedSearchesApiInMemory } from '../fakes/SavedSearchesApiInMemory';
import { SavedSearchesApi } from '../../src/application/searches/ports';
import { MessagesApiInMemory } from '../fakes/MessagesApiInMemory';
import { InboxEventsInMemory } from '../fakes/InboxEventsInMemory';
import { InboxEvents, MessageOutbox, MessagesApi } from '../../src/application/messages/ports';
import { AppInstallation, AppUpdates, BrowserPush, Connectivity, PushApi } from '../../src/application/device/ports';
import { MessageOutboxInMemory } from '../fakes/MessageOutboxInMemory';
import { ConnectivityInMemory } from '../fakes/ConnectivityInMemory';
import { PushApiInMemory } from '../fakes/PushApiInMemory';
import { BrowserPushInMemory } from '../fakes/BrowserPushInMemory';
import { AppInstallationInMemory, AppUpdatesInMemory } from '../fakes/AppDeviceInMemory';

// The app's container for UI tests: production wiring, every port that leaves the browser answered by a fake.

export interface Fakes {
  auth: AuthApiInMemory;
  profile: ProfileApiInMemory;
  packages: PackagesApiInMemory;
  users: UsersApiInMemory;
  notifier: NotifierInMemory;
  logger: LoggerInMemory;
  store: SessionStoreInMemory;
  identity: IdentityProviderInMemory;
  ads: AdsApiInMemory;
  adForm: AdFormStoreInMemory;
  moderation: ModerationApiInMemory;
  site: SiteApiInMemory;
  payments: PaymentsApiInMemory;
  cards: CardPaymentsFactoryInMemory;
  sharing: SharingInMemory;
  places: PlacesApiInMemory;
  sessions: SessionsApiInMemory;
  favorites: FavoritesApiInMemory;
  searches: SavedSearchesApiInMemory;
  messages: MessagesApiInMemory;
  inboxEvents: InboxEventsInMemory;
  reports: ReportsApiInMemory;
  account: AccountApiInMemory;
  seller: SellerDetailsApiInMemory;
  delivery: DeliveryApiInMemory;
  decisions: DecisionsApiInMemory;
  complaints: ComplaintsApiInMemory;
  phone: PhoneApiInMemory;
  viewings: ViewingsWorldInMemory;
  applications: ApplicationsApiInMemory;
  /** Issue 46: the outbox of messages written offline, the connection, push and the installable app. */
  outbox: MessageOutboxInMemory;
  connectivity: ConnectivityInMemory;
  push: PushApiInMemory;
  browserPush: BrowserPushInMemory;
  updates: AppUpdatesInMemory;
  installation: AppInstallationInMemory;
}

/**
 * The production container with every feature area loaded and every outward-facing port rebound to an in-memory
 * fake (an area loaded later would bind its real adapters beside the fakes).
 */
export async function createTestContainer(): Promise<{ container: Container; fakes: Fakes }> {
  const container = createContainer({
    config: {
      apiBaseUrl: '/api',
      stripePublicKey: 'pk_test',
      usersPerPage: 10,
      firebase: null,
      demo: { payments: false, mail: false },
      map: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      moderation: false,
      pushPublicKey: 'BPushKeyOfTheTestServer',
    },
    storage: window.localStorage,
  });
  container.load(uiModule());
  await container.get(FeatureAreas).load(FEATURE_AREAS);
  const fakes: Fakes = {
    auth: new AuthApiInMemory(),
    profile: new ProfileApiInMemory(),
    packages: new PackagesApiInMemory(),
    users: new UsersApiInMemory(),
    notifier: new NotifierInMemory(),
    logger: new LoggerInMemory(),
    store: new SessionStoreInMemory(),
    identity: new IdentityProviderInMemory(),
    ads: new AdsApiInMemory(),
    adForm: new AdFormStoreInMemory(),
    moderation: new ModerationApiInMemory(),
    site: new SiteApiInMemory(),
    payments: new PaymentsApiInMemory(),
    cards: null as unknown as CardPaymentsFactoryInMemory,
    sharing: new SharingInMemory(),
    places: new PlacesApiInMemory(),
    sessions: new SessionsApiInMemory(),
    favorites: null as unknown as FavoritesApiInMemory,
    searches: new SavedSearchesApiInMemory(),
    messages: null as unknown as MessagesApiInMemory,
    inboxEvents: new InboxEventsInMemory(),
    reports: new ReportsApiInMemory(),
    delivery: new DeliveryApiInMemory(),
    account: new AccountApiInMemory(new AuthApiInMemory().addAccount('profil@example.de', 'secret-password-1')),
    seller: new SellerDetailsApiInMemory(),
    decisions: new DecisionsApiInMemory(),
    complaints: new ComplaintsApiInMemory(),
    phone: new PhoneApiInMemory(),
    viewings: new ViewingsWorldInMemory(),
    applications: new ApplicationsApiInMemory(),
    outbox: new MessageOutboxInMemory(),
    connectivity: new ConnectivityInMemory(),
    push: new PushApiInMemory(),
    browserPush: new BrowserPushInMemory(),
    updates: new AppUpdatesInMemory(),
    installation: new AppInstallationInMemory(),
  };
  fakes.favorites = new FavoritesApiInMemory(() => fakes.ads.ads);
  fakes.messages = new MessagesApiInMemory(() => fakes.ads.ads);
  fakes.moderation.onTakenDown = (adId, reason) => fakes.reports.resolveOpenOfAd(adId, reason);
  fakes.cards = new CardPaymentsFactoryInMemory(fakes.payments);
  container.rebind(AuthApi).toConstantValue(fakes.auth);
  container.rebind(ProfileApi).toConstantValue(fakes.profile);
  container.rebind(PackagesApi).toConstantValue(fakes.packages);
  container.rebind(UsersApi).toConstantValue(fakes.users);
  container.rebind(Notifier).toConstantValue(fakes.notifier);
  container.rebind(Logger).toConstantValue(fakes.logger);
  container.rebind(SessionStore).toConstantValue(fakes.store);
  container.rebind(IdentityProvider).toConstantValue(fakes.identity);
  container.rebind(AdsApi).toConstantValue(fakes.ads);
  container.rebind(AdMapApi).toConstantValue(new AdMapApiInMemory(fakes.ads));
  container.rebind(AdFormStore).toConstantValue(fakes.adForm);
  container.rebind(ModerationApi).toConstantValue(fakes.moderation);
  container.rebind(AccountApi).toConstantValue(fakes.account);
  container.rebind(SellerDetailsApi).toConstantValue(fakes.seller);
  container.rebind(DecisionsApi).toConstantValue(fakes.decisions);
  container.rebind(ComplaintsApi).toConstantValue(fakes.complaints);
  container.rebind(PhoneApi).toConstantValue(fakes.phone);
  container.rebind(ViewingsApi).toConstantValue(fakes.viewings.current());
  container.rebind(ApplicationsApi).toConstantValue(fakes.applications);
  container.rebind(SiteApi).toConstantValue(fakes.site);
  container.rebind(PaymentsApi).toConstantValue(fakes.payments);
  container.rebind(Sharing).toConstantValue(fakes.sharing);
  container.rebind(PlacesApi).toConstantValue(fakes.places);
  container.rebind(SessionsApi).toConstantValue(fakes.sessions);
  container.rebind(CardPaymentsFactory).toConstantValue(fakes.cards);
  container.rebind(FavoritesApi).toConstantValue(fakes.favorites);
  container.rebind(SavedSearchesApi).toConstantValue(fakes.searches);
  container.rebind(MessagesApi).toConstantValue(fakes.messages);
  container.rebind(InboxEvents).toConstantValue(fakes.inboxEvents);
  container.rebind(ReportsApi).toConstantValue(fakes.reports);
  container.rebind(DeliveryApi).toConstantValue(fakes.delivery);
  container.rebind(MessageOutbox).toConstantValue(fakes.outbox);
  container.rebind(Connectivity).toConstantValue(fakes.connectivity);
  container.rebind(PushApi).toConstantValue(fakes.push);
  container.rebind(BrowserPush).toConstantValue(fakes.browserPush);
  container.rebind(AppUpdates).toConstantValue(fakes.updates);
  container.rebind(AppInstallation).toConstantValue(fakes.installation);
  // Polling every second is right in a browser, too slow for a test.
  container
    .rebind(PurchasePackage)
    .toDynamicValue(() => new PurchasePackage(fakes.payments, { waitMs: 200, pollMs: 10 }));
  return { container, fakes };
}
