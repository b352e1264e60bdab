import path from 'node:path';
import { checkEmail, checkPassword } from '../src/domain/validation';
import type { Operator } from './platform/ports';
import { legalConfig } from './platform/config/legal';
import { jwtSecret, looksRandom } from './platform/config/secrets';
import { firebaseWebConfig, mapConfig, tileOrigin } from './platform/config/pages';
import { metricsConfig, roleConfig } from './platform/config/processes';
import { mailConfig, type MailConfig } from './platform/config/mail';
import { smsConfig, type SmsConfig } from './platform/config/sms';
import { documentsConfig, type DocumentsConfig } from './platform/config/documents';
import { pushConfig, type PushConfig } from './platform/config/push';
import { paymentsConfig, type PaymentsConfig } from './platform/config/payments';
import { redisUrlConfig, trustProxyConfig, type TrustProxy } from './platform/config/network';
import { objectStorageConfig, type ObjectStorageConfig } from './platform/config/storage';
import { boolValue, ConfigError, intValue, required, urlValue, value, type Env } from './platform/config/readers';
import type { ScryptParams } from './accounts/adapters/passwords';

export { ConfigError, looksRandom, tileOrigin };

export type { ScryptParams };

export interface ServerConfig extends PaymentsConfig, MailConfig, SmsConfig, DocumentsConfig, PushConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL: how long a statement waits for a row lock before the request is answered 503. */
  databaseLockTimeoutMs: number;
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
}

export const DEV_ADMIN_EMAIL = 'admin@inserat.local';
export const DEV_ADMIN_PASSWORD = 'inserat-admin-2026';
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The whole configuration from the environment. Production refuses to start half-configured: every secret and
 * every fact a German operator must publish is required, and the demo stand-ins only run when asked for by name.
 */
export async function loadServerConfig(
  env: Env = process.env,
  overrides: Partial<ServerConfig> = {},
): Promise<ServerConfig> {
  const rawEnv = value(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(rawEnv))
    throw new ConfigError('NODE_ENV', 'must be development, production or test');
  const nodeEnv = rawEnv as ServerConfig['nodeEnv'];
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(value(env, 'DATA_DIR') ?? './data');
  const port = intValue(env, 'PORT', 8080, 0, 65535);
  // Loopback unless told otherwise: a laptop running the demo (with its published admin password) is not an open
  // admin account for its network. Containers and the systemd unit set HOST.
  const host = value(env, 'HOST') ?? '127.0.0.1';
  const databaseUrl = urlValue(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  if (production) required(env, 'PUBLIC_URL', 'when NODE_ENV=production (links in mails and pages point there)');
  const publicUrl = urlValue(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const mail = mailConfig(env, production);
  const payments = paymentsConfig(env, production);

  const firebaseAuthEmulatorHost = value(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (firebaseAuthEmulatorHost && production) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'must not be set when NODE_ENV=production (it accepts unsigned tokens)',
    );
  }

  const adminEmail = (value(env, 'ADMIN_EMAIL') ?? DEV_ADMIN_EMAIL).toLowerCase();
  if (checkEmail(adminEmail)) throw new ConfigError('ADMIN_EMAIL', 'is not a valid e-mail address');
  const adminPassword = value(env, 'ADMIN_PASSWORD') ?? (production ? null : DEV_ADMIN_PASSWORD);
  if (adminPassword === null) throw new ConfigError('ADMIN_PASSWORD', 'is required when NODE_ENV=production');
  if (checkPassword(adminPassword)) throw new ConfigError('ADMIN_PASSWORD', 'must have 8 to 128 characters');
  // The development password is printed in the README: in production it would open the admin account to anyone.
  if (production && adminPassword === DEV_ADMIN_PASSWORD)
    throw new ConfigError('ADMIN_PASSWORD', 'must not be the documented development password');

  const corsOrigins = (value(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new ConfigError('CORS_ORIGINS', `has an invalid origin "${origin}" (expected e.g. https://example.de)`);
  }

  const logLevel = value(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  return {
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    databaseLockTimeoutMs: intValue(env, 'DATABASE_LOCK_TIMEOUT_MS', 5000, 100, 600_000),
    jwtSecret: await jwtSecret(env, nodeEnv, dataDir),
    publicUrl,
    ...mail,
    ...smsConfig(env),
    ...(await documentsConfig(env, nodeEnv, dataDir)),
    ...(await pushConfig(env, nodeEnv, dataDir, adminEmail)),
    ...payments,
    geocoderUrl: urlValue(env, 'GEOCODER_URL', ['http:', 'https:']),
    map: mapConfig(env),
    firebaseProjectId: value(env, 'FIREBASE_PROJECT_ID'),
    firebaseAuthEmulatorHost,
    firebaseWeb: firebaseWebConfig(env),
    adminEmail,
    adminPassword,
    corsOrigins,
    logLevel,
    moderation: boolValue(env, 'AD_MODERATION', false),
    seedDemoData: boolValue(env, 'SEED_DEMO_DATA', !production),
    scrypt: OWASP_SCRYPT,
    rateLimit: {
      perIpPerMinute: intValue(env, 'RATE_LIMIT_PER_IP', 60, 1, 100000),
      mailsPerAddressPerHour: intValue(env, 'RATE_LIMIT_MAILS_PER_ADDRESS', 5, 1, 1000),
      loginFailuresBeforeDelay: intValue(env, 'LOGIN_FAILURES_BEFORE_DELAY', 5, 1, 1000),
    },
    quotas: {
      draftsPerDay: intValue(env, 'QUOTA_ADS_PER_DAY', 20, 1, 10000),
      uploadsPerMinute: intValue(env, 'QUOTA_UPLOADS_PER_MINUTE', 30, 1, 10000),
      messagesPerTenMinutes: intValue(env, 'QUOTA_MESSAGES_PER_10_MINUTES', 30, 1, 10000),
      conversationsPerDay: intValue(env, 'QUOTA_CONVERSATIONS_PER_DAY', 20, 1, 10000),
    },
    trustProxy: trustProxyConfig(env),
    redisUrl: redisUrlConfig(env),
    objectStorage: objectStorageConfig(env),
    shutdownTimeoutMs: intValue(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10, 1, 600) * 1000,
    shutdownDrainMs: intValue(env, 'SHUTDOWN_DRAIN_SECONDS', 5, 0, 120) * 1000,
    role: roleConfig(env, databaseUrl),
    jobExpireSeconds: intValue(env, 'JOB_EXPIRE_SECONDS', 120, 5, 86_400),
    ...metricsConfig(env, port),
    // CLIENT_DIR= (empty) serves the API alone, as `npm run dev` does behind Vite.
    clientDir: env.CLIENT_DIR === '' ? null : path.resolve(value(env, 'CLIENT_DIR') ?? './dist/client'),
    legal: legalConfig(env, production, payments.paymentsProvider === 'stripe'),
    ...overrides,
  };
}
