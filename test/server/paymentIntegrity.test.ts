import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rows, signUp, startTestServer, type TestServer } from './helpers';
import { PaymentGatewayInMemory } from '../fakes/server/PaymentGatewayInMemory';

/** Money moves exactly once, forwards only, and invoices are numbered without gaps (issue: fail closed, lose nothing). */

const CARD = { expiry: '12/39', cvc: '123' };

async function credits(server: TestServer, token: string) {
  return (await call(server.app, 'GET', '/api/ads/credits', { token })).body.data as {
    packageId: string;
    credits: number;
  }[];
}

/** Makes the next ledger insert fail inside the database, as a lock timeout or a lost connection would. */
async function failLedgerWrites(server: TestServer, on: boolean) {
  const db = server.database.db;
  if (on) {
    await db.execute(
      sql.raw(
        `create or replace function refuse_ledger() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_ledger before insert on credit_ledger for each row execute function refuse_ledger()`,
      ),
    );
  } else {
    await db.execute(sql.raw(`drop trigger if exists refuse_ledger on credit_ledger`));
  }
}

// A payment's integrity: a webhook's event and its effect commit together, a status only moves forward.
describe('Stripe webhook: the event and its effect commit together', () => {
  const secret = 'whsec_integrity';
  const stripe = new Stripe('sk_test_dummy');
  let server: TestServer;
  let gateway: PaymentGatewayInMemory;
  beforeAll(async () => {
    gateway = new PaymentGatewayInMemory('stripe');
    server = await startTestServer({ stripeWebhookSecret: secret }, {}, gateway);
  });
  afterAll(() => server.close());

  const send = (payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });

  it('a first delivery that fails is not remembered: Stripe retries, and the retry credits exactly once', async () => {
    const user = await signUp(server, 'retry@example.de');
    const { paymentId } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token: user.token,
        body: { packageId: 'plus', requestId: randomUUID() },
      })
    ).body.data as { paymentId: string };
    const { providerRef, amountCents } = gateway.intents.get(paymentId)!;
    const succeeded = event('evt_retry', 'payment_intent.succeeded', {
      id: providerRef,
      object: 'payment_intent',
      amount_received: amountCents,
      currency: 'eur',
    });

    await failLedgerWrites(server, true);
    const first = await send(succeeded);
    await failLedgerWrites(server, false);
    expect(first.statusCode).toBeGreaterThanOrEqual(500);
    expect(await credits(server, user.token)).toEqual([]);
    expect(await rows(server, sql`select id from processed_events where id = 'evt_retry'`)).toEqual([]);

    expect((await send(succeeded)).statusCode).toBe(200);
    expect((await send(succeeded)).statusCode).toBe(200);
    expect(await credits(server, user.token)).toEqual([{ packageId: 'plus', credits: 3 }]);
  });

  it('a payment the database will not store is refused as a conflict to try again: nothing is asked of Stripe, nothing is kept', async () => {
    const user = await signUp(server, 'no-insert@example.de');
    const db = server.database.db;
    // Every new payment row is refused as a duplicate whose original cannot be found (a racing click's row that was
    // rolled back): the service has no payment to hand back, so it must ask the buyer to try again and keep nothing.
    await db.execute(
      sql.raw(
        `create or replace function refuse_payment() returns trigger language plpgsql as $$ begin raise exception 'injected duplicate' using errcode = 'unique_violation'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger refuse_payment before insert on payments for each row execute function refuse_payment()`),
    );
    const intentsBefore = gateway.intents.size;
    try {
      const res = await call(server.app, 'POST', '/api/payments/intent', {
        token: user.token,
        body: { packageId: 'plus', requestId: randomUUID() },
      });
      expect([res.status, res.body.error, res.body.message]).toEqual([409, 'CONFLICT', 'Please try again']);
    } finally {
      await db.execute(sql.raw(`drop trigger if exists refuse_payment on payments`));
    }
    expect(gateway.intents.size).toBe(intentsBefore);
    expect(await rows(server, sql`select id from payments where user_id = ${user.id}`)).toEqual([]);
  });

  it.each([
    ['names a payment id that is not ours', { paymentId: randomUUID() }, 'pi_unknown_1'],
    ['names an id that is no UUID (another integration)', { paymentId: 'order-4711' }, 'pi_unknown_2'],
    ['has no metadata at all', {}, 'pi_unknown_3'],
  ])('an event that %s is acknowledged with 200 and changes nothing', async (_case, metadata, intentId) => {
    const before = await rows(server, sql`select id, status from payments order by id`);
    const res = await send(
      event(`evt_${intentId}`, 'payment_intent.succeeded', { id: intentId, object: 'payment_intent', metadata }),
    );
    expect(res.statusCode).toBe(200);
    expect(await rows(server, sql`select id, status from payments order by id`)).toEqual(before);
  });
});

