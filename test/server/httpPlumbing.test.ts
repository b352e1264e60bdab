import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { toApiAd } from '../../server/ads/ports';
import { toApiFavorite } from '../../server/favorites/ports';
import { toApiPackage } from '../../server/packages/ports';
import { toApiUser } from '../../server/accounts/ports';
import type { AdRecord } from '../../server/ads/domain/ad';
import { ok } from '../../server/platform/http/reply';
import { countsAsView } from '../../server/ads/http/viewCounting';
import { images, AT, user, adRecord } from './plumbingRecords';

/**
 * What every answer passes through besides the edges (httpEdges): the success envelope, the API's view of users, ads,
 * packages and Merkliste entries, and view counting (metrics and the goodbye on shutdown: metricsAndShutdown.test.ts). Small apps, no database.
 */

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
