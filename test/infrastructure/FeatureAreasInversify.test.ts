import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { FeatureArea } from '../../src/application/shared/ports';
import {
  FeatureAreasInversify,
  type AreaModuleLoaders,
} from '../../src/infrastructure/container/FeatureAreasInversify';
import { createContainer } from '../../src/infrastructure/container/createContainer';
import { FEATURE_AREAS, FeatureAreas } from '../../src/application/shared/ports';
import { Login } from '../../src/application/auth/Login';
import { PurchasePackage } from '../../src/application/payments/PurchasePackage';
import { SearchAds } from '../../src/application/ads/SearchAds';

const token = (area: FeatureArea) => Symbol.for(`probe:${area}`);

/** Loaders that bind one probe value per area and count how often each area's chunk was fetched. */
function countingLoaders(fail: Set<FeatureArea> = new Set()) {
  const fetched: Record<string, number> = {};
  const loaders = Object.fromEntries(
    FEATURE_AREAS.map((area) => [
      area,
      async () => {
        fetched[area] = (fetched[area] ?? 0) + 1;
        if (fail.has(area)) throw new TypeError('Failed to fetch dynamically imported module');
        return new ContainerModule(({ bind }) => {
          bind(token(area)).toConstantValue(`${area} ready`);
        });
      },
    ]),
  ) as AreaModuleLoaders;
  return { loaders, fetched };
}

describe('FeatureAreasInversify', () => {
  it('binds an area on its first load and reports it loaded', async () => {
    const container = new Container();
    const { loaders } = countingLoaders();
    const areas = new FeatureAreasInversify(container, loaders);
    expect(areas.isLoaded(['admin'])).toBe(false);
    expect(container.isBound(token('admin'))).toBe(false);
    await areas.load(['admin']);
    expect(areas.isLoaded(['admin'])).toBe(true);
    expect(areas.isLoaded(['admin', 'payments'])).toBe(false);
    expect(container.get(token('admin'))).toBe('admin ready');
  });

  it('fetches each area once, however many screens ask at once or later', async () => {
    const container = new Container();
    const { loaders, fetched } = countingLoaders();
    const areas = new FeatureAreasInversify(container, loaders);
    const first = areas.load(['ads', 'payments']);
    expect(areas.load(['payments', 'ads'])).toBe(first);
    await Promise.all([first, areas.load(['ads']), areas.load(['payments'])]);
    await areas.load(['ads', 'payments', 'account']);
    expect(fetched).toEqual({ ads: 1, payments: 1, account: 1 });
    expect(container.get(token('ads'))).toBe('ads ready');
  });

  it('a failed chunk rejects, binds nothing, and answers the same rejected promise again (a reload retries)', async () => {
    const container = new Container();
    const { loaders, fetched } = countingLoaders(new Set(['payments']));
    const areas = new FeatureAreasInversify(container, loaders);
    const first = areas.load(['payments']);
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(areas.isLoaded(['payments'])).toBe(false);
    expect(container.isBound(token('payments'))).toBe(false);
    // React's use() re-renders the suspended view and must get this very promise to show the error, not refetch.
    expect(areas.load(['payments'])).toBe(first);
    expect(fetched.payments).toBe(1);
    await areas.load(['admin']);
    expect(container.get(token('admin'))).toBe('admin ready');
  });
});

describe('the composition root', () => {
  it('binds what the landing page needs at once and every other use case through its area', async () => {
    const container = createContainer({
      config: {
        apiBaseUrl: '/api',
        stripePublicKey: 'pk_test',
        usersPerPage: 10,
        firebase: null,
        demo: { payments: false, mail: false },
        map: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
        moderation: false,
        pushPublicKey: null,
      },
      storage: window.localStorage,
    });
    expect(container.get(SearchAds)).toBeInstanceOf(SearchAds);
    // Not bound yet: the autobinding container cannot build a use case without its ports.
    expect(() => container.get(Login)).toThrow();
    expect(() => container.get(PurchasePackage)).toThrow();
    await container.get(FeatureAreas).load(FEATURE_AREAS);
    expect(container.get(Login)).toBeInstanceOf(Login);
    expect(container.get(PurchasePackage)).toBeInstanceOf(PurchasePackage);
  });
});
