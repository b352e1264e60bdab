import path from 'node:path';
import { checkEmail, checkPassword } from '../src/domain/validation';
import type { Operator } from './platform/ports';
import { legalConfig } from './platform/config/legal';
import { jwtSecret } from './platform/config/secrets';
import { firebaseWebConfig, mapConfig, tileOrigin } from './platform/config/pages';
import { metricsConfig, roleConfig } from './platform/config/processes';
import { mailConfig, type MailConfig } from './platform/config/mail';
import { smsConfig, type SmsConfig } from './platform/config/sms';
import { documentsConfig, type DocumentsConfig } from './platform/config/documents';
import { pushConfig, type PushConfig } from './platform/config/push';
import { paymentsConfig, type PaymentsConfig } from './platform/config/payments';
import { redisUrlConfig, trustProxyConfig, type TrustProxy } from './platform/config/network';
import { objectStorageConfig, type ObjectStorageConfig } from './platform/config/storage';
import { ConfigError, required, type Env } from './platform/config/readers';
import { ownDataDirectory } from './platform/config/dataDirectory';
import { readEnv } from './platform/config/envSchema';
import type { ScryptParams } from './accounts/adapters/passwords';

export { ConfigError, tileOrigin };

export type { ScryptParams };

export interface ServerConfig extends PaymentsConfig, MailConfig, SmsConfig, DocumentsConfig, PushConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL: how long a statement waits for a row lock before the request is answered 503. */
  databaseLockTimeoutMs: number;
  /** Streaming replicas of DATABASE_URL for public reads (DATABASE_REPLICA_URLS, comma-separated). */
  databaseReplicaUrls: string[];
  /** A replica further behind than this is skipped (its reads go to the primary). */
  replicaMaxLagSeconds: number;
  jwtSecret: string;
  publicUrl: string;
  /** A Nominatim- or Photon-compatible geocoder for addresses; places from GeoNames files work without one. */
  geocoderUrl: string | null;
  /** Map tiles ({z}/{x}/{y}, optionally {s}) and the attribution their licence asks for. */
  map: { tileUrl: string; attribution: string };
  firebaseProjectId: string | null;
  firebaseAuthEmulatorHost: string | null;
  /** The Firebase web app's settings, handed to the page at run time (one client build for every installation). */
  firebaseWeb: { apiKey: string; authDomain: string } | null;
  adminEmail: string;
  adminPassword: string;
  corsOrigins: string[];
  logLevel: string;
  moderation: boolean;
  /** Text printed in uploaded photos read by OCR for the risk check (a job per photo, seconds of CPU each). */
  photoTextReading: boolean;
  /** The shipped gazetteer loaded at a worker's first start (off only where tests start servers on fresh databases). */
  loadGazetteer: boolean;
  seedDemoData: boolean;
  /** OWASP's scrypt parameters by default; only tests lower them, explicitly. */
  scrypt: ScryptParams;
  rateLimit: RateLimits;
  /** New ads per account and day, image uploads per account and minute, messages per ten minutes, new conversations per day. */
  quotas: {
    draftsPerDay: number;
    uploadsPerMinute: number;
    messagesPerTenMinutes: number;
    conversationsPerDay: number;
  };
  /** Which proxies' X-Forwarded-For to believe, so limits key on the real client address. */
  trustProxy: TrustProxy;
  /** Shared limit counters for several processes; null keeps them in this process. */
  redisUrl: string | null;
  /** Images in an S3-compatible store (S3_*); null keeps them under DATA_DIR/uploads. */
  objectStorage: ObjectStorageConfig | null;
  /** How long SIGTERM waits for requests in flight before it closes what is left. */
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long the server keeps answering (not ready, connections closing) before it stops listening. */
  shutdownDrainMs: number;
  /** What this process does: serve requests (web), run background jobs (worker), or both (one process; the default). */
  role: 'web' | 'worker' | 'both';
  /** A job whose process died mid-run is run again after this long (pg-boss's expiry). */
  jobExpireSeconds: number;
  /** Bearer token that opens GET /metrics on the main port; null keeps it closed there. */
  metricsToken: string | null;
  /** A port of its own for /metrics (and /health), without a token, for a scraper on the private network. */
  metricsPort: number | null;
  /** Where METRICS_PORT listens: this machine only unless the operator names the private network's interface. */
  metricsHost: string;
  clientDir: string | null;
  legal: Operator;
}

/** The abuse limits (README "Security"): per client address, per e-mail address for mail, per account for failures. */
export interface RateLimits {
  /** Requests to the auth routes per client address per minute. */
  perIpPerMinute: number;
  /** Mails (registration, new code, reset) one e-mail address can cause per hour. */
  mailsPerAddressPerHour: number;
  /** Failed logins of one account within 15 minutes before each further try waits (doubling, at most 10 s). */
  loginFailuresBeforeDelay: number;
  /**
   * Sign-ins one client address may start per minute from devices not known to the account: past half of it they wait
   * in the lane for suspected guesses, past all of it they are refused (429) before any hashing. Known devices pass.
   */
  loginsPerIpPerMinute: number;
}

export const DEV_ADMIN_EMAIL = 'admin@inserat.local';
export const DEV_ADMIN_PASSWORD = 'inserat-admin-2026';
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The whole configuration from the environment. Production refuses to start half-configured: every secret and
 * every fact a German operator must publish is required, and the demo stand-ins only run when asked for by name.
 */
