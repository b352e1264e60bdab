import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../server/app';
import { loadServerConfig } from '../../server/config';
import { openDatabase } from '../../server/platform/db/database';
import { migratedPgliteTemplate } from '../support/pgliteTemplate';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { call, registration, TEST_SCRYPT } from './helpers';

/** A real SMTP server in the test: the app talks SMTP (nodemailer over SMTP_URL) and we read what arrived. */
let smtp: SMTPServer;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('e-mail', () => {
  it('sends the activation code over SMTP; the captured mail activates the account', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-smtp-'));
    const config = await loadServerConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Inserat <no-reply@inserat.test>',
      },
      { scrypt: TEST_SCRYPT, seedDemoData: false, clientDir: null },
    );
    // The transport is what is tested: the database starts from the migrated copy the other tests use (migrating a new
    // one took most of this test's time).
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteTemplate: await migratedPgliteTemplate(),
    });
    const { app } = await buildServer(config, { database });
    try {
      await call(app, 'POST', '/api/auth/register', {
        body: registration('smtp@example.de'),
        headers: { 'accept-language': 'en' },
      });
      // Mail leaves in a background job: wait for it as the person waits for their inbox.
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000, interval: 20 });
      const raw = received[0]!;
      expect(raw).toMatch(/^To: smtp@example\.de/m);
      expect(raw).toMatch(/^From: Inserat <no-reply@inserat\.test>/m);
      expect(raw).toContain('Your Inserat activation code');
      expect(raw).toMatch(/Content-Type: text\/html/);
      const code = /^\s+(\d{6})\s*$/m.exec(raw)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const activated = await call(app, 'POST', '/api/auth/activate-user', {
        body: { userEmail: 'smtp@example.de', activation_code: code },
      });
      expect(activated.status).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
