import pg from 'pg';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mailedCode, startServer, tempDatabase, tempDir } from './harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a Stripe webhook whose first handling fails (PostgreSQL)', () => {
  it('while another transaction holds the payment row, the delivery answers 503 and is not remembered; the retry credits exactly once', async () => {
    const dir = await tempDir();
    cleanups.push(dir.remove);
    const database = await tempDatabase();
    cleanups.push(database.drop);
    const secret = 'whsec_fault_suite';
    const server = await startServer({
      DATA_DIR: dir.path,
      DATABASE_URL: database.url,
      STRIPE_SECRET_KEY: 'sk_test_fault_suite',
      STRIPE_WEBHOOK_SECRET: secret,
      DATABASE_LOCK_TIMEOUT_MS: '1000',
    });
    cleanups.push(async () => void server.child.kill('SIGKILL'));

    // A buyer, and a payment as createIntent leaves it (Stripe's API itself is out of reach here).
    await json(`${server.url}/api/auth/register`, {
      body: {
        name: 'Bea',
        lastname: 'Buyer',
        email: 'bea@fault.test',
        phone_number: '+49 30 1234567',
        password: 'buyer-password-1',
        confirmPassword: 'buyer-password-1',
        role: 'USER',
      },
    });
    const session = await json(`${server.url}/api/auth/activate-user`, {
      body: { userEmail: 'bea@fault.test', activation_code: await mailedCode(dir.path) },
    });
    const { accessToken, user } = session.body.data as { accessToken: string; user: { id: string } };
    const db = new pg.Client(database.url);
    await db.connect();
    cleanups.push(() => db.end());
    const [payment] = (
      await db.query(
        `insert into payments (user_id, package_id, amount_cents, provider, provider_ref, idempotency_key, billing_name) values ($1, 'plus', 3490, 'stripe', 'pi_fault_1', $2, 'Bea Buyer') returning id`,
        [user.id, `${user.id}:fault`],
      )
    ).rows as { id: string }[];

    const payload = JSON.stringify({
      id: 'evt_fault_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'pi_fault_1', object: 'payment_intent', amount_received: 3490, currency: 'eur' } },
    });
    const deliver = () =>
      fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret }),
        },
      });

    // Another transaction holds the payment row, as a concurrent handler or a slow admin query would.
    await db.query('begin');
    await db.query('select * from payments where id = $1 for update', [payment!.id]);
    const first = await deliver();
    await db.query('rollback');
    expect(first.status).toBe(503);
    expect(await first.json()).toMatchObject({ error: 'UNAVAILABLE' });
    expect((await db.query("select id from processed_events where id = 'evt_fault_1'")).rows).toEqual([]);

    // Stripe retries (with backoff in reality); the retry and a duplicate both answer 200.
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    const credits = await json(`${server.url}/api/ads/credits`, { token: accessToken });
    expect(credits.body.data).toEqual([{ packageId: 'plus', credits: 3 }]);
    expect(
      (
        await db.query("select count(*)::int as n from credit_ledger where payment_id = $1 and reason = 'purchase'", [
          payment!.id,
        ])
      ).rows[0],
    ).toEqual({ n: 1 });
  });
});
