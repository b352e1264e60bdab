import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mailedCode, startServer, tempDir } from './harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'kG7pQ2vX9mR4tW8zB3nL6cF1hJ5sD0yEaT4uV8wX',
  DOCUMENT_KEYS: 'k1:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
  PUBLIC_URL: 'https://inserat.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Inserat <no-reply@inserat.example>',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  LEGAL_COMPANY: 'Beispiel GmbH',
  LEGAL_REPRESENTATIVE: 'Eva Beispiel',
  LEGAL_STREET: 'Hauptstraße 1',
  LEGAL_CITY: '10115 Berlin',
  LEGAL_EMAIL: 'kontakt@inserat.example',
  LEGAL_VAT_ID: 'DE123456789',
};

async function dataDir(): Promise<string> {
  const dir = await tempDir();
  cleanups.push(dir.remove);
  return dir.path;
}

describe('production configuration, as a process', () => {
  it.each([
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'SMTP_URL',
    'JWT_SECRET',
    'DOCUMENT_KEYS',
    'PUBLIC_URL',
    'LEGAL_COMPANY',
  ] as const)('without %s the server refuses to start (exit 78) and names the variable', async (variable) => {
    const { [variable]: _missing, ...env } = PRODUCTION;
    const server = await startServer({ ...env, DATA_DIR: await dataDir() }, { waitReady: false });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain(`Configuration error: ${variable}`);
  });

  it('the demo opt-ins start without Stripe and SMTP, and every page the server sends says demo', async () => {
    const data = await dataDir();
    const client = path.join(data, 'client');
    await mkdir(client, { recursive: true });
    await writeFile(
      path.join(client, 'index.html'),
      '<!doctype html><html lang="de"><head><title>Inserat</title></head><body><div id="root"></div></body></html>',
    );
    const {
      STRIPE_SECRET_KEY: _k,
      STRIPE_WEBHOOK_SECRET: _w,
      STRIPE_PUBLISHABLE_KEY: _p,
      SMTP_URL: _s,
      ...env
    } = PRODUCTION;
    const server = await startServer({
      ...env,
      PAYMENTS_PROVIDER: 'demo',
      MAIL_TRANSPORT: 'outbox',
      DATA_DIR: data,
      CLIENT_DIR: client,
    });
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    expect((await json(`${server.url}/api/config`)).body.data).toMatchObject({
      demo: { payments: true, mail: true },
      stripePublicKey: 'pk_demo_inserat',
    });
    expect((await json(`${server.url}/api/payments/config`)).body.data).toEqual({ provider: 'demo' });
    for (const page of ['/', '/ads', '/impressum']) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html).toContain(
        '<script type="application/json" id="inserat-config">{"demo":{"payments":true,"mail":true},"stripePublicKey":"pk_demo_inserat",',
      );
    }
  });
});

describe('codes and tokens never reach a log', () => {
  it.each(['development', 'production'] as const)(
    'at LOG_LEVEL=trace in %s, the mailed codes and the issued token appear in no log line',
    async (mode) => {
      const data = await dataDir();
      const env =
        mode === 'production'
          ? (({
              STRIPE_SECRET_KEY: _k,
              STRIPE_WEBHOOK_SECRET: _w,
              STRIPE_PUBLISHABLE_KEY: _p,
              SMTP_URL: _s,
              ...rest
            }) => ({ ...rest, PAYMENTS_PROVIDER: 'demo', MAIL_TRANSPORT: 'outbox' }))(PRODUCTION)
          : {};
      const server = await startServer({ ...env, DATA_DIR: data, LOG_LEVEL: 'trace' });
      cleanups.push(async () => void server.child.kill('SIGKILL'));
      const email = 'logged@example.de';
      const registered = await json(`${server.url}/api/auth/register`, {
        body: {
          name: 'Lea',
          lastname: 'Log',
          email,
          phone_number: '+49 30 1234567',
          password: 'a-long-password',
          confirmPassword: 'a-long-password',
          role: 'USER',
        },
      });
      expect(registered.status).toBe(201);
      const codeIn = (n: number) => mailedCode(data, n);
      const activation = await codeIn(0);
      const session = await json(`${server.url}/api/auth/activate-user`, {
        body: { userEmail: email, activation_code: activation },
      });
      const token = (session.body.data as { accessToken: string }).accessToken;
      await json(`${server.url}/api/auth/forgot-password`, { body: { email } });
      const reset = await codeIn(1);
      await json(`${server.url}/api/auth/verify-otp`, { body: { email, code: reset } });
      await json(`${server.url}/api/user/profile`, { token });

      const output = server.output();
      // The mails were logged (by file name) and every request too, with no secret in any of it.
      expect(output.match(/outbox: mail to logged@example\.de kept in/g)?.length).toBe(2);
      expect(output).toContain('"url":"/api/auth/verify-otp"');
      for (const secret of [activation, reset, token]) expect(output).not.toContain(secret);
    },
  );
});
