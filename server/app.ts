import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { ServerConfig } from './config';
import { AccountService } from './application/AccountService';
import { AdminService } from './application/AdminService';
import { AdsService } from './application/AdsService';
import { AuthService } from './application/AuthService';
import { ContactService } from './application/ContactService';
import { PaymentsService } from './application/PaymentsService';
import type { Clock, IdentityTokens, ImageStorage, Mailer, PaymentGateway, UnitOfWork } from './application/ports';
import { openDatabase, type DatabaseHandle } from './infrastructure/db/database';
import { ImageStorageFiles } from './infrastructure/images/ImageStorageFiles';
import { MailerOutbox } from './infrastructure/mail/MailerOutbox';
import { MailerSmtp } from './infrastructure/mail/MailerSmtp';
import { UnitOfWorkDrizzle } from './infrastructure/repositories/UnitOfWorkDrizzle';
import { SecretHasherHmac } from './infrastructure/security/codes';
import { PasswordHasherScrypt } from './infrastructure/security/passwords';
import { AccessTokensJose } from './infrastructure/security/tokens';
import { errorHandler, ok, rejectUnstorableInput } from './http/envelope';
import { accountRoutes } from './http/routes/account';
import { adminRoutes } from './http/routes/admin';
import { adRoutes } from './http/routes/ads';
import { authRoutes } from './http/routes/auth';
import { packageRoutes } from './http/routes/packages';
import { siteRoutes } from './http/routes/site';
import { googleRoutes } from './http/routes/google';
import { IdentityTokensFirebaseAdmin } from './infrastructure/identity/IdentityTokensFirebaseAdmin';
import { paymentRoutes, stripeWebhookRoute } from './http/routes/payments';
import { PaymentGatewayDemo } from './infrastructure/payments/PaymentGatewayDemo';
import { PaymentGatewayStripe, verifyStripeEvent } from './infrastructure/payments/PaymentGatewayStripe';
import Stripe from 'stripe';
import { seed } from './seed/seed';

export const UPLOADS_URL = '/api/uploads';
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface Services {
  uow: UnitOfWork;
  auth: AuthService;
  account: AccountService;
  ads: AdsService;
  admin: AdminService;
  payments: PaymentsService;
  images: ImageStorage;
  mailer: Mailer;
}

export interface BuildOptions {
  /** Replace the mailer (tests capture mail); default SMTP_URL or the outbox. */
  mailer?: Mailer;
  clock?: Clock;
  /** Use an already open database (tests share one per file). */
  database?: DatabaseHandle;
  /** Schema name for the PostgreSQL test leg. */
  schemaName?: string;
  /** Replace the Google token check (tests); default firebase-admin when FIREBASE_PROJECT_ID is set. */
  identityTokens?: IdentityTokens;
  /** Replace the card processor (tests use a fake Stripe gateway; the webhook's signature check stays real). */
  gateway?: PaymentGateway;
}

export interface Server {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
}

