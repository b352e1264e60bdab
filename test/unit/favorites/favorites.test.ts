import { describe, expect, it } from 'vitest';
import { SyncFavorites } from '../../../src/application/favorites/SyncFavorites';
import { ToggleFavorite } from '../../../src/application/favorites/ToggleFavorite';
import { LoadFavorites } from '../../../src/application/favorites/LoadFavorites';
import { SavedAdsMobx } from '../../../src/infrastructure/session/SavedAdsMobx';
import { LocalFavoritesLocalStorage } from '../../../src/infrastructure/storage/LocalFavoritesLocalStorage';
import { StorageInMemory } from '../../../src/infrastructure/storage/StorageInMemory';
import type { User } from '../../../src/domain/user';
import { priceChanged } from '../../../src/domain/favorite';
import { sampleAd } from '../../fakes/AdsApiInMemory';
import { FAVORITES_LIMIT, FavoritesApiInMemory } from '../../fakes/FavoritesApiInMemory';
import { RequestError } from '../../../src/application/shared/RequestError';
import { LoggerInMemory } from '../../fakes/LoggerInMemory';
import { SessionStateInMemory } from '../../fakes/SessionStateInMemory';
import { FavoritesCopyLocalStorage } from '../../../src/infrastructure/storage/FavoritesCopyLocalStorage';

const altbau = sampleAd({ id: 'ad-altbau', title: 'Altbau', priceCents: 90_000 });
const dach = sampleAd({ id: 'ad-dach', title: 'Dachgeschoss', priceCents: 120_000 });
const gone = sampleAd({ id: 'ad-weg', title: 'Schon vermietet', status: 'archived' });
const person = { id: 'u1', email: 'lea@example.de', name: 'Lea' } as User;

function setup() {
  const ads = [altbau, dach, gone];
  const api = new FavoritesApiInMemory(() => ads);
  const local = new LocalFavoritesLocalStorage(new StorageInMemory());
  const saved = new SavedAdsMobx();
  const session = new SessionStateInMemory();
  const logger = new LoggerInMemory();
  return {
    ads,
    api,
    local,
    saved,
    session,
    logger,
    toggle: new ToggleFavorite(api, local, saved, session),
    sync: new SyncFavorites(api, local, saved, session, logger),
  };
}

