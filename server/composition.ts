import type { ServerConfig } from './config';
import type { Services } from './services';
import type { DatabaseHandle } from './platform/db/database';
import type { Logger } from './platform/ports';
import type { InboxSignals } from './messages/ports';
import { chooseAdapters, closeAdapters, type CompositionOverrides } from './chooseAdapters';
import { inboxSignalCodec, publicChangeCodec } from './platform/adapters/broadcast/codecs';
import { recurring } from './recurring';
import { composeAccounts } from './composeAccounts';
import { composeAdmin } from './composeAdmin';
import { composeAds } from './composeAds';
import { composeOpenImmo } from './composeOpenImmo';
import { composeApplications } from './composeApplications';
import { composeMessages } from './composeMessages';
import { composeModeration } from './composeModeration';
import { JudgeSenderAgain } from './moderation/JudgeSenderAgain';
import { ReadTextInPhoto } from './moderation/ReadTextInPhoto';
import { composePayments } from './composePayments';
import { composePush } from './composePush';
import { composeSavedSearches } from './composeSavedSearches';
import { composeSearch } from './composeSearch';
import { composeViewings } from './composeViewings';
import { ExportPersonalData } from './accounts/ExportPersonalData';
import { PublicChanges } from './ads/PublicChanges';
import { ListFavorites } from './favorites/ListFavorites';
import { RemoveFavorite } from './favorites/RemoveFavorite';
import { SaveFavorite } from './favorites/SaveFavorite';
import { TellPriceDrops } from './favorites/TellPriceDrops';
import { RiskAssessment } from './moderation/RiskAssessment';
import { CountSitemapFiles } from './site/CountSitemapFiles';
import { ListSitemapAds } from './site/ListSitemapAds';
import { MailAdOwner } from './site/MailAdOwner';
import { ReportAdHandler } from './site/ReportAdHandler';

export { type CompositionOverrides } from './chooseAdapters';

