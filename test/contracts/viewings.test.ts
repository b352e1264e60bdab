import { afterAll, beforeAll } from 'vitest';
import { ViewingsApiHttp } from '../../src/infrastructure/http/ViewingsApiHttp';
import { ViewingsWorldInMemory } from '../fakes/ViewingsApiInMemory';
import { call, publishedAd } from '../server/helpers';
import { startHttpWorld, type HttpWorld } from './httpWorld';
import { viewingsApiContract } from './viewingsApi.contract';

let world: HttpWorld;
beforeAll(async () => {
  world = await startHttpWorld();
});
afterAll(() => world.server.close());

viewingsApiContract('in memory (test/fakes)', async () => {
  const viewings = new ViewingsWorldInMemory();
  return {
    landlord: viewings.as('landlord'),
    seeker: viewings.as('seeker-1'),
    adId: viewings.adId,
    seekerId: 'seeker-1',
  };
});

viewingsApiContract('HTTP adapter against the server', async () => {
  const owner = await world.person('Lena');
  const enquirer = await world.person('Anna');
  const ad = await publishedAd(world.server, owner);
  await call(world.server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
    token: enquirer.token,
    body: { body: 'Ist die Wohnung noch frei?' },
  });
  const as = (token: string) => {
    const { http, signIn } = world.client();
    signIn(token);
    return new ViewingsApiHttp(http);
  };
  return { landlord: as(owner.token), seeker: as(enquirer.token), adId: ad.id, seekerId: enquirer.id };
});
