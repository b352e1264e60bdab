import { afterAll, beforeAll } from 'vitest';
import { FavoritesApiHttp } from '../../src/infrastructure/http/FavoritesApiHttp';
import { MessagesApiHttp } from '../../src/infrastructure/http/MessagesApiHttp';
import { PackagesApiHttp } from '../../src/infrastructure/http/PackagesApiHttp';
import { PaymentsApiHttp } from '../../src/infrastructure/http/PaymentsApiHttp';
import { ProfileApiHttp } from '../../src/infrastructure/http/ProfileApiHttp';
import { SavedSearchesApiHttp } from '../../src/infrastructure/http/SavedSearchesApiHttp';
import { sampleAd } from '../fakes/AdsApiInMemory';
import { FavoritesApiInMemory } from '../fakes/FavoritesApiInMemory';
import { MessagesApiInMemory } from '../fakes/MessagesApiInMemory';
import { PackagesApiInMemory } from '../fakes/PackagesApiInMemory';
import { PaymentsApiInMemory } from '../fakes/PaymentsApiInMemory';
import { ProfileApiInMemory } from '../fakes/ProfileApiInMemory';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';
import { SavedSearchesApiInMemory } from '../fakes/SavedSearchesApiInMemory';
import { publishedAd } from '../server/helpers';
import { favoritesApiContract } from './favoritesApi.contract';
import { messagesApiContract } from './messagesApi.contract';
import { paymentsApiContract } from './paymentsApi.contract';
import { savedSearchesApiContract } from './savedSearchesApi.contract';
import { startupContract } from './startup.contract';
import { startHttpWorld, type HttpWorld } from './httpWorld';
import type { Ad } from '../../src/domain/ad';

let world: HttpWorld;
beforeAll(async () => {
  world = await startHttpWorld();
});
afterAll(() => world.server.close());

/** A signed-in person's client, and a seller with a live ad (first name Erika). */
async function signedIn() {
  const person = await world.person('Paul');
  const { http, signIn } = world.client();
  signIn(person.token);
  return http;
}
async function sellersLiveAd(): Promise<Ad> {
  return publishedAd(world.server, await world.person('Erika'));
}

favoritesApiContract('in memory (test/fakes)', async () => {
  const ads: Ad[] = [];
  return {
    api: new FavoritesApiInMemory(() => ads),
    liveAd: async () => {
      const ad = sampleAd({ status: 'active' });
      ads.push(ad);
      return ad;
    },
    takeOffline: async (id) => void (ads.find((a) => a.id === id)!.status = 'archived'),
  };
});
favoritesApiContract('HTTP adapter against the server', async () => ({
  api: new FavoritesApiHttp(await signedIn()),
  liveAd: sellersLiveAd,
  takeOffline: (id) =>
    world.server.services.uow.repos.ads
      .update(id, { status: 'archived' })
      .then(() => world.server.services.ads.readAd.publicAds.clear()),
}));

savedSearchesApiContract('in memory (test/fakes)', async () => ({ api: new SavedSearchesApiInMemory() }));
savedSearchesApiContract('HTTP adapter against the server', async () => ({
  api: new SavedSearchesApiHttp(await signedIn()),
}));

messagesApiContract('in memory (test/fakes)', async () => {
  const ads: Ad[] = [];
  return {
    api: new MessagesApiInMemory(() => ads),
    sellersAd: async () => {
      const ad = sampleAd({ status: 'active', ownerId: 'seller' });
      ads.push(ad);
      return ad;
    },
  };
});
messagesApiContract('HTTP adapter against the server', async () => ({
  api: new MessagesApiHttp(await signedIn()),
  sellersAd: sellersLiveAd,
}));

paymentsApiContract('in memory (test/fakes)', async () => ({ api: new PaymentsApiInMemory() }));
paymentsApiContract('HTTP adapter against the server', async () => ({ api: new PaymentsApiHttp(await signedIn()) }));

startupContract('in memory (test/fakes)', async () => {
  const profile = new ProfileApiInMemory();
  return {
    profile,
    packages: new PackagesApiInMemory(),
    validToken: async () => {
      const user = new AuthApiInMemory().addAccount('start@example.de', 'start-password-1');
      profile.validTokens.set('valid-token', user);
      return { token: 'valid-token', email: user.email };
    },
  };
});
startupContract('HTTP adapter against the server', async () => {
  const { http } = world.client();
  return { profile: new ProfileApiHttp(http), packages: new PackagesApiHttp(http), validToken: () => world.person() };
});