export async function loadServerConfig(
  env: Env = process.env,
  overrides: Partial<ServerConfig> = {},
): Promise<ServerConfig> {
  // Every variable's type, range and default: platform/config/envSchema.ts.
  const vars = readEnv(env);
  const nodeEnv = vars.NODE_ENV;
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(vars.DATA_DIR ?? './data');
  await ownDataDirectory(dataDir);
  const port = vars.PORT;
  // Loopback unless told otherwise: a laptop running the demo (with its published admin password) is not an open
  // admin account for its network. Containers and the systemd unit set HOST.
  const host = vars.HOST ?? '127.0.0.1';
  const databaseUrl = vars.DATABASE_URL ?? null;
  if (production)
    required(vars.PUBLIC_URL, 'PUBLIC_URL', 'when NODE_ENV=production (links in mails and pages point there)');
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${port}`;
  const mail = mailConfig(vars, production);
  const payments = paymentsConfig(vars, production);

  const firebaseAuthEmulatorHost = vars.FIREBASE_AUTH_EMULATOR_HOST ?? null;
  if (firebaseAuthEmulatorHost && production) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'must not be set when NODE_ENV=production (it accepts unsigned tokens)',
    );
  }

  const adminEmail = (vars.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase();
  if (checkEmail(adminEmail)) throw new ConfigError('ADMIN_EMAIL', 'is not a valid e-mail address');
  const adminPassword = vars.ADMIN_PASSWORD ?? (production ? null : DEV_ADMIN_PASSWORD);
  if (adminPassword === null) throw new ConfigError('ADMIN_PASSWORD', 'is required when NODE_ENV=production');
  if (checkPassword(adminPassword)) throw new ConfigError('ADMIN_PASSWORD', 'must have 8 to 128 characters');
  // The development password is printed in the README: in production it would open the admin account to anyone.
  if (production && adminPassword === DEV_ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_PASSWORD', 'must not be the documented development password');

  const corsOrigins = (vars.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new ConfigError('CORS_ORIGINS', `has an invalid origin "${origin}" (expected e.g. https://example.de)`);
  }

  const logLevel = vars.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');

  return {
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    databaseLockTimeoutMs: vars.DATABASE_LOCK_TIMEOUT_MS,
    databaseReplicaUrls: replicaUrls(vars.DATABASE_REPLICA_URLS, databaseUrl),
    replicaMaxLagSeconds: vars.REPLICA_MAX_LAG_SECONDS,
    jwtSecret: await jwtSecret(vars, nodeEnv, dataDir),
    publicUrl,
    ...mail,
    ...smsConfig(vars),
    ...(await documentsConfig(vars, nodeEnv, dataDir)),
    ...(await pushConfig(vars, nodeEnv, dataDir, adminEmail)),
    ...payments,
    geocoderUrl: vars.GEOCODER_URL ?? null,
    map: mapConfig(vars),
    firebaseProjectId: vars.FIREBASE_PROJECT_ID ?? null,
    firebaseAuthEmulatorHost,
    firebaseWeb: firebaseWebConfig(vars),
    adminEmail,
    adminPassword,
    corsOrigins,
    logLevel,
    moderation: vars.AD_MODERATION ?? false,
    photoTextReading: vars.PHOTO_TEXT_READING ?? true,
    loadGazetteer: vars.PLACES_GAZETTEER ?? true,
    seedDemoData: vars.SEED_DEMO_DATA ?? !production,
    scrypt: OWASP_SCRYPT,
    rateLimit: {
      perIpPerMinute: vars.RATE_LIMIT_PER_IP,
      mailsPerAddressPerHour: vars.RATE_LIMIT_MAILS_PER_ADDRESS,
      loginFailuresBeforeDelay: vars.LOGIN_FAILURES_BEFORE_DELAY,
      loginsPerIpPerMinute: vars.LOGINS_PER_IP_PER_MINUTE,
    },
    quotas: {
      draftsPerDay: vars.QUOTA_ADS_PER_DAY,
      uploadsPerMinute: vars.QUOTA_UPLOADS_PER_MINUTE,
      messagesPerTenMinutes: vars.QUOTA_MESSAGES_PER_10_MINUTES,
      conversationsPerDay: vars.QUOTA_CONVERSATIONS_PER_DAY,
    },
    trustProxy: trustProxyConfig(vars),
    redisUrl: redisUrlConfig(vars),
    objectStorage: objectStorageConfig(vars),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_SECONDS * 1000,
    role: roleConfig(vars, databaseUrl),
    jobExpireSeconds: vars.JOB_EXPIRE_SECONDS,
    ...metricsConfig(vars, port),
    // CLIENT_DIR= (empty) serves the API alone, as `npm run dev` does behind Vite.
    clientDir: vars.CLIENT_DIR === '' ? null : path.resolve(vars.CLIENT_DIR ?? './dist/client'),
    legal: legalConfig(vars, production, payments.paymentsProvider === 'stripe'),
    ...overrides,
  };
}

/** Replicas only beside a PostgreSQL primary, each a postgres:// address. */
function replicaUrls(list: string | undefined, databaseUrl: string | null): string[] {
  const urls = (list ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length > 0 && !databaseUrl)
    throw new ConfigError('DATABASE_REPLICA_URLS', 'needs DATABASE_URL: replicas copy a PostgreSQL primary');
  for (const url of urls)
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new ConfigError('DATABASE_REPLICA_URLS', 'must be postgres:// addresses, separated by commas');
  return urls;
}
