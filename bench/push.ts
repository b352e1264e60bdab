/**
 * Push alerts within a minute (issue 46): 1,000 people with an instant saved search and a device each, 100 of them
 * searching the city an ad is published in. From `POST /api/ads/:id/publish` to each of the 100 pushes arriving at the
 * local push service (which verifies the VAPID token and decrypts each push, as a push service and a browser would):
 * budget p95 ≤ 60 s, on PGlite and on PostgreSQL. The 900 others must get nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { buildServer } from '../server/app';
import { loadServerConfig } from '../server/config';
import { startPushService } from '../test/support/pushService';
import { percentile, type Report } from './report';

const PEOPLE = 1000;
const MATCHING = 100;
const CITIES = ['Erfurt', 'Jena', 'Weimar', 'Eisenach', 'Suhl', 'Gera', 'Nordhausen', 'Ilmenau', 'Sonneberg'];

async function leg(report: Report, name: 'PGlite' | 'PostgreSQL', databaseUrl: string | null): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-bench-push-'));
  const schemaName = databaseUrl ? `bench_push_${randomBytes(4).toString('hex')}` : undefined;
  const service = await startPushService();
  const config = await loadServerConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { seedDemoData: false, clientDir: null },
  );
  const { app, services } = await buildServer(config, { schemaName, mailer: { send: async () => undefined } });
  try {
    const { repos } = services.uow;
    const now = new Date();
    const endpoints: { endpoint: string; matching: boolean }[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const user = await repos.users.create({
        name: `Person${i}`,
        lastname: 'Bench',
        email: `push-${i}@bench.test`,
        phoneNumber: null,
        img: null,
        role: 'USER',
        passwordHash: null,
        activated: true,
        language: 'de',
      });
      const session = await repos.sessions.create({
        userId: user.id,
        userAgent: 'bench',
        now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
      const device = service.subscription();
      await repos.push.saveSubscription({
        userId: user.id,
        sessionId: session.id,
        endpoint: device.endpoint,
        ...device.keys,
        browser: 'Chrome',
        os: 'Android',
        now,
      });
      const matching = i < MATCHING;
      const city = matching ? 'Gotha' : CITIES[i % CITIES.length]!;
      await repos.savedSearches.create({
        userId: user.id,
        name: `Sofort ${city}`,
        filters: { city },
        query: `where=${city}`,
        frequency: 'instant',
        now: new Date(now.getTime() - 3_600_000),
      });
      endpoints.push({ endpoint: device.endpoint, matching });
    }
    const seller = await repos.users.create({
      name: 'Sara',
      lastname: 'Seller',
      email: 'seller@bench.test',
      phoneNumber: null,
      img: null,
      role: 'USER',
      passwordHash: await services.accounts.hasher.hash('seller-password-1'),
      activated: true,
      language: 'de',
    });
    await repos.ledger.append({ userId: seller.id, packageId: 'basis', amount: 1, reason: 'grant' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller.email, password: 'seller-password-1' },
    });
    const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const draft = await app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: auth,
      payload: {
        title: 'Frisch in Gotha: 3 Zimmer mit Balkon',
        description: 'Helle Wohnung mit Balkon und Einbauküche, ruhig gelegen, nahe am Schlosspark.',
        category: 'apartment_rent',
        priceCents: 85_000,
        priceType: 'fixed',
        postalCode: '99867',
        city: 'Gotha',
        livingArea: 72,
        rooms: 3,
      },
    });
    const adId = (draft.json() as { data: { id: string } }).data.id;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b8a48c' } })
      .jpeg()
      .toBuffer();
    const boundary = '----bench';
    await app.inject({
      method: 'POST',
      url: `/api/ads/${adId}/images`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n`),
        Buffer.from('Content-Type: image/jpeg\r\n\r\n'),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const published = Date.now();
    const answer = await app.inject({ method: 'POST', url: `/api/ads/${adId}/publish`, headers: auth, payload: {} });
    if (answer.statusCode !== 200) throw new Error(`publish answered ${answer.statusCode}: ${answer.body}`);
    const matching = endpoints.filter((e) => e.matching);
    const arrivals = await Promise.all(
      matching.map((e) =>
        service.waitFor(e.endpoint, 1, 120_000).then(
          ([push]) => push!.arrivedAt - published,
          () => Number.NaN,
        ),
      ),
    );
    const arrived = arrivals.filter((ms) => !Number.isNaN(ms));
    const strays = endpoints.filter((e) => !e.matching && service.to(e.endpoint).length > 0).length;
    const p95 = percentile(arrived, 95);
    report(
      `push of an instant saved-search match, ${name}: publish → push arrived (${PEOPLE} instant searches, ${MATCHING} matching)`,
      `${arrived.length} of ${MATCHING} arrived, median ${(percentile(arrived, 50) / 1000).toFixed(1)} s, p95 ${(p95 / 1000).toFixed(1)} s, last ${(Math.max(...arrived) / 1000).toFixed(1)} s; ${strays} to people it did not match; ${service.rejected.length} refused by the push service`,
      'p95 ≤ 60 s, every match, nobody else',
      arrived.length === MATCHING && p95 <= 60_000 && strays === 0 && service.rejected.length === 0,
    );
  } finally {
    await app.close();
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
    if (schemaName && databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        `DROP SCHEMA IF EXISTS "${schemaName}" CASCADE; DROP SCHEMA IF EXISTS "${schemaName}_jobs" CASCADE`,
      );
      await client.end();
    }
  }
}

export async function pushAlerts(report: Report): Promise<void> {
  await leg(report, 'PGlite', null);
  await leg(report, 'PostgreSQL', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
}
