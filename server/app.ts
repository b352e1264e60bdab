import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { PageRendererModule } from '../src/ssrContract';
import type { ServerConfig } from './config';
import { composeServices, type CompositionOverrides } from './composition';
import type { Services } from './services';
import { connectionLoss } from './platform/db/connectionLoss';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { apiRoutes } from './api';
import { readReplicasPlugin } from './platform/http/plugins/readReplicas';
import { authenticationPlugin } from './platform/http/plugins/authentication';
import { clientPlugin } from './site/http/clientPlugin';
import { errorsPlugin, frameworkErrors } from './platform/http/plugins/errors';
import { classifyDatabaseError } from './platform/db/errors';
import { Drain, gracefulShutdownPlugin } from './platform/http/plugins/gracefulShutdown';
import { metricsPlugin } from './platform/http/plugins/metrics';
import { openApiPlugin } from './platform/http/plugins/openapi';
import { responseContractPlugin, type ContractBreach } from './platform/http/plugins/responseContract';
import { requestSerializer } from './platform/http/logging';
import { rateLimitPlugin } from './platform/http/plugins/rateLimit';
import { securityPlugin } from './platform/http/plugins/security';
import { seoPlugin } from './site/http/seoPlugin';
import { viewCounter } from './ads/http/viewCounting';
import { publicClientConfig } from './site/http/publicConfig';
import { servicesPlugin } from './platform/http/services';
import { closeObjects, validatorCompiler } from './platform/http/validation';
import { seed } from './seed/seed';

export type { Services };

export interface BuildOptions extends CompositionOverrides {
  /** Use an already open database (tests share one per file). */
  database?: DatabaseHandle;
  /** Schema name for the PostgreSQL test leg. */
  schemaName?: string;
  /** The server-side render (tests pass src/entry-server.tsx); by default the one built beside the client. */
  pageRenderer?: PageRendererModule | null;
  /** Tests: every /api answer is checked against the API document; what it does not describe is kept here. */
  contractBreaches?: ContractBreach[];
  /** Tests: where the log lines go (standard output otherwise), to read what a run wrote. */
  logStream?: { write(line: string): void };
}

export interface Server {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  /** Starts the first stage of a shutdown (server/main.ts): not ready, connections closed after each answer. */
  drain: Drain;
}

/** The whole server as Fastify plugins: cross-cutting ones first, then the API by area, then the client. */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<Server> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    // A hop count as proxy-addr's function form (Fastify's types take addresses or a function, not a number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    frameworkErrors,
    forceCloseConnections: 'idle',
    // Every request has an id: in each of its log lines, in the X-Request-Id answer header and in error answers, so a
    // user's "it failed" can be found in the logs. A proxy's id (nginx's $request_id) is kept when it looks like one.
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => closeObjects(route.schema?.body));
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
      schemaName: options.schemaName,
      lockTimeoutMs: config.databaseLockTimeoutMs,
      replicaUrls: config.databaseReplicaUrls,
      onConnectionError: (error) =>
        app.log.warn(
          { err: connectionLoss(error) },
          'a database connection was lost; the pool opens a new one when needed',
        ),
    }));
  const services = await composeServices(config, database, app.log, {
    ...options,
    jobSchema: options.jobSchema ?? (options.schemaName && `${options.schemaName}_jobs`),
    channelPrefix: options.channelPrefix ?? (options.schemaName && `inserat_${options.schemaName}`),
  });
  app.addHook('onClose', async () => {
    await services.close();
    if (!options.database) await database.close();
  });

  await app.register(servicesPlugin, { services });
  // A write answers only once the other processes were told what visitors see changed (PublicChanges.ts): a reload
  // through another process finds the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await services.publicChanges.sent();
  });
  await app.register(errorsPlugin, { classifyFailure: classifyDatabaseError });
  await app.register(metricsPlugin, { metrics: services.metrics, token: config.metricsToken });
  // API answers and the page itself, compressed for the browser that accepts it (static files come precompressed).
  // Request bodies stay as sent: no decompression of uploads (a small gzip body must not unpack past the body limit).
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
  const drain = new Drain();
  await app.register(gracefulShutdownPlugin, { drain });
  await app.register(securityPlugin, { config });
  await app.register(readReplicasPlugin, { replicas: services.readReplicas });
  await app.register(authenticationPlugin, { auth: services.accounts.authenticate });
  await app.register(rateLimitPlugin, { redis: services.redis });
  await app.register(openApiPlugin);
  if (options.contractBreaches) await app.register(responseContractPlugin, { breaches: options.contractBreaches });
  if (!services.objectStore) await mkdir(path.join(config.dataDir, 'uploads'), { recursive: true });
  const readiness = [
    { name: 'shutdown', check: drain.check },
    { name: 'database', check: () => database.ping() },
  ];
  const objectStore = services.objectStore;
  if (objectStore) readiness.push({ name: 'objectStorage', check: () => withDeadline(objectStore.ping(), 2000) });
  // With shared limits, Redis is part of being ready: without it auth requests cannot be counted.
  const redis = services.redis;
  if (redis) readiness.push({ name: 'redis', check: async () => void (await withDeadline(redis.ping(), 2000)) });
  await app.register(apiRoutes, { prefix: '/api', config, readiness, services });
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  await app.register(seoPlugin, { publicUrl, ...services.site });
  await app.register(clientPlugin, {
    clientDir: config.clientDir,
    publicConfig: publicClientConfig(config),
    publicUrl,
    operator: config.legal,
    renderer: options.pageRenderer,
    pageServices: {
      ...services.search,
      ...services.ads,
      ...services.messages,
      ...services.payments,
      ...services.moderation,
      images: services.images,
    },
    readAdPageState: services.ads.readAdPageState,
    publicVersion: () => services.search.searchAds.publicList.version,
    countView: viewCounter(services.ads),
  });

  // ROLE=web only queues jobs; a worker process (or ROLE=both, the default) runs them.
  await services.jobs.start({ work: config.role !== 'web' });
  await services.signals.start();
  await services.publicChanges.start();
  // Processes of a cluster start together: one seeds, the others then find the data there.
  await database.exclusive('seed', () =>
    seed({
      config,
      uow: services.uow,
      hasher: services.accounts.hasher,
      images: services.images,
      log: app.log,
      locator: services.search.locator,
    }),
  );
  return { app, services, database, drain };
}

/** Trusts the nearest `hops` proxies: X-Forwarded-For is read from the right that many entries deep. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** The promise, or a rejection once `ms` have passed. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  );
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
