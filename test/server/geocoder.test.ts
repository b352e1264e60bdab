import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeCache } from '../../server/search/ports';
import { AdLocator } from '../../server/search/AdLocator';
import type { GeoPoint, PlaceRecord } from '../../server/search/domain/place';
import { GeocoderHttp } from '../../server/search/adapters/GeocoderHttp';

/** A geocoding service on localhost: answers like Nominatim or Photon, and records what it was asked and when. */
let stub: Server;
let base: string;
const asked: { q: string; at: number; agent: string }[] = [];
let format: 'nominatim' | 'photon' | 'down' = 'nominatim';

beforeAll(async () => {
  stub = createServer((req, res) => {
    const url = new URL(req.url!, 'http://stub');
    asked.push({ q: url.searchParams.get('q')!, at: Date.now(), agent: String(req.headers['user-agent']) });
    if (format === 'down') return void res.writeHead(503).end();
    const body =
      format === 'nominatim'
        ? url.searchParams.get('q')!.includes('Nirgendwo')
          ? []
          : [{ lat: '52.5405', lon: '13.4101', display_name: 'Kastanienallee 12, Berlin' }]
        : {
            type: 'FeatureCollection',
            features: [
              { geometry: { type: 'Point', coordinates: [11.5755, 48.1372] }, properties: { name: 'Marienplatz' } },
            ],
          };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/search`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

class CacheInMemory implements GeocodeCache {
  readonly entries = new Map<string, GeoPoint | null>();
  async get(query: string) {
    return this.entries.has(query) ? this.entries.get(query)! : undefined;
  }
  async put(query: string, point: GeoPoint | null) {
    this.entries.set(query, point);
  }
}

describe('the HTTP geocoder', () => {
  it('reads Nominatim and Photon answers, identifies itself, and asks each address once', async () => {
    asked.length = 0;
    const cache = new CacheInMemory();
    const geocoder = new GeocoderHttp(base, 'Inserat (https://inserat.example)', cache);
    format = 'nominatim';
    expect(await geocoder.geocode('Kastanienallee 12, 10435 Berlin')).toEqual({ lat: 52.5405, lon: 13.4101 });
    expect(await geocoder.geocode('  KASTANIENALLEE 12,  10435 berlin ')).toEqual({ lat: 52.5405, lon: 13.4101 });
    expect(await geocoder.geocode('Nirgendwo 1, 99999 Nirgendwo')).toBeNull();
    expect(await geocoder.geocode('Nirgendwo 1, 99999 Nirgendwo')).toBeNull();
    format = 'photon';
    expect(await geocoder.geocode('Marienplatz 1, 80331 München')).toEqual({ lat: 48.1372, lon: 11.5755 });
    expect(asked.map((a) => a.q)).toEqual([
      'Kastanienallee 12, 10435 Berlin',
      'Nirgendwo 1, 99999 Nirgendwo',
      'Marienplatz 1, 80331 München',
    ]);
    expect(asked.every((a) => a.agent === 'Inserat (https://inserat.example)')).toBe(true);
  });

  it("asks at most once a second (Nominatim's usage policy)", async () => {
    asked.length = 0;
    format = 'nominatim';
    const geocoder = new GeocoderHttp(base, 'Inserat test', new CacheInMemory());
    await Promise.all(
      ['A-Straße 1, Berlin', 'B-Straße 2, Berlin', 'C-Straße 3, Berlin'].map((q) => geocoder.geocode(q)),
    );
    const gaps = asked.slice(1).map((a, i) => a.at - asked[i]!.at);
    expect(gaps.every((gap) => gap >= 990)).toBe(true);
  });

  it('an ad shown with its exact address sits at the geocoded point; when the service is down, at its postal code', async () => {
    const place: PlaceRecord = {
      country: 'DE',
      postalCode: '10435',
      name: 'Prenzlauer Berg',
      city: 'Berlin',
      state: 'Berlin',
      lat: 52.539,
      lon: 13.424,
    };
    const places = {
      suggest: async () => [],
      findForAddress: async () => place,
      upsertMany: async () => 0,
      count: async () => 1,
    };
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    format = 'nominatim';
    const exact = new AdLocator({ places, geocoder: new GeocoderHttp(base, 'Inserat test', new CacheInMemory()), log });
    const address = { postalCode: '10435', city: 'Berlin', street: 'Kastanienallee 12', showExactAddress: true };
    const before = asked.length;
    expect(await exact.locate(address)).toEqual({ latitude: 52.5405, longitude: 13.4101 });
    expect(asked.slice(before).map((a) => a.q)).toEqual(['Kastanienallee 12, 10435 Berlin']);
    expect(await exact.locate({ ...address, showExactAddress: false })).toEqual({ latitude: 52.54, longitude: 13.425 });
    format = 'down';
    const fallback = new AdLocator({
      places,
      geocoder: new GeocoderHttp(base, 'Inserat test', new CacheInMemory()),
      log,
    });
    expect(await fallback.locate(address)).toEqual({ latitude: 52.54, longitude: 13.425 });
  });

  it('an ad whose postal code is not in the places table is placed where the service finds postal code and city, rounded', async () => {
    const places = {
      suggest: async () => [],
      findForAddress: async () => null,
      upsertMany: async () => 0,
      count: async () => 0,
    };
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    format = 'nominatim';
    const locator = new AdLocator({
      places,
      geocoder: new GeocoderHttp(base, 'Inserat test', new CacheInMemory()),
      log,
    });
    const before = asked.length;
    expect(
      await locator.locate({
        postalCode: '10435',
        city: 'Berlin',
        street: 'Kastanienallee 12',
        showExactAddress: false,
      }),
    ).toEqual({ latitude: 52.54, longitude: 13.41 });
    expect(asked.slice(before).map((a) => a.q)).toEqual(['10435 Berlin']);
  });
});
