import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';
import { CHANNELS } from './thirdPerson';

/**
 * What a cache may keep (issue 46: the app's service worker keeps only answers marked `public`): what every visitor sees
 * of a live ad, never a person's own answers (their lists, counts, export, devices) and never the owner's view.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cacheControl = (answer: Awaited<ReturnType<typeof call>>) =>
  String(answer.response.headers['cache-control'] ?? '');

describe('cacheable answers', () => {
  it('a live ad, its seller card and similar ads are public to visitors and other people, private to the owner', async () => {
    const owner = await signUp(server, 'cache-owner@example.de');
    const other = await signUp(server, 'cache-other@example.de');
    const ad = await publishedAd(server, owner);
    for (const path of [`/api/ads/${ad.id}`, `/api/ads/${ad.id}/seller`, `/api/ads/${ad.id}/similar`]) {
      for (const token of [undefined, other.token]) {
        const answer = await call(server.app, 'GET', path, { token });
        expect([answer.status, cacheControl(answer)], path).toEqual([200, 'public, max-age=0, must-revalidate']);
      }
    }
    const own = await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token });
    expect(cacheControl(own)).toBe('private, no-store');
  });

  it.each(CHANNELS)('%s is never public (a person’s own answer)', async (path) => {
    const { token } = await signUp(server, `cache-${path.replace(/\W+/g, '-')}@example.de`);
    const answer = await call(server.app, 'GET', path, { token });
    expect(answer.status, path).toBe(200);
    expect(cacheControl(answer), path).not.toMatch(/\bpublic\b/);
  });
});
