import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../domain/ApiError';
import { IMAGE_CACHE_CONTROL } from '../../infrastructure/images/webpSizes';
import type { PublicClientConfig } from '../publicConfig';
import { ok } from '../reply';
import { Envelope, Nullable } from '../schemas/common';

/** One dependency the server cannot serve requests without (the database; later the shared cache and storage). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** Liveness, readiness, the OpenAPI document and the uploaded images. */
export const systemRoutes: FastifyPluginAsyncTypebox<{ dataDir: string; readiness: ReadinessCheck[]; publicConfig: PublicClientConfig }> = async (app, options) => {
  const { objectStore } = app.services;
  if (objectStore) {
    // Images in object storage without a public address of their own: streamed through, with the same caching.
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = /^ads\/[0-9a-f-]{36}\/[0-9a-f-]{36}-\d+\.webp$/.test(key) ? await objectStore.read(key) : null;
      if (!file) throw ApiError.notFound('Image');
      reply.header('content-type', file.contentType).header('cache-control', IMAGE_CACHE_CONTROL);
      if (file.length !== undefined) reply.header('content-length', file.length);
      return reply.send(file.body);
    });
  } else {
    await app.register(fastifyStatic, {
      root: path.join(options.dataDir, 'uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Every stored image has a new random key, so a file never changes under its URL.
      maxAge: '365d',
      immutable: true,
    });
  }

  // Liveness: the process runs and answers. A supervisor restarts it when this fails; a database outage must not
  // cause restarts, so nothing here touches the database.
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness: the process answers (it does not check the database)', response: { 200: Envelope(Type.Object({ status: Type.String() })) } } },
    async (_request, reply) => ok(reply, { status: 'ok' }),
  );

  // Readiness: whether this process can serve requests now. A load balancer sends traffic only while it is 200.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when every dependency answers, 503 while one is unreachable (and while shutting down)',
        response: { 200: Envelope(Type.Object({ status: Type.String(), checks: Type.Record(Type.String(), Type.String()) })) },
      },
    },
    async (_request, reply) => {
      const results = await Promise.all(
        options.readiness.map(async ({ name, check }) => {
          try {
            await check();
            return { name, problem: null };
          } catch (error) {
            return { name, problem: error instanceof Error ? error.message : String(error) };
          }
        }),
      );
      const failed = results.filter((r) => r.problem !== null);
      if (failed.length > 0) {
        reply.header('Retry-After', '5');
        throw new ApiError(503, 'UNAVAILABLE', `Not ready: ${failed.map((f) => `${f.name} (${f.problem})`).join(', ')}`);
      }
      return ok(reply, { status: 'ready', checks: Object.fromEntries(results.map((r) => [r.name, 'ok'])) });
    },
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // The same public configuration the server writes into every page; `npm run dev` (Vite serves the HTML) reads it here.
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: "This installation's public client configuration (demo mode and the like)",
        response: {
          200: Envelope(
            Type.Object({
              demo: Type.Object({ payments: Type.Boolean(), mail: Type.Boolean() }),
              stripePublicKey: Nullable(Type.String()),
              map: Type.Object({ tileUrl: Type.String(), attribution: Type.String() }),
              firebase: Nullable(Type.Object({ apiKey: Type.String(), authDomain: Type.String(), projectId: Type.String(), authEmulatorUrl: Nullable(Type.String()) })),
            }),
          ),
        },
      },
    },
    async (_request, reply) => ok(reply, options.publicConfig),
  );
};
