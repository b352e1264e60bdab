import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toApiAd, toApiFavorite, toApiPackage, toApiUser } from '../../server/application/serialize';
import type { AdRecord } from '../../server/domain/ad';
import type { UserRecord } from '../../server/domain/user';
import { listenForMetrics } from '../../server/http/metricsServer';
import { Drain, gracefulShutdownPlugin } from '../../server/http/plugins/gracefulShutdown';
import { metricsPlugin } from '../../server/http/plugins/metrics';
import { openApiPlugin } from '../../server/http/plugins/openapi';
import { ok } from '../../server/http/reply';
import { countsAsView } from '../../server/http/viewCounting';
import { PrivateImageLinks } from '../../server/infrastructure/images/PrivateImageLinks';
import { ClockFake } from '../fakes/server/ClockFake';
import { ImageStorageFiles } from '../../server/infrastructure/images/ImageStorageFiles';
import { MetricsPrometheus } from '../../server/infrastructure/metrics/MetricsPrometheus';

/**
 * What every answer passes through besides the edges (httpEdges): the success envelope, the API's view of users, ads,
 * packages and Merkliste entries, view counting, metrics and the goodbye on shutdown. Small apps, no database.
 */

const metricsOf = () => new MetricsPrometheus({ jobsPending: async () => 0, databasePool: () => null });
const images = new ImageStorageFiles(
  path.join(os.tmpdir(), 'inserat-plumbing'),
  path.join(os.tmpdir(), 'inserat-plumbing-staging'),
  '/uploads',
  new PrivateImageLinks('plumbing-secret', new ClockFake(), '/uploads'),
);
const AT = new Date('2026-03-01T09:30:00.000Z');

const user: UserRecord = {
  id: 'u-1',
  name: 'Erika',
  lastname: 'Mustermann',
  email: 'erika@example.de',
  phoneNumber: '+49 30 1234567',
  phoneVerifiedAt: null,
  showPhone: false,
  img: null,
  role: 'USER',
  passwordHash: 'scrypt$secret',
  activated: true,
  blocked: false,
  tokenVersion: 7,
  language: 'de',
  notifyMessages: true,
  notifyReminders: true,
  newsletter: false,
  pendingEmail: 'neu@example.de',
  accountKind: 'private',
  trader: null,
  traderCertifiedAt: null,
  createdAt: AT,
};

function adRecord(overrides: Partial<AdRecord> = {}): AdRecord {
  return {
    id: 'ad-1',
    ownerId: 'u-1',
    title: 'Altbauwohnung mit Balkon',
    description: 'Hell und ruhig.',
    category: 'apartment_rent',
    priceCents: 100_000,
    priceType: 'fixed',
    serviceChargeCents: 20_000,
    heatingCostCents: 8_000,
    heatingIncluded: false,
    depositCents: 300_000,
    hoaFeeCents: null,
    commissionFree: true,
    commission: null,
    parkingPriceCents: null,
    propertyType: null,
    condition: null,
    heatingType: null,
    sellerType: 'private',
    street: 'Kastanienallee 12',
    showExactAddress: false,
    postalCode: '10435',
    city: 'Berlin',
    district: 'Prenzlauer Berg',
    latitude: 52.538,
    longitude: 13.41,
    pricePerSqmCents: 1_600,
    livingArea: 62.5,
    rooms: 2,
    plotArea: null,
    floor: 3,
    yearBuilt: 1905,
    availableFrom: '2026-04-01',
    features: ['balcony'],
    energyCertificate: null,
    status: 'active',
    rejectionReason: null,
    packageId: 'basis',
    durationDays: 30,
    featuredUntil: null,
    publishedAt: AT,
    expiresAt: new Date('2026-03-31T09:30:00.000Z'),
    pausedAt: null,
    createdAt: AT,
    updatedAt: AT,
    images: [
      {
        id: 'img-1',
        adId: 'ad-1',
        position: 0,
        storageKey: 'ads/ad-1/abc',
        width: 1600,
        height: 1200,
        widths: [480, 960, 1600],
      },
    ],
    ...overrides,
  };
}

describe('the success envelope', () => {
  it('is {statusCode, message, data}: 200 and OK unless the route says otherwise', async () => {
    const app = Fastify();
    app.get('/plain', async (_request, reply) => ok(reply, { id: 1 }));
    app.post('/made', async (_request, reply) => ok(reply, null, 'Ad created', 201));
    const plain = await app.inject('/plain');
    expect([plain.statusCode, plain.json()]).toEqual([200, { statusCode: 200, message: 'OK', data: { id: 1 } }]);
    const made = await app.inject({ method: 'POST', url: '/made' });
    expect([made.statusCode, made.json()]).toEqual([201, { statusCode: 201, message: 'Ad created', data: null }]);
    await app.close();
  });
});

