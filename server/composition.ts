import { ListPackages } from './application/packages/ListPackages';
import { ListCredits } from './application/packages/ListCredits';
import { SuggestPlaces } from './application/places/SuggestPlaces';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from './config';
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
import { GeocoderHttp } from './infrastructure/geo/GeocoderHttp';
import { ImageSweeper } from './application/ads/ImageSweeper';
import { AuthService } from './application/auth/AuthService';
import { OneTimeCodes } from './application/auth/OneTimeCodes';
import { PasswordResetService } from './application/auth/PasswordResetService';
import type { IdentityTokens } from './application/auth/ports';
import { DemoCheckout } from './application/payments/DemoCheckout';
import { AdStats } from './application/ads/AdStats';
import { RepeatViews } from './application/ads/RepeatViews';
import { EmailChangeService } from './application/account/EmailChangeService';
import { Reauthentication } from './application/account/Reauthentication';
import { PaymentConfirmation } from './application/payments/PaymentConfirmation';
import { PaymentsService } from './application/payments/PaymentsService';
import { InvoicePdfPdfkit } from './infrastructure/payments/InvoicePdfPdfkit';
import type { PaymentGateway } from './application/payments/ports';
import type {
  AttemptCounter,
  Broadcast,
  BroadcastCodec,
  Clock,
  JobQueue,
  Logger,
  Mailer,
} from './application/shared/ports';
import { ContactService } from './application/site/ContactService';
import { SitemapService } from './application/site/SitemapService';
import type { DatabaseHandle } from './infrastructure/db/database';
import { imageStorageFor } from './infrastructure/images/imageStorageFor';
import { PrivateImageLinks } from './infrastructure/images/PrivateImageLinks';
import { megapixelsOf } from './infrastructure/images/webpSizes';
import { AttemptCounterMemory } from './infrastructure/limits/AttemptCounterMemory';
import { AttemptCounterRedis } from './infrastructure/limits/AttemptCounterRedis';
import { JobQueueInProcess, type RetryPolicy } from './infrastructure/jobs/JobQueueInProcess';
import { BroadcastInProcess } from './infrastructure/broadcast/BroadcastInProcess';
import { BroadcastPostgres } from './infrastructure/broadcast/BroadcastPostgres';
import { BroadcastRedis } from './infrastructure/broadcast/BroadcastRedis';
import { inboxSignalCodec, publicChangeCodec } from './infrastructure/broadcast/codecs';
import { MetricsPrometheus } from './infrastructure/metrics/MetricsPrometheus';
import { MailerQueued } from './infrastructure/mail/MailerQueued';
import { PaymentGatewayDemo } from './infrastructure/payments/PaymentGatewayDemo';
import { UnitOfWorkDrizzle } from './infrastructure/repositories/UnitOfWorkDrizzle';
import { SecretHasherHmac } from './infrastructure/security/codes';
import { PasswordHasherScrypt } from './infrastructure/security/passwords';
import { AccessTokensJose } from './infrastructure/security/tokens';

export const UPLOADS_URL = '/api/uploads';

/** What tests (and only tests) replace. */
export interface CompositionOverrides {
  /** Replace how queued mail is delivered (tests capture it); default SMTP_URL or the outbox. */
  mailer?: Mailer;
  /** The pg-boss schema on PostgreSQL (tests give each run its own); default `pgboss`. */
  jobSchema?: string;
  /** The prefix of the broadcast channels (tests give each run its own); default `inserat`. */
  channelPrefix?: string;
  /** How failed jobs are retried (tests wait less). */
  jobRetry?: RetryPolicy;
  clock?: Clock;
  /** Replace the Google token check (tests); default firebase-admin when FIREBASE_PROJECT_ID is set. */
  identityTokens?: IdentityTokens;
  /** Replace the card processor (tests use a fake Stripe gateway; the webhook's signature check stays real). */
  gateway?: PaymentGateway;
}

/**
 * The composition root of the server's application layer: every adapter is chosen here, from configuration. The
 * adapters a configuration may leave out (Redis, SMTP, pg-boss, Stripe, Firebase, S3) are imported only when chosen:
 * their packages took 1.8 of the 2.9 seconds the server's packages took to load (measured one after another on a busy
 * 2-core machine), in every process and every server test file that never uses them.
 */
