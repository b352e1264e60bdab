import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, expect } from 'vitest';
import { ApiError } from '../../server/platform/domain/ApiError';
import { ServiceBusy } from '../../server/platform/domain/ServiceBusy';
import { errorsPlugin, frameworkErrors } from '../../server/platform/http/plugins/errors';
import { classifyDatabaseError } from '../../server/platform/db/errors';
import { IdParams, StringEnum } from '../../server/platform/http/schemas';
import { closeObjects, validatorCompiler } from '../../server/platform/http/validation';

// The app the edge tests (httpEdges.test.ts) ask, and how they ask it.

/** An id nothing has. */
export const UUID = '0b9e8a52-3c1e-4d4f-9a57-5d0f3f7c2a11';

/** Failures a route can meet, by name: thrown inside the handler, as a service or driver would throw them. */
export const FAILURES: Record<string, () => Error> = {
  conflict: () => new ApiError(409, 'CONFLICT', 'Only pending ads can be approved'),
  busy: () => new ServiceBusy(7),
  redisRetries: () =>
    Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
  redisClosed: () => new Error('Connection is closed.'),
  databaseDown: () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  databaseBusy: () => Object.assign(new Error('could not serialize access'), { code: '40001' }),
  duplicate: () =>
    Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), { code: '23505' }),
  goneReference: () => Object.assign(new Error('insert or update violates foreign key constraint'), { code: '23503' }),
  unauthorized: () => Object.assign(new Error('no token'), { statusCode: 401 }),
  forbidden: () => Object.assign(new Error('no role'), { statusCode: 403 }),
  missing: () => Object.assign(new Error('no route'), { statusCode: 404 }),
  tooMany: () => Object.assign(new Error('slow down'), { statusCode: 429 }),
  teapot: () => Object.assign(new Error('I am a teapot'), { statusCode: 418 }),
  bug: () => new Error('select password_hash from users where id = $1: syntax error at or near "frm"'),
};

/** The app of the file that called withEdgesApp (files in one worker run one after another). */
export let app: FastifyInstance;

/**
 * A small Fastify app with the server's own plugins and compilers and a few routes whose schemas use every building
 * block, started before the calling file's tests and closed after them.
 */
export function withEdgesApp(): void {
  beforeAll(async () => {
    app = Fastify({ frameworkErrors, bodyLimit: 2048, maxParamLength: 100 });
    app.setValidatorCompiler(validatorCompiler);
    app.addHook('onRoute', (route) => closeObjects(route.schema?.body));
    await app.register(errorsPlugin, { classifyFailure: classifyDatabaseError });
    const Thing = Type.Object({
      title: Type.String({ minLength: 3, maxLength: 10 }),
      priceCents: Type.Integer(),
      area: Type.Optional(Type.Number()),
      note: Type.Optional(Type.String()),
      floor: Type.Optional(Type.Object({ level: Type.Integer() })),
      rooms: Type.Optional(Type.Array(Type.Object({ name: Type.String() }))),
    });
    app.post('/things', { schema: { body: Thing } }, async (request) => request.body);
    app.post(
      '/labels',
      { schema: { body: Type.Record(Type.String(), Type.Unknown()) } },
      async (request) => request.body,
    );
    // An open object as deep as the server's 256 KB body limit allows.
    app.post(
      '/notes',
      { bodyLimit: 256 * 1024, schema: { body: Type.Record(Type.String(), Type.Unknown()) } },
      async () => ({ stored: true }),
    );
    app.get(
      '/find',
      { schema: { querystring: Type.Object({ q: Type.Optional(Type.String()) }, { minProperties: 1 }) } },
      async (request) => request.query,
    );
    app.get(
      '/things/:id',
      {
        schema: {
          params: IdParams,
          // Closed like the server's query schemas, so a parameter it does not name is dropped.
          querystring: Type.Object(
            {
              page: Type.Integer({ default: 1 }),
              sort: Type.Optional(StringEnum(['newest', 'price'])),
              q: Type.Optional(Type.String()),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => ({ params: request.params, query: request.query }),
    );
    app.get('/echo/:word', async (request) => request.params);
    app.get<{ Params: { failure: string } }>('/fail/:failure', async (request) => {
      throw FAILURES[request.params.failure]!();
    });
    // Routes are compiled here, not on the first test's request: the mutation run then counts the compilers as covered
    // by every test of the file, not by the first one alone.
    await app.ready();
  });
  afterAll(() => app.close());
}

export const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
export const envelope = (statusCode: number, error: string, message: string, extra: object = {}) => ({
  statusCode,
  error,
  message,
  ...extra,
  requestId: expect.any(String),
});
export const fieldsOf = (answer: { json: () => { errors?: { field: string; code: string }[] } }) =>
  answer.json().errors?.map((e) => [e.field, e.code]);
