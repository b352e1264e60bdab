import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig, OWASP_SCRYPT } from '../../server/config';
import { PasswordHasherScrypt } from '../../server/infrastructure/security/passwords';

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
    [{ NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-password' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'ADMIN_PASSWORD'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'long-enough-password', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
  ])('%o stops start-up naming %s', async (env, variable) => {
    const error = await loadServerConfig({ NODE_ENV: 'test', ...env }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toContain(variable);
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