/**
 * The composition root of the server's application layer: the adapters the configuration chose (chooseAdapters.ts)
 * are handed to each feature's use cases (compose<Feature>.ts), each use case taking only the ports it uses, and one
 * feature's use cases to another only through what that feature publishes (its ports.ts).
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
  const adsChanged = () => {
    publicChanges.announce();
    // An ad may have gone online: saved searches that mail at once look now, not at the next minute's run.
    savedSearches.nudgeInstantAlerts.execute();
  };
  const base = { uow, clock, log, mailer, jobs, attempts, images, secrets, publicUrl };
  const replicated = <T extends object, K extends keyof T>(target: T, methods: readonly K[]) =>
    adapters.readReplicas.reading(target, methods);
  const push = composePush(config, base);
  const search = composeSearch({ ...base, geocoder: adapters.geocoder, gazetteer: adapters.gazetteer });
  const moderation = composeModeration({ ...base, adminEmail, adsChanged });
  const risk = new RiskAssessment({ uow, clock, statements: moderation.statements });
  const ads = composeAds(config, adapters, log, { risk, locator: search.locator, adsChanged });
  const openImmo = composeOpenImmo({ uow, clock, log, images, ads, publicUrl, mailer });
  const judgeSenderAgain = new JudgeSenderAgain({ uow, risk, log, adsChanged });
  const { photoTextReader } = adapters;
  if (photoTextReader) {
    const readTextInPhoto = new ReadTextInPhoto({ uow, images, reader: photoTextReader, risk, log, adsChanged });
    jobs.work('read-photo-text', (job) => readTextInPhoto.execute(job));
  }
  // Queued at a worker's start (server/main.ts): every place of Germany, Austria and Switzerland, once per version; the
  // places looked up before it was there are forgotten in every process.
  jobs.work('load-gazetteer', async () => {
    if ((await search.loadGazetteer.execute()).loaded !== null) publicChanges.announce();
  });
  // Everything visitors are shown is cached until a write changes it: the lists and the single ads, in every process
  // (a write through one process clears the others' caches through the broadcast, not after their 30 s).
  const publicChanges = new PublicChanges({
    broadcast: broadcast('public_changed', publicChangeCodec),
    clearCaches: () => {
      adapters.readReplicas.publicChanged();
      search.searchAds.publicList.clear();
      search.mapAds.cache.clear();
      search.reader.forgetPlaces();
      ads.readAd.publicAds.clear();
    },
    log,
  });
  const accounts = composeAccounts(config, adapters, log, { sessionsChanged, adsChanged });
  const payments = composePayments(config, adapters, log);
  const favorites = {
    listFavorites: new ListFavorites({ uow, clock }),
    saveFavorite: new SaveFavorite({ uow, clock, ads: ads.readAd, stats: ads.adStats }),
    removeFavorite: new RemoveFavorite({ uow }),
    tellPriceDrops: new TellPriceDrops({ uow, clock, mailer, publicUrl, pushes: push.pushes }),
  };
  const savedSearches = composeSavedSearches({ ...base, adSearch: search.searchAds, pushes: push.pushes });
  const messages = composeMessages({
    ...base,
    signals,
    limits: config.quotas,
    ads: ads.readAd,
    stats: ads.adStats,
    fileReport: moderation.fileReport,
    pushes: push.pushes,
    judgeSender: (sender, body) => judgeSenderAgain.execute(sender, body),
  });
  const pushDelivery = push.deliverWith((userId, conversationId) => messages.hasUnread.execute(userId, conversationId));
  const closing: (() => Promise<void>)[] = [];
  const applications = composeApplications({
    ...base,
    onClose: (close) => closing.push(close),
    documentKeys: config.documentKeys,
    messages: { send: (user, conversationId, text) => messages.sendMessage.execute(user, conversationId, text) },
  });
  const viewings = composeViewings({ ...base, mailFrom: config.mailFrom, pushes: push.pushes });
  const admin = composeAdmin({ ...base, statements: moderation.statements, adsChanged, sessionsChanged });
  const countSitemapFiles = new CountSitemapFiles({ uow, clock });
  const site = {
    countSitemapFiles,
    listSitemapAds: new ListSitemapAds({ uow, clock, files: countSitemapFiles }),
    mailAdOwner: new MailAdOwner({ ...base, stats: ads.adStats }),
    reportAd: new ReportAdHandler({ uow, clock, fileReport: moderation.fileReport }),
  };
  const exportPersonalData = new ExportPersonalData({
    uow,
    clock,
    images,
    applicationsExport: applications.applicationsExport,
    sessions: accounts.listSessions,
    favorites: favorites.listFavorites,
    savedSearches: savedSearches.listSavedSearches,
    conversations: messages.exportConversations,
    pushDevices: push.pushDevices,
    payments: payments.listPayments,
  });
  recurring(jobs, [
    [1, 'expire-ads', () => ads.expireDueAds.execute()],
    [15, 'sweep-images', () => ads.imageSweeper.sweep()],
    [1, 'queue-saved-search-alerts', () => savedSearches.queueDueAlerts.execute()],
    [1, 'tell-price-drops', () => favorites.tellPriceDrops.execute()],
    [15, 'forget-report-evidence', () => moderation.forgetReportEvidence.execute()],
    [1, 'mail-unread-messages', () => messages.unreadMessages.run()],
    [15, 'mail-expiry-reminders', () => ads.expiryReminders.run()],
    [60, 'forget-old-openimmo-transfers', () => openImmo.forgetOldTransfers.execute()],
    [1, 'mail-openimmo-feedback', () => openImmo.mailOpenImmoFeedback.execute()],
  ]);
  return {
    uow,
    clock,
    images,
    mailer,
    jobs,
    redis,
    attempts,
    signals,
    publicChanges,
    metrics: adapters.metrics,
    objectStore: adapters.objectStore,
    imageLinks: adapters.imageLinks,
    identityTokens: overrides.identityTokens ?? adapters.firebase,
    verifyWebhook: adapters.verifyWebhook,
    accounts: { ...accounts, exportPersonalData },
    // Public reads run on a read replica that has what their reader must see (server/platform/db/readReplicas.ts);
    // the same use cases inside jobs (alerts, sitemaps' counts) keep the unwrapped ones, on the primary.
    readReplicas: adapters.readReplicas,
    ads: { ...ads, readAd: replicated(ads.readAd, ['execute']) },
    openImmo,
    search: {
      ...search,
      searchAds: replicated(search.searchAds, ['execute']),
      mapAds: replicated(search.mapAds, ['execute']),
      findSimilarAds: replicated(search.findSimilarAds, ['execute']),
      suggestPlaces: replicated(search.suggestPlaces, ['execute']),
    },
    favorites,
    savedSearches,
    messages,
    viewings,
    applications,
    payments,
    moderation,
    admin,
    push: { ...push, pushDelivery },
    site: { ...site, listSitemapAds: replicated(site.listSitemapAds, ['execute']) },
    async close() {
      // Jobs first: a mail being sent still has its SMTP connection and the database.
      savedSearches.nudgeInstantAlerts.stop();
      await signals.close();
      await publicChanges.close();
      await jobs.stop();
      await ads.adStats.stop();
      for (const close of closing) await close();
      await closeAdapters(adapters);
    },
  };
}
