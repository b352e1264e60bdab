import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkEmail, checkPassword } from '../src/domain/validation';
import type { Operator } from './application/ports';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  firebaseProjectId: string | null;
  firebaseAuthEmulatorHost: string | null;
  adminEmail: string;
  adminPassword: string;
  corsOrigins: string[];
  logLevel: string;
  moderation: boolean;
  seedDemoData: boolean;
  /** OWASP's scrypt parameters by default; only tests lower them, explicitly. */
  scrypt: ScryptParams;
  rateLimit: { perIpPerMinute: number; perEmailPer15Minutes: number };
  clientDir: string | null;
  legal: Operator;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export const DEV_ADMIN_EMAIL = 'admin@inserat.local';
export const DEV_ADMIN_PASSWORD = 'inserat-admin-2026';
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function value(env: Env, key: string): string | null {
  const v = env[key]?.trim();
  return v ? v : null;
}

function intValue(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = value(env, key);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(key, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}

function boolValue(env: Env, key: string, fallback: boolean): boolean {
  const raw = value(env, key);
  if (raw === null) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(key, `must be true or false (got "${raw}")`);
}

function urlValue(env: Env, key: string, protocols: string[]): string | null {
  const raw = value(env, key);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(key, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(key, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw;
}

/** JWT_SECRET is required in production; in development one is generated once and kept in DATA_DIR. */
async function jwtSecret(env: Env, nodeEnv: ServerConfig['nodeEnv'], dataDir: string): Promise<string> {
  const given = value(env, 'JWT_SECRET');
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET', 'must have at least 32 characters');
    return given;
  }
  if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

export async function loadServerConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): Promise<ServerConfig> {
  const rawEnv = value(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(rawEnv)) throw new ConfigError('NODE_ENV', 'must be development, production or test');
  const nodeEnv = rawEnv as ServerConfig['nodeEnv'];
  const dataDir = path.resolve(value(env, 'DATA_DIR') ?? './data');
  const port = intValue(env, 'PORT', 8080, 0, 65535);
  const host = value(env, 'HOST') ?? '0.0.0.0';
  const databaseUrl = urlValue(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicUrl = urlValue(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const smtpUrl = urlValue(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = value(env, 'MAIL_FROM') ?? 'Inserat <no-reply@inserat.local>';

  const stripeSecretKey = value(env, 'STRIPE_SECRET_KEY');
  if (stripeSecretKey && !/^(sk|rk)_(test|live)_/.test(stripeSecretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must start with sk_test_, sk_live_, rk_test_ or rk_live_');
  }
  const stripeWebhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET');
  if (stripeSecretKey && !stripeWebhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'is required when STRIPE_SECRET_KEY is set');

  const firebaseAuthEmulatorHost = value(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (firebaseAuthEmulatorHost && nodeEnv === 'production') {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST', 'must not be set when NODE_ENV=production (it accepts unsigned tokens)');
  }

  const adminEmail = (value(env, 'ADMIN_EMAIL') ?? DEV_ADMIN_EMAIL).toLowerCase();
  if (checkEmail(adminEmail)) throw new ConfigError('ADMIN_EMAIL', 'is not a valid e-mail address');
  const adminPassword = value(env, 'ADMIN_PASSWORD') ?? (nodeEnv === 'production' ? null : DEV_ADMIN_PASSWORD);
  if (adminPassword === null) throw new ConfigError('ADMIN_PASSWORD', 'is required when NODE_ENV=production');
  if (checkPassword(adminPassword)) throw new ConfigError('ADMIN_PASSWORD', 'must have 8 to 128 characters');

  const corsOrigins = (value(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new ConfigError('CORS_ORIGINS', `has an invalid origin "${origin}" (expected e.g. https://example.de)`);
  }

  const logLevel = value(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  return {
    nodeEnv,
    port,
    host,
    dataDir,
    databaseUrl,
    jwtSecret: await jwtSecret(env, nodeEnv, dataDir),
    publicUrl,
    smtpUrl,
    mailFrom,
    stripeSecretKey,
    stripeWebhookSecret,
    firebaseProjectId: value(env, 'FIREBASE_PROJECT_ID'),
    firebaseAuthEmulatorHost,
    adminEmail,
    adminPassword,
    corsOrigins,
    logLevel,
    moderation: boolValue(env, 'AD_MODERATION', false),
    seedDemoData: boolValue(env, 'SEED_DEMO_DATA', nodeEnv !== 'production'),
    scrypt: OWASP_SCRYPT,
    rateLimit: {
      perIpPerMinute: intValue(env, 'RATE_LIMIT_PER_IP', 60, 1, 100000),
      perEmailPer15Minutes: intValue(env, 'RATE_LIMIT_PER_EMAIL', 10, 1, 100000),
    },
    // CLIENT_DIR= (empty) serves the API alone, as `npm run dev` does behind Vite.
    clientDir: env.CLIENT_DIR === '' ? null : path.resolve(value(env, 'CLIENT_DIR') ?? './dist/client'),
    legal: {
      company: value(env, 'LEGAL_COMPANY') ?? 'Inserat Demo GmbH',
      representative: value(env, 'LEGAL_REPRESENTATIVE') ?? 'Erika Mustermann',
      street: value(env, 'LEGAL_STREET') ?? 'Musterstraße 1',
      city: value(env, 'LEGAL_CITY') ?? '10115 Berlin',
      email: value(env, 'LEGAL_EMAIL') ?? 'kontakt@inserat.local',
      phone: value(env, 'LEGAL_PHONE') ?? '+49 30 1234567',
      register: value(env, 'LEGAL_REGISTER') ?? 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
      vatId: value(env, 'LEGAL_VAT_ID') ?? 'DE000000000',
    },
    ...overrides,
  };
}