describe('demo gateway: payment status only moves forward', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function intent(token: string, packageId = 'basis') {
    return (
      (await call(server.app, 'POST', '/api/payments/intent', { token, body: { packageId, requestId: randomUUID() } }))
        .body.data as { paymentId: string }
    ).paymentId;
  }

  it('has no Stripe webhook: nobody can post payment events to a server that does not take Stripe payments', async () => {
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"payment_intent.succeeded"}',
    });
    expect([posted.statusCode, posted.json().error]).toEqual([404, 'NOT_FOUND']);
  });

  it('concurrent confirmations, 3-D Secure starts and approvals: one success, credited once, one invoice number, never back to requires_action', async () => {
    const { token } = await signUp(server, 'race@example.de');
    for (let round = 0; round < 5; round++) {
      const paymentId = await intent(token);
      const confirm = (number: string) =>
        call(server.app, 'POST', '/api/payments/demo/confirm', { token, body: { paymentId, number, ...CARD } });
      const approve = () =>
        call(server.app, 'POST', '/api/payments/demo/authenticate', { token, body: { paymentId, approve: true } });
      await Promise.all([
        confirm('4242424242424242'),
        confirm('4000002760003184'),
        approve(),
        confirm('4000002760003184'),
        confirm('4242424242424242'),
        approve(),
      ]);
      // Late stragglers after the success must not move it.
      await confirm('4000002760003184');
      const [payment] = await rows(server, sql`select status, invoice_number from payments where id = ${paymentId}`);
      expect(payment).toMatchObject({
        status: 'succeeded',
        invoice_number: expect.stringMatching(/^INS-\d{4}-\d{6}$/),
      });
    }
    expect(await credits(server, token)).toEqual([{ packageId: 'basis', credits: 5 }]);
    const ledger = await rows(server, sql`select count(*)::int as n from credit_ledger where reason = 'purchase'`);
    expect(ledger[0]!.n).toBe(5);
  });

  it('invoice numbers are consecutive per year: declined and unfinished payments use none, a new year starts at 1', async () => {
    const { token } = await signUp(server, 'numbers@example.de');
    const pay = async (number: string) => {
      const paymentId = await intent(token);
      await call(server.app, 'POST', '/api/payments/demo/confirm', { token, body: { paymentId, number, ...CARD } });
      return (await rows(server, sql`select invoice_number from payments where id = ${paymentId}`))[0]!
        .invoice_number as string | null;
    };
    const a = await pay('4242424242424242');
    expect(await pay('4000000000000002')).toBeNull();
    await intent(token); // started, never paid
    const b = await pay('4242424242424242');
    const number = (n: string) => Number(n.split('-')[2]);
    expect(number(b!)).toBe(number(a!) + 1);

    // All numbers of this year so far: 1..n without a hole.
    const year = a!.split('-')[1];
    const used = (
      await rows(server, sql`select invoice_number from payments where invoice_number like ${`INS-${year}-%`}`)
    )
      .map((r) => number(r.invoice_number as string))
      .sort((x, y) => x - y);
    expect(used).toEqual(used.map((_, i) => i + 1));

    server.clock.offsetMs = Date.parse(`${Number(year) + 1}-01-02T10:00:00Z`) - Date.now();
    try {
      expect(await pay('4242424242424242')).toBe(`INS-${Number(year) + 1}-000001`);
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});