export async function composeServices(
  config: ServerConfig,
  database: DatabaseHandle,
  log: Logger,
  overrides: CompositionOverrides = {},
): Promise<Services> {
  const uow = new UnitOfWorkDrizzle(database.db);
  const clock = overrides.clock ?? {
    now: () => new Date(),
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : null;
  const memoryAttempts = redis ? null : new AttemptCounterMemory(clock);
  const attempts: AttemptCounter = redis ? new AttemptCounterRedis(redis) : memoryAttempts!;
  const hasher = new PasswordHasherScrypt(config.scrypt);
  // The password asked again (e-mail change, new password, deletion) hashes on a lane of its own, one at a time:
  // however many a signed-in account sends, sign-in keeps its two.
  const reauthentication = new Reauthentication({
    hasher: new PasswordHasherScrypt(config.scrypt, { concurrency: 1, queueLimit: 4 }),
    attempts,
  });
  const smtp =
    config.mailTransport === 'smtp' && config.smtpUrl
      ? new (await import('./infrastructure/mail/MailerSmtp')).MailerSmtp(config.smtpUrl, config.mailFrom)
      : null;
  const transport =
    overrides.mailer ??
    smtp ??
    new (await import('./infrastructure/mail/MailerOutbox')).MailerOutbox(
      path.join(config.dataDir, 'outbox'),
      config.mailFrom,
      log,
    );
  const jobs: JobQueue = config.databaseUrl
    ? new (await import('./infrastructure/jobs/JobQueuePgBoss')).JobQueuePgBoss(
        {
          connectionString: config.databaseUrl,
          schema: overrides.jobSchema ?? 'pgboss',
          log,
          expireInSeconds: config.jobExpireSeconds,
        },
        overrides.jobRetry,
      )
    : new JobQueueInProcess(log, overrides.jobRetry);
  const metrics = new MetricsPrometheus({
    jobsPending: () => jobs.pending(),
    databasePool: () => database.poolStats(),
  });
  const mailer = new MailerQueued(jobs, config.jwtSecret);
  // Failed deliveries are counted for the operator's alerts; the job queue retries them.
  mailer.deliverWith({
    send: (message) =>
      transport.send(message).catch((error: unknown) => {
        metrics.mailFailures.inc();
        throw error;
      }),
  });
  const imageLinks = new PrivateImageLinks(config.jwtSecret, clock, UPLOADS_URL);
  const { images, objectStore, s3 } = await imageStorageFor(
    config.objectStorage,
    config.dataDir,
    UPLOADS_URL,
    imageLinks,
  );
  const secrets = new SecretHasherHmac(config.jwtSecret);
  const codes = new OneTimeCodes({
    uow,
    secrets,
    clock,
    mailer,
    log,
    attempts,
    jobs,
    mailsPerAddressPerHour: config.rateLimit.mailsPerAddressPerHour,
  });
  const limits = { loginFailuresBeforeDelay: config.rateLimit.loginFailuresBeforeDelay };
  // Messages every process hears: Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY, else this process.
  const prefix = overrides.channelPrefix ?? 'inserat';
  const broadcast = <T>(name: string, codec: BroadcastCodec<T>): Broadcast<T> =>
    redis
      ? new BroadcastRedis(redis, `${prefix}_${name}`, codec, log)
      : config.databaseUrl
        ? new BroadcastPostgres(config.databaseUrl, `${prefix}_${name}`, codec, log)
        : new BroadcastInProcess<T>();
  const signals: InboxSignals = broadcast('inbox', inboxSignalCodec);
  // Open inbox streams of a person whose sessions changed check theirs at once (in every process).
  const sessionsChanged = (userId: string) =>
    void signals
      .publish({ userId, kind: 'sessions_changed' })
      .catch((err: unknown) =>
        log.warn({ err }, 'open streams could not be told that sessions ended; they check at their next heartbeat'),
      );
  const auth = new AuthService({
    uow,
    hasher,
    tokens: new AccessTokensJose(config.jwtSecret),
    codes,
    jobs,
    clock,
    log,
    attempts,
    limits,
    publicUrl: config.publicUrl,
    mailer,
    sessionsChanged,
  });
  const passwordReset = new PasswordResetService({
    uow,
    hasher,
    secrets,
    codes,
    jobs,
    clock,
    attempts,
    notices: auth,
    sessionsChanged,
  });
  jobs.work('activation-code', (job) => auth.sendActivationCode(job));
  jobs.work('reset-code', (job) => passwordReset.sendCode(job));
  // Stripe, or the clearly labelled demo gateway (docs/decisions.md §4) as the configuration decided.
  const webhookSecret = config.stripeWebhookSecret;
  const stripeChosen = config.paymentsProvider === 'stripe' && config.stripeSecretKey;
  const stripeAdapter =
    stripeChosen || webhookSecret ? await import('./infrastructure/payments/PaymentGatewayStripe') : null;
  const stripe = stripeChosen ? new (await import('stripe')).default(config.stripeSecretKey!) : null;
  const gateway =
    overrides.gateway ?? (stripe ? new stripeAdapter!.PaymentGatewayStripe(stripe) : new PaymentGatewayDemo());
  const understand = new UnderstandSearch({ places: uow.repos.places });
  const adSearch = new AdSearchService({
    uow,
    images,
    clock,
    cursors: new AdCursorCodec(secrets),
    understand,
    places: uow.repos.places,
  });
  const mapAds = new MapAds({ uow, clock, search: adSearch });
  const publicChanges = broadcast('public_changed', publicChangeCodec);
  const origin = randomUUID();
  // Everything visitors are shown is cached until a write changes it: the lists and the single ads, in every process
  // (a write through one process clears the others' caches through the broadcast, not after their 30 s).
  const clearPublicCaches = () => {
    adSearch.publicList.clear();
    mapAds.cache.clear();
    ads.publicAds.clear();
  };
  publicChanges.subscribe((change) => {
    if (change.origin !== origin) clearPublicCaches();
  });
  const adsChanged = () => {
    clearPublicCaches();
    void publicChanges
      .publish({ origin })
      .catch((err: unknown) =>
        log.warn(
          { err },
          'other processes could not be told that public data changed; their caches expire within 30 s',
        ),
      );
    // An ad may have gone online: saved searches that mail at once look now, not at the next minute's run.
    savedSearches.nudgeInstant();
  };
  // Addresses are geocoded by the configured service (Nominatim, Photon) when there is one; places always come first.
  const geocoder = config.geocoderUrl
    ? new GeocoderHttp(config.geocoderUrl, `Inserat (${config.publicUrl})`, uow.repos.geocodeCache)
    : null;
  const locator = new AdLocator({ places: uow.repos.places, geocoder, log });
  const ads = new AdsService({
    uow,
    images,
    clock,
    log,
    moderation: config.moderation,
    quotas: config.quotas,
    locator,
    adsChanged,
  });
  const firebase = config.firebaseProjectId
    ? new (await import('./infrastructure/identity/IdentityTokensFirebaseAdmin')).IdentityTokensFirebaseAdmin(
        config.firebaseProjectId,
        config.firebaseAuthEmulatorHost,
      )
    : null;
  const invoicePdf = new InvoicePdfPdfkit();
  const confirmation = new PaymentConfirmation({
    repos: uow.repos,
    mailer,
    pdf: invoicePdf,
    operator: config.legal,
    publicUrl: config.publicUrl,
  });
  const payments = new PaymentsService({ uow, gateway, clock, log, confirmation });
  const adStats = new AdStats({ uow, clock, log });
  const favorites = new FavoritesService({ uow, clock, ads, stats: adStats });
  const savedSearches = new SavedSearchService({
    uow,
    adSearch,
    jobs,
    mailer,
    clock,
    log,
    secrets,
    publicUrl: config.publicUrl,
  });
  jobs.work('saved-search-alert', ({ savedSearchId }) => savedSearches.runAlert(savedSearchId));
  const imageSweeper = new ImageSweeper({ uow, images, clock, log });
  // Housekeeping as recurring jobs: run by one worker of the cluster each time, retried like any job.
  jobs.work('expire-ads', async () => void (await ads.expireDue()));
  jobs.work('sweep-images', async () => void (await imageSweeper.sweep()));
  jobs.work('queue-saved-search-alerts', async () => void (await savedSearches.queueDue()));
  jobs.every('expire-ads', 1);
  jobs.every('sweep-images', 15);
  jobs.every('queue-saved-search-alerts', 1);
  const reports = new ReportsService({
    uow,
    mailer,
    clock,
    log,
    publicUrl: config.publicUrl,
    adminEmail: config.adminEmail,
  });
  jobs.work('forget-report-evidence', async () => void (await reports.forgetOldEvidence()));
  jobs.every('forget-report-evidence', 15);
  const messaging = new MessagingService({
    uow,
    ads,
    images,
    clock,
    signals,
    attempts,
    log,
    limits: config.quotas,
    reports,
    stats: adStats,
  });
  const unreadMessages = new UnreadMessagesMailer({ uow, clock, mailer, publicUrl: config.publicUrl });
  jobs.work('mail-unread-messages', async () => void (await unreadMessages.run()));
  jobs.every('mail-unread-messages', 1);
  const expiryReminders = new ExpiryReminders({ uow, clock, mailer, publicUrl: config.publicUrl });
  jobs.work('mail-expiry-reminders', async () => void (await expiryReminders.run()));
  jobs.every('mail-expiry-reminders', 15);
  const verifier = webhookSecret
    ? (stripe ?? new (await import('stripe')).default('sk_test_signature_check_only'))
    : null;
  return {
    uow,
    clock,
    hasher,
    auth,
    passwordReset,
    emailChange: new EmailChangeService({
      uow,
      reauthentication,
      codes,
      mailer,
      clock,
      log,
      publicUrl: config.publicUrl,
    }),
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
    dataExport: new DataExport({ uow, images, auth, favorites, savedSearches, messaging, payments, clock }),
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
    moderation: new AdModerationService({ uow, clock, mailer, log, publicUrl: config.publicUrl, adsChanged }),
    adLifecycle: new AdLifecycleService({ uow, clock, adsChanged }),
    adSearch,
    mapAds,
    locator,
    admin: new AdminService({ uow, clock, adsChanged, sessionsChanged }),
    deadLetters: new DeadLetterService({ jobs, uow, clock }),
    favorites,
    savedSearches,
    messaging,
    unreadMessages,
    expiryReminders,
    sellers: new SellerProfiles({ uow, ads, images, clock }),
    listPackages: new ListPackages({ uow }),
    listCredits: new ListCredits({ uow }),
    suggestPlaces: new SuggestPlaces({ uow }),
    reports,
    signals,
    publicChanges,
    payments,
    invoicePdf,
    demoCheckout: new DemoCheckout({ uow, payments, clock }),
    sitemap: new SitemapService({ uow, clock }),
    contact: new ContactService({ uow, clock, mailer, log, publicUrl: config.publicUrl, reports, stats: adStats }),
    adStats,
    repeatViews: new RepeatViews(clock),
    images,
    objectStore,
    imageLinks,
    redis,
    attempts,
    imageSweeper,
    mailer,
    jobs,
    metrics,
    identityTokens: overrides.identityTokens ?? firebase,
    verifyWebhook:
      verifier && webhookSecret
        ? (raw, signature) => stripeAdapter!.verifyStripeEvent(verifier, raw, signature, webhookSecret)
        : null,
    async close() {
      // Jobs first: a mail being sent still has its SMTP connection and the database.
      savedSearches.stop();
      await signals.close();
      await publicChanges.close();
      await jobs.stop();
      await adStats.stop();
      smtp?.close();
      memoryAttempts?.close();
      await redis?.quit().catch(() => redis.disconnect());
      await firebase?.close();
      s3?.destroy();
    },
  };
}

/** A lost Redis must not take requests down with it for long: fail a command fast, reconnect in the background. */
export async function connectRedis(url: string, log: Logger) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true });
  redis.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  return redis;
}
