import { afterAll, beforeAll, expect } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { adInput, CITY_RENT_PER_SQM, photoFor, VICTIMS } from '../fixtures/riskSet';
import { adminToken, call, signUp, startTestServer, upload, type TestServer } from './helpers';

// The server the risk tests (riskAssessment, heldAds) ask: a local market of live flats per city, and the victims
// whose photos and texts the labelled copies take. Files in one worker run one after another; each gets its own.

/** The server of the file that called withRiskServer. */
export let server: TestServer;
export let admin: string;
/** The victims' photos, in VICTIMS' order. */
export const victimPhotos: Buffer[] = [];
/** How the victims' ordinary ads fared: each is judged against the others' (and must not be taken for its own copy). */
export const victimStatuses: string[] = [];
/** How many accounts were made: each gets a new address (and a photo seed of its own). */
export let n = 0;

/** Draft, photo, publish with a credit of its own: the status the ad gets (and its id). */
export async function publish(
  seller: { token: string; id: string },
  input: Record<string, unknown>,
  photo: Buffer,
): Promise<{ id: string; status: string }> {
  await server.services.uow.repos.ledger.append({ userId: seller.id, packageId: 'basis', amount: 1, reason: 'grant' });
  const draft = await call(server.app, 'POST', '/api/ads', { token: seller.token, body: input });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const id = (draft.body.data as { id: string }).id;
  expect((await upload(server.app, seller.token, id, photo)).status).toBe(200);
  const published = await call(server.app, 'POST', `/api/ads/${id}/publish`, {
    token: seller.token,
    body: { packageId: 'basis' },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { id, status: (published.body.data as Ad).status };
}

export const account = (name: string) => signUp(server, `${name}-${++n}@example.de`);

export function withRiskServer(): void {
  beforeAll(async () => {
    victimPhotos.length = 0;
    victimStatuses.length = 0;
    n = 0;
    server = await startTestServer();
    admin = await adminToken(server);
    // The local market: ten live flats per city around its level, from an account of their own.
    const market = await account('markt');
    const { ads } = server.services.uow.repos;
    for (const [city, level] of Object.entries(CITY_RENT_PER_SQM))
      for (let i = 0; i < 10; i++) {
        const input = adInput({
          title: `Vergleich ${i}`,
          description: 'Vergleichswohnung',
          city,
          livingArea: 70,
          rentPerSqm: level * (0.85 + i * 0.03),
        });
        const ad = await ads.create(market.id, { ...input, sellerType: 'private' } as never, null);
        await ads.update(ad.id, {
          status: 'active',
          publishedAt: new Date(),
          expiresAt: new Date(Date.now() + 30 * 86_400_000),
        });
      }
    // The victims: real ads whose photos and texts the copies take.
    for (const victim of VICTIMS) {
      const photo = await photoFor(victim.photoSeed);
      victimPhotos.push(photo);
      const published = await publish(
        await account('opfer'),
        adInput({ ...victim, livingArea: 70, rentPerSqm: CITY_RENT_PER_SQM[victim.city]! }),
        photo,
      );
      victimStatuses.push(published.status);
    }
  }, 120_000);
  afterAll(() => server.close());
}
