import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, signUp } from './helpers';
import { admin, fingerprint, server, signInAdminAgain, theDraft, userToken, withFuzzServer } from './fuzzKit';
import { ENDS_SESSIONS, fuzzed } from './fuzzRoutes';
import { body, contentType, idSegment, junk, token } from './fuzzValues';

withFuzzServer();

describe('bad input anywhere', () => {
  it.each(fuzzed)(
    '%s %s answers 4xx with the error envelope, never 5xx, and a refusal changes no row',
    async (method, pattern) => {
      const adId = await theDraft();
      const endsSessions = ENDS_SESSIONS.indexOf(`${method} ${pattern}`);
      const user =
        endsSessions === -1 ? userToken : (await signUp(server, `fuzz-ends-${endsSessions}@example.de`)).token;
      await fc.assert(
        fc.asyncProperty(
          fc.array(idSegment, { minLength: 2, maxLength: 2 }),
          fc.dictionary(
            fc.constantFrom(
              'q',
              'page',
              'limit',
              'sort',
              'cursor',
              'category',
              'minPrice',
              'maxPrice',
              'minRooms',
              'minArea',
              'email',
              'status',
              'token',
              'x',
            ),
            junk,
          ),
          body,
          contentType,
          token,
          fc.boolean(),
          async (ids, query, payload, type, who, rawText) => {
            let n = 0;
            const url =
              pattern.replace(/:id/g, () => {
                const segment = ids[n++]!;
                return encodeURIComponent(segment === '__AD__' ? adId : segment);
              }) +
              '?' +
              new URLSearchParams(query).toString();
            const before = await fingerprint();
            const headers: Record<string, string> = { 'accept-language': 'de' };
            if (type) headers['content-type'] = type;
            const tokens = { user, admin, none: undefined, garbage: 'eyJhbGciOiJub25lIn0.e30.' };
            const sendBody =
              method === 'GET' ? undefined : rawText ? JSON.stringify(payload).slice(0, -1) : JSON.stringify(payload);
            const {
              status,
              body: answer,
              response,
            } = await call(server.app, method as 'GET', url, { token: tokens[who], headers, body: sendBody });
            expect(status, `${method} ${url} → ${response.body}`).toBeLessThan(500);
            if (status >= 400) {
              expect(answer).toMatchObject({
                statusCode: status,
                error: expect.stringMatching(/^[A-Z_]+$/),
                message: expect.any(String),
              });
              expect(response.body).not.toMatch(/at .*\.ts:\d+|SELECT |INSERT |stack/i);
              expect(await fingerprint(), `${method} ${url} changed rows although it was refused`).toBe(before);
            }
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
      );
      if (endsSessions !== -1) await signInAdminAgain();
    },
  );
});

describe('numbers that are not numbers', () => {
  it.each([
    '/api/userList?limit=1e309',
    '/api/userList?page=1e309',
    '/api/ads?minPrice=1e309',
    '/api/ads?minRooms=-1e309',
  ])('%s is a 400, not a 500', async (url) => {
    const { status, body } = await call(server.app, 'GET', url, { token: admin });
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_FAILED');
  });

  it('a JSON body with 1e309 is a 400', async () => {
    const adId = await theDraft();
    const { status } = await call(server.app, 'PATCH', `/api/ads/${adId}`, {
      token: userToken,
      body: '{"priceCents": 1e309}',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
  });
});