/** Content-Security-Policy: no inline script; Stripe and Firebase origins allowed (DESIGN.md §2). */
function contentSecurityPolicy(config: ServerConfig) {
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://apis.google.com', 'https://www.gstatic.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', 'https://*.stripe.com'],
      fontSrc: ["'self'"],
      connectSrc: [
        "'self'",
        'https://api.stripe.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
        ...emulator,
      ],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.firebaseapp.com', ...emulator],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** Long caching for hashed build files and uploads, none for index.html and the translation files. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = /[\\/]assets[\\/](?!locales[\\/])/.test(filePath);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
  let indexHtml: string | null = null;
  try {
    indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    app.log.warn({ clientDir }, 'no built client found; run `npm run build` (npm start does it for you)');
  }
  if (indexHtml !== null) {
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: true, index: false, cacheControl: false, setHeaders: cacheHeaders });
  }
  // The SPA's routes get index.html with <html lang> from the language cookie, so the htmlTag detector
  // (first in spec §9's order) sees the visitor's choice.
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = /(?:^|;\s*)i18next=(en|de)/.exec(String(request.headers.cookie ?? ''))?.[1] ?? 'de';
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml!.replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`));
  };
  if (indexHtml !== null) app.get('/', { schema: { hide: true } }, sendApp);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    if (url.startsWith('/api/') || url === '/api' || indexHtml === null || request.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
    }
    return sendApp(request, reply);
  });
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<Server> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 256 * 1024,
    trustProxy: false,
    ajv: { customOptions: { allErrors: true } },
    return503OnClosing: true,
    // Malformed or over-long URLs are answered by the router itself; route them into the same envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      return (reply as FastifyReply)
        .code(status)
        .send({ statusCode: status, error: 'VALIDATION_FAILED', message: status === 414 ? 'The address is too long' : 'The address is malformed' });
    },
    forceCloseConnections: 'idle',
  });
  const database = options.database ?? (await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : path.join(config.dataDir, 'db'),
    schemaName: options.schemaName,
  }));
  const uow = new UnitOfWorkDrizzle(database.db);
  const clock = options.clock ?? { now: () => new Date() };
  const hasher = new PasswordHasherScrypt(config.scrypt);
  const tokens = new AccessTokensJose(config.jwtSecret);
  const secrets = new SecretHasherHmac(config.jwtSecret);
  const smtp = config.smtpUrl ? new MailerSmtp(config.smtpUrl, config.mailFrom) : null;
  const mailer = options.mailer ?? smtp ?? new MailerOutbox(path.join(config.dataDir, 'outbox'), app.log);
  const images = new ImageStorageFiles(path.join(config.dataDir, 'uploads'), UPLOADS_URL);
  const auth = new AuthService({ uow, hasher, tokens, codes: secrets, mailer, clock, log: app.log });
  // Stripe when a secret key is configured, otherwise the clearly labelled demo gateway (DESIGN.md §4).
  const stripe = config.stripeSecretKey ? new Stripe(config.stripeSecretKey) : null;
  const gateway = options.gateway ?? (stripe ? new PaymentGatewayStripe(stripe) : new PaymentGatewayDemo());
  const ads = new AdsService({ uow, images, clock, log: app.log, moderation: config.moderation });
  const services: Services = {
    uow,
    auth,
    account: new AccountService({ uow, hasher, auth, images, log: app.log, adsChanged: () => ads.publicList.clear() }),
    ads,
    admin: new AdminService({ uow, adsChanged: () => ads.publicList.clear() }),
    payments: new PaymentsService({ uow, gateway, clock, log: app.log }),
    images,
    mailer,
  };

  app.decorateRequest('user', null);
  app.decorateRequest('tokenRejected', false);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (typeof header === 'string' && header.startsWith('Bearer ')) {
      request.user = await auth.authenticate(header.slice(7).trim());
      request.tokenRejected = request.user === null;
    }
  });
  app.setErrorHandler(errorHandler);
  app.addHook('preHandler', rejectUnstorableInput);
  app.addHook('onClose', async () => {
    smtp?.close();
    if (!options.database) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, errorResponseBuilder: (_req, context) => ({ statusCode: context.statusCode, error: 'RATE_LIMITED', message: 'Too many requests; please wait and try again' }) });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Inserat API', version: '1.0.0', description: 'Classified ads for real estate. Every answer is an envelope {statusCode, message, data} or {statusCode, error, message, errors?}.' },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });

  await mkdir(path.join(config.dataDir, 'uploads'), { recursive: true });
  await app.register(
    async (api) => {
      await api.register(fastifyStatic, {
        root: path.join(config.dataDir, 'uploads'),
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        // Every stored image has a new random key, so a file never changes under its URL.
        maxAge: '365d',
        immutable: true,
      });
      api.get('/health', { schema: { tags: ['system'], summary: 'Liveness and database check' } }, async (_request, reply) => {
        await uow.repos.users.count();
        return ok(reply, { status: 'ok', database: database.kind });
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(authRoutes, {
        auth,
        secureCookies: config.publicUrl.startsWith('https://'),
        perIpPerMinute: config.rateLimit.perIpPerMinute,
        perEmailPer15Minutes: config.rateLimit.perEmailPer15Minutes,
      });
      await api.register(accountRoutes, { account: services.account });
      await api.register(packageRoutes, { packages: uow.repos.packages });
      await api.register(adRoutes, { ads: services.ads, images, ledger: uow.repos.ledger, packages: uow.repos.packages });
      await api.register(adminRoutes, { admin: services.admin, ads: services.ads, images });
      const firebase = config.firebaseProjectId ? new IdentityTokensFirebaseAdmin(config.firebaseProjectId, config.firebaseAuthEmulatorHost) : null;
      const identityTokens = options.identityTokens ?? firebase;
      if (identityTokens) {
        await api.register(googleRoutes, { auth, tokens: identityTokens, perIpPerMinute: config.rateLimit.perIpPerMinute });
      }
      if (firebase) app.addHook('onClose', () => firebase.close());
      await api.register(paymentRoutes, { payments: services.payments, operator: config.legal });
      if (config.stripeWebhookSecret) {
        const secret = config.stripeWebhookSecret;
        const verifier = stripe ?? new Stripe('sk_test_signature_check_only');
        await api.register(stripeWebhookRoute, { payments: services.payments, verify: (raw, signature) => verifyStripeEvent(verifier, raw, signature, secret) });
      }
      await api.register(siteRoutes, {
        contact: new ContactService({ uow, mailer, log: app.log, publicUrl: config.publicUrl, adminEmail: config.adminEmail }),
        legal: config.legal,
        perIpPerMinute: config.rateLimit.perIpPerMinute,
      });
    },
    { prefix: '/api' },
  );

  if (config.clientDir) await serveClient(app, config.clientDir);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' }));

  await seed({ config, uow, hasher, images, log: app.log });
  return { app, services, database };
}
