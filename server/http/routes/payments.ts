import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../domain/ApiError';
import type { PaymentsService } from '../../application/PaymentsService';
import { receiptHtml } from '../../application/receipt';
import type { Operator } from '../../application/ports';
import { currentUser, languageOf, requireUser } from '../auth';
import { idParams } from '../schemas';
import { envelopeSchema, ok } from '../envelope';

const paymentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    packageId: { type: 'string' },
    packageName: { type: 'object', properties: { de: { type: 'string' }, en: { type: 'string' } } },
    amountCents: { type: 'integer' },
    currency: { type: 'string' },
    provider: { type: 'string', enum: ['stripe', 'demo'] },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    invoice: {
      type: ['object', 'null'],
      properties: { number: { type: 'string' }, netCents: { type: 'integer' }, vatCents: { type: 'integer' }, vatRate: { type: 'integer' } },
    },
  },
} as const;

const outcomeSchema = envelopeSchema({ type: 'object', properties: { status: { type: 'string' }, reason: { type: ['string', 'null'] } } });

export async function paymentRoutes(app: FastifyInstance, options: { payments: PaymentsService; operator: Operator }): Promise<void> {
  const { payments } = options;

  app.get(
    '/payments/config',
    { schema: { tags: ['payments'], summary: 'Which card processor takes payments: stripe or the demo gateway', response: { 200: envelopeSchema({ type: 'object', properties: { provider: { type: 'string' } } }) } } },
    async (_request, reply) => ok(reply, { provider: payments.provider }),
  );

  app.post<{ Body: { packageId: string; requestId?: string } }>(
    '/payments/intent',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Start paying for a package; the same requestId returns the same payment (no double charge)',
        body: {
          type: 'object',
          required: ['packageId'],
          properties: { packageId: { type: 'string', maxLength: 64 }, requestId: { type: 'string', format: 'uuid' } },
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { provider: { type: 'string' }, clientSecret: { type: 'string' }, paymentId: { type: 'string' } } }) },
      },
    },
    async (request, reply) => ok(reply, await payments.createIntent(currentUser(request), request.body.packageId, request.body.requestId ?? randomUUID())),
  );

  app.get(
    '/payments/mine',
    { preHandler: requireUser, schema: { tags: ['payments'], summary: 'My payments with invoice data', response: { 200: envelopeSchema({ type: 'array', items: paymentSchema }) } } },
    async (request, reply) => ok(reply, await payments.list(currentUser(request))),
  );

  app.get<{ Params: { id: string } }>(
    '/payments/:id',
    { preHandler: requireUser, schema: { tags: ['payments'], summary: 'One of my payments (to follow its status)', params: idParams, response: { 200: envelopeSchema(paymentSchema) } } },
    async (request, reply) => ok(reply, await payments.get(currentUser(request), request.params.id)),
  );

  app.get<{ Params: { id: string }; Querystring: { lang?: 'de' | 'en' } }>(
    '/payments/:id/receipt',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'The receipt (invoice) as a printable HTML file',
        params: idParams,
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['de', 'en'] } } },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const payment = await payments.get(user, request.params.id);
      if (!payment.invoice) throw new ApiError(409, 'CONFLICT', 'There is no invoice for an unpaid payment');
      const lang = request.query.lang ?? languageOf(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${payment.invoice.number}.html"`)
        .send(receiptHtml(payment, { name: `${user.name} ${user.lastname}`, email: user.email }, options.operator, lang));
    },
  );

  app.post<{ Body: { paymentId: string; number: string; expiry: string; cvc: string } }>(
    '/payments/demo/confirm',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Demo gateway: pay with a test card (4242… succeeds, …0002 is declined, …3184 asks for 3-D Secure)',
        body: {
          type: 'object',
          required: ['paymentId', 'number', 'expiry', 'cvc'],
          properties: { paymentId: { type: 'string', format: 'uuid' }, number: { type: 'string', maxLength: 30 }, expiry: { type: 'string', maxLength: 10 }, cvc: { type: 'string', maxLength: 6 } },
        },
        response: { 200: outcomeSchema },
      },
    },
    async (request, reply) => ok(reply, await payments.confirmDemo(currentUser(request), request.body.paymentId, request.body)),
  );

  app.post<{ Body: { paymentId: string; approve: boolean } }>(
    '/payments/demo/authenticate',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Demo gateway: answer the 3-D Secure challenge',
        body: { type: 'object', required: ['paymentId', 'approve'], properties: { paymentId: { type: 'string', format: 'uuid' }, approve: { type: 'boolean' } } },
        response: { 200: outcomeSchema },
      },
    },
    async (request, reply) => ok(reply, await payments.authenticateDemo(currentUser(request), request.body.paymentId, request.body.approve)),
  );
}

/** Stripe calls this with a signed raw body; it is registered in its own scope to keep the body unparsed. */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  options: { payments: PaymentsService; verify: (rawBody: Buffer, signature: string) => { id: string; type: string; providerRef: string; paymentId: string | null } },
): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/payments/webhook', { schema: { tags: ['payments'], summary: 'Stripe webhook (signature checked on the raw body)', hide: false } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new ApiError(400, 'VALIDATION_FAILED', 'Missing Stripe signature');
    let event;
    try {
      event = options.verify(request.body, signature);
    } catch {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The Stripe signature is not valid');
    }
    await options.payments.handleProviderEvent(event);
    return ok(reply, { received: true });
  });
}
