import { afterAll, beforeAll } from 'vitest';
import { ApplicationsApiHttp } from '../../src/infrastructure/http/ApplicationsApiHttp';
import { ApplicationsApiInMemory } from '../fakes/ApplicationsApiInMemory';
import { call, publishedAd } from '../server/helpers';
import { payslipPdf, uploadDocument } from '../server/applicationsWorld';
import { startHttpWorld, type HttpWorld } from './httpWorld';
import { applicationsApiContract } from './applicationsApi.contract';

let world: HttpWorld;
beforeAll(async () => {
  world = await startHttpWorld();
});
afterAll(() => world.server.close());

applicationsApiContract('in memory (test/fakes)', async () => {
  const api = new ApplicationsApiInMemory();
  // One fake, two people: each call is made as the side the contract names.
  const as = (viewer: 'seeker' | 'landlord') =>
    new Proxy(api, {
      get(target, key: keyof ApplicationsApiInMemory) {
        const value = target[key];
        return typeof value === 'function'
          ? (...args: unknown[]) => {
              target.viewer = viewer;
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            }
          : value;
      },
    });
  return {
    seeker: as('seeker'),
    landlord: as('landlord'),
    adId: 'ad-1',
    addDocument: async () =>
      (
        await api.upload(
          'payslip',
          new File([new Uint8Array(await payslipPdf())], 'Gehalt.pdf', { type: 'application/pdf' }),
        )
      ).id,
  };
});

applicationsApiContract('HTTP adapter against the server', async () => {
  const owner = await world.person('Lena');
  const applicant = await world.person('Anna');
  const ad = await publishedAd(world.server, owner);
  await call(world.server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
    token: applicant.token,
    body: { body: 'Ist die Wohnung noch frei?' },
  });
  const as = (token: string) => {
    const { http, signIn } = world.client();
    signIn(token);
    return new ApplicationsApiHttp(http);
  };
  return {
    seeker: as(applicant.token),
    landlord: as(owner.token),
    adId: ad.id,
    addDocument: async () => {
      const answer = await uploadDocument(
        world.server,
        applicant.token,
        await payslipPdf(),
        'payslip',
        'Gehalt.pdf',
        'application/pdf',
      );
      return (answer.body.data as { id: string }).id;
    },
  };
});
