import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminToken,
  explained,
  json,
  startServer,
  tempDatabase,
  tempDir,
  waitFor,
  type ServerProcess,
} from './harness';
import { startTcpProxy } from '../support/tcpProxy';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const AD = {
  title: 'Helle Wohnung mit Balkon',
  description: 'Ruhige Lage, Balkon nach Süden, Einbauküche, Keller und Fahrradraum.',
  category: 'apartment_rent',
  priceCents: 95000,
  priceType: 'fixed',
  postalCode: '10115',
  city: 'Berlin',
};

async function withServer(databaseUrl: string): Promise<ServerProcess> {
  const dir = await tempDir();
  const server = await startServer({ DATA_DIR: dir.path, DATABASE_URL: databaseUrl });
  cleanups.push(async () => {
    server.child.kill('SIGKILL');
    await server.exited;
    await dir.remove();
  });
  return server;
}

/** An answer is acceptable during a fault when it is a success or the 503 envelope, never a 500 or a dropped connection. */
function expectSuccessOr503(answers: { status: number; error?: string }[]) {
  const bad = answers.filter((a) => !(a.status < 300 || (a.status === 503 && a.error === 'UNAVAILABLE')));
  expect(bad).toEqual([]);
}

describe('losing the PostgreSQL connections', () => {
  it('pg_terminate_backend during a burst: the process lives, acknowledged writes are kept, the next requests succeed', async () => {
    const database = await tempDatabase();
    cleanups.push(database.drop);
    const server = await withServer(database.url);
    const token = await adminToken(server);
    const killer = new pg.Client(database.url);
    await killer.connect();
    cleanups.push(() => killer.end());
    const name = new URL(database.url).pathname.slice(1);

    const acknowledged: string[] = [];
    const answers: { status: number; error?: string }[] = [];
    const burst = Array.from({ length: 120 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 5));
      const r =
        i % 3 === 0
          ? await json(`${server.url}/api/ads`, { body: { ...AD, title: `${AD.title} ${i}` }, token })
          : await json(`${server.url}/api/ads?limit=5`);
      answers.push({ status: r.status, error: r.body.error });
      if (r.status === 201) acknowledged.push((r.body.data as { id: string }).id);
    });
    // Terminate every backend of the app while the burst runs, three times: what a restart or fail-over does.
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 150));
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
    }
    await Promise.all(burst);

    expect(server.child.exitCode, server.output()).toBeNull();
    // The fault reached the server: pooled connections died under it and were replaced.
    expect(server.output()).toContain('a database connection was lost');
    expectSuccessOr503(answers);
    await waitFor(server, '/api/ready', 15_000);
    // Every write that was answered 201 is there.
    const mine = await json(`${server.url}/api/ads/mine`, { token });
    const stored = new Set((mine.body.data as { id: string }[]).map((a) => a.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect((await json(`${server.url}/api/ads?limit=5`)).status).toBe(200);
  });

  it('while the database is unreachable /api/ready and the API answer 503, /api/health stays 200, and all recover when it is back', async () => {
    const database = await tempDatabase();
    cleanups.push(database.drop);
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(proxy.close);
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const server = await withServer(viaProxy.toString());
    expect((await json(`${server.url}/api/ready`)).status).toBe(200);

    proxy.cut();
    const ready = await explained(server, json(`${server.url}/api/ready`));
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ statusCode: 503, error: 'UNAVAILABLE' });
    expect((await explained(server, json(`${server.url}/api/health`))).status).toBe(200);
    const list = await explained(server, json(`${server.url}/api/ads`));
    expect(list.status).toBe(503);
    expect(list.body).toMatchObject({ statusCode: 503, error: 'UNAVAILABLE', message: expect.any(String) });
    expect(list.headers.get('retry-after')).toBeTruthy();

    proxy.restore();
    await waitFor(server, '/api/ready', 15_000);
    expect((await json(`${server.url}/api/ads`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
