import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registration, signUp, startTestServer, type TestServer } from './helpers';

// The payment rules the mutation run of the payments area found untested (issue 16): what the demo card check
// accepts, how an English buyer's confirmation reads, and how the printable invoice lays out the buyer.

const SUCCEEDS = '4242 4242 4242 4242';
/** A real card number (Luhn-valid) that is none of the demo's documented test cards. */
const UNKNOWN_CARD = '5555 5555 5555 4444';

describe('demo checkout: the card check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function pendingPayment(email: string, token?: string) {
    const buyer = token ?? (await signUp(server, email)).token;
    const intent = await call(server.app, 'POST', '/api/payments/intent', {
      token: buyer,
      body: { packageId: 'basis', requestId: randomUUID() },
    });
    return { token: buyer, paymentId: (intent.body.data as { paymentId: string }).paymentId };
  }

  async function pay(token: string, paymentId: string, card: { number?: string; expiry: string; cvc?: string }) {
    return call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: card.number ?? SUCCEEDS, expiry: card.expiry, cvc: card.cvc ?? '123' },
    });
  }

  async function status(token: string, paymentId: string) {
    return ((await call(server.app, 'GET', `/api/payments/${paymentId}`, { token })).body.data as { status: string })
      .status;
  }

  /** MM/YY of the month `offset` months from now. */
  function expiryIn(offset: number): string {
    const month = new Date();
    month.setDate(1);
    month.setMonth(month.getMonth() + offset);
    return `${String(month.getMonth() + 1).padStart(2, '0')}/${String(month.getFullYear() % 100).padStart(2, '0')}`;
  }

  it('a valid card that is not one of the test cards is refused as not supported, not as declined', async () => {
    const { token, paymentId } = await pendingPayment('unknown-card@example.de');
    const res = await pay(token, paymentId, { number: UNKNOWN_CARD, expiry: '12/39' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'failed', reason: 'card_not_supported' });
    expect(await status(token, paymentId)).toBe('failed');
  });

  it('the expiry is MM/YY and nothing around it: 112/45 and 12/451 are refused and the payment stays open', async () => {
    const { token, paymentId } = await pendingPayment('expiry-shape@example.de');
    for (const expiry of ['112/45', '12/451', '13/40', '00/40']) {
      const res = await pay(token, paymentId, { expiry });
      expect(res.status, expiry).toBe(400);
      expect(
        res.body.errors!.map((e) => e.field),
        expiry,
      ).toEqual(['expiry']);
    }
    expect(await status(token, paymentId)).toBe('pending');
  });

  it('a card that expired last month or last year is refused; one that expires this month or in January of a later year is taken', async () => {
    const { token, paymentId } = await pendingPayment('expiry-month@example.de');
    // Last month, and December of last year: a later month does not make an earlier year's card valid.
    for (const expiry of [expiryIn(-1), `12/${String((new Date().getFullYear() - 1) % 100).padStart(2, '0')}`]) {
      const expired = await pay(token, paymentId, { expiry });
      expect(expired.status, expiry).toBe(400);
      expect(
        expired.body.errors!.map((e) => e.field),
        expiry,
      ).toEqual(['expiry']);
    }
    expect(await status(token, paymentId)).toBe('pending');

    expect((await pay(token, paymentId, { expiry: expiryIn(0) })).body.data).toEqual({
      status: 'succeeded',
      reason: null,
    });
    const january = await pendingPayment('', token);
    expect(
      (await pay(token, january.paymentId, { expiry: `01/${(new Date().getFullYear() % 100) + 2}` })).body.data,
    ).toEqual({ status: 'succeeded', reason: null });
  });

  it('a field longer than any card form sends is refused as too long, not checked as a card', async () => {
    const { token, paymentId } = await pendingPayment('too-long@example.de');
    for (const [card, field] of [
      [{ number: ' '.repeat(12) + '4242 4242 4242 4242', expiry: '12/39' }, 'number'],
      [{ expiry: '12 /     39' }, 'expiry'],
      [{ expiry: '12/39', cvc: '123    ' }, 'cvc'],
    ] as const) {
      const res = await pay(token, paymentId, card);
      expect([res.status, res.body.errors?.map((e) => [e.field, e.code])], field).toEqual([400, [[field, 'too_long']]]);
    }
    expect(await status(token, paymentId)).toBe('pending');
  });

  it('spaces and dashes in the number are how people type it; a Luhn typo is refused', async () => {
    const { token, paymentId } = await pendingPayment('typing@example.de');
    expect(
      (await pay(token, paymentId, { number: '4242-4242-4242-4243', expiry: '12/39' })).body.errors!.map(
        (e) => e.field,
      ),
    ).toEqual(['number']);
    expect((await pay(token, paymentId, { number: '4242-4242 4242-4242', expiry: '12/39' })).body.data).toEqual({
      status: 'succeeded',
      reason: null,
    });
  });
});

describe('after a payment: the buyer’s mail and the printable invoice', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function englishBuyer(email: string): Promise<string> {
    const headers = { 'accept-language': 'en-GB,en;q=0.9' };
    expect((await call(server.app, 'POST', '/api/auth/register', { body: registration(email), headers })).status).toBe(
      201,
    );
    const activated = await call(server.app, 'POST', '/api/auth/activate-user', {
      body: { userEmail: email, activation_code: await server.mail.codeFor(email) },
      headers,
    });
    return (activated.body.data as { accessToken: string }).accessToken;
  }

  async function buy(token: string, billing: Record<string, string> = {}): Promise<string> {
    const intent = await call(server.app, 'POST', '/api/payments/intent', {
      token,
      body: { packageId: 'plus', requestId: randomUUID(), ...billing },
    });
    const paymentId = (intent.body.data as { paymentId: string }).paymentId;
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: SUCCEEDS, expiry: '12/39', cvc: '123' },
    });
    return paymentId;
  }

  it('an English-speaking buyer’s confirmation gives the amount as English readers write it', async () => {
    const token = await englishBuyer('english-buyer@example.de');
    await buy(token);
    await server.mail.settled();
    const mail = server.mail.sent.find((m) => m.to === 'english-buyer@example.de' && m.attachments?.length);
    expect(mail?.text).toContain('€34.90');
    expect(mail?.text).not.toContain('34,90');
  });

  it('the printable invoice puts the buyer’s name and each address line on a line of their own', async () => {
    const { token } = await signUp(server, 'address@example.de');
    const paymentId = await buy(token, { billingName: 'Muster GmbH', billingAddress: 'Hauptstraße 1\n10115 Berlin' });
    const html = await server.app.inject({
      url: `/api/payments/${paymentId}/receipt?lang=de&format=html`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Muster GmbH<br>Hauptstraße 1<br>10115 Berlin');
  });
});