describe('what the API shows of a record', () => {
  it('a user: the spec’s fields and role, never the password hash, the token version or a pending address', () => {
    expect(toApiUser(user)).toEqual({
      id: 'u-1',
      name: 'Erika',
      lastname: 'Mustermann',
      email: 'erika@example.de',
      phone_number: '+49 30 1234567',
      img: null,
      authId: { role: 'USER' },
      activated: true,
      blocked: false,
      createdAt: '2026-03-01T09:30:00.000Z',
    });
  });

  it('a package: names and descriptions in both languages, in euros', () => {
    const pkg = {
      id: 'premium',
      nameDe: 'Premium',
      nameEn: 'Premium',
      descriptionDe: '90 Tage, hervorgehoben',
      descriptionEn: '90 days, featured',
      priceCents: 2_999,
      currency: 'EUR',
      adCredits: 1,
      durationDays: 90,
      featured: true,
      maxImages: 30,
      active: true,
      sortOrder: 3,
    };
    expect(toApiPackage(pkg)).toEqual({
      id: 'premium',
      name: { de: 'Premium', en: 'Premium' },
      description: { de: '90 Tage, hervorgehoben', en: '90 days, featured' },
      priceCents: 2_999,
      currency: 'EUR',
      adCredits: 1,
      durationDays: 90,
      featured: true,
      maxImages: 30,
      active: true,
    });
  });

  it('an ad: the street only for its owner or when shown, the place with its precision, dates as ISO text, image addresses', () => {
    const ad = adRecord();
    const visitor = toApiAd(ad, images);
    expect(visitor.street).toBeNull();
    expect(toApiAd(ad, images, true).street).toBe('Kastanienallee 12');
    expect(toApiAd(adRecord({ showExactAddress: true }), images).street).toBe('Kastanienallee 12');
    expect(visitor.location).toEqual({ lat: 52.538, lon: 13.41, exact: false });
    expect(toApiAd(adRecord({ latitude: null }), images).location).toBeNull();
    expect(toApiAd(adRecord({ longitude: null }), images).location).toBeNull();
    expect(visitor.images).toEqual([
      { id: 'img-1', url: '/uploads/ads/ad-1/abc', width: 1600, height: 1200, position: 0, widths: [480, 960, 1600] },
    ]);
    expect(visitor).toMatchObject({
      publishedAt: '2026-03-01T09:30:00.000Z',
      expiresAt: '2026-03-31T09:30:00.000Z',
      createdAt: '2026-03-01T09:30:00.000Z',
      updatedAt: '2026-03-01T09:30:00.000Z',
      featuredUntil: null,
      pausedAt: null,
      status: 'active',
      packageId: 'basis',
      livingArea: 62.5,
      district: 'Prenzlauer Berg',
    });
    const paused = toApiAd(adRecord({ pausedAt: AT, featuredUntil: AT, publishedAt: null, expiresAt: null }), images);
    expect(paused).toMatchObject({
      pausedAt: '2026-03-01T09:30:00.000Z',
      featuredUntil: '2026-03-01T09:30:00.000Z',
      publishedAt: null,
      expiresAt: null,
    });
    expect(Object.keys(visitor)).not.toContain('durationDays');
  });

  it('a rent ad’s Warmmiete: rent, service charge and heating, or rent and service charge when heating is included', () => {
    const warm = (overrides: Partial<AdRecord>) => toApiAd(adRecord(overrides), images).warmRentCents;
    expect(warm({})).toBe(128_000);
    expect(warm({ heatingIncluded: true })).toBe(120_000);
    expect(warm({ heatingIncluded: true, heatingCostCents: null })).toBe(120_000);
    // Not stated, not guessed.
    expect(warm({ heatingCostCents: null })).toBeNull();
    expect(warm({ serviceChargeCents: null })).toBeNull();
    expect(warm({ priceCents: null, priceType: 'on_request' })).toBeNull();
    // A sale has no Warmmiete.
    expect(warm({ category: 'apartment_buy' })).toBeNull();
  });

  it('a Merkliste entry: an ad still online in full, one gone offline named by title and place only', () => {
    const entry = { adId: 'ad-1', savedPriceCents: 95_000, createdAt: AT };
    const online = toApiFavorite({ entry, ad: adRecord(), available: true }, images);
    expect(online).toMatchObject({
      adId: 'ad-1',
      savedAt: '2026-03-01T09:30:00.000Z',
      savedPriceCents: 95_000,
      available: true,
      title: 'Altbauwohnung mit Balkon',
      postalCode: '10435',
      city: 'Berlin',
    });
    expect(online.ad).toEqual(toApiAd(adRecord(), images));
    const gone = toApiFavorite({ entry, ad: adRecord({ status: 'archived' }), available: false }, images);
    expect(gone).toEqual({
      adId: 'ad-1',
      savedAt: '2026-03-01T09:30:00.000Z',
      savedPriceCents: 95_000,
      available: false,
      title: 'Altbauwohnung mit Balkon',
      postalCode: '10435',
      city: 'Berlin',
      ad: null,
    });
  });
});

