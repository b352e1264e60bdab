import path from 'node:path';
import type { CheckAdPublic, ImageLinkCheck, ObjectStoreFiles } from '../../ads/ports';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../platform/domain/ApiError';
import type { PublicClientConfig } from './publicConfig';
import { ok } from '../../platform/http/reply';
import { Envelope, Nullable } from '../../platform/http/schemas';

/** One dependency the server cannot serve requests without (the database; later the shared cache and storage). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface SystemRoutesDeps {
  objectStore: ObjectStoreFiles | null;
  imageLinks: ImageLinkCheck;
  checkAdPublic: Pick<CheckAdPublic, 'execute'>;
}

/** Liveness, readiness, the OpenAPI document and the uploaded images. */
export const systemRoutes: FastifyPluginAsyncTypebox<
  {
    dataDir: string;
    readiness: ReadinessCheck[];
    publicConfig: PublicClientConfig;
  } & SystemRoutesDeps
> = async (app, options) => {
  const { objectStore, imageLinks, checkAdPublic } = options;
  const uploads = path.join(options.dataDir, 'uploads');
  // Local files are sent by @fastify/static (ranges, ETag, Last-Modified); this route decides which.
  if (!objectStore) await app.register(fastifyStatic, { root: uploads, serve: false });

  /**
   * The uploaded images: an ad's photos while visitors can see the ad, and through a signed private link (made for its
   * owner and the admins, PrivateImageLinks) in any state. Anything else is 404, as for an image that never was. Public
   * answers may be cached for an hour: an ad taken offline stops showing its photos within that hour everywhere.
   */
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    const link = /^private\/(\d+)\/([\w-]+)\/(ads\/([0-9a-f-]{36})\/[0-9a-f-]{36})-(\d+)\.webp$/.exec(requested);
    const open = /^(ads\/([0-9a-f-]{36})\/[0-9a-f-]{36})-(\d+)\.webp$/.exec(requested);
    let file: string;
    if (link) {
      if (!imageLinks.valid(link[1]!, link[2]!, link[3]!)) throw ApiError.notFound('Image');
      file = `${link[3]}-${link[5]}.webp`;
      reply.header('cache-control', 'private, max-age=3600');
    } else if (open && (await checkAdPublic.execute(open[2]!))) {
      file = requested;
      reply.header('cache-control', 'public, max-age=3600');
    } else throw ApiError.notFound('Image');
    if (!objectStore) return reply.sendFile(file, uploads, { cacheControl: false });
    // Images in object storage without a public address of their own: streamed through.
    const stored = await objectStore.read(file);
    if (!stored) throw ApiError.notFound('Image');
    reply.header('content-type', stored.contentType);
    if (stored.length !== undefined) reply.header('content-length', stored.length);
    return reply.send(stored.body);
  });

  // Liveness: the process runs and answers. A supervisor restarts it when this fails; a database outage must not
  // cause restarts, so nothing here touches the database.
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (it does not check the database)',
        response: { 200: Envelope(Type.Object({ status: Type.String() })) },
      },
    },
    async (_request, reply) => ok(reply, { status: 'ok' }),
  );

  // Readiness: whether this process can serve requests now. A load balancer sends traffic only while it is 200.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when every dependency answers, 503 while one is unreachable (and while shutting down)',
        response: {
          200: Envelope(Type.Object({ status: Type.String(), checks: Type.Record(Type.String(), Type.String()) })),
        },
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
        throw new ApiError(
          503,
          'UNAVAILABLE',
          `Not ready: ${failed.map((f) => `${f.name} (${f.problem})`).join(', ')}`,
        );
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
              firebase: Nullable(
                Type.Object({
                  apiKey: Type.String(),
                  authDomain: Type.String(),
                  projectId: Type.String(),
                  authEmulatorUrl: Nullable(Type.String()),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (_request, reply) => ok(reply, options.publicConfig),
  );
};
