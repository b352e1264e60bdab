import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AD, ADMIN, json, startServer, tempDatabase, type ServerProcess } from '../faults/harness';
import { buyCredit, registration, signUp, uploadPhoto } from './clusterJourneys';
import { MailServer } from './mailServer';
import { startNginx, type Nginx } from './nginx';

/**
 * Issue 15's topology without containers: web processes A and B and a worker W of the compiled server, on one
 * PostgreSQL database, Redis (limits, broadcasts) and a local S3-compatible store (s3rver), with nginx balancing A and
 * B. What one process does, the others see at once; a rate limit counts across both; a process killed mid-burst loses
 * no acknowledged write; a mail whose worker died mid-send goes out exactly once.
 */
const BUCKET = 'inserat-cluster';
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/6`;
const AUTH_LIMIT = 40;

const cleanups: (() => Promise<unknown>)[] = [];
let s3rver: S3rver;
let mail: MailServer;
let nginx: Nginx;
let env: Record<string, string>;
const nodes: Record<'a' | 'b' | 'w', ServerProcess> = {} as never;

async function start(role: 'web' | 'worker'): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-cluster-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  // A worker serves no HTTP: its METRICS_PORT (/health) tells when it is up.
  const server = await startServer({ ...env, DATA_DIR: dataDir, ROLE: role }, { waitReady: role === 'web' });
  cleanups.push(async () => void server.child.kill('SIGKILL'));
  if (role === 'worker')
    await vi.waitFor(() => expect(server.output()).toContain('worker running'), { timeout: 90_000, interval: 100 });
  return server;
}

beforeAll(async () => {
  const database = await tempDatabase();
  cleanups.push(database.drop);
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();

  const s3dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-cluster-s3-'));
  cleanups.push(() => rm(s3dir, { recursive: true, force: true }));
  s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const s3 = await s3rver.run();
  cleanups.push(() => s3rver.close());
  mail = new MailServer();
  await mail.start();
  cleanups.push(() => mail.stop());

  env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    // Every process signs and checks the same sessions.
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PER_IP: String(AUTH_LIMIT),
    // The general per-address limit is what is tested here; sign-ins per address have their own (loginBurst tests).
    LOGINS_PER_IP_PER_MINUTE: '100000',
    JOB_EXPIRE_SECONDS: '5',
  };
  // A, B and W start together, as a deployment does: the migrations and the seeding run once.
  [nodes.a, nodes.b, nodes.w] = await Promise.all([start('web'), start('web'), start('worker')]);
  const nginxDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-cluster-nginx-'));
  cleanups.push(() => rm(nginxDir, { recursive: true, force: true }));
  nginx = await startNginx([nodes.a.port, nodes.b.port], nginxDir);
  cleanups.push(() => nginx.stop());
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('a cluster of two web processes and a worker behind nginx', () => {
  let token = '';
  let adId = '';

  it('registers and activates through the balancer (the worker sends the code); the session works on either process', async () => {
    token = await signUp(nginx.url, mail, 'seller@cluster.test');
    for (const node of [nodes.a, nodes.b])
      expect((await json(`${node.url}/api/user/profile`, { token })).status).toBe(200);
    // The worker has no HTTP port: jobs only.
    expect(nodes.w.output()).toContain('worker running');
    // nginx's request id reaches the server's answer.
    const answer = await fetch(`${nginx.url}/api/ads/00000000-0000-4000-8000-000000000000`);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { requestId: string }).requestId).toBe(answer.headers.get('x-request-id'));
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('nginx answers what anonymous visitors share from its micro-cache, and never anything of a signed-in person', async () => {
    const status = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${nginx.url}${path}`, { headers })).headers.get('x-micro-cache');
    // The same public list twice: the second from nginx (fresh, or stale while one request renews it).
    expect(await status('/api/ads?limit=3&sort=newest')).toBe('MISS');
    expect(['HIT', 'STALE', 'UPDATING']).toContain(await status('/api/ads?limit=3&sort=newest'));
    // Each language is its own answer.
    expect(await status('/api/ads?limit=3&sort=newest', { 'accept-language': 'en-GB' })).toBe('MISS');
    // Signed in: passed by every time, never stored, never served to the next visitor.
    const me = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 2; i++) expect(await status('/api/user/profile', me)).toBe('BYPASS');
    for (let i = 0; i < 2; i++) expect(await status('/api/ads?limit=3&sort=price_asc', me)).toBe('BYPASS');
    expect(await status('/api/ads?limit=3&sort=price_asc')).toBe('MISS');
    const anonymous = await fetch(`${nginx.url}/api/user/profile`);
    expect([anonymous.status, anonymous.headers.get('x-micro-cache')]).toEqual([401, 'MISS']);
  });

  it('an image uploaded on A is served by B, from the shared object store', async () => {
    const draft = await json(`${nodes.a.url}/api/ads`, { body: AD, token });
    expect(draft.status).toBe(201);
    adId = (draft.body.data as { id: string }).id;
    const uploaded = await uploadPhoto(nodes.a.url, token, adId);
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.data.images[0]!.url;
    const viaB = await fetch(`${nodes.b.url}${url}-320.webp`);
    expect(viaB.status).toBe(200);
    expect(viaB.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await viaB.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
    expect((await sharp(bytes).metadata()).width).toBe(320);
  });

  it("an ad published on B is in A's list at once (the list caches are cleared in every process)", async () => {
    // A's list is cached before the publish.
    const before = await json(`${nodes.a.url}/api/ads?page=1&limit=50`);
    expect((before.body.data as { items: { id: string }[] }).items.map((ad) => ad.id)).not.toContain(adId);
    await buyCredit(nodes.b.url, token);
    const published = await json(`${nodes.b.url}/api/ads/${adId}/publish`, { body: { packageId: 'basis' }, token });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const after = await json(`${nodes.a.url}/api/ads?page=1&limit=50`);
    expect((after.body.data as { items: { id: string }[] }).items.map((ad) => ad.id)).toContain(adId);
  });

  it('a rate limit counts across both processes (Redis)', async () => {
    // One client (an address nginx would forward), its tries alternating between A and B.
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const node = i % 2 === 0 ? nodes.a : nodes.b;
      statuses.push(
        (
          await json(`${node.url}/api/auth/login`, {
            body: { email: 'nobody@cluster.test', password: 'wrong-password-1' },
            headers: client,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, AUTH_LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429]);
    // Another client is not affected.
    expect(
      (
        await json(`${nodes.a.url}/api/auth/login`, {
          body: { email: 'nobody@cluster.test', password: 'wrong-password-1' },
          headers: { 'x-forwarded-for': '203.0.113.78' },
        })
      ).status,
    ).not.toBe(429);
  });

  it('kill -9 of A during a burst: B carries on through nginx and no acknowledged write is lost', async () => {
    const acknowledged: string[] = [];
    const failed: number[] = [];
    let sent = 0;
    const burst = async () => {
      while (sent < 120) {
        const n = sent++;
        const created = await json(`${nginx.url}/api/ads`, { body: { ...AD, title: `${AD.title} ${n}` }, token }).catch(
          () => ({ status: 0, body: { data: null } }),
        );
        if (created.status === 201) acknowledged.push((created.body.data as { id: string }).id);
        else failed.push(n);
      }
    };
    const runners = Array.from({ length: 6 }, burst);
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), { timeout: 60_000, interval: 10 });
    nodes.a.child.kill('SIGKILL');
    await nodes.a.exited;
    const sentAtKill = sent;
    await Promise.all(runners);

    // Only requests in flight on A when it died can have failed; everything sent later went to B.
    expect(failed.filter((n) => n >= sentAtKill + 6)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(120 - 6);
    const mine = await json(`${nodes.b.url}/api/ads/mine`, { token });
    const stored = new Set((mine.body.data as { id: string }[]).map((ad) => ad.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });

  it('a mail whose worker is killed mid-send is delivered exactly once after a worker starts again', async () => {
    const email = 'mid-send@cluster.test';
    mail.holdFirst(email);
    expect((await json(`${nginx.url}/api/auth/register`, { body: registration(email) })).status).toBe(201);
    await mail.heldNow; // the worker has sent the whole message and waits for the server's "250 OK"
    nodes.w.child.kill('SIGKILL');
    await nodes.w.exited;
    expect(mail.to(email)).toEqual([]);

    nodes.w = await start('worker');
    // The job was active on the dead worker: it expires (JOB_EXPIRE_SECONDS=5) and is retried by the new one.
    await vi.waitFor(() => expect(mail.to(email)).toHaveLength(1), { timeout: 90_000, interval: 100 });
    // And stays at one: the job is completed, nothing queued sends it again.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      await vi.waitFor(
        async () =>
          expect(
            (
              await client.query(
                `select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed'`,
              )
            ).rows[0].n,
          ).toBe(0),
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      await client.end();
    }
    expect(mail.to(email)).toHaveLength(1);
    const activated = await json(`${nginx.url}/api/auth/activate-user`, {
      body: { userEmail: email, activation_code: mail.codeFor(email) },
    });
    expect(activated.status).toBe(200);
  });

  it('the admin seeded once for the whole cluster signs in through the balancer', async () => {
    expect(
      (await json(`${nginx.url}/api/auth/login`, { body: ADMIN, headers: { 'x-forwarded-for': '203.0.113.90' } }))
        .status,
    ).toBe(200);
  });
});
