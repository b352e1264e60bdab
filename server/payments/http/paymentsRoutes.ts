import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from '../../../src/domain/payment';
import type { DemoCheckout } from '../DemoCheckout';
import type { ListPayments } from '../ListPayments';
import type { ReadPayment } from '../ReadPayment';
import type { StartPayment } from '../StartPayment';
import type { InvoicePdf } from '../ports';
import type { HandleProviderEvent } from '../HandleProviderEvent';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../platform/domain/ApiError';
import type { Operator } from '../../platform/ports';
import { invoiceContent } from '../invoiceContent';
import { receiptHtml } from '../receipt';
import type { ProviderEvent } from '../HandleProviderEvent';
import { currentUser, languageOf, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { Envelope, FileAnswer, IdParams, StringEnum, Uuid } from '../../platform/http/schemas';
import { ErrorAnswer, errors } from '../../platform/http/openApiDocument';
import { DemoOutcomeSchema, PaymentSchema } from '../../../src/domain/shapes/payments';

export interface PaymentRoutesDeps {
  provider: PaymentProvider;
  startPayment: Pick<StartPayment, 'execute'>;
  listPayments: Pick<ListPayments, 'execute'>;
  readPayment: Pick<ReadPayment, 'execute'>;
  invoicePdf: InvoicePdf;
  demoCheckout: DemoCheckout;
}

export const paymentRoutes: FastifyPluginAsyncTypebox<{ operator: Operator } & PaymentRoutesDeps> = async (
  app,
  options,
) => {
  const { provider, startPayment, listPayments, readPayment, invoicePdf, demoCheckout } = options;

  app.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card processor takes payments: stripe or the demo gateway',
        response: { 200: Envelope(Type.Object({ provider: Type.String() })) },
      },
    },
    async (_request, reply) => ok(reply, { provider }),
  );

  app.post(
    '/payments/intent',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Start paying for a package; the same requestId returns the same payment (no double charge)',
        body: Type.Object({
          packageId: Type.String({ maxLength: 64 }),
          requestId: Type.Optional(Uuid),
          /** Who the invoice is made out to; the account's name when not given. Frozen with the payment. */
          billingName: Type.Optional(Type.String({ maxLength: 160 })),
          billingAddress: Type.Optional(Type.String({ maxLength: 400 })),
        }),
        response: {
          ...errors({
            502: 'The payment provider is not reachable; nothing was charged',
            409: 'The same request was already made for another package',
          }),
          200: Envelope(
            Type.Object({ provider: Type.String(), clientSecret: Type.String(), paymentId: Type.String() }),
          ),
        },
      },
    },
    async (request, reply) => {
      const { packageId, requestId, billingName, billingAddress } = request.body;
      return ok(
        reply,
        await startPayment.execute(currentUser(request), packageId, requestId ?? randomUUID(), {
          name: billingName,
          address: billingAddress,
        }),
      );
    },
  );

  app.get(
    '/payments/mine',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'My payments with invoice data',
        response: { 200: Envelope(Type.Array(PaymentSchema)) },
      },
    },
    async (request, reply) => ok(reply, await listPayments.execute(currentUser(request))),
  );

  app.get(
    '/payments/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'One of my payments (to follow its status)',
        params: IdParams,
        response: { 200: Envelope(PaymentSchema) },
      },
    },
    async (request, reply) => ok(reply, await readPayment.execute(currentUser(request), request.params.id)),
  );

  app.get(
    '/payments/:id/receipt',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'The invoice (§ 14 UStG) as a PDF, or as a printable HTML page with format=html',
        params: IdParams,
        querystring: Type.Object({
          lang: Type.Optional(StringEnum(['de', 'en'] as const)),
          format: Type.Optional(StringEnum(['pdf', 'html'] as const)),
        }),
        response: {
          200: FileAnswer('The invoice as a file to keep', {
            'application/pdf': { type: 'string', format: 'binary' },
            'text/html': { type: 'string' },
          }),
          409: ErrorAnswer('The payment has no invoice (it was not paid)'),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const payment = await readPayment.execute(user, request.params.id);
      if (!payment.invoice) throw new ApiError(409, 'CONFLICT', 'There is no invoice for an unpaid payment');
      const invoice = invoiceContent(payment, options.operator, request.query.lang ?? languageOf(request));
      if (request.query.format === 'html') {
        return reply
          .type('text/html; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${invoice.number}.html"`)
          .send(receiptHtml(invoice));
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .send(await invoicePdf.render(invoice));
    },
  );

  app.post(
    '/payments/demo/confirm',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Demo gateway: pay with a test card (4242… succeeds, …0002 is declined, …3184 asks for 3-D Secure)',
        body: Type.Object({
          paymentId: Uuid,
          number: Type.String({ maxLength: 30 }),
          expiry: Type.String({ maxLength: 10 }),
          cvc: Type.String({ maxLength: 6 }),
        }),
        response: {
          ...errors({ 409: 'The payment has ended already', 404: 'No such payment of yours' }),
          200: Envelope(DemoOutcomeSchema),
        },
      },
    },
    async (request, reply) =>
      ok(reply, await demoCheckout.confirm(currentUser(request), request.body.paymentId, request.body)),
  );

  app.post(
    '/payments/demo/authenticate',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Demo gateway: answer the 3-D Secure challenge',
        body: Type.Object({ paymentId: Uuid, approve: Type.Boolean() }),
        response: {
          ...errors({ 409: 'The payment has ended already', 404: 'No such payment of yours' }),
          200: Envelope(DemoOutcomeSchema),
        },
      },
    },
    async (request, reply) =>
      ok(reply, await demoCheckout.authenticate(currentUser(request), request.body.paymentId, request.body.approve)),
  );
};

/** Stripe calls this with a signed raw body; it is registered in its own scope to keep the body unparsed. */
export const stripeWebhookRoute: FastifyPluginAsyncTypebox<{
  verify: (rawBody: Buffer, signature: string) => ProviderEvent;
  handleProviderEvent: Pick<HandleProviderEvent, 'execute'>;
}> = async (app, options) => {
  const { handleProviderEvent } = options;
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const response = {
    200: Envelope(Type.Object({ received: Type.Boolean() })),
    // Anything else than 2xx makes Stripe send the event again: an event whose effect could not be stored is not lost.
    ...errors({ 500: 'The event could not be stored; Stripe sends it again' }),
  };
  app.post(
    '/payments/webhook',
    { schema: { tags: ['payments'], summary: 'Stripe webhook (signature checked on the raw body)', response } },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw new ApiError(400, 'VALIDATION_FAILED', 'Missing Stripe signature');
      let event;
      try {
        event = options.verify(request.body, signature);
      } catch {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The Stripe signature is not valid');
      }
      await handleProviderEvent.execute(event);
      return ok(reply, { received: true });
    },
  );
};
