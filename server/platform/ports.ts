/** What every area of the server's application layer needs from the outside world; adapters live in infrastructure/. */
import type { AuditLogRepository, WeeklyFiguresRepository } from '../admin/ports';
import type { AdRepository, AdStatsRepository } from '../ads/ports';
import type { CodeRepository, SessionRepository, UserRepository } from '../accounts/ports';
import type { FavoriteRepository } from '../favorites/ports';
import type { OpenImmoRepository } from '../openimmo/ports';
import type { ConversationRepository } from '../messages/ports';
import type { ReportRepository } from '../moderation/ports';
import type { SavedSearchRepository } from '../savedSearches/ports';
import type { LedgerRepository, PackageRepository } from '../packages/ports';
import type { PaymentRepository } from '../payments/ports';
import type { GeocodeCache, PlaceRepository } from '../search/ports';
import type { FingerprintIndex, MarketFacts, RiskAssessmentRepository } from '../moderation/ports';
import type { DecisionRepository, TransparencyFigures } from '../moderation/ports';
import type { CalendarFeedRepository, ViewingRepository } from '../viewings/ports';
import type { ApplicationRepository, TenantRepository } from '../applications/ports';
import type { PushRepository } from '../push/ports';

/** The operator named in the Impressum, privacy policy and invoices (LEGAL_* configuration). */
export interface Operator {
  company: string;
  representative: string;
  street: string;
  city: string;
  email: string;
  phone: string;
  register: string;
  vatId: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Replies go to the visitor who wrote, not to our no-reply address. */
  replyTo?: string;
  /** Extra header lines (List-Unsubscribe for alerts); nodemailer encodes them. */
  headers?: Record<string, string>;
  /** A code someone waits for: sent through a queue of its own, ahead of bulk mail (alerts, reminders). */
  urgent?: boolean;
  /** Files sent along (the invoice PDF of a payment), base64 so that the message survives the job queue's JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The background work the server does after answering, by queue name, with what each job carries. */
export interface JobPayloads {
  /** Mail leaves in a job so that no response waits on (or reveals) the mail server's time. */
  mail: { to: string; sealed: string };
  /** A mail carrying a code (MailMessage.urgent): a queue of its own, so bulk mail never delays one. */
  'code-mail': { to: string; sealed: string };
  /** An SMS (a phone confirmation code), sealed like a mail. */
  sms: { to: string; sealed: string };
  /**
   * The code work behind resend and forgot-password: queued only for an account in the right state (the answer is the
   * same either way, and a queued job takes about as long as a look-up), and made and mailed here within the address's
   * hourly budget of mails actually sent.
   */
  'activation-code': { email: string };
  'reset-code': { email: string };
  /** Someone registered an address that has an account: its owner is told (registering answers the same either way). */
  'registration-attempt': { email: string };
  /** The text printed in a new photo, read by OCR for the risk check (ReadTextInPhoto). */
  'read-photo-text': { adId: string; imageId: string };
  /** One saved search's alert: new matches since its last check, mailed once each. */
  'saved-search-alert': { savedSearchId: string };
  /** The gazetteer shipped with the app, into the places table once per version (LoadGazetteer). */
  'load-gazetteer': Record<string, never>;
  /** Recurring housekeeping, each run by one process of the cluster at a time (JobQueue.every). */
  'expire-ads': Record<string, never>;
  'sweep-images': Record<string, never>;
  'queue-saved-search-alerts': Record<string, never>;
  'tell-price-drops': Record<string, never>;
  'mail-unread-messages': Record<string, never>;
  'mail-expiry-reminders': Record<string, never>;
  'forget-old-openimmo-transfers': Record<string, never>;
  'mail-openimmo-feedback': Record<string, never>;
  /** Reports' evidence, six months after their resolution (ForgetReportEvidence). */
  'forget-report-evidence': Record<string, never>;
  /** The mail a day before a booked viewing. */
  'mail-viewing-reminders': Record<string, never>;
  /** Viewings, their bookings and invitations, 180 days after (ForgetPastViewings). */
  'forget-past-viewings': Record<string, never>;
  /** Applications 3 months after a decline, 6 after the ad's applications closed (ForgetApplications). */
  'forget-applications': Record<string, never>;
  /** One push to one device, as soon as it is queued (PushDelivery); what waits is found by 'send-due-pushes'. */
  'push-send': { outboxId: string };
  /** Pushes that waited (quiet hours, a push service's Retry-After) and are due now; expired ones forgotten. */
  'send-due-pushes': Record<string, never>;
}

/** A job that failed every retry and waits in its queue's dead letters for someone to look. */
export interface DeadLetter {
  id: string;
  queue: JobName;
  /** Who a mail was for (the message itself stays sealed). */
  to: string | null;
  failedAt: Date;
}
export type JobName = keyof JobPayloads;

/**
 * Work done after the request: stored before `enqueue` resolves, run by a worker, retried with backoff when the
 * handler throws, and set aside as failed once the retries are spent. pg-boss on PostgreSQL (jobs survive a crash
 * and are shared by every process); in this process on PGlite.
 */
export interface JobQueue {
  enqueue<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void>;
  /** Registers the handler for a queue; jobs run once `start` has resolved (in processes that work jobs). */
  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): void;
  /** Queues the job every `minutes` minutes, once for the whole cluster however many processes ask. */
  every(name: JobName, minutes: number): void;
  /** Jobs waiting, waiting for a retry or running, in every queue (the queue depth). */
  pending(queues?: readonly JobName[]): Promise<number>;
  /** Mails (and other jobs) that failed every retry, newest first. */
  deadLetters(limit: number): Promise<DeadLetter[]>;
  /** Puts a dead letter back into its queue for one more round of tries; false when there is no such letter. */
  retryDeadLetter(id: string): Promise<boolean>;
  /** `work: false` (ROLE=web) only queues: the workers of other processes run the jobs. */
  start(options?: { work: boolean }): Promise<void>;
  /** Takes no new jobs and waits (within the bound) for the running ones; the rest stay queued. */
  stop(): Promise<void>;
}

