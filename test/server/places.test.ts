import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGeoNames } from '../../server/search/adapters/importGeoNames';
import { call, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('importing GeoNames postal codes', () => {
  it('reads the real file format, skips lines that are no place, and makes the places searchable', async () => {
    const result = await importGeoNames(
      path.resolve(import.meta.dirname, '../fixtures/geonames-DE.txt'),
      server.services.uow.repos.places,
    );
    expect(result).toEqual({ imported: 7, skipped: 2 });
    const found = (q: string) =>
      call(server.app, 'GET', `/api/places?q=${encodeURIComponent(q)}`).then(
        (r) => r.body.data as { postalCode: string; name: string; country: string }[],
      );
    expect(await found('Muen')).toEqual([
      expect.objectContaining({ postalCode: '80331', name: 'München', country: 'DE' }),
    ]);
    expect((await found('Zue')).map((p) => p.country)).toEqual(['CH']);
    expect((await found('101')).map((p) => p.name)).toEqual(['Wien, Innere Stadt', 'Berlin']);
    expect((await found('1011')).map((p) => p.name)).toEqual(['Berlin']);
    // Spaces around are what a person types by the way; spaces only are no question.
    expect((await found('  Muen ')).map((p) => p.name)).toEqual(['München']);
    expect(await found('   ')).toEqual([]);
  });

  it('refuses a question longer than 80 characters and a limit outside 1 to 20', async () => {
    const asked = (query: string) => call(server.app, 'GET', `/api/places?${query}`);
    expect((await asked(`q=${'B'.repeat(80)}`)).status).toBe(200);
    for (const query of [`q=${'B'.repeat(81)}`, 'q=Ber&limit=0', 'q=Ber&limit=21']) {
      const refused = await asked(query);
      expect([query, refused.status, refused.body.error]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect((await asked('q=Ber&limit=20')).status).toBe(200);
  });

  it('importing the same file again updates, it does not duplicate', async () => {
    await importGeoNames(
      path.resolve(import.meta.dirname, '../fixtures/geonames-DE.txt'),
      server.services.uow.repos.places,
    );
    expect(await server.services.uow.repos.places.count()).toBe(7);
  });

  it('an ad is placed at its postal code, rounded to about 200 m', async () => {
    const place = await server.services.search.locator.locate({
      postalCode: '80331',
      city: 'München',
      street: null,
      showExactAddress: false,
    });
    expect(place).toEqual({ latitude: 48.134, longitude: 11.571 });
  });
});
