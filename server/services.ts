import type { ListPackages } from './application/packages/ListPackages';
import type { ListCredits } from './application/packages/ListCredits';
import type { SuggestPlaces } from './application/places/SuggestPlaces';
import type { MapAds } from './application/ads/MapAds';
import type { SellerDetailsService } from './application/account/SellerDetailsService';
import type { AccountService } from './application/account/AccountService';
import type { DataExport } from './application/account/DataExport';
import type { AdminService } from './application/admin/AdminService';
import type { DeadLetterService } from './application/admin/DeadLetterService';
import type { AdImagesService } from './application/ads/AdImagesService';
import type { AdModerationService } from './application/ads/AdModerationService';
import type { AdLifecycleService } from './application/ads/AdLifecycleService';
import type { ExpiryReminders } from './application/ads/ExpiryReminders';
import type { AdSearchService } from './application/ads/AdSearchService';
import type { AdsService } from './application/ads/AdsService';
import type { ImageSweeper } from './application/ads/ImageSweeper';
import type { ImageStorage } from './application/ads/ports';
import type { AuthService } from './application/auth/AuthService';
import type { Registration } from './application/auth/Registration';
import type { PasswordResetService } from './application/auth/PasswordResetService';
import type { IdentityTokens, PasswordHasher } from './application/auth/ports';
import type { FavoritesService } from './application/favorites/FavoritesService';
import type { MessagingService } from './application/messages/MessagingService';
import type { SellerProfiles } from './application/messages/SellerProfiles';
import type { UnreadMessagesMailer } from './application/messages/UnreadMessagesMailer';
import type { InboxSignals } from './application/messages/ports';
import type { DemoCheckout } from './application/payments/DemoCheckout';
import type { PaymentsService } from './application/payments/PaymentsService';
import type { InvoicePdf } from './application/payments/ports';
import type { AdStats } from './application/ads/AdStats';
import type { PublicChanges } from './application/ads/PublicChanges';
import type { RepeatViews } from './application/ads/RepeatViews';
import type { PrivateImageLinks } from './infrastructure/images/PrivateImageLinks';
import type { EmailChangeService } from './application/account/EmailChangeService';
import type { AdLocator } from './application/places/AdLocator';
import type { ReportsService } from './application/reports/ReportsService';
import type { PhoneVerification } from './application/account/PhoneVerification';
import type { ReadDecisions } from './application/decisions/ReadDecisions';
import type { LodgeComplaint } from './application/decisions/LodgeComplaint';
import type { AnswerComplaint } from './application/decisions/AnswerComplaint';
import type { TransparencyReport } from './application/decisions/TransparencyReport';
import type { SavedSearchService } from './application/searches/SavedSearchService';
import type { PushNotifications } from './application/push/PushNotifications';
import type { PushDevices } from './application/push/PushDevices';
import type { PushDelivery } from './application/push/PushDelivery';
import type { AttemptCounter, Clock, JobQueue, Mailer, UnitOfWork } from './application/shared/ports';
import type { ContactService } from './application/site/ContactService';
import type { SitemapService } from './application/site/SitemapService';
import type { ImageStorageS3 } from './infrastructure/images/ImageStorageS3';
import type { MetricsPrometheus } from './infrastructure/metrics/MetricsPrometheus';
import type { VerifiedEvent } from './infrastructure/payments/PaymentGatewayStripe';
import type { Redis } from 'ioredis';
import type { composeViewings } from './composeViewings';
import type { composeApplications } from './composeApplications';

/** Besichtigungen: slots, invitations, bookings, attendance, reminders and the calendar feeds (composeViewings.ts). */
type ViewingServices = ReturnType<typeof composeViewings>;
/** Applications: the tenant profile, documents, the landlord's board (composeApplications.ts). */
type ApplicationServices = ReturnType<typeof composeApplications>;

/** What the composition root (composition.ts) builds: every service the routes, jobs and the server render use. */
export interface Services extends ViewingServices, ApplicationServices {
  uow: UnitOfWork;
  clock: Clock;
  hasher: PasswordHasher;
  auth: AuthService;
  registration: Registration;
  passwordReset: PasswordResetService;
  account: AccountService;
  dataExport: DataExport;
  ads: AdsService;
  adImages: AdImagesService;
  moderation: AdModerationService;
  /** Statements of reasons, complaints against them, and the transparency report (DSA Art. 15, 17, 20, 24). */
  readDecisions: ReadDecisions;
  lodgeComplaint: LodgeComplaint;
  answerComplaint: AnswerComplaint;
  transparencyReport: TransparencyReport;
  adLifecycle: AdLifecycleService;
  adSearch: AdSearchService;
  mapAds: MapAds;
  locator: AdLocator;
  admin: AdminService;
  deadLetters: DeadLetterService;
  favorites: FavoritesService;
  savedSearches: SavedSearchService;
  messaging: MessagingService;
  /** Web Push: what the areas push to a person's devices, the devices and settings, and the key browsers subscribe with. */
  pushes: PushNotifications;
  pushDevices: PushDevices;
  /** Null when push is off (no VAPID keys). */
  pushDelivery: PushDelivery | null;
  pushPublicKey: string | null;
  unreadMessages: UnreadMessagesMailer;
  expiryReminders: ExpiryReminders;
  sellers: SellerProfiles;
  sellerDetails: SellerDetailsService;
  phoneVerification: PhoneVerification;
  listPackages: ListPackages;
  listCredits: ListCredits;
  suggestPlaces: SuggestPlaces;
  reports: ReportsService;
  /** Live inbox updates across processes (the stream route listens, the messaging service publishes). */
  signals: InboxSignals;
  /** "What visitors see changed", heard by every process so each clears its caches at once. */
  publicChanges: PublicChanges;
  payments: PaymentsService;
  invoicePdf: InvoicePdf;
  adStats: AdStats;
  repeatViews: RepeatViews;
  emailChange: EmailChangeService;
  demoCheckout: DemoCheckout;
  contact: ContactService;
  sitemap: SitemapService;
  images: ImageStorage;
  /** The object store when S3_BUCKET is set: the uploads route streams its files, readiness asks it. */
  objectStore: Pick<ImageStorageS3, 'read' | 'ping'> | null;
  /** Checks the signed addresses of images of ads that are not public (the uploads route). */
  imageLinks: Pick<PrivateImageLinks, 'valid'>;
  /** The shared Redis when REDIS_URL is set (rate-limit counters), else null: counts stay in this process. */
  redis: Redis | null;
  attempts: AttemptCounter;
  imageSweeper: ImageSweeper;
  /** Sends by queueing: the job queue's mail worker hands each message to SMTP or the outbox. */
  mailer: Mailer;
  jobs: JobQueue;
  /** Prometheus metrics (served at /metrics with METRICS_TOKEN, or on METRICS_PORT). */
  metrics: MetricsPrometheus;
  /** Google sign-in, when configured. */
  identityTokens: IdentityTokens | null;
  /** Checks a Stripe webhook's signature on the raw body, when a webhook secret is configured. */
  verifyWebhook: ((rawBody: Buffer, signature: string) => VerifiedEvent) | null;
  /** Releases what the services hold open (SMTP pool, Firebase app). */
  close(): Promise<void>;
}
