import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AD, json, startServer, type ServerProcess } from '../faults/harness';
import { freePort } from '../support/freePort';
import { buyCredit, signUp, uploadPhoto } from './clusterJourneys';
import { MailServer } from './mailServer';
import { primaryAndReplica, type PrimaryAndReplica } from './postgresReplica';

/**
 * Issue 73: public reads on a streaming replica, with read-your-writes. Web processes A and B on a primary and its
 * replica (pg_basebackup, another port), Redis between them. What the replica has replayed is used; what it has not —
 * a change just published, a person's own write — is read from the primary; a replica stopped mid-run costs no request
 * a 5xx, and is used again once it is back.
 */
const REDIS_URL = `${process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'}/7`;
const METRICS_TOKEN = randomBytes(16).toString('hex');
const cleanups: (() => Promise<unknown>)[] = [];
let databases: PrimaryAndReplica;
let mail: MailServer;
const nodes: Record<'a' | 'b', ServerProcess> = {} as never;

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-replicas-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startServer({ ...env, DATA_DIR: dataDir });
  cleanups.push(async () => void server.child.kill('SIGKILL'));
  return server;
}

/** Public reads B answered so far, by where they ran. */
async function reads(node: ServerProcess): Promise<{ replica: number; primary: number }> {
  const text = await (
    await fetch(`${node.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const count = (target: string) =>
    Number(new RegExp(`inserat_db_public_reads_total\\{[^}]*target="${target}"[^}]*\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { replica: count('replica'), primary: count('primary') };
}

/** A search no cache has answered yet (each a query of its own). */
const search = (node: ServerProcess, words = randomBytes(4).toString('hex')) =>
  json(`${node.url}/api/ads?q=${encodeURIComponent(words)}&limit=5`);

beforeAll(async () => {
  databases = await primaryAndReplica({ primary: await freePort(), replica: await freePort() });
  cleanups.push(() => databases.close());
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();
  mail = new MailServer();
  await mail.start();
  cleanups.push(() => mail.stop());
  const env = {
    DATABASE_URL: databases.primaryUrl,
    DATABASE_REPLICA_URLS: databases.replicaUrl,
    REPLICA_MAX_LAG_SECONDS: '5',
    REDIS_URL,
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN,
  };
  // A first, alone: it migrates and seeds on the primary; B finds it done.
  nodes.a = await start(env);
  nodes.b = await start(env);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('read replicas with read-your-writes', () => {
  let token = '';
  let adId = '';

  it('public reads run on the replica once it has replayed the primary', async () => {
    await vi.waitFor(
      async () => {
        expect((await search(nodes.b)).status).toBe(200);
        expect((await reads(nodes.b)).replica).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 200 },
    );
  });

  it("with the replica's replay paused, a publish on A is in B's answers at once, for its author and for everyone", async () => {
    token = await signUp(nodes.a.url, mail, 'replica.seller@cluster.test');
    await buyCredit(nodes.a.url, token);
    const title = `Replikat-Altbau ${randomBytes(3).toString('hex')}`;
    const draft = await json(`${nodes.a.url}/api/ads`, { body: { ...AD, title }, token });
    expect(draft.status).toBe(201);
    adId = (draft.body.data as { id: string }).id;
    expect((await uploadPhoto(nodes.a.url, token, adId)).status).toBe(200);
    // From here the replica receives but does not replay: whatever is read from it lacks the publication.
    await databases.onReplica('select pg_wal_replay_pause()');
    const before = await reads(nodes.b);
    const published = await json(`${nodes.a.url}/api/ads/${adId}/publish`, { body: { packageId: 'basis' }, token });
    expect(published.status).toBe(200);
    // The author on B, straight away: their own write.
    const own = await json(`${nodes.b.url}/api/ads/${adId}`, { token });
    expect([own.status, (own.body.data as { status: string }).status]).toEqual([200, 'active']);
    // A visitor on B, straight away: a public change B heard of.
    expect((await json(`${nodes.b.url}/api/ads/${adId}`)).status).toBe(200);
    const found = await json(`${nodes.b.url}/api/ads?q=${encodeURIComponent(title)}`);
    expect((found.body.data as { items: { id: string }[] }).items.map((i) => i.id)).toContain(adId);
    const after = await reads(nodes.b);
    expect(after.primary).toBeGreaterThan(before.primary);
    expect(after.replica).toBe(before.replica);
    // Replay resumed: the replica catches up and answers again.
    await databases.onReplica('select pg_wal_replay_resume()');
    await vi.waitFor(
      async () => {
        const seen = await reads(nodes.b);
        expect((await search(nodes.b)).status).toBe(200);
        expect((await reads(nodes.b)).replica).toBeGreaterThan(seen.replica);
      },
      { timeout: 30_000, interval: 200 },
    );
  });

  it('the replica stopped mid-run: reads go on from the primary without a 5xx; started again, it is used again', async () => {
    await databases.stopReplica();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await search(nodes.b)).status);
    for (let i = 0; i < 5; i++) statuses.push((await json(`${nodes.b.url}/api/ads/${adId}`)).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await databases.startReplica();
    await vi.waitFor(
      async () => {
        const seen = await reads(nodes.b);
        expect((await search(nodes.b)).status).toBe(200);
        expect((await reads(nodes.b)).replica).toBeGreaterThan(seen.replica);
      },
      { timeout: 60_000, interval: 250 },
    );
  });
});
