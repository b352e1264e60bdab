import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEV_ADMIN_PASSWORD, loadServerConfig, OWASP_SCRYPT } from '../../server/config';
import { publicClientConfig } from '../../server/site/http/publicConfig';
import { PasswordHasherScrypt } from '../../server/accounts/adapters/passwords';

// The server's configuration: what it reads, refuses and defaults to.
describe('server configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CORS_ORIGINS: 'example.de' }, 'CORS_ORIGINS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ AD_MODERATION: 'maybe' }, 'AD_MODERATION'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '99' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ RATE_LIMIT_MAILS_PER_ADDRESS: '0' }, 'RATE_LIMIT_MAILS_PER_ADDRESS'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'Inserat_Bilder' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'inserat', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'inserat', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'inserat', S3_PUBLIC_URL: 'ftp://cdn' }, 'S3_PUBLIC_URL'],
    [{ ROLE: 'cron' }, 'ROLE'],
    [{ ROLE: 'worker' }, 'ROLE'],
    [{ JOB_EXPIRE_SECONDS: '1' }, 'JOB_EXPIRE_SECONDS'],
    [{ METRICS_TOKEN: 'secret' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: '8080' }, 'METRICS_PORT'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT'],
  ])('%o stops start-up naming %s', async (env, variable) => {
    const error = await loadServerConfig({ NODE_ENV: 'test', ...env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
  });

  it('listens on this machine only unless HOST says otherwise (a demo with its published admin password stays private)', async () => {
    expect((await loadServerConfig({ NODE_ENV: 'development' })).host).toBe('127.0.0.1');
    expect((await loadServerConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
  });

  /** Everything production needs, so each case below can take exactly one thing away. */
  const PRODUCTION = {
    NODE_ENV: 'production',
    JWT_SECRET: 'kG7pQ2vX9mR4tW8zB3nL6cF1hJ5sD0yE',
    DOCUMENT_KEYS: 'k1:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
    ADMIN_PASSWORD: 'long-enough-password',
    PUBLIC_URL: 'https://inserat.example',
    SMTP_URL: 'smtp://mail.example:587',
    MAIL_FROM: 'Inserat <no-reply@inserat.example>',
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    LEGAL_COMPANY: 'Beispiel GmbH',
    LEGAL_REPRESENTATIVE: 'Eva Beispiel',
    LEGAL_STREET: 'Hauptstraße 1',
    LEGAL_CITY: '10115 Berlin',
    LEGAL_EMAIL: 'kontakt@inserat.example',
    LEGAL_VAT_ID: 'DE123456789',
  };
  const without = (key: keyof typeof PRODUCTION, extra: Record<string, string> = {}) => {
    const { [key]: _gone, ...rest } = PRODUCTION;
    return { ...rest, ...extra };
  };

  it('production with everything configured starts with Stripe and SMTP (and without push until VAPID_* is set)', async () => {
    const config = await loadServerConfig(PRODUCTION);
    expect(config).toMatchObject({
      paymentsProvider: 'stripe',
      mailTransport: 'smtp',
      shutdownTimeoutMs: 10_000,
      shutdownDrainMs: 5_000,
      push: null,
    });
  });

  it.each([
    ['JWT_SECRET', without('JWT_SECRET'), /JWT_SECRET/],
    ['DOCUMENT_KEYS', without('DOCUMENT_KEYS'), /DOCUMENT_KEYS/],
    ['DOCUMENT_KEYS', { ...PRODUCTION, DOCUMENT_KEYS: 'k1:c2hvcnQ=' }, /32-byte keys/],
    [
      'DOCUMENT_KEYS',
      { ...PRODUCTION, DOCUMENT_KEYS: `${PRODUCTION.DOCUMENT_KEYS},${PRODUCTION.DOCUMENT_KEYS}` },
      /twice/,
    ],
    ['ADMIN_PASSWORD', without('ADMIN_PASSWORD'), /ADMIN_PASSWORD/],
    ['ADMIN_PASSWORD', { ...PRODUCTION, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD }, /documented development password/],
    ['JWT_SECRET', { ...PRODUCTION, JWT_SECRET: 'a'.repeat(32) }, /guessable/],
    ['JWT_SECRET', { ...PRODUCTION, JWT_SECRET: 'x'.repeat(40) }, /guessable/],
    ['JWT_SECRET', { ...PRODUCTION, JWT_SECRET: 'geheimgeheimgeheimgeheimgeheim12' }, /guessable/],
    [
      'FIREBASE_AUTH_EMULATOR_HOST',
      { ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /unsigned tokens/,
    ],
    ['STRIPE_SECRET_KEY', without('STRIPE_SECRET_KEY'), /PAYMENTS_PROVIDER=demo/],
    ['STRIPE_WEBHOOK_SECRET', without('STRIPE_WEBHOOK_SECRET'), /STRIPE_WEBHOOK_SECRET/],
    ['STRIPE_PUBLISHABLE_KEY', without('STRIPE_PUBLISHABLE_KEY'), /STRIPE_PUBLISHABLE_KEY/],
    ['SMTP_URL', without('SMTP_URL'), /MAIL_TRANSPORT=outbox/],
    ['MAIL_FROM', without('MAIL_FROM'), /MAIL_FROM/],
    ['PUBLIC_URL', without('PUBLIC_URL'), /PUBLIC_URL/],
    ['LEGAL_COMPANY', without('LEGAL_COMPANY'), /Impressum/],
    ['LEGAL_STREET', without('LEGAL_STREET'), /Impressum/],
    ['LEGAL_VAT_ID', without('LEGAL_VAT_ID'), /invoice/],
    ['PAYMENTS_PROVIDER', { ...PRODUCTION, PAYMENTS_PROVIDER: 'paypal' }, /stripe or demo/],
    ['MAIL_TRANSPORT', { ...PRODUCTION, MAIL_TRANSPORT: 'pigeon' }, /smtp or outbox/],
    ['SHUTDOWN_TIMEOUT_SECONDS', { ...PRODUCTION, SHUTDOWN_TIMEOUT_SECONDS: '0' }, /SHUTDOWN_TIMEOUT_SECONDS/],
    ['SHUTDOWN_DRAIN_SECONDS', { ...PRODUCTION, SHUTDOWN_DRAIN_SECONDS: '-1' }, /SHUTDOWN_DRAIN_SECONDS/],
  ])('production without a usable %s refuses to start and names it', async (variable, env, hint) => {
    const error = await loadServerConfig(env).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toMatch(hint);
  });

  it('production takes a secret from a random generator however it is written (hex, base64, base64url)', async () => {
    for (const secret of [
      randomBytes(16).toString('hex'),
      randomBytes(32).toString('hex'),
      randomBytes(24).toString('base64'),
      randomBytes(48).toString('base64url'),
    ]) {
      expect((await loadServerConfig({ ...PRODUCTION, JWT_SECRET: secret })).jwtSecret).toBe(secret);
    }
  });

  it('production runs without Stripe or SMTP only when the operator opts in explicitly', async () => {
    const config = await loadServerConfig({
      ...without('STRIPE_SECRET_KEY'),
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_PUBLISHABLE_KEY: '',
      SMTP_URL: '',
      LEGAL_VAT_ID: '',
      PAYMENTS_PROVIDER: 'demo',
      MAIL_TRANSPORT: 'outbox',
    });
    expect(config).toMatchObject({ paymentsProvider: 'demo', mailTransport: 'outbox' });
  });

  it('hands the Firebase web settings to the page at run time, and wants the project they belong to', async () => {
    const base = { NODE_ENV: 'development', DATA_DIR: '/tmp/inserat-config-test' };
    const config = await loadServerConfig({
      ...base,
      FIREBASE_PROJECT_ID: 'demo-inserat',
      FIREBASE_WEB_API_KEY: 'web-key',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(publicClientConfig(config).firebase).toEqual({
      apiKey: 'web-key',
      authDomain: 'demo-inserat.firebaseapp.com',
      projectId: 'demo-inserat',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(
      publicClientConfig(await loadServerConfig({ ...base, FIREBASE_PROJECT_ID: 'demo-inserat' })).firebase,
    ).toBeNull();
    await expect(loadServerConfig({ ...base, FIREBASE_WEB_API_KEY: 'web-key' })).rejects.toThrow(
      /FIREBASE_WEB_API_KEY.*FIREBASE_PROJECT_ID/,
    );
  });

  it("the page's public configuration names the demo gateway and outbox only when they are in use, and Stripe's publishable key otherwise", async () => {
    const demo = publicClientConfig(
      await loadServerConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/inserat-config-test' }),
    );
    expect(demo).toMatchObject({
      demo: { payments: true, mail: true },
      stripePublicKey: 'pk_demo_inserat',
      firebase: null,
    });
    const live = publicClientConfig(
      await loadServerConfig({
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
    );
    expect(live).toMatchObject({ demo: { payments: false, mail: false }, stripePublicKey: 'pk_test_1' });
    const google = await loadServerConfig({
      NODE_ENV: 'development',
      DATA_DIR: '/tmp/inserat-config-test',
      FIREBASE_PROJECT_ID: 'inserat-prod',
      FIREBASE_WEB_API_KEY: 'web-key',
    });
    expect(publicClientConfig(google).firebase).toEqual({
      apiKey: 'web-key',
      authDomain: 'inserat-prod.firebaseapp.com',
      projectId: 'inserat-prod',
      authEmulatorUrl: null,
    });
  });

  it('development picks Stripe and SMTP when configured and the demo gateway and outbox otherwise', async () => {
    expect(await loadServerConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/inserat-config-test' })).toMatchObject({
      paymentsProvider: 'demo',
      mailTransport: 'outbox',
    });
    expect(
      await loadServerConfig({
        NODE_ENV: 'test',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
    ).toMatchObject({ paymentsProvider: 'stripe', mailTransport: 'smtp' });
  });

  it('defaults: port 8080, OWASP scrypt, moderation off, CORS closed', async () => {
    const config = await loadServerConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({ port: 8080, scrypt: { N: 131072, r: 8, p: 1 }, moderation: false, corsOrigins: [] });
    expect(OWASP_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it('hashes with the OWASP parameters recorded in the hash, and verifies', async () => {
    const hasher = new PasswordHasherScrypt(OWASP_SCRYPT);
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify('correct horse battery', hash)).toBe(true);
    expect(await hasher.verify('wrong horse battery', hash)).toBe(false);
  });
});

describe('the configuration schema (server/platform/config/envSchema.ts)', () => {
  it('declares every variable .env.example documents for the server, and nothing it does not', async () => {
    const { readFile } = await import('node:fs/promises');
    const { ENV } = await import('../../server/platform/config/envSchema');
    const documented = new Set(
      [...(await readFile('.env.example', 'utf8')).matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)]
        .map((m) => m[1]!)
        .filter((name) => !name.startsWith('VITE_')),
    );
    const declared = new Set(Object.keys(ENV.properties).filter((name) => name !== 'CLIENT_DIR'));
    expect([...declared].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('reads switches and numbers as operators write them, and refuses what is none of them, naming the variable', async () => {
    for (const on of ['1', 'true', 'YES', ' on '])
      expect((await loadServerConfig({ NODE_ENV: 'test', AD_MODERATION: on })).moderation).toBe(true);
    for (const off of ['0', 'false', 'No', 'off'])
      expect((await loadServerConfig({ NODE_ENV: 'test', AD_MODERATION: off })).moderation).toBe(false);
    expect((await loadServerConfig({ NODE_ENV: 'test', QUOTA_ADS_PER_DAY: ' 7 ' })).quotas.draftsPerDay).toBe(7);
    const error = await loadServerConfig({ NODE_ENV: 'test', QUOTA_ADS_PER_DAY: '7.5' }).catch((e: unknown) => e);
    expect((error as ConfigError).message).toBe(
      'Configuration error: QUOTA_ADS_PER_DAY must be a whole number from 1 to 10000 (got "7.5")',
    );
  });

  it('reads only the environment it is given, never the process’s own', async () => {
    process.env.AD_MODERATION = 'true';
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    try {
      const config = await loadServerConfig({ NODE_ENV: 'test' });
      expect(config.moderation).toBe(false);
      expect(config.firebaseAuthEmulatorHost).toBeNull();
    } finally {
      delete process.env.AD_MODERATION;
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }
  });
});

describe('DATA_DIR (issue 68)', () => {
  const modeOf = async (p: string) => (await stat(p)).mode & 0o777;

  it('is made the account’s own: created 0700, an earlier run’s open files tightened to 0600', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'inserat-datadir-'));
    try {
      const fresh = path.join(parent, 'neu');
      await loadServerConfig({ NODE_ENV: 'test', DATA_DIR: fresh });
      expect(await modeOf(fresh)).toBe(0o700);
      const old = path.join(parent, 'alt');
      await mkdir(path.join(old, 'db'), { recursive: true });
      await writeFile(path.join(old, 'db', 'PG_VERSION'), '17');
      await chmod(path.join(old, 'db', 'PG_VERSION'), 0o666);
      await chmod(path.join(old, 'db'), 0o755);
      await chmod(old, 0o755);
      await loadServerConfig({ NODE_ENV: 'test', DATA_DIR: old });
      expect([
        await modeOf(old),
        await modeOf(path.join(old, 'db')),
        await modeOf(path.join(old, 'db', 'PG_VERSION')),
      ]).toEqual([0o700, 0o700, 0o600]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('one that other accounts can write is refused, naming the path', async () => {
    const open = await mkdtemp(path.join(os.tmpdir(), 'inserat-offen-'));
    try {
      await chmod(open, 0o777);
      const error = await loadServerConfig({ NODE_ENV: 'test', DATA_DIR: open }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toBe(
        `Configuration error: DATA_DIR ${open} can be written by other accounts (mode 777); make it the server account's own: chmod 700 ${open}`,
      );
    } finally {
      await rm(open, { recursive: true, force: true });
    }
  });
});
