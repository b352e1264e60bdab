import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rows, startTestServer, type TestServer } from './helpers';
import { type Payment, credits, event, intent, secret, stripeWebhook } from './paymentsKit';
import { PaymentGatewayInMemory } from '../fakes/server/PaymentGatewayInMemory';

// Stripe's webhook: credits once, in any order of events, refunds taken back once, found by the PaymentIntent only.
describe('Stripe webhook (real signatures, fake Stripe API)', () => {
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

  it('payment_intent.succeeded credits; the same event again and a second success event change nothing', async () => {
    const p = await stripePayment('stripe1@example.de');
    const succeeded = event('evt_1', 'payment_intent.succeeded', intent(p));
    const received = await send(succeeded);
    expect([received.statusCode, received.json().data]).toEqual([200, { received: true }]);
    expect((await send(succeeded)).statusCode).toBe(200);
    expect((await send(event('evt_1b', 'payment_intent.succeeded', intent(p)))).statusCode).toBe(200);
    expect(await credits(server, p.token)).toEqual([{ packageId: 'plus', credits: 3 }]);
  });

  it('events in any order: a refund before the success means no credit ever', async () => {
    const p = await stripePayment('stripe2@example.de');
    await send(
      event('evt_2r', 'charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: p.intentId, metadata: {} }),
    );
    await send(event('evt_2s', 'payment_intent.succeeded', intent(p)));
    expect(await credits(server, p.token)).toEqual([]);
    expect(
      ((await call(server.app, 'GET', `/api/payments/${p.paymentId}`, { token: p.token })).body.data as Payment).status,
    ).toBe('refunded');
  });

  it('a refund after the success takes the credits back once', async () => {
    const p = await stripePayment('stripe3@example.de', 'basis');
    await send(event('evt_3s', 'payment_intent.succeeded', intent(p)));
    const refund = event('evt_3r', 'charge.refunded', {
      id: 'ch_3',
      object: 'charge',
      payment_intent: p.intentId,
      metadata: {},
    });
    await send(refund);
    await send(refund);
    await send(
      event('evt_3r2', 'charge.refunded', { id: 'ch_3', object: 'charge', payment_intent: p.intentId, metadata: {} }),
    );
    expect(await credits(server, p.token)).toEqual([]);
    // The books say why the credit came and went.
    const ledger = await rows(
      server,
      sql`select reason, amount from credit_ledger where payment_id = ${p.paymentId} order by amount desc`,
    );
    expect(ledger).toEqual([
      { reason: 'purchase', amount: 1 },
      { reason: 'chargeback', amount: -1 },
    ]);
  });

  it('payment_intent.payment_failed marks the payment failed; a later success still credits once (a retried card)', async () => {
    const p = await stripePayment('stripe4@example.de', 'basis');
    await send(event('evt_4f', 'payment_intent.payment_failed', intent(p)));
    expect(
      ((await call(server.app, 'GET', `/api/payments/${p.paymentId}`, { token: p.token })).body.data as Payment).status,
    ).toBe('failed');
    expect(await credits(server, p.token)).toEqual([]);
    await send(event('evt_4s', 'payment_intent.succeeded', intent(p)));
    await send(event('evt_4s2', 'payment_intent.succeeded', intent(p)));
    expect(await credits(server, p.token)).toEqual([{ packageId: 'basis', credits: 1 }]);
  });

  it('an event delivered again later is not applied again: an old failure does not undo a retried card in progress', async () => {
    const p = await stripePayment('stripe-replay@example.de', 'basis');
    const failed = event('evt_6f', 'payment_intent.payment_failed', intent(p));
    await send(failed);
    // The person tries another card, which asks for 3-D Secure; meanwhile Stripe delivers the old failure once more.
    await server.services.payments.recordPaymentOutcome.execute(p.paymentId, 'requires_action');
    expect((await send(failed)).statusCode).toBe(200);
    expect(
      ((await call(server.app, 'GET', `/api/payments/${p.paymentId}`, { token: p.token })).body.data as Payment).status,
    ).toBe('requires_action');
  });

  it('only a refund takes credits back, and only from a payment that had given them', async () => {
    const p = await stripePayment('stripe-kinds@example.de', 'basis');
    await send(event('evt_k1', 'payment_intent.succeeded', intent(p)));
    // Other events about the paid payment (Stripe sends many kinds) are acknowledged and change nothing.
    for (const [id, type] of [
      ['evt_k2', 'charge.succeeded'],
      ['evt_k3', 'payment_intent.created'],
      ['evt_k4', 'charge.dispute.closed'],
    ]) {
      expect((await send(event(id!, type!, intent(p)))).statusCode).toBe(200);
    }
    expect(await credits(server, p.token)).toEqual([{ packageId: 'basis', credits: 1 }]);
    // A second purchase of the same person fails and is then refunded: the credit of the first stays.
    const { paymentId } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token: p.token,
        body: { packageId: 'basis', requestId: randomUUID() },
      })
    ).body.data as { paymentId: string };
    const intentId = gateway.intents.get(paymentId)!.providerRef;
    await send(
      event('evt_k5', 'payment_intent.payment_failed', {
        id: intentId,
        object: 'payment_intent',
        metadata: { paymentId },
      }),
    );
    await send(
      event('evt_k6', 'charge.refunded', { id: 'ch_k6', object: 'charge', payment_intent: intentId, metadata: {} }),
    );
    expect(await credits(server, p.token)).toEqual([{ packageId: 'basis', credits: 1 }]);
  });

  it('an event finds its payment by its PaymentIntent only: metadata naming another payment credits nothing', async () => {
    // Someone with access to the Stripe account pays a cent on an intent of their own whose metadata names a victim's payment.
    const victim = await stripePayment('stripe-by-id@example.de', 'plus');
    const cheap = {
      id: 'pi_someone_elses',
      object: 'payment_intent',
      amount: 1,
      amount_received: 1,
      currency: 'eur',
      metadata: { paymentId: victim.paymentId },
    };
    expect((await send(event('evt_i1', 'payment_intent.succeeded', cheap))).statusCode).toBe(200);
    expect(
      (
        (await call(server.app, 'GET', `/api/payments/${victim.paymentId}`, { token: victim.token })).body
          .data as Payment
      ).status,
    ).toBe('pending');
    expect(await credits(server, victim.token)).toEqual([]);
    // The payment's own intent credits, whatever its metadata says.
    expect(
      (await send(event('evt_i2', 'payment_intent.succeeded', intent(victim, { metadata: { paymentId: 'order-17' } }))))
        .statusCode,
    ).toBe(200);
    expect(await credits(server, victim.token)).toEqual([{ packageId: 'plus', credits: 3 }]);
  });
});
