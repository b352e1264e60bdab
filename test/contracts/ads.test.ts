import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { AdsApiHttp } from '../../src/infrastructure/http/AdsApiHttp';
import { AdsApiInMemory } from '../fakes/AdsApiInMemory';
import { upload } from '../server/helpers';
import { adsApiContract } from './adsApi.contract';
import { startHttpWorld, type HttpWorld } from './httpWorld';

let world: HttpWorld;
let photo: Buffer;
beforeAll(async () => {
  world = await startHttpWorld();
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c8b89a' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => world.server.close());

adsApiContract('in memory (test/fakes)', async () => {
  const api = new AdsApiInMemory();
  return {
    api,
    grant: async (packageId, credits) => void api.creditBalances.push({ packageId, credits }),
    addPhoto: async (adId) => void (await api.uploadImage(adId, new Blob(['x']), () => undefined)),
  };
});

adsApiContract('HTTP adapter against the server', async () => {
  const seller = await world.person();
  const { http, signIn } = world.client();
  signIn(seller.token);
  return {
    api: new AdsApiHttp(http),
    grant: (packageId, credits) =>
      world.server.services.uow.repos.ledger.append({ userId: seller.id, packageId, amount: credits, reason: 'grant' }),
    addPhoto: async (adId) => void (await upload(world.server.app, seller.token, adId, photo)),
  };
});
