import type { composeOpenImmo } from './composeOpenImmo';
import type { ReadReplicas } from './platform/db/readReplicas';
import type { Redis } from 'ioredis';
import type { AccountsUseCases } from './composeAccounts';
import type { AdminUseCases } from './composeAdmin';
import type { AdsUseCases } from './composeAds';
import type { composeApplications } from './composeApplications';
import type { MessagesUseCases } from './composeMessages';
import type { ModerationUseCases } from './composeModeration';
import type { PaymentsUseCases } from './composePayments';
import type { composePush } from './composePush';
import type { SavedSearchesUseCases } from './composeSavedSearches';
import type { SearchUseCases } from './composeSearch';
import type { composeViewings } from './composeViewings';
import type { ExportPersonalData } from './accounts/ExportPersonalData';
import type { IdentityTokens } from './accounts/ports';
import type { ImageStorage } from './ads/ports';
import type { PublicChanges } from './ads/PublicChanges';
import type { ImageStorageS3 } from './ads/adapters/ImageStorageS3';
import type { PrivateImageLinks } from './ads/adapters/PrivateImageLinks';
import type { ListFavorites } from './favorites/ListFavorites';
import type { RemoveFavorite } from './favorites/RemoveFavorite';
import type { SaveFavorite } from './favorites/SaveFavorite';
import type { TellPriceDrops } from './favorites/TellPriceDrops';
import type { InboxSignals } from './messages/ports';
import type { VerifiedEvent } from './payments/adapters/PaymentGatewayStripe';
import type { PushDelivery } from './push/PushDelivery';
import type { CountSitemapFiles } from './site/CountSitemapFiles';
import type { ListSitemapAds } from './site/ListSitemapAds';
import type { MailAdOwner } from './site/MailAdOwner';
import type { ReportAdHandler } from './site/ReportAdHandler';
import type { MetricsPrometheus } from './platform/adapters/metrics/MetricsPrometheus';
import type { AttemptCounter, Clock, JobQueue, Mailer, UnitOfWork } from './platform/ports';

/**
 * What the composition root (composition.ts) builds: the platform every feature shares, and each feature's use cases
 * under its name, handed to its route plugin (api.ts) and its jobs.
 */
export interface Services {
  uow: UnitOfWork;
  /** Read replicas: the request scope the HTTP layer opens, and what each person last wrote (read-your-writes). */
  readReplicas: Pick<ReadReplicas, 'request' | 'readFor' | 'wrote'>;
  clock: Clock;
  images: ImageStorage;
  /** Sends by queueing: the job queue's mail worker hands each message to SMTP or the outbox. */
  mailer: Mailer;
  jobs: JobQueue;
  /** The shared Redis when REDIS_URL is set (rate-limit counters), else null: counts stay in this process. */
  redis: Redis | null;
  attempts: AttemptCounter;
  /** Live inbox updates across processes (the stream route listens, posting a message publishes). */
  signals: InboxSignals;
  /** "What visitors see changed", heard by every process so each clears its caches at once. */
  publicChanges: PublicChanges;
  /** Prometheus metrics (served at /metrics with METRICS_TOKEN, or on METRICS_PORT). */
  metrics: MetricsPrometheus;
  /** The object store when S3_BUCKET is set: the uploads route streams its files, readiness asks it. */
  objectStore: Pick<ImageStorageS3, 'read' | 'ping'> | null;
  /** Checks the signed addresses of images of ads that are not public (the uploads route). */
  imageLinks: Pick<PrivateImageLinks, 'valid'>;
  /** Google sign-in, when configured. */
  identityTokens: IdentityTokens | null;
  /** Checks a Stripe webhook's signature on the raw body, when a webhook secret is configured. */
  verifyWebhook: ((rawBody: Buffer, signature: string) => VerifiedEvent) | null;
  accounts: AccountsUseCases & { exportPersonalData: ExportPersonalData };
  ads: AdsUseCases;
  openImmo: ReturnType<typeof composeOpenImmo>;
  search: SearchUseCases;
  favorites: {
    listFavorites: ListFavorites;
    saveFavorite: SaveFavorite;
    removeFavorite: RemoveFavorite;
    tellPriceDrops: TellPriceDrops;
  };
  savedSearches: SavedSearchesUseCases;
  messages: MessagesUseCases;
  viewings: ReturnType<typeof composeViewings>;
  applications: ReturnType<typeof composeApplications>;
  payments: PaymentsUseCases;
  moderation: ModerationUseCases;
  admin: AdminUseCases;
  /** Web Push: the devices and settings, what features push, and the delivery (null when push is off: no VAPID keys). */
  push: Omit<ReturnType<typeof composePush>, 'deliverWith'> & { pushDelivery: PushDelivery | null };
  site: {
    countSitemapFiles: CountSitemapFiles;
    listSitemapAds: ListSitemapAds;
    mailAdOwner: MailAdOwner;
    reportAd: ReportAdHandler;
  };
  /** Releases what the services hold open (SMTP pool, Firebase app). */
  close(): Promise<void>;
}
