import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './helpers';
import { type Payment, CARD, credits } from './paymentsKit';

// What a payment request may carry: card data, its request id, billing details, and the month's figures.
describe('demo gateway: what a request may carry', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function intent(token: string, packageId = 'plus', requestId = randomUUID()) {
    return (await call(server.app, 'POST', '/api/payments/intent', { token, body: { packageId, requestId } })).body
      .data as { provider: string; paymentId: string; clientSecret: string };
  }

  it('refuses invalid card data without touching the payment', async () => {
    const { token } = await signUp(server, 'typo@example.de');
    const { paymentId } = await intent(token);
    const res = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: '4242 4242 4242 4241', expiry: '13/20', cvc: 'x' },
    });
    expect(res.status).toBe(400);
    // Each field's own code and message: API callers show or log what was wrong with which field.
    expect(res.body.errors).toEqual([
      { field: 'number', code: 'invalid', message: 'The card number is not valid' },
      { field: 'expiry', code: 'invalid', message: 'The expiry date is not valid' },
      { field: 'cvc', code: 'invalid', message: 'The security code is not valid' },
    ]);
    expect(((await call(server.app, 'GET', `/api/payments/${paymentId}`, { token })).body.data as Payment).status).toBe(
      'pending',
    );
  });

  it('a request id stays with its package and its payment: reused for another package or after the payment ended, it is refused and changes nothing', async () => {
    const { token } = await signUp(server, 'request-id@example.de');
    const requestId = randomUUID();
    const first = await intent(token, 'basis', requestId);
    const otherPackage = await call(server.app, 'POST', '/api/payments/intent', {
      token,
      body: { packageId: 'plus', requestId },
    });
    expect([otherPackage.status, otherPackage.body.error]).toEqual([409, 'CONFLICT']);
    const unknown = await call(server.app, 'POST', '/api/payments/intent', {
      token,
      body: { packageId: 'gold', requestId: randomUUID() },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: 'packageId', code: 'invalid', message: 'This package cannot be bought' },
    ]);

    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: first.paymentId, number: '4000000000000002', ...CARD },
    });
    const again = await call(server.app, 'POST', '/api/payments/intent', {
      token,
      body: { packageId: 'basis', requestId },
    });
    expect([again.status, again.body.error, again.body.message]).toEqual([
      409,
      'CONFLICT',
      'This payment is already finished',
    ]);
    // A declined payment takes no second card and no 3-D Secure approval: the person starts a new payment.
    const secondCard = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: first.paymentId, number: '4242424242424242', ...CARD },
    });
    expect([secondCard.status, secondCard.body.error, secondCard.body.message]).toEqual([
      409,
      'CONFLICT',
      'This payment is already finished',
    ]);
    const approval = await call(server.app, 'POST', '/api/payments/demo/authenticate', {
      token,
      body: { paymentId: first.paymentId, approve: true },
    });
    expect([approval.status, approval.body.error]).toEqual([409, 'CONFLICT']);
    // Nor is a payment that was never challenged approved by 3-D Secure.
    const unchallenged = await intent(token, 'basis');
    const skipped = await call(server.app, 'POST', '/api/payments/demo/authenticate', {
      token,
      body: { paymentId: unchallenged.paymentId, approve: true },
    });
    expect([skipped.status, skipped.body.error]).toEqual([409, 'CONFLICT']);
    const payments = (await call(server.app, 'GET', '/api/payments/mine', { token })).body.data as (Payment & {
      packageId: string;
    })[];
    expect(payments.map((p) => p.status).sort()).toEqual(['failed', 'pending']);
    expect(await credits(server, token)).toEqual([]);
  });

  it('billing details are taken up to their length (name 160, address 400 characters) and refused as too long beyond, as is a package id over 64', async () => {
    const { token } = await signUp(server, 'billing-long@example.de');
    const start = (body: Record<string, unknown>) =>
      call(server.app, 'POST', '/api/payments/intent', {
        token,
        body: { packageId: 'basis', requestId: randomUUID(), ...body },
      });
    expect((await start({ billingName: 'N'.repeat(160), billingAddress: 'A'.repeat(400) })).status).toBe(200);
    for (const [body, field] of [
      [{ billingName: 'N'.repeat(161) }, 'billingName'],
      [{ billingAddress: 'A'.repeat(401) }, 'billingAddress'],
      [{ packageId: 'p'.repeat(65) }, 'packageId'],
    ] as const) {
      const res = await start(body);
      expect([res.status, res.body.errors?.map((e) => [e.field, e.code])], field).toEqual([400, [[field, 'too_long']]]);
    }
    expect(((await call(server.app, 'GET', '/api/payments/mine', { token })).body.data as unknown[]).length).toBe(1);
  });

  it('the invoice is made out to the account’s name unless other billing details are given, blanks counting as none', async () => {
    const { token } = await signUp(server, 'billing-default@example.de', { name: 'Frieda', lastname: 'Fuchs' });
    const billingOf = async (body: Record<string, unknown>) => {
      const { paymentId } = (
        await call(server.app, 'POST', '/api/payments/intent', {
          token,
          body: { packageId: 'basis', requestId: randomUUID(), ...body },
        })
      ).body.data as { paymentId: string };
      return (
        (await call(server.app, 'GET', `/api/payments/${paymentId}`, { token })).body.data as { billing: unknown }
      ).billing;
    };
    expect(await billingOf({})).toEqual({ name: 'Frieda Fuchs', address: null });
    expect(await billingOf({ billingName: '   ', billingAddress: '  ' })).toEqual({
      name: 'Frieda Fuchs',
      address: null,
    });
    expect(
      await billingOf({ billingName: ' Fuchs Immobilien GmbH ', billingAddress: ' Hauptstraße 2\n50667 Köln ' }),
    ).toEqual({ name: 'Fuchs Immobilien GmbH', address: 'Hauptstraße 2\n50667 Köln' });
    // An account with one name only (as Google gives for a one-word display name): no stray space on the invoice.
    const single = await signUp(server, 'billing-single@example.de', { name: 'Cher' });
    await server.database.db.execute(sql`update users set lastname = '' where id = ${single.id}`);
    const { paymentId } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token: single.token,
        body: { packageId: 'basis', requestId: randomUUID() },
      })
    ).body.data as { paymentId: string };
    expect(
      (
        (await call(server.app, 'GET', `/api/payments/${paymentId}`, { token: single.token })).body.data as {
          billing: unknown;
        }
      ).billing,
    ).toEqual({ name: 'Cher', address: null });
  });

  // What the card form accepts, at each bound: a refused field leaves the payment pending; an accepted card that is
  // not one of the demo's test cards is declined as "not supported" (it reached the "network").
  const thisMonth = () => {
    const now = server.clock.now();
    const mm = (month: number) => String(month).padStart(2, '0');
    const yy = now.getFullYear() % 100;
    return {
      current: `${mm(now.getMonth() + 1)}/${yy}`,
      previous: now.getMonth() === 0 ? `12/${yy - 1}` : `${mm(now.getMonth())}/${yy}`,
    };
  };
  it.each([
    ['13 digits (Luhn-valid)', { number: '4222222222222' }, []],
    ['19 digits (Luhn-valid)', { number: '4000000000000000006' }, []],
    ['12 digits (Luhn-valid)', { number: '400000000002' }, ['number']],
    ['20 digits (Luhn-valid)', { number: '41111111111111111115' }, ['number']],
    ['letters in the number', { number: '4242 4242 4242 424a' }, ['number']],
    ['a Mastercard test number written with dashes', { number: '5555-5555-5555-4444' }, []],
    ['expiry this month, written with spaces', { expiry: 'current' }, []],
    ['expiry last month', { expiry: 'previous' }, ['expiry']],
    ['expiry month 00', { expiry: '00/39' }, ['expiry']],
    ['expiry without a slash (MMYY, as "1229" for 12/29)', { expiry: '1239' }, []],
    ['expiry with the year in full', { expiry: '12/2039' }, []],
    ['expiry of three digits', { expiry: '129' }, ['expiry']],
    ['expiry month 13', { expiry: '1339' }, ['expiry']],
    ['a four-digit security code, with spaces around it', { cvc: ' 1234 ' }, []],
    ['a two-digit security code', { cvc: '12' }, ['cvc']],
    ['a five-digit security code', { cvc: '12345' }, ['cvc']],
  ] as const)('card data: %s', async (_, card, refused) => {
    const { token } = await signUp(server, `card-${randomUUID()}@example.de`);
    const { paymentId } = await intent(token);
    const month = thisMonth();
    const expiry =
      'expiry' in card
        ? card.expiry === 'current'
          ? ` ${month.current.replace('/', ' / ')} `
          : card.expiry === 'previous'
            ? month.previous
            : card.expiry
        : CARD.expiry;
    const body = { paymentId, number: '4000 0000 0000 9995', ...CARD, ...card, expiry };
    const res = await call(server.app, 'POST', '/api/payments/demo/confirm', { token, body });
    const status = ((await call(server.app, 'GET', `/api/payments/${paymentId}`, { token })).body.data as Payment)
      .status;
    if (refused.length > 0) {
      expect(res.status).toBe(400);
      expect(res.body.errors!.map((e) => e.field)).toEqual(refused);
      expect(status).toBe('pending');
    } else {
      expect(res.body.data).toEqual({ status: 'failed', reason: 'card_not_supported' });
      expect(status).toBe('failed');
    }
  });
});
