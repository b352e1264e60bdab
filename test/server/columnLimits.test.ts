import { describe, expect, it } from 'vitest';
import { AD_LIMITS } from '../../src/domain/adValidation';
import { call, registration, validAd } from './helpers';
import { fingerprint, server, theDraft, userToken, withFuzzServer } from './fuzzKit';

// Numbers, dates and text past what the columns hold: each once reached the database and answered 500.
withFuzzServer();

describe('numbers and dates past what the columns hold (each once answered 500)', () => {
  it.each([
    '/api/ads?minPrice=2147483648',
    '/api/ads?maxPrice=2147483648',
    '/api/ads?minPrice=9007199254740993',
    '/api/ads?minArea=1e20',
  ])('%s is a 400 naming the field', async (url) => {
    const { status, body } = await call(server.app, 'GET', url);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toMatch(/minPrice|maxPrice|minArea/);
  });

  it.each([
    ['a huge price', [1e20, '00000000-0000-4000-8000-000000000000'], 'price_asc'],
    ['a huge negative price', [-1e20, '00000000-0000-4000-8000-000000000000'], 'price_desc'],
    ['an impossible date', ['0000-01-01T00:00:00Z', '00000000-0000-4000-8000-000000000000'], 'newest'],
    ['a value of the wrong kind', [{ a: 1 }, '00000000-0000-4000-8000-000000000000'], 'newest'],
  ])('a crafted cursor with %s is a 400, not a 500', async (_case, content, sort) => {
    const cursor = Buffer.from(JSON.stringify(content)).toString('base64url');
    const { status, body } = await call(server.app, 'GET', `/api/ads?sort=${sort}&cursor=${cursor}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe('cursor');
  });

  it('a cursor the server handed out still works', async () => {
    const adId = await theDraft();
    await call(server.app, 'POST', `/api/ads/${adId}/publish`, { token: userToken });
    const first = await call(server.app, 'GET', '/api/ads?limit=1&sort=price_asc');
    expect(first.status).toBe(200);
  });

  it.each([
    ['livingArea', 1_000_000],
    ['livingArea', 1e20],
    ['plotArea', 1e20],
    ['priceCents', 2 ** 31],
    ['rooms', 1000],
    ['yearBuilt', 2 ** 31],
    ['floor', 2 ** 31],
    ['availableFrom', '2024-02-30'],
    ['availableFrom', '0000-01-01'],
    ['availableFrom', '99999-12-31'],
    ['energyCertificate', { type: 'demand', kwhPerSqmYear: 1e20, carrier: 'gas', efficiencyClass: 'H' }],
  ])('an ad with %s = %j is a 400 naming the field and stores nothing', async (field, value) => {
    const before = await fingerprint();
    const { status, body } = await call(server.app, 'POST', '/api/ads', {
      token: userToken,
      body: validAd({ [field]: value }),
    });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field.split('.')[0])).toContain(field);
    expect(await fingerprint()).toBe(before);
  });

  it('every numeric field at its largest allowed value is stored and read back unchanged', async () => {
    const largest = {
      priceCents: AD_LIMITS.priceMaxCents,
      livingArea: AD_LIMITS.livingAreaMax,
      plotArea: AD_LIMITS.plotAreaMax,
      rooms: AD_LIMITS.roomsMax,
      floor: AD_LIMITS.floorMax,
      yearBuilt: new Date().getFullYear() + 5,
    };
    const { status, body } = await call(server.app, 'POST', '/api/ads', { token: userToken, body: validAd(largest) });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject(largest);
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each(['/api/ads?q=%00', '/api/ads?q=Wohnung%00Berlin', '/api/ads?city=%00'])(
    '%s is a 400 naming the field, not a 500',
    async (url) => {
      const { status, body } = await call(server.app, 'GET', url, {});
      expect(status).toBe(400);
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(/NUL/);
    },
  );

  it('a registration with a NUL in the name is refused and creates no account', async () => {
    const before = await fingerprint();
    const { status, body } = await call(server.app, 'POST', '/api/auth/register', {
      body: registration('nul@example.de', { name: 'Ma\u0000x' }),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'name', code: 'invalid' })]);
    expect(await fingerprint()).toBe(before);
  });

  it('a NUL in an ad title is refused and leaves the ad as it was', async () => {
    const adId = await theDraft();
    const before = await fingerprint();
    const { status, body } = await call(server.app, 'PATCH', `/api/ads/${adId}`, {
      token: userToken,
      body: { title: 'Helle\u0000Wohnung' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'title' })]);
    expect(await fingerprint()).toBe(before);
  });
});