describe('ToggleFavorite', () => {
  it("a visitor's heart saves in this browser, not on the server; pressed again it takes the ad off", async () => {
    const { toggle, api, local, saved } = setup();
    expect(await toggle.execute(altbau.id)).toBe(true);
    expect(await toggle.execute(dach.id)).toBe(true);
    expect(local.ids()).toEqual([dach.id, altbau.id]);
    expect(saved.has(altbau.id)).toBe(true);
    expect(api.saves).toEqual([]);
    expect(await toggle.execute(altbau.id)).toBe(false);
    expect(local.ids()).toEqual([dach.id]);
    expect(saved.has(altbau.id)).toBe(false);
  });

  it("a signed-in person's heart saves in the account", async () => {
    const { toggle, api, local, session } = setup();
    session.set({ accessToken: 't', user: person });
    await toggle.execute(altbau.id);
    expect(api.entries.map((e) => e.adId)).toEqual([altbau.id]);
    expect(local.ids()).toEqual([]);
    await toggle.execute(altbau.id);
    expect(api.entries).toEqual([]);
  });

  it('a removal that fails shows the heart pressed again and passes the error on', async () => {
    const { toggle, api, saved, session } = setup();
    session.set({ accessToken: 't', user: person });
    await toggle.execute(altbau.id);
    api.failure = new RequestError('network', 'NETWORK_ERROR', 'Failed to fetch');
    await expect(toggle.execute(altbau.id)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(saved.has(altbau.id)).toBe(true);
  });

  it('a refused save is undone on screen and the error passed on', async () => {
    const { toggle, saved, session } = setup();
    session.set({ accessToken: 't', user: person });
    await expect(toggle.execute(gone.id)).rejects.toMatchObject({ code: 'AD_GONE' });
    expect(saved.has(gone.id)).toBe(false);
  });
});

describe('SyncFavorites', () => {
  it("moves a visitor's ads into the account at sign-in, oldest first, drops one that went offline or is unknown, and shows the account's list", async () => {
    const { toggle, sync, api, local, saved, session } = setup();
    await toggle.execute(altbau.id);
    await toggle.execute(gone.id);
    await toggle.execute('00000000-0000-4000-8000-00000000dead');
    await toggle.execute(dach.id);
    api.entries.push({
      adId: 'ad-older',
      savedPriceCents: null,
      savedAt: '2026-01-01T00:00:00.000Z',
      title: 'Vorher gemerkt',
      postalCode: '10115',
      city: 'Berlin',
    });
    session.set({ accessToken: 't', user: person });
    await sync.execute();
    expect(api.saves).toEqual([altbau.id, gone.id, '00000000-0000-4000-8000-00000000dead', dach.id]);
    expect(local.ids()).toEqual([]);
    expect(api.entries.map((e) => e.adId)).toEqual([dach.id, altbau.id, 'ad-older']);
    expect(saved.ids).toEqual([dach.id, altbau.id, 'ad-older']);
  });

  it('without the server keeps the browser list for the next sign-in and says so in the console only', async () => {
    const { toggle, sync, api, local, session, logger } = setup();
    await toggle.execute(altbau.id);
    api.failure = new RequestError('network', 'NETWORK_ERROR', 'Failed to fetch');
    session.set({ accessToken: 't', user: person });
    await expect(sync.execute()).resolves.toBeUndefined();
    expect(local.ids()).toEqual([altbau.id]);
    expect(logger.warnings).toEqual([['The Merkliste could not be synchronised', 'Failed to fetch']]);
  });

  it("drops an ad the account's full list cannot take, and moves the ones before it", async () => {
    const { toggle, sync, api, local, saved, session } = setup();
    await toggle.execute(altbau.id);
    api.entries = Array.from({ length: FAVORITES_LIMIT - 1 }, (_, i) => ({
      adId: `ad-${i}`,
      savedPriceCents: null,
      savedAt: '2026-01-01T00:00:00.000Z',
      title: `Anzeige ${i}`,
      postalCode: '10115',
      city: 'Berlin',
    }));
    await toggle.execute(dach.id);
    session.set({ accessToken: 't', user: person });
    await sync.execute();
    expect(local.ids()).toEqual([]);
    expect(saved.has(altbau.id)).toBe(true);
    expect(saved.has(dach.id)).toBe(false);
    expect(saved.ids).toHaveLength(FAVORITES_LIMIT);
  });

  it("shows no account's list when the person signed out while it loaded", async () => {
    const { sync, api, saved, session } = setup();
    await api.save(altbau.id);
    session.set({ accessToken: 't', user: person });
    const list = api.list.bind(api);
    api.list = async () => {
      const favorites = await list();
      session.clear();
      return favorites;
    };
    await sync.execute();
    expect(saved.has(altbau.id)).toBe(false);
  });

  it('after sign-out the hearts show the browser list again (empty once it moved into the account)', async () => {
    const { toggle, sync, saved, session } = setup();
    await toggle.execute(altbau.id);
    session.set({ accessToken: 't', user: person });
    await sync.execute();
    expect(saved.ids).toEqual([altbau.id]);
    session.clear();
    await sync.execute();
    expect(saved.ids).toEqual([]);
  });
});

describe('LoadFavorites and the list', () => {
  it('lists the saved ads, marks a price change and an ad that went offline', async () => {
    const { api, saved } = setup();
    api.entries = [
      {
        adId: altbau.id,
        savedPriceCents: 95_000,
        savedAt: '2026-11-01T10:00:00.000Z',
        title: altbau.title,
        postalCode: '10115',
        city: 'Berlin',
      },
      {
        adId: gone.id,
        savedPriceCents: 80_000,
        savedAt: '2026-10-01T10:00:00.000Z',
        title: gone.title,
        postalCode: '10115',
        city: 'Berlin',
      },
    ];
    const copy = new FavoritesCopyLocalStorage(new StorageInMemory());
    const { favorites: list, offlineSince } = await new LoadFavorites(api, saved, copy, { user: null }).execute();
    expect(offlineSince).toBeNull();
    expect(list.map((f) => [f.adId, f.available])).toEqual([
      [altbau.id, true],
      [gone.id, false],
    ]);
    expect(priceChanged(list[0]!)).toBe(true);
    expect(priceChanged(list[1]!)).toBe(false);
    expect(saved.ids).toEqual([altbau.id, gone.id]);
  });

  it('offline (no answer at all), the list as it was last loaded for this person, with when; else the failure', async () => {
    const { api, saved } = setup();
    api.entries = [
      {
        adId: altbau.id,
        savedPriceCents: 90_000,
        savedAt: '2026-11-01T10:00:00.000Z',
        title: 'Altbau',
        postalCode: '10115',
        city: 'Berlin',
      },
    ];
    const storage = new StorageInMemory();
    const copy = new FavoritesCopyLocalStorage(storage);
    const load = (user: User | null) =>
      new LoadFavorites(api, saved, copy, { user }, () => new Date('2026-12-01T14:05:00.000Z')).execute();
    const online = await load(person);
    api.failure = new RequestError('network', 'NETWORK_ERROR', 'offline');
    expect(await load(person)).toEqual({ favorites: online.favorites, offlineSince: '2026-12-01T14:05:00.000Z' });
    // Another person signed in on this browser never sees Lea's copy; an answer of the server is never replaced by it.
    await expect(load({ ...person, id: 'u2' })).rejects.toThrow('offline');
    api.failure = new RequestError('http', 'UNAUTHORIZED', 'signed out', 401);
    await expect(load(person)).rejects.toThrow('signed out');
  });

  it('marks no price change for the same price, or when the price at saving is unknown', () => {
    const favorite = {
      adId: altbau.id,
      savedAt: '2026-11-01T10:00:00.000Z',
      title: altbau.title,
      postalCode: '10115',
      city: 'Berlin',
      available: true,
      ad: altbau,
    };
    expect(priceChanged({ ...favorite, savedPriceCents: altbau.priceCents })).toBe(false);
    expect(priceChanged({ ...favorite, savedPriceCents: null })).toBe(false);
    expect(priceChanged({ ...favorite, savedPriceCents: altbau.priceCents! + 100 })).toBe(true);
  });
});

describe('LocalFavoritesLocalStorage', () => {
  it('reads a corrupt or foreign entry as an empty list', () => {
    const storage = new StorageInMemory();
    storage.setItem('inserat_favorites', '{"not":"a list"}');
    expect(new LocalFavoritesLocalStorage(storage).ids()).toEqual([]);
    storage.setItem('inserat_favorites', '["ok", 3, null, ""]');
    expect(new LocalFavoritesLocalStorage(storage).ids()).toEqual(['ok']);
  });
});