describe('who counts as a view', () => {
  const seenBy = (userAgent?: string) =>
    countsAsView({ headers: userAgent === undefined ? {} : { 'user-agent': userAgent } } as FastifyRequest);

  it('people in a browser, and a request without a User-Agent, but no crawler or link preview', () => {
    expect(
      seenBy(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
      ),
    ).toBe(true);
    expect(seenBy('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(true);
    expect(seenBy()).toBe(true);
    for (const crawler of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'Embedly/0.2',
      'LinkPreview/1.0',
      'Some-Spider/3.0',
      'SiteCrawler/1.0',
    ]) {
      expect(seenBy(crawler), crawler).toBe(false);
    }
  });
});

describe('metrics', () => {
  it('on the main port, only for a scraper holding METRICS_TOKEN; requests are timed by route pattern', async () => {
    const metrics = metricsOf();
    const app = Fastify();
    await app.register(metricsPlugin, { metrics, token: 'geheimes-token' });
    app.get('/ads/:id', async () => ({ ok: true }));
    try {
      await app.inject('/ads/1');
      await app.inject('/ads/2');
      await app.inject('/nirgends');
      const scrape = (authorization?: string) =>
        app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      for (const refused of [
        undefined,
        'Bearer falsches-token',
        'Bearer geheimes-token-',
        'bearer geheimes-token',
        'Basic geheimes-token',
      ]) {
        const answer = await scrape(refused);
        expect([answer.statusCode, answer.headers['www-authenticate']], String(refused)).toEqual([401, 'Bearer']);
        expect(answer.json(), String(refused)).toEqual({
          statusCode: 401,
          error: 'UNAUTHORIZED',
          message: 'Metrics need the METRICS_TOKEN',
          requestId: expect.any(String),
        });
      }
      const scraped = await scrape('Bearer geheimes-token');
      expect(scraped.statusCode).toBe(200);
      expect(scraped.headers['cache-control']).toBe('no-store');
      expect(scraped.headers['content-type']).toContain('text/plain');
      expect(scraped.body).toContain(
        'http_request_duration_seconds_count{app="inserat",method="GET",route="/ads/:id",status_code="200"} 2',
      );
      expect(scraped.body).toContain(
        'http_request_duration_seconds_count{app="inserat",method="GET",route="unmatched",status_code="404"} 1',
      );
      expect(scraped.body).not.toContain('/ads/1');
      // In seconds, as Prometheus expects: three quick answers take well under ten.
      const seconds = Number(
        /http_request_duration_seconds_sum\{app="inserat",method="GET",route="\/ads\/:id",status_code="200"\} (\S+)/.exec(
          scraped.body,
        )?.[1],
      );
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThan(10);
    } finally {
      await app.close();
    }
  });

  it('the scraper’s route is not in the OpenAPI document', async () => {
    const app = Fastify();
    await app.register(openApiPlugin);
    await app.register(metricsPlugin, { metrics: metricsOf(), token: 'geheimes-token' });
    app.get('/ads', async () => []);
    try {
      await app.ready();
      expect(Object.keys((app.swagger() as { paths: object }).paths)).toEqual(['/ads']);
    } finally {
      await app.close();
    }
  });

  it('without METRICS_TOKEN the main port has no /metrics', async () => {
    const app = Fastify();
    await app.register(metricsPlugin, { metrics: metricsOf(), token: null });
    try {
      expect((await app.inject('/metrics')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('METRICS_PORT serves /metrics without a token and /health, nothing else', async () => {
    const server = await listenForMetrics(metricsOf(), 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const scraped = await fetch(`${base}/metrics?debug=1`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('cache-control')).toBe('no-store');
      expect(await scraped.text()).toContain('http_request_duration_seconds');
      const health = await fetch(`${base}/health`);
      expect([health.status, health.headers.get('content-type'), await health.json()]).toEqual([
        200,
        'application/json',
        { status: 'ok' },
      ]);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${base}/health`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${base}/healthz`)).status).toBe(404);
      // A port already taken is an error at start, not a silent metrics outage.
      await expect(
        listenForMetrics(metricsOf(), (server.address() as AddressInfo).port, '127.0.0.1'),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('shutting down', () => {
  it('an answer still being written while the server closes says Connection: close; answers before do not', async () => {
    const app = Fastify();
    await app.register(gracefulShutdownPlugin, { drain: new Drain() });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    app.get('/quick', async () => ({ ok: true }));
    app.get('/slow', async () => {
      started();
      await released;
      return { ok: true };
    });
    expect((await app.inject('/quick')).headers.connection).not.toBe('close');
    const slow = app.inject('/slow');
    await running;
    const closed = app.close();
    // preClose has run once close() has begun; the answer is written after it.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await slow).headers.connection).toBe('close');
    await closed;
  });

  it('while draining, answers say Connection: close and the readiness check fails; before, neither', async () => {
    const app = Fastify();
    const drain = new Drain();
    await app.register(gracefulShutdownPlugin, { drain });
    app.get('/quick', async () => ({ ok: true }));
    await expect(drain.check()).resolves.toBeUndefined();
    expect((await app.inject('/quick')).headers.connection).not.toBe('close');
    drain.start();
    await expect(drain.check()).rejects.toThrow('shutting down');
    const answer = await app.inject('/quick');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.connection).toBe('close');
    await app.close();
  });
});
