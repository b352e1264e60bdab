import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort';

/** firebase-tools is large, so it is not a dependency: npm fetches this exact version on first use and caches it. */
export const FIREBASE_TOOLS = 'firebase-tools@15.34.2';
export const FIREBASE_PROJECT = 'demo-inserat';

export interface RunningEmulator {
  host: string;
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the Firebase Auth emulator for a `demo-` project: no Google account, no network; every sign-in
 * happens against this local process. It starts on the ports given (or picks its own), and a start refused for a
 * taken port is tried again on others — then its `host` is not the one asked for. Beside `stress --cpu 2`, after the
 * server tests, a port found free was taken before the emulator bound it ("Port 43645 is not open on 127.0.0.1, could not start Authentication Emulator").
 */
export async function startAuthEmulator(first?: EmulatorPorts): Promise<RunningEmulator> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-firebase-'));
  await fetchFirebaseTools(dir);
  for (let attempt = 1; ; attempt++) {
    const ports = attempt === 1 && first ? first : await emulatorPorts();
    try {
      return await launch(dir, ports);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

/** Three free ports for the emulator, chosen before it starts so that a server can be told its address meanwhile. */
export async function emulatorPorts(): Promise<EmulatorPorts> {
  const auth = await freePort();
  const hub = await freePort([auth]);
  return { auth, hub, logging: await freePort([auth, hub]) };
}

/** Where the emulator with these ports answers (FIREBASE_AUTH_EMULATOR_HOST). */
export const emulatorHost = (ports: EmulatorPorts) => `127.0.0.1:${ports.auth}`;

class PortTaken extends Error {}

async function launch(dir: string, ports: EmulatorPorts): Promise<RunningEmulator> {
  const config = path.join(dir, 'firebase.json');
  await writeFile(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${FIREBASE_TOOLS}`,
      '--',
      'firebase',
      'emulators:start',
      '--only',
      'auth',
      '--project',
      FIREBASE_PROJECT,
      '--config',
      config,
    ],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${ports.auth}`;
  // The download is done (startAuthEmulator): the limit times the emulator's start only.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `the Firebase Auth emulator exited (${child.exitCode}):\n${output.slice(-2000)}`;
      throw /port taken/i.test(output) ? new PortTaken(message) : new Error(message);
    }
    try {
      const answer = (await (await fetch(url)).json()) as { authEmulator?: { ready?: boolean } };
      if (answer.authEmulator?.ready) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`the Firebase Auth emulator did not start within 240 s:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    host: emulatorHost(ports),
    url,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
          resolve(null);
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(null);
        });
      });
    },
  };
}

/**
 * For .ci/run: firebase-tools is fetched beside the fault suite, so that on a machine that never fetched it the browser
 * tests' set-up does not wait for the download (it then finds it in npm's cache).
 */
export async function prefetchFirebaseTools(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-firebase-'));
  try {
    await fetchFirebaseTools(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * npm fetches firebase-tools on first use (2 min 21 s on this idle machine; beside `stress --cpu 2` it outran the
 * emulator's start-up limit), so it is fetched before the emulator is started and timed. A fetch that fails is tried
 * once more after npm's install folder for it is removed: an interrupted earlier download leaves that folder without
 * its package.json, and every later `npm exec` fails on it with ENOENT (exit 254). npm runs with its own log level,
 * because `npm run -s` (as .ci/run calls the browser tests) hands its children a silent one, and the failure said
 * nothing but its exit code.
 */
async function fetchFirebaseTools(cwd: string): Promise<void> {
  const run = () =>
    new Promise<{ status: number | null; output: string }>((resolve) => {
      const args = ['exec', '--yes', '--loglevel=warn', `--package=${FIREBASE_TOOLS}`, '--', 'firebase', '--version'];
      const child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (status) => resolve({ status, output }));
    });
  let fetched = await run();
  if (fetched.status !== 0) {
    await rm(npxInstallDir(cwd), { recursive: true, force: true });
    fetched = await run();
  }
  if (fetched.status !== 0)
    throw new Error(`fetching ${FIREBASE_TOOLS} failed (${fetched.status}):\n${fetched.output.slice(-2000)}`);
}

/** Where `npm exec` installs FIREBASE_TOOLS: <npm cache>/_npx/<the first 16 hex digits of the spec's SHA-512> (libnpmexec). */
function npxInstallDir(cwd: string): string {
  const cache = spawnSync('npm', ['config', 'get', 'cache'], { cwd, encoding: 'utf8' }).stdout.trim();
  return path.join(cache, '_npx', createHash('sha512').update(FIREBASE_TOOLS).digest('hex').slice(0, 16));
}
