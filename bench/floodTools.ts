// What the floods of bench/floods.ts are made of: a timed mailer, the attacker's process, honest clients, a server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer, type Server } from '../server/app';
import type { Mailer, MailMessage } from '../server/platform/ports';
import { loadServerConfig } from '../server/config';

export const PASSWORD = 'bench-password-1';
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delivers like an SMTP server (371 ms a mail) and notes when each mail arrived. */
export class TimedMailer implements Mailer {
  readonly arrived: { to: string; at: number; text: string }[] = [];
  async send(message: MailMessage): Promise<void> {
    await sleep(371);
    this.arrived.push({ to: message.to, at: performance.now(), text: message.text });
  }
  /** When the first mail with a code reached the address after `since`; NaN when none within `timeoutMs`. */
  async codeArrival(to: string, since: number, timeoutMs: number): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      const mail = this.arrived.find((m) => m.to === to && m.at >= since && /\b\d{6}\b/.test(m.text));
      if (mail) return mail.at;
      await sleep(50);
    }
    return Number.NaN;
  }
}

/** Sends every request at once from another process: `sending` once they leave, `answers` per status at the end. */
export function attack(
  base: string,
  requests: { method: string; url: string; body: unknown; headers: Record<string, string> }[],
) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'attacker.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let started: () => void = () => undefined;
  const sending = new Promise<void>((resolve) => (started = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('sending\n')) started();
  });
  const answers = new Promise<Record<string, number>>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.slice('sending\n'.length)) as Record<string, number>)
        : reject(new Error(`attacker exited ${code}`)),
    );
  });
  child.stdin.end(JSON.stringify({ base, requests }));
  return { sending, answers };
}

let ip = 0;
/** An address of its own for every request of the flood. */
export const nextAddress = () => `203.0.${(++ip >> 8) & 255}.${ip & 255}`;

export function client(base: string) {
  return async (method: string, url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => ({}))) as { data?: { accessToken?: string; id?: string } },
    };
  };
}

export async function withServer(
  databaseUrl: string,
  mailer: TimedMailer,
  work: (server: Server, base: string) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-bench-floods-'));
  const schemaName = `bench_floods_${randomBytes(4).toString('hex')}`;
  const config = await loadServerConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, TRUST_PROXY: '1' },
    { seedDemoData: false, clientDir: null },
  );
  const server = await buildServer(config, { schemaName, mailer });
  try {
    await work(server, await server.app.listen({ port: 0, host: '127.0.0.1' }));
  } finally {
    await server.app.close();
    await server.database.db.execute(`drop schema if exists ${schemaName} cascade`).catch(() => undefined);
    await server.database.db.execute(`drop schema if exists ${schemaName}_jobs cascade`).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Activated accounts with one password (hashed once: OWASP scrypt takes a while). */
export async function accounts(server: Server, prefix: string, count: number): Promise<string[]> {
  const passwordHash = await server.services.accounts.hasher.hash(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@bench.test`);
  for (const email of emails)
    await server.services.uow.repos.users.create({
      name: 'Bea',
      lastname: 'Bench',
      email,
      phoneNumber: null,
      img: null,
      role: 'USER',
      passwordHash,
      activated: true,
      language: 'de',
    });
  return emails;
}

/** Honest sign-ins, one every `everyMs`, each from its own address, while `flood` runs: their times and answers. */
export async function honestSignIns(
  base: string,
  emails: string[],
  everyMs: number,
): Promise<{ times: number[]; ok: number }> {
  const call = client(base);
  const times: number[] = [];
  let ok = 0;
  await Promise.all(
    emails.map(async (email, i) => {
      await sleep(i * everyMs);
      const started = performance.now();
      const answer = await call(
        'POST',
        '/api/auth/login',
        { email, password: PASSWORD },
        { 'x-forwarded-for': `198.51.100.${(i % 250) + 1}` },
      );
      times.push(performance.now() - started);
      if (answer.status === 200) ok += 1;
    }),
  );
  return { times, ok };
}
