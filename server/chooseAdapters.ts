import path from 'node:path';
import type { ServerConfig } from './config';
import type { IdentityTokens } from './accounts/ports';
import type { PaymentGateway } from './payments/ports';
import type { PhotoTextReader } from './moderation/ports';
import type { Broadcast, BroadcastCodec, Clock, Logger, Mailer, SmsSender } from './platform/ports';
import { SmsSenderQueued } from './accounts/adapters/SmsSenderQueued';
import { SmsSenderOutbox } from './accounts/adapters/SmsSenderOutbox';
import { SmsSenderSevenIo } from './accounts/adapters/SmsSenderSevenIo';
import type { DatabaseHandle } from './platform/db/database';
import { GazetteerSourceGzip } from './search/adapters/GazetteerSourceGzip';
import type { GazetteerSource } from './search/ports';
import { GeocoderHttp } from './search/adapters/GeocoderHttp';
import { imageStorageFor } from './ads/adapters/imageStorageFor';
import { PrivateImageLinks } from './ads/adapters/PrivateImageLinks';
import { AttemptCounterMemory } from './platform/adapters/limits/AttemptCounterMemory';
import { AttemptCounterRedis } from './platform/adapters/limits/AttemptCounterRedis';
import { JobQueueInProcess, type RetryPolicy } from './platform/adapters/jobs/JobQueueInProcess';
import { BroadcastInProcess } from './platform/adapters/broadcast/BroadcastInProcess';
import { BroadcastPostgres } from './platform/adapters/broadcast/BroadcastPostgres';
import { BroadcastRedis } from './platform/adapters/broadcast/BroadcastRedis';
import { MetricsPrometheus } from './platform/adapters/metrics/MetricsPrometheus';
import { MailerQueued } from './platform/adapters/mail/MailerQueued';
import { PaymentGatewayDemo } from './payments/adapters/PaymentGatewayDemo';
import { UnitOfWorkDrizzle } from './UnitOfWorkDrizzle';
import { ReadReplicas } from './platform/db/readReplicas';
import { RecentWritesMemory } from './platform/adapters/db/RecentWritesMemory';
import { RecentWritesRedis } from './platform/adapters/db/RecentWritesRedis';
import { SecretHasherHmac } from './accounts/adapters/codes';

const UPLOADS_URL = '/api/uploads';

/** What tests (and only tests) replace. */
export interface CompositionOverrides {
  /** Replace how queued mail is delivered (tests capture it); default SMTP_URL or the outbox. */
  mailer?: Mailer;
  /** Replace how queued SMS are delivered (tests capture them); default seven.io with SMS_API_KEY or the outbox. */
  sms?: SmsSender;
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
  /** Replace how text in photos is read; default tesseract.js when PHOTO_TEXT_READING is on. */
  photoTextReader?: PhotoTextReader;
  /** A small gazetteer instead of the shipped one (the tests of LoadGazetteer). */
  gazetteer?: GazetteerSource;
}

/**
 * Every adapter the configuration chooses (composition.ts wires the application's services to them). The adapters a
 * configuration may leave out (Redis, SMTP, pg-boss, Stripe, Firebase, S3) are imported only when chosen: their
 * packages took 1.8 of the 2.9 seconds the server's packages took to load (measured one after another on a busy 2-core
 * machine), in every process and every server test file that never uses them.
 */
