import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import {
  FIREBASE_PROJECT,
  emulatorHost,
  emulatorPorts,
  startAuthEmulator,
  type RunningEmulator,
} from './firebaseEmulator';
import { startServerProcess, type ServerProcess } from './serverProcess';
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
    /** A server of its own with AD_MODERATION on, for the moderation desk's journeys. */
    moderatedBaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** The bundle that ships, built as `npm run build` builds it, into `outdir` (never dist/, which `npm start` serves). */
function buildClient(outdir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(root, 'scripts/build-client.mjs'), '--outdir', outdir], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the client build failed (${code})`))));
  });
}

/**
 * The journeys' server and the moderation desk's (AD_MODERATION on, test/e2e/moderation.e2e.ts), started side by side:
 * each seeds the demo data (23 s measured for one on an idle machine). If one does not start, the other is stopped.
 */
async function startServers(env: Record<string, string>, dataDir: string): Promise<ServerProcess[]> {
  const [journeys, moderated] = [path.join(dataDir, 'journeys'), path.join(dataDir, 'moderated')];
  await Promise.all([mkdir(journeys, { recursive: true }), mkdir(moderated, { recursive: true })]);
  const [port, moderatedPort] = [await freePort(), await freePort()];
  const started = await Promise.allSettled([
    startServerProcess({ ...env, PORT: String(port), DATA_DIR: journeys }),
    startServerProcess({ ...env, PORT: String(moderatedPort), DATA_DIR: moderated, AD_MODERATION: 'true' }),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (!failed) return running;
  await Promise.all(running.map((server) => server.stop()));
  throw failed.reason;
}

export default async function setup(project: TestProject) {
  // What takes long starts at once and side by side: the Firebase Auth emulator (24 s idle) beside the build and then
  // the servers, which are told the emulator's address before it answers. Nothing of theirs talks to it before a test.
  const ports = await emulatorPorts();
  const emulatorStarting = startAuthEmulator(ports);
  // Awaited below; until then a failed start must not count as an unhandled rejection.
  emulatorStarting.catch(() => undefined);
  // A step that fails before the emulator is awaited stops it, so that no process outlives the run.
  const abandon = async (error: unknown): Promise<never> => {
    await (await emulatorStarting.catch(() => null))?.stop();
    throw error;
  };
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
  // A production build with no build-time settings: the server hands it the emulator's and Firebase's settings at run
  // time, as in production. The browser's bundle and the server-side render's (the server finds ssr/ beside client/).
  await buildClient(buildDir, { ...buildEnv, NODE_ENV: 'production' }).catch(abandon);

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

  const adminEmail = 'admin@inserat.e2e';
  const adminPassword = 'e2e-admin-password';
  // What both servers run with.
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    // Journeys run many logins from one IP; the limits themselves are covered by the server tests.
    RATE_LIMIT_PER_IP: '100000',
    LOGINS_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_MAILS_PER_ADDRESS: '1000',
    QUOTA_ADS_PER_DAY: '10000',
    QUOTA_UPLOADS_PER_MINUTE: '10000',
    LOGIN_FAILURES_BEFORE_DELAY: '1000',
    CLIENT_DIR: clientDir,
    FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
    FIREBASE_WEB_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(ports),
    MAP_TILE_URL: `${tileServer}/tiles/{z}/{x}/{y}.png`,
    MAP_ATTRIBUTION: '© OpenStreetMap contributors (test tiles)',
  };
  let servers = await startServers(serverEnv, dataDir).catch(abandon);
  let emulator: RunningEmulator;
  try {
    emulator = await emulatorStarting;
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  // Its first ports were taken meanwhile and it started on others: the servers start again with its real address.
  if (emulator.host !== serverEnv.FIREBASE_AUTH_EMULATOR_HOST) {
    await Promise.all(servers.map((server) => server.stop()));
    serverEnv.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    servers = await startServers(serverEnv, dataDir).catch(async (error: unknown) => {
      await emulator.stop();
      throw error;
    });
  }
  const [server, moderated] = servers as [ServerProcess, ServerProcess];
  const { baseUrl } = server;

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('screenshotDir', screenshotDir);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('firebaseEmulator', emulator.url);
  project.provide('tileServer', tileServer);
  project.provide('moderatedBaseUrl', moderated.baseUrl);
  console.log(`e2e: server ${baseUrl}, screenshots in ${screenshotDir}`);

  return async () => {
    await Promise.all([server.stop(), moderated.stop()]);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => tiles.close(() => resolve()));
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
