import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { openApiPlugin } from '../../server/platform/http/plugins/openapi';
import { responseContractPlugin, type ContractBreach } from '../../server/platform/http/plugins/responseContract';
import { Envelope, Nullable, StringEnum } from '../../server/platform/http/schemas';

/**
 * Every answer of the test servers is checked against the API document (server/platform/http/plugins/responseContract.ts):
 * here a route drifts from its own document in each way that matters, and each drift fails the request and is kept.
 */
async function serverWith(answer: (kind: string) => { status: number; body: unknown; type?: string }) {
  const breaches: ContractBreach[] = [];
  const app = Fastify();
  await app.register(openApiPlugin);
  await app.register(responseContractPlugin, { breaches });
  const Flat = Type.Object({ rooms: Type.Number(), heating: Nullable(StringEnum(['gas', 'district'] as const)) });
  app.get(
    '/api/flats/:kind',
    { schema: { tags: ['flats'], summary: 'A flat, as the test asks', response: { 200: Envelope(Flat) } } },
    async (request, reply) => {
      const { status, body, type } = answer((request.params as { kind: string }).kind);
      return reply
        .code(status as 200)
        .type(type ?? 'application/json; charset=utf-8')
        .send(JSON.stringify(body));
    },
  );
  await app.ready();
  return { app, breaches };
}

describe('an answer the API document does not describe', () => {
  it.each([
    [
      'a field of the wrong type',
      { status: 200, body: { statusCode: 200, message: 'ok', data: { rooms: 'drei', heating: null } } },
      /rooms/,
    ],
    [
      'a value outside its list',
      { status: 200, body: { statusCode: 200, message: 'ok', data: { rooms: 3, heating: 'coal' } } },
      /heating/,
    ],
    [
      'a status the route does not document',
      { status: 418, body: { statusCode: 418, error: 'Teapot', message: 'no' } },
      /status 418 is not documented/,
    ],
    [
      'a content type the route does not document',
      { status: 200, body: 'x', type: 'text/csv' },
      /content type "text\/csv"/,
    ],
    ['an error without the shared envelope', { status: 400, body: { problem: 'bad' } }, /statusCode/],
  ])('%s fails the request and is kept', async (_name, answer, problem) => {
    const { app, breaches } = await serverWith(() => answer);
    const res = await app.inject({ url: '/api/flats/any' });
    expect(res.statusCode).toBe(500);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]!.route).toBe('GET /flats/{kind}');
    expect(breaches[0]!.problem).toMatch(problem);
    await app.close();
  });

  it('an answer as documented passes untouched, null among the listed values included', async () => {
    const body = { statusCode: 200, message: 'ok', data: { rooms: 3, heating: null } };
    const { app, breaches } = await serverWith(() => ({ status: 200, body }));
    const res = await app.inject({ url: '/api/flats/any' });
    expect([res.statusCode, res.json(), breaches]).toEqual([200, body, []]);
    await app.close();
  });
});