export async function chooseAdapters(
  config: ServerConfig,
  database: DatabaseHandle,
  log: Logger,
  overrides: CompositionOverrides,
) {
  const clock = overrides.clock ?? {
    now: () => new Date(),
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : null;
  const memoryAttempts = redis ? null : new AttemptCounterMemory(clock);
  const smtp =
    config.mailTransport === 'smtp' && config.smtpUrl
      ? new (await import('./platform/adapters/mail/MailerSmtp')).MailerSmtp(config.smtpUrl, config.mailFrom)
      : null;
  const transport =
    overrides.mailer ??
    smtp ??
    new (await import('./platform/adapters/mail/MailerOutbox')).MailerOutbox(
      path.join(config.dataDir, 'outbox'),
      config.mailFrom,
      log,
    );
  const jobs = config.databaseUrl
    ? new (await import('./platform/adapters/jobs/JobQueuePgBoss')).JobQueuePgBoss(
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
  // SMS (phone confirmation codes) go the same way: queued, then to seven.io with SMS_API_KEY or into the outbox.
  const sms = new SmsSenderQueued(jobs, config.jwtSecret);
  sms.deliverWith(
    overrides.sms ??
      (config.sms
        ? new SmsSenderSevenIo(config.sms)
        : new SmsSenderOutbox(path.join(config.dataDir, 'sms-outbox'), log)),
  );
  const imageLinks = new PrivateImageLinks(config.jwtSecret, clock, UPLOADS_URL);
  const storage = await imageStorageFor(config.objectStorage, config.dataDir, UPLOADS_URL, imageLinks);
  // Messages every process hears: Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY, else this process.
  const prefix = overrides.channelPrefix ?? 'inserat';
  const broadcast = <T>(name: string, codec: BroadcastCodec<T>): Broadcast<T> =>
    redis
      ? new BroadcastRedis(redis, `${prefix}_${name}`, codec, log)
      : config.databaseUrl
        ? new BroadcastPostgres(config.databaseUrl, `${prefix}_${name}`, codec, log)
        : new BroadcastInProcess<T>();
  // Addresses are geocoded by the configured service (Nominatim, Photon) when there is one; places always come first.
  // Public reads go to a read replica that has what the reader must see (readReplicas.ts); everything else, and every
  // read without replicas, to the primary.
  const readReplicas = new ReadReplicas({
    primary: database.db,
    position: database.position,
    replicas: database.replicas,
    recentWrites: redis ? new RecentWritesRedis(redis) : new RecentWritesMemory(),
    maxLagMs: config.replicaMaxLagSeconds * 1000,
    checkMs: 1000,
    onRead: (target) => metrics.databaseReads.inc({ target }),
    onLag: (replica, seconds) =>
      seconds === null ? metrics.replicaLag.remove({ replica }) : metrics.replicaLag.set({ replica }, seconds),
    warn: (details, message) => log.warn(details, message),
  });
  readReplicas.start();
  const uow = new UnitOfWorkDrizzle(readReplicas.db);
  const geocoder = config.geocoderUrl
    ? new GeocoderHttp(config.geocoderUrl, `Inserat (${config.publicUrl})`, uow.repos.geocodeCache)
    : null;
  const firebase = config.firebaseProjectId
    ? new (await import('./accounts/adapters/IdentityTokensFirebaseAdmin')).IdentityTokensFirebaseAdmin(
        config.firebaseProjectId,
        config.firebaseAuthEmulatorHost,
      )
    : null;
  return {
    uow,
    readReplicas,
    clock,
    redis,
    memoryAttempts,
    attempts: redis ? new AttemptCounterRedis(redis) : memoryAttempts!,
    smtp,
    jobs,
    metrics,
    mailer,
    sms,
    imageLinks,
    ...storage,
    secrets: new SecretHasherHmac(config.jwtSecret),
    broadcast,
    geocoder,
    // The places shipped with the app (LoadGazetteer, queued at a worker's start).
    gazetteer: overrides.gazetteer ?? new GazetteerSourceGzip(),
    firebase,
    photoTextReader:
      overrides.photoTextReader ??
      (config.photoTextReading
        ? new (await import('./moderation/adapters/PhotoTextReaderTesseract')).PhotoTextReaderTesseract()
        : null),
    ...(await paymentsFor(config, overrides)),
  };
}

/**
 * Stripe, or the clearly labelled demo gateway (docs/decisions.md §4), as the configuration decided; and the check of
 * Stripe's webhook signatures whenever a webhook secret is set.
 */
async function paymentsFor(config: ServerConfig, overrides: CompositionOverrides) {
  const webhookSecret = config.stripeWebhookSecret;
  const stripeChosen = config.paymentsProvider === 'stripe' && config.stripeSecretKey;
  const stripeAdapter = stripeChosen || webhookSecret ? await import('./payments/adapters/PaymentGatewayStripe') : null;
  const stripe = stripeChosen ? new (await import('stripe')).default(config.stripeSecretKey!) : null;
  const gateway: PaymentGateway =
    overrides.gateway ?? (stripe ? new stripeAdapter!.PaymentGatewayStripe(stripe) : new PaymentGatewayDemo());
  const verifier = webhookSecret
    ? (stripe ?? new (await import('stripe')).default('sk_test_signature_check_only'))
    : null;
  const verifyWebhook =
    verifier && webhookSecret
      ? (raw: Buffer, signature: string) => stripeAdapter!.verifyStripeEvent(verifier, raw, signature, webhookSecret)
      : null;
  return { gateway, verifyWebhook };
}

/** A lost Redis must not take requests down with it for long: fail a command fast, reconnect in the background. */
/** Releases what the adapters hold open (SMTP pool, timers, Redis, the Firebase app, the S3 client). */
export async function closeAdapters(adapters: Awaited<ReturnType<typeof chooseAdapters>>): Promise<void> {
  adapters.smtp?.close();
  await adapters.readReplicas.close();
  adapters.memoryAttempts?.close();
  await adapters.redis?.quit().catch(() => adapters.redis?.disconnect());
  await adapters.firebase?.close();
  adapters.s3?.destroy();
  await adapters.photoTextReader?.close();
}

export async function connectRedis(url: string, log: Logger) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true });
  redis.on('error', (error) => log.warn({ err: error }, 'Redis connection error'));
  return redis;
}
