import Ajv, { type ErrorObject } from 'ajv';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';
import { ConfigError } from './readers';

/**
 * Every variable the server reads, declared once: its type, its range and its default (docs/decisions.md §5). The
 * environment is read through this schema (env-schema on Ajv: coerced, defaulted, unknown variables dropped), and a bad
 * value stops start-up naming the variable. What depends on several variables or on NODE_ENV — the production refusal
 * matrix (server/config.ts and its readers beside this file) — is checked after, on the typed values.
 */
const text = () => Type.Optional(Type.String({ minLength: 1 }));
const address = (...protocols: string[]) =>
  Type.Optional(Type.String({ pattern: `^(${protocols.join('|')})://`, protocols }));
const whole = (minimum: number, maximum: number, fallback?: number) =>
  fallback === undefined
    ? Type.Optional(Type.Integer({ minimum, maximum }))
    : Type.Integer({ minimum, maximum, default: fallback });
const flag = () => Type.Optional(Type.Boolean());
const oneOf = <const T extends string[]>(...values: [...T]) => Type.Optional(Type.Enum(values));

export const ENV = Type.Object({
  NODE_ENV: Type.Enum(['development', 'production', 'test'], { default: 'development' }),
  PORT: whole(0, 65535, 8080),
  HOST: text(),
  DATA_DIR: text(),
  CLIENT_DIR: Type.Optional(Type.String()),
  DATABASE_URL: address('postgres', 'postgresql'),
  DATABASE_LOCK_TIMEOUT_MS: whole(100, 600_000, 5000),
  DATABASE_REPLICA_URLS: text(),
  REPLICA_MAX_LAG_SECONDS: whole(1, 3600, 5),
  PUBLIC_URL: address('http', 'https'),
  JWT_SECRET: text(),
  DOCUMENT_KEYS: text(),
  MAIL_TRANSPORT: oneOf('smtp', 'outbox'),
  SMTP_URL: address('smtp', 'smtps'),
  MAIL_FROM: text(),
  SMS_API_KEY: text(),
  SMS_API_URL: address('https', 'http'),
  SMS_FROM: text(),
  PAYMENTS_PROVIDER: oneOf('stripe', 'demo'),
  STRIPE_SECRET_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_PUBLISHABLE_KEY: text(),
  GEOCODER_URL: address('http', 'https'),
  MAP_TILE_URL: text(),
  MAP_ATTRIBUTION: text(),
  FIREBASE_PROJECT_ID: text(),
  FIREBASE_AUTH_EMULATOR_HOST: text(),
  FIREBASE_WEB_API_KEY: text(),
  FIREBASE_AUTH_DOMAIN: text(),
  ADMIN_EMAIL: text(),
  ADMIN_PASSWORD: text(),
  CORS_ORIGINS: text(),
  LOG_LEVEL: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  AD_MODERATION: flag(),
  PHOTO_TEXT_READING: flag(),
  PLACES_GAZETTEER: flag(),
  SEED_DEMO_DATA: flag(),
  RATE_LIMIT_PER_IP: whole(1, 100_000, 60),
  RATE_LIMIT_MAILS_PER_ADDRESS: whole(1, 1000, 5),
  LOGIN_FAILURES_BEFORE_DELAY: whole(1, 1000, 5),
  LOGINS_PER_IP_PER_MINUTE: whole(2, 100_000, 30),
  QUOTA_ADS_PER_DAY: whole(1, 10_000, 20),
  QUOTA_UPLOADS_PER_MINUTE: whole(1, 10_000, 30),
  QUOTA_MESSAGES_PER_10_MINUTES: whole(1, 10_000, 30),
  QUOTA_CONVERSATIONS_PER_DAY: whole(1, 10_000, 20),
  TRUST_PROXY: text(),
  REDIS_URL: address('redis', 'rediss'),
  S3_BUCKET: text(),
  S3_ENDPOINT: address('http', 'https'),
  S3_PUBLIC_URL: address('http', 'https'),
  S3_REGION: text(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  SHUTDOWN_TIMEOUT_SECONDS: whole(1, 600, 10),
  SHUTDOWN_DRAIN_SECONDS: whole(0, 120, 5),
  ROLE: oneOf('web', 'worker', 'both'),
  JOB_EXPIRE_SECONDS: whole(5, 86_400, 120),
  METRICS_TOKEN: text(),
  METRICS_PORT: whole(1, 65535),
  METRICS_HOST: text(),
  LEGAL_COMPANY: text(),
  LEGAL_REPRESENTATIVE: text(),
  LEGAL_STREET: text(),
  LEGAL_CITY: text(),
  LEGAL_EMAIL: text(),
  LEGAL_PHONE: text(),
  LEGAL_REGISTER: text(),
  LEGAL_VAT_ID: text(),
  VAPID_PUBLIC_KEY: text(),
  VAPID_PRIVATE_KEY: text(),
  VAPID_SUBJECT: text(),
});

/** The environment as the schema reads it: typed, with every default in place. */
export type EnvVars = Static<typeof ENV>;

const ajv = new Ajv({ allErrors: false, removeAdditional: true, useDefaults: true, coerceTypes: true, strict: false });
const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
const booleans = Object.entries(ENV.properties).flatMap(([key, schema]) =>
  (schema as { type?: string }).type === 'boolean' ? [key] : [],
);

/**
 * The environment read through ENV. As before the schema, a value is trimmed and an empty one counts as unset, and a
 * switch takes yes/no, on/off and 1/0 besides true/false. CLIENT_DIR= (empty) keeps its meaning: no client to serve.
 */
export function readEnv(env: Record<string, string | undefined>): EnvVars {
  const data: Record<string, string> = {};
  for (const key of Object.keys(ENV.properties)) {
    const raw = env[key]?.trim();
    if (raw === undefined || (raw === '' && key !== 'CLIENT_DIR')) continue;
    const lower = raw.toLowerCase();
    data[key] =
      booleans.includes(key) && TRUE.includes(lower)
        ? 'true'
        : booleans.includes(key) && FALSE.includes(lower)
          ? 'false'
          : raw;
  }
  try {
    // Only the given environment: env-schema would otherwise add process.env (a test's, a second server's settings).
    return envSchema<EnvVars>({ schema: structuredClone(ENV) as never, data: { ...data }, env: false, ajv });
  } catch (error) {
    const first = (error as { errors?: ErrorObject[] }).errors?.[0];
    if (!first) throw error;
    const key = first.instancePath.replace(/^\//, '') || String(first.params.missingProperty ?? '');
    throw new ConfigError(key, problemOf(key, data[key] ?? ''));
  }
}

/** What is wrong with a value, said as the variable's schema says what it takes. */
function problemOf(key: string, raw: string): string {
  const schema = ENV.properties[key as keyof typeof ENV.properties] as {
    type?: string;
    minimum?: number;
    maximum?: number;
    protocols?: string[];
    enum?: string[];
  };
  if (schema.type === 'integer')
    return `must be a whole number from ${schema.minimum} to ${schema.maximum} (got "${raw}")`;
  if (schema.type === 'boolean') return `must be true or false (got "${raw}")`;
  if (schema.enum) return `must be ${schema.enum.join(' or ')} (got "${raw}")`;
  if (schema.protocols) {
    try {
      new URL(raw);
    } catch {
      return 'is not a valid URL';
    }
    return `must start with ${schema.protocols.map((p) => `${p}://`).join(' or ')}`;
  }
  return `is not valid (got "${raw}")`;
}
