import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rows, signUp, startTestServer, type TestServer } from './helpers';
import { type Payment, CARD, credits, event, intent, secret, stripe, stripeWebhook } from './paymentsKit';
import { PaymentGatewayInMemory } from '../fakes/server/PaymentGatewayInMemory';

// Stripe's webhook at its edges: wrong amounts, mails, deleted accounts, bad signatures, the API document, Stripe away.
describe('Stripe webhook: its edges', () => {
  let server: TestServer;
  let gateway: PaymentGatewayInMemory;

  beforeAll(async () => {
    gateway = new PaymentGatewayInMemory('stripe');
    server = await startTestServer({ stripeWebhookSecret: secret }, {}, gateway);
  });
  afterAll(() => server.close());
  const { send, stripePayment } = stripeWebhook(
    () => server,
    () => gateway,
  );

  it('a success for another amount or currency than the payment is due credits nothing and is acknowledged', async () => {
    const p = await stripePayment('stripe-amount@example.de', 'plus');
    for (const [id, wrong] of [
      ['evt_a1', { amount: 1, amount_received: 1 }],
      ['evt_a2', { amount_received: p.amountCents - 1 }],
      ['evt_a3', { currency: 'usd' }],
      ['evt_a4', { amount: undefined, amount_received: undefined }],
    ] as const) {
      expect((await send(event(id, 'payment_intent.succeeded', intent(p, wrong)))).statusCode).toBe(200);
    }
    expect(
      ((await call(server.app, 'GET', `/api/payments/${p.paymentId}`, { token: p.token })).body.data as Payment).status,
    ).toBe('pending');
    expect(await credits(server, p.token)).toEqual([]);
    // The right amount (upper or lower case currency) credits once.
    expect((await send(event('evt_a5', 'payment_intent.succeeded', intent(p, { currency: 'EUR' })))).statusCode).toBe(
      200,
    );
    expect(await credits(server, p.token)).toEqual([{ packageId: 'plus', credits: 3 }]);
  });

  it('a success mails the invoice once, in the buyer’s language and currency format, with a link to the billing page', async () => {
    const p = await stripePayment('stripe-mail@example.de', 'plus');
    const succeeded = (id: string) => event(id, 'payment_intent.succeeded', intent(p));
    expect((await send(succeeded('evt_m1'))).statusCode).toBe(200);
    expect((await send(succeeded('evt_m2'))).statusCode).toBe(200);
    await server.mail.settled();
    const mails = server.mail.sent.filter((m) => m.to === 'stripe-mail@example.de' && m.attachments?.length);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('34,90\u00a0€');
    expect(mails[0]!.text).toContain(`${server.config.publicUrl}/app/billing`);
  });

  it('a success for an account deleted meanwhile is acknowledged: the payment is paid and invoiced, nobody is credited or mailed', async () => {
    const p = await stripePayment('stripe-gone@example.de', 'basis');
    expect(
      (
        await call(server.app, 'DELETE', '/api/user/profile', {
          token: p.token,
          body: { password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
    const sentBefore = (await server.mail.settled(), server.mail.sent.length);
    expect((await send(event('evt_g1', 'payment_intent.succeeded', intent(p)))).statusCode).toBe(200);
    const [payment] = await rows(
      server,
      sql`select status, invoice_number, user_id from payments where id = ${p.paymentId}`,
    );
    expect(payment).toMatchObject({ status: 'succeeded', user_id: null });
    expect(payment!.invoice_number).toMatch(/^INS-/);
    await server.mail.settled();
    expect(server.mail.sent.length).toBe(sentBefore);
  });

  it('a bad signature gets 400 and changes nothing; so does a missing one', async () => {
    const p = await stripePayment('stripe5@example.de');
    const payload = event('evt_5', 'payment_intent.succeeded', intent(p));
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await send(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'The Stripe signature is not valid' });
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect([unsigned.statusCode, unsigned.json()]).toEqual([
      400,
      expect.objectContaining({ error: 'VALIDATION_FAILED', message: 'Missing Stripe signature' }),
    ]);
    expect(await credits(server, p.token)).toEqual([]);
  });

  it('in Stripe mode the webhook is part of the published API document, under payments with what it does', async () => {
    const doc = (await server.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    expect(doc.paths['/payments/webhook']?.post).toMatchObject({
      tags: ['payments'],
      summary: expect.stringMatching(/Stripe webhook/),
    });
  });

  it('the demo endpoints do not exist in Stripe mode', async () => {
    const p = await stripePayment('stripe6@example.de');
    const confirm = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token: p.token,
      body: { paymentId: p.paymentId, number: '4242424242424242', ...CARD },
    });
    const authenticate = await call(server.app, 'POST', '/api/payments/demo/authenticate', {
      token: p.token,
      body: { paymentId: p.paymentId, approve: true },
    });
    for (const res of [confirm, authenticate])
      expect([res.status, res.body.error, res.body.message]).toEqual([404, 'NOT_FOUND', 'Payment not found']);
    expect(
      ((await call(server.app, 'GET', `/api/payments/${p.paymentId}`, { token: p.token })).body.data as Payment).status,
    ).toBe('pending');
  });

  it('an unreachable Stripe is a clear 502 PAYMENT_FAILED, and nothing is charged', async () => {
    const user = await signUp(server, 'stripe7@example.de');
    gateway.failNext = true;
    const res = await call(server.app, 'POST', '/api/payments/intent', {
      token: user.token,
      body: { packageId: 'basis', requestId: randomUUID() },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe('PAYMENT_FAILED');
  });
});
