import { StatementsOfReasons } from './application/decisions/StatementsOfReasons';
import { composeDecisions } from './composeDecisions';
import { composePayments } from './composePayments';
import { composeViewings } from './composeViewings';
import { composeApplications } from './composeApplications';
import { composePush } from './composePush';
import { PostMessage } from './application/messages/PostMessage';
import { recurring } from './recurring';
import { SuggestPlaces } from './application/places/SuggestPlaces';
import type { ServerConfig } from './config';
import { SellerDetailsService } from './application/account/SellerDetailsService';
import { RiskAssessment } from './application/risk/RiskAssessment';
import { AccountService } from './application/account/AccountService';
import { DataExport } from './application/account/DataExport';
import { AdminService } from './application/admin/AdminService';
import { DeadLetterService } from './application/admin/DeadLetterService';
import { AdCursorCodec } from './application/ads/AdCursorCodec';
import { AdSearchService } from './application/ads/AdSearchService';
import { AdsService } from './application/ads/AdsService';
import { AdImagesService } from './application/ads/AdImagesService';
import { AdModerationService } from './application/ads/AdModerationService';
import { AdLifecycleService } from './application/ads/AdLifecycleService';
import { ExpiryReminders } from './application/ads/ExpiryReminders';
import { FavoritesService } from './application/favorites/FavoritesService';
import { MessagingService } from './application/messages/MessagingService';
import { SellerProfiles } from './application/messages/SellerProfiles';
import { UnreadMessagesMailer } from './application/messages/UnreadMessagesMailer';
import type { Services } from './services';
import type { InboxSignals } from './application/messages/ports';
import { ReportsService } from './application/reports/ReportsService';
import { SavedSearchService } from './application/searches/SavedSearchService';
import { AdLocator } from './application/places/AdLocator';
import { MapAds } from './application/ads/MapAds';
import { UnderstandSearch } from './application/ads/UnderstandSearch';
import { ImageSweeper } from './application/ads/ImageSweeper';
import { AdStats } from './application/ads/AdStats';
import { RepeatViews } from './application/ads/RepeatViews';
import type { Logger } from './application/shared/ports';
import { ContactService } from './application/site/ContactService';
import { SitemapService } from './application/site/SitemapService';
import type { DatabaseHandle } from './infrastructure/db/database';
import { chooseAdapters, closeAdapters, type CompositionOverrides } from './chooseAdapters';
import { composeAuth } from './composeAuth';
import { megapixelsOf } from './infrastructure/images/webpSizes';
import { inboxSignalCodec, publicChangeCodec } from './infrastructure/broadcast/codecs';
import { PublicChanges } from './application/ads/PublicChanges';

export { connectRedis, type CompositionOverrides } from './chooseAdapters';

/**
 * The composition root of the server's application layer: the adapters the configuration chose (chooseAdapters.ts)
 * are handed to each service, each service getting only what it uses.
 */
