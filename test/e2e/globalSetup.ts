import { spawnSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { FIREBASE_PROJECT, startAuthEmulator } from './firebaseEmulator';
import { startServerProcess } from './serverProcess';
import { freePort } from '../support/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    screenshotDir: string;
    adminEmail: string;
    adminPassword: string;
    firebaseEmulator: string;
    tileServer: string;
    serverEnv: Record<string, string>;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  // The bundle that ships: a production build with no build-time settings, in a folder of its own (never dist/, which
  // `npm start` serves). The server hands it the emulator's and Firebase's settings at run time, as in production.
  const emulator = await startAuthEmulator();
  const buildDir = path.join(root, 'node_modules/.cache/inserat-e2e');
  const clientDir = path.join(buildDir, 'client');
  const {
    VITE_STRIPE_PUBLIC_KEY: _k,
    VITE_FIREBASE_API_KEY: _a,
    VITE_FIREBASE_AUTH_DOMAIN: _d,
    VITE_FIREBASE_PROJECT_ID: _p,
    VITE_FIREBASE_AUTH_EMULATOR_URL: _e,
    ...buildEnv
  } = process.env;
  // The browser's bundle and the server-side render's, as `npm run build` makes them (the server finds ssr/ beside client/).
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-client.mjs'), '--outdir', buildDir], {
    cwd: root,
    env: { ...buildEnv, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the client build failed');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-e2e-'));
  const mailDir = path.join(dataDir, 'captured-mail');
  await mkdir(mailDir, { recursive: true });
  const screenshotDir = path.resolve(root, process.env.SCREENSHOT_DIR ?? 'test-results/screenshots');
  await mkdir(screenshotDir, { recursive: true });

  // A real SMTP server: the app sends mail over SMTP exactly as in production; tests read the files.
  let mailCount = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        void writeFile(path.join(mailDir, `${String(++mailCount).padStart(4, '0')}-${to}.eml`), data).then(() =>
          callback(),
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  // Map tiles from a local stub (no internet here): one pale tile for every address, and a count of what was asked.
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8eef2' } })
    .png()
    .toBuffer();
  let tilesServed = 0;
  const tiles = createHttpServer((request, response) => {
    if (request.url === '/count') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ tilesServed }));
      return;
    }
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    tilesServed += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(tile);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  const tileServer = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;

  const port = await freePort();
  const adminEmail = 'admin@inserat.e2e';
  const adminPassword = 'e2e-admin-password';
  // What every server of the journeys runs with; a test may start one more with changed settings (moderation on).
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    // Journeys run many logins from one IP; the limits themselves are covered by the server tests.
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_MAILS_PER_ADDRESS: '1000',
    QUOTA_ADS_PER_DAY: '10000',
    QUOTA_UPLOADS_PER_MINUTE: '10000',
    LOGIN_FAILURES_BEFORE_DELAY: '1000',
    CLIENT_DIR: clientDir,
    FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
    FIREBASE_WEB_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    MAP_TILE_URL: `${tileServer}/tiles/{z}/{x}/{y}.png`,
    MAP_ATTRIBUTION: '© OpenStreetMap contributors (test tiles)',
  };
  const server = await startServerProcess({ ...serverEnv, PORT: String(port), DATA_DIR: dataDir });
  const { baseUrl } = server;

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('screenshotDir', screenshotDir);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('firebaseEmulator', emulator.url);
  project.provide('tileServer', tileServer);
  project.provide('serverEnv', serverEnv);
  console.log(`e2e: server ${baseUrl}, screenshots in ${screenshotDir}`);

  return async () => {
    await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => tiles.close(() => resolve()));
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
