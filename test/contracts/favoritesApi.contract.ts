import { describe, expect, it } from 'vitest';
import type { FavoritesApi } from '../../src/application/favorites/ports';
import { code } from './code';

export interface FavoritesWorld {
  /** The port as a signed-in person uses it. */
  api: FavoritesApi;
  /** An ad visitors can see now, with its title. */
  liveAd(): Promise<{ id: string; title: string }>;
  takeOffline(adId: string): Promise<void>;
}

/** The Merkliste as the server keeps it: one suite, run against the fake and against the HTTP adapter. */
export function favoritesApiContract(name: string, world: () => Promise<FavoritesWorld>) {
  describe(`FavoritesApi contract: ${name}`, () => {
    it('saving and removing are idempotent; the list shows the ad while it is live and keeps it named once it is not', async () => {
      const { api, liveAd, takeOffline } = await world();
      const ad = await liveAd();
      await api.save(ad.id);
      await api.save(ad.id);
      const [saved, ...rest] = await api.list();
      expect(rest).toEqual([]);
      expect(saved).toMatchObject({ adId: ad.id, title: ad.title, available: true, ad: { id: ad.id } });
      await takeOffline(ad.id);
      expect((await api.list())[0]).toMatchObject({ adId: ad.id, title: ad.title, available: false, ad: null });
      await api.remove(ad.id);
      await api.remove(ad.id);
      expect(await api.list()).toEqual([]);
    });

    it('an ad that was online and went offline cannot be saved anew: it is gone, not unknown', async () => {
      const { api, liveAd, takeOffline } = await world();
      const ad = await liveAd();
      await takeOffline(ad.id);
      expect(await code(api.save(ad.id))).toBe('AD_GONE');
      expect(await api.list()).toEqual([]);
    });

    it('an ad visitors cannot see cannot be saved', async () => {
      const { api } = await world();
      expect(await code(api.save('00000000-0000-4000-8000-00000000dead'))).toBe('NOT_FOUND');
      expect(await api.list()).toEqual([]);
    });
  });
}