export async function composeServices(
  config: ServerConfig,
  database: DatabaseHandle,
  log: Logger,
  overrides: CompositionOverrides = {},
): Promise<Services> {
  const adapters = await chooseAdapters(config, database, log, overrides);
  const { uow, clock, redis, attempts, jobs, mailer, images, secrets, broadcast } = adapters;
  const { publicUrl, adminEmail } = config;
  const signals: InboxSignals = broadcast('inbox', inboxSignalCodec);
  // Open inbox streams of a person whose sessions changed check theirs at once (in every process).
  const sessionsChanged = (userId: string) =>
    void signals
      .publish({ userId, kind: 'sessions_changed' })
      .catch((err: unknown) =>
        log.warn({ err }, 'open streams could not be told that sessions ended; they check at their next heartbeat'),
      );
  const { hasher, reauthentication, auth, ...accounts } = composeAuth(config, adapters, log, sessionsChanged);
  const { pushes, pushDevices, deliverWith, pushPublicKey } = composePush(config, { uow, clock, jobs, log });
  const adSearch = new AdSearchService({
    uow,
    images,
    clock,
    cursors: new AdCursorCodec(secrets),
    understand: new UnderstandSearch({ places: uow.repos.places }),
    places: uow.repos.places,
  });
  const mapAds = new MapAds({ uow, clock, search: adSearch });
  // Everything visitors are shown is cached until a write changes it: the lists and the single ads, in every process
  // (a write through one process clears the others' caches through the broadcast, not after their 30 s).
  const publicChanges = new PublicChanges({
    broadcast: broadcast('public_changed', publicChangeCodec),
    clearCaches: () => {
      adSearch.publicList.clear();
      mapAds.cache.clear();
      ads.publicAds.clear();
    },
    log,
  });
  const adsChanged = () => {
    publicChanges.announce();
    // An ad may have gone online: saved searches that mail at once look now, not at the next minute's run.
    savedSearches.nudgeInstant();
  };
  const locator = new AdLocator({ places: uow.repos.places, geocoder: adapters.geocoder, log });
  const statements = new StatementsOfReasons({ mailer, log, publicUrl: config.publicUrl });
  const ads = new AdsService({
    uow,
    images,
    clock,
    log,
    risk: new RiskAssessment({ uow, clock, statements }),
    moderation: config.moderation,
    quotas: config.quotas,
    locator,
    adsChanged,
  });
  const { invoicePdf, payments, demoCheckout, ...packages } = composePayments(config, adapters, log);
  const adStats = new AdStats({ uow, clock, log });
  const favorites = new FavoritesService({ uow, clock, ads, stats: adStats });
  const savedSearches = new SavedSearchService({ uow, adSearch, jobs, mailer, clock, log, secrets, publicUrl, pushes });
  jobs.work('saved-search-alert', ({ savedSearchId }) => savedSearches.runAlert(savedSearchId));
  const imageSweeper = new ImageSweeper({ uow, images, clock, log });
  const reports = new ReportsService({ uow, mailer, clock, log, publicUrl, adminEmail, statements });
  const posting = new PostMessage({ uow, clock, signals, attempts, log, limits: config.quotas, pushes });
  const limits = config.quotas;
  const messaging = new MessagingService({ uow, ads, images, clock, limits, reports, stats: adStats, posting });
  const pushDelivery = deliverWith((userId, conversationId) => messaging.hasUnread(userId, conversationId));
  const lettings = composeApplications({ uow, clock, mailer, log, jobs, messages: messaging, ...config });
  const dataExport = new DataExport({
    uow,
    images,
    auth,
    favorites,
    savedSearches,
    messaging,
    pushDevices,
    payments,
    clock,
    ...lettings,
  });
  const unreadMessages = new UnreadMessagesMailer({ uow, clock, mailer, publicUrl });
  const expiryReminders = new ExpiryReminders({ uow, clock, mailer, publicUrl });
  recurring(jobs, [
    [1, 'expire-ads', () => ads.expireDue()],
    [15, 'sweep-images', () => imageSweeper.sweep()],
    [1, 'queue-saved-search-alerts', () => savedSearches.queueDue()],
    [15, 'forget-report-evidence', () => reports.forgetOldEvidence()],
    [1, 'mail-unread-messages', () => unreadMessages.run()],
    [15, 'mail-expiry-reminders', () => expiryReminders.run()],
  ]);
  return {
    uow,
    clock,
    hasher,
    auth,
    ...accounts,
    account: new AccountService({
      uow,
      hasher,
      reauthentication,
      sessionsChanged,
      auth,
      images,
      log,
      mailer,
      clock,
      publicUrl: config.publicUrl,
      adsChanged,
    }),
    dataExport,
    ads,
    adImages: new AdImagesService({
      uow,
      images,
      log,
      moderation: config.moderation,
      attempts,
      quotas: config.quotas,
      megapixels: megapixelsOf,
      adsChanged,
    }),
    moderation: new AdModerationService({
      uow,
      clock,
      mailer,
      log,
      publicUrl,
      adsChanged,
      statements,
      reporters: reports,
    }),
    ...composeDecisions({ uow, clock, mailer, log, statements, adsChanged }),
    ...composeViewings({ uow, clock, mailer, log, jobs, secrets, publicUrl, mailFrom: config.mailFrom, pushes }),
    ...lettings,
    adLifecycle: new AdLifecycleService({ uow, clock, adsChanged }),
    adSearch,
    mapAds,
    locator,
    admin: new AdminService({ uow, clock, adsChanged, sessionsChanged, statements }),
    deadLetters: new DeadLetterService({ jobs, uow, clock }),
    favorites,
    savedSearches,
    messaging,
    pushes,
    pushDevices,
    pushDelivery,
    pushPublicKey,
    unreadMessages,
    expiryReminders,
    sellers: new SellerProfiles({ uow, ads, images, clock }),
    sellerDetails: new SellerDetailsService({ uow, clock, adsChanged }),
    ...packages,
    suggestPlaces: new SuggestPlaces({ uow }),
    reports,
    signals,
    publicChanges,
    payments,
    invoicePdf,
    demoCheckout,
    sitemap: new SitemapService({ uow, clock }),
    contact: new ContactService({ uow, clock, mailer, log, publicUrl: config.publicUrl, reports, stats: adStats }),
    adStats,
    repeatViews: new RepeatViews(clock),
    images,
    objectStore: adapters.objectStore,
    imageLinks: adapters.imageLinks,
    redis,
    attempts,
    imageSweeper,
    mailer,
    jobs,
    metrics: adapters.metrics,
    identityTokens: overrides.identityTokens ?? adapters.firebase,
    verifyWebhook: adapters.verifyWebhook,
    async close() {
      // Jobs first: a mail being sent still has its SMTP connection and the database.
      savedSearches.stop();
      await signals.close();
      await publicChanges.close();
      await jobs.stop();
      await adStats.stop();
      await closeAdapters(adapters);
    },
  };
}