/**
 * Messages every server process hears (several processes behind a load balancer): Redis pub/sub when REDIS_URL is set,
 * PostgreSQL LISTEN/NOTIFY otherwise, in memory on PGlite (one process). What a message announces is always in the
 * database too, so a message lost while a connection is down costs freshness, never data.
 */
export interface Broadcast<T> {
  /** Begins hearing the other processes' messages. */
  start(): Promise<void>;
  publish(message: T): Promise<void>;
  /** Hears every message (this process's own too); returns the way to stop listening. */
  subscribe(listener: (message: T) => void): () => void;
  close(): Promise<void>;
}

/** How a broadcast's messages travel between processes (text), and how anything else on the channel is ignored (null). */
export interface BroadcastCodec<T> {
  encode(message: T): string;
  decode(payload: string): T | null;
}

/** A payload kept where it is readable by others (a job, an outbox row), sealed so only this server opens it. */
export interface Sealer<T> {
  seal(payload: T): string;
  open(sealed: string): T;
}

export interface Clock {
  now(): Date;
  /** Waits (a login slowed after failures); a test clock moves on at once and remembers the wait. */
  sleep(ms: number): Promise<void>;
}

/**
 * Counts events per key within a window (failed logins, mails to one address). In Redis when several processes
 * share the counts, in memory otherwise; never evicts a live count to make room for others.
 */
export interface AttemptCounter {
  /** Adds one (or `amount`) and returns the count in the window (which starts with the key's first event). */
  hit(key: string, windowMs: number, amount?: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** A text message to a phone number (E.164, "+4915112345678"). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends SMS: queued in production (SmsSenderQueued), through a gateway or into the outbox folder. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Repositories {
  users: UserRepository;
  codes: CodeRepository;
  sessions: SessionRepository;
  packages: PackageRepository;
  ads: AdRepository;
  ledger: LedgerRepository;
  payments: PaymentRepository;
  places: PlaceRepository;
  geocodeCache: GeocodeCache;
  favorites: FavoriteRepository;
  savedSearches: SavedSearchRepository;
  conversations: ConversationRepository;
  reports: ReportRepository;
  auditLog: AuditLogRepository;
  adStats: AdStatsRepository;
  weeklyFigures: WeeklyFiguresRepository;
  fingerprints: FingerprintIndex;
  marketFacts: MarketFacts;
  riskAssessments: RiskAssessmentRepository;
  decisions: DecisionRepository;
  transparency: TransparencyFigures;
  viewings: ViewingRepository;
  calendarFeeds: CalendarFeedRepository;
  tenants: TenantRepository;
  applications: ApplicationRepository;
  push: PushRepository;
  openImmo: OpenImmoRepository;
}

/**
 * Runs work atomically: every write inside commits together or not at all. A service names the repositories it uses
 * (`UnitOfWork<'ads' | 'users'>`), so what it can touch is in its signature and checked; the composition root passes
 * the whole one.
 */
export interface UnitOfWork<K extends keyof Repositories = keyof Repositories> {
  readonly repos: Pick<Repositories, K>;
  transaction<T>(work: (repos: Pick<Repositories, K>) => Promise<T>): Promise<T>;
}

/**
 * Says that a person's sessions changed (signed out, blocked, a new password, the account deleted), so whatever holds
 * their open connections (the inbox streams) checks them at once instead of at its next heartbeat.
 */
export type SessionsChanged = (userId: string) => void;
