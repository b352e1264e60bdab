import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './helpers';
import { type Payment, CARD, credits } from './paymentsKit';

// Paying with the demo gateway: the packages on sale, the card outcomes (success, decline, 3-D Secure), double clicks.
describe('demo gateway', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function intent(token: string, packageId = 'plus', requestId = randomUUID()) {
    return (await call(server.app, 'POST', '/api/payments/intent', { token, body: { packageId, requestId } })).body
      .data as { provider: string; paymentId: string; clientSecret: string };
  }

  it('says which provider takes payments', async () => {
    expect((await call(server.app, 'GET', '/api/payments/config')).body.data).toEqual({ provider: 'demo' });
  });

  it('lists the packages on sale in their order, each with what it costs and gives, in both languages', async () => {
    const res = await call(server.app, 'GET', '/api/package/getAllPackages');
    const packages = res.body.data as { id: string; priceCents: number; adCredits: number; featured: boolean }[];
    expect(packages.map((p) => [p.id, p.priceCents, p.adCredits, p.featured])).toEqual([
      ['basis', 1490, 1, false],
      ['plus', 3490, 3, false],
      ['premium', 7990, 5, true],
    ]);
    expect(packages[0]).toEqual({
      id: 'basis',
      name: { de: 'Basis', en: 'Basic' },
      description: {
        de: 'Eine Anzeige, 30 Tage online, bis zu 10 Bilder.',
        en: 'One ad, online for 30 days, up to 10 images.',
      },
      priceCents: 1490,
      currency: 'EUR',
      adCredits: 1,
      durationDays: 30,
      featured: false,
      maxImages: 10,
      active: true,
    });
  });

  it('4242 4242 4242 4242 succeeds: credits arrive once, with an invoice and 19 % VAT', async () => {
    const { token } = await signUp(server, 'buyer@example.de');
    const { provider, paymentId } = await intent(token, 'plus');
    expect(provider).toBe('demo');
    const paid = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: '4242 4242 4242 4242', ...CARD },
    });
    expect(paid.body.data).toEqual({ status: 'succeeded', reason: null });
    // Confirming again (a retry after a lost answer) changes nothing.
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: '4242424242424242', ...CARD },
    });
    expect(await credits(server, token)).toEqual([{ packageId: 'plus', credits: 3 }]);
    const [payment] = (await call(server.app, 'GET', '/api/payments/mine', { token })).body.data as Payment[];
    expect(payment).toMatchObject({
      id: paymentId,
      status: 'succeeded',
      amountCents: 3490,
      invoice: { netCents: 2933, vatCents: 557, vatRate: 19 },
    });
    expect(payment!.invoice!.number).toMatch(/^INS-\d{4}-\d{6}$/);
  });

  it('the amount comes from the package on the server, whatever the client sends', async () => {
    const { token } = await signUp(server, 'cheap@example.de');
    const priced = await call(server.app, 'POST', '/api/payments/intent', {
      token,
      body: { packageId: 'premium', amountCents: 1, requestId: randomUUID() },
    });
    expect(priced.status).toBe(400); // a price from the client is not a field of this request
    expect(priced.body.errors).toContainEqual(expect.objectContaining({ field: 'amountCents' }));
    const res = await call(server.app, 'POST', '/api/payments/intent', {
      token,
      body: { packageId: 'premium', requestId: randomUUID() },
    });
    const payment = (
      await call(server.app, 'GET', `/api/payments/${(res.body.data as { paymentId: string }).paymentId}`, { token })
    ).body.data as Payment;
    expect(payment.amountCents).toBe(7990);
  });

  it('4000 0000 0000 0002 is declined: no credit, status failed', async () => {
    const { token } = await signUp(server, 'declined@example.de');
    const { paymentId } = await intent(token);
    const res = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: '4000 0000 0000 0002', ...CARD },
    });
    expect(res.body.data).toEqual({ status: 'failed', reason: 'card_declined' });
    expect(await credits(server, token)).toEqual([]);
    expect(((await call(server.app, 'GET', `/api/payments/${paymentId}`, { token })).body.data as Payment).status).toBe(
      'failed',
    );
  });

  it('4000 0027 6000 3184 asks for 3-D Secure; approving credits, declining does not', async () => {
    const { token } = await signUp(server, 'threeds@example.de');
    const first = await intent(token, 'basis');
    const challenge = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: first.paymentId, number: '4000 0027 6000 3184', ...CARD },
    });
    expect(challenge.body.data).toEqual({ status: 'requires_action', reason: null });
    expect(await credits(server, token)).toEqual([]);
    const approved = await call(server.app, 'POST', '/api/payments/demo/authenticate', {
      token,
      body: { paymentId: first.paymentId, approve: true },
    });
    expect(approved.body.data).toEqual({ status: 'succeeded', reason: null });
    // The bank page's button pressed twice: the second press reports the success and credits nothing more.
    const again = await call(server.app, 'POST', '/api/payments/demo/authenticate', {
      token,
      body: { paymentId: first.paymentId, approve: true },
    });
    expect(again.body.data).toEqual({ status: 'succeeded', reason: null });
    expect(await credits(server, token)).toEqual([{ packageId: 'basis', credits: 1 }]);

    const second = await intent(token, 'basis');
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: second.paymentId, number: '4000002760003184', ...CARD },
    });
    const declined = await call(server.app, 'POST', '/api/payments/demo/authenticate', {
      token,
      body: { paymentId: second.paymentId, approve: false },
    });
    expect(declined.body.data).toEqual({ status: 'failed', reason: 'authentication_failed' });
    expect(await credits(server, token)).toEqual([{ packageId: 'basis', credits: 1 }]);

    // Stuck on the bank's page, the buyer goes back and pays the same payment with another card: that card is taken.
    const thirdRequest = randomUUID();
    const third = await intent(token, 'basis', thirdRequest);
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: third.paymentId, number: '4000002760003184', ...CARD },
    });
    // The checkout page reloaded while the bank waits: the same request starts no second payment.
    expect((await intent(token, 'basis', thirdRequest)).paymentId).toBe(third.paymentId);
    const otherCard = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: third.paymentId, number: '4242424242424242', ...CARD },
    });
    expect(otherCard.body.data).toEqual({ status: 'succeeded', reason: null });
    expect(await credits(server, token)).toEqual([{ packageId: 'basis', credits: 2 }]);
    // The billing page names each payment's package in the reader's language.
    const listed = (await call(server.app, 'GET', '/api/payments/mine', { token })).body.data as {
      packageName: { de: string; en: string };
    }[];
    expect(listed.map((p) => p.packageName)).toEqual(Array(3).fill({ de: 'Basis', en: 'Basic' }));
  });

  it('a double click (same requestId) is one payment; parallel confirms credit once', async () => {
    const { token } = await signUp(server, 'double@example.de');
    const requestId = randomUUID();
    const [a, b] = await Promise.all([intent(token, 'basis', requestId), intent(token, 'basis', requestId)]);
    expect(a.paymentId).toBe(b.paymentId);
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        call(server.app, 'POST', '/api/payments/demo/confirm', {
          token,
          body: { paymentId: a.paymentId, number: '4242424242424242', ...CARD },
        }),
      ),
    );
    expect(results.every((r) => (r.body.data as { status: string }).status === 'succeeded')).toBe(true);
    expect(await credits(server, token)).toEqual([{ packageId: 'basis', credits: 1 }]);
    expect(((await call(server.app, 'GET', '/api/payments/mine', { token })).body.data as Payment[]).length).toBe(1);
  });
});
