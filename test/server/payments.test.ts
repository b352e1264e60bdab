import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, rows, signUp, startTestServer, type TestServer } from './helpers';
import { PaymentGatewayInMemory } from '../fakes/server/PaymentGatewayInMemory';
import { pdfText } from '../support/pdfText';

interface Payment {
  id: string;
  status: string;
  amountCents: number;
  invoice: { number: string; netCents: number; vatCents: number; vatRate: number } | null;
}

const CARD = { expiry: '12/39', cvc: '123' };

async function credits(server: TestServer, token: string) {
  return (await call(server.app, 'GET', '/api/ads/credits', { token })).body.data as {
    packageId: string;
    credits: number;
  }[];
}

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

  it('"Ihre Zahlungen" leaves out a checkout opened and abandoned over an hour ago; one under way, paid and failed stay', async () => {
    const { token } = await signUp(server, `abandoned-${randomUUID()}@example.de`);
    const abandoned = (await intent(token)).paymentId;
    // Opened an hour and a minute ago and never confirmed.
    await server.database.db.execute(
      sql`update payments set created_at = now() - interval '61 minutes' where id = ${abandoned}`,
    );
    const underWay = (await intent(token)).paymentId;
    const paid = (await intent(token)).paymentId;
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: paid, number: '4242 4242 4242 4242', ...CARD },
    });
    const declined = (await intent(token)).paymentId;
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId: declined, number: '4000 0000 0000 0002', ...CARD },
    });
    const listed = ((await call(server.app, 'GET', '/api/payments/mine', { token })).body.data as Payment[]).map(
      (p) => [p.id, p.status],
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        [underWay, 'pending'],
        [paid, 'succeeded'],
        [declined, 'failed'],
      ]),
    );
    expect(listed.map(([id]) => id)).not.toContain(abandoned);
    // It can still be looked up by its own page (a late confirmation), it is only not listed.
    expect((await call(server.app, 'GET', `/api/payments/${abandoned}`, { token })).status).toBe(200);
  });

  it("nobody else sees, pays or downloads someone's payment", async () => {
    const owner = await signUp(server, 'owner-pay@example.de');
    const other = await signUp(server, 'other-pay@example.de');
    const { paymentId } = await intent(owner.token);
    const seen = await call(server.app, 'GET', `/api/payments/${paymentId}`, { token: other.token });
    expect([seen.status, seen.body.error, seen.body.message]).toEqual([404, 'NOT_FOUND', 'Payment not found']);
    expect(
      (
        await call(server.app, 'POST', '/api/payments/demo/confirm', {
          token: other.token,
          body: { paymentId, number: '4242424242424242', ...CARD },
        })
      ).status,
    ).toBe(404);
    expect((await call(server.app, 'GET', `/api/payments/${paymentId}/receipt`, { token: other.token })).status).toBe(
      404,
    );
  });

  it('the invoice is a PDF with every field § 14 UStG asks for, mailed with the confirmation and downloadable', async () => {
    const { token } = await signUp(server, 'receipt@example.de', { name: 'Jürgen' });
    const { paymentId } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token,
        body: {
          packageId: 'premium',
          requestId: randomUUID(),
          billingName: 'Jürgen Größer',
          billingAddress: 'Königsallee 5\n40212 Düsseldorf',
        },
      })
    ).body.data as { paymentId: string };
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: '4242424242424242', ...CARD },
    });
    const payment = (await call(server.app, 'GET', `/api/payments/${paymentId}`, { token })).body.data as Payment;
    const number = payment.invoice!.number;

    const res = await server.app.inject({
      url: `/api/payments/${paymentId}/receipt?lang=de`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const { text, info } = await pdfText(res.rawPayload);
    const legal = server.config.legal;
    expect(text).toContain(`Rechnungsnummer ${number}`);
    expect(text).toMatch(/Rechnungsdatum \d{1,2}\. \p{L}+ \d{4}/u);
    expect(text).toMatch(/Leistungszeitpunkt \d{1,2}\. \p{L}+ \d{4}/u);
    expect(text).toContain(`${legal.company} · ${legal.street} · ${legal.city}`);
    expect(text).toContain(`USt-IdNr. ${legal.vatId}`);
    expect(text).toContain('Jürgen Größer\nKönigsallee 5\n40212 Düsseldorf'); // umlauts print: the font is embedded
    expect(text).toContain('Anzeigenpaket „Premium“');
    expect(text).toContain('Nettobetrag 67,14 €'); // 79,90 € gross → 67,14 € net
    expect(text).toContain('Umsatzsteuer 19 % 12,76 €');
    expect(text).toContain('Gesamtbetrag 79,90 €');
    expect(text).toContain('Demo — keine echte Belastung.');
    expect(info).toMatchObject({ Title: `Rechnung ${number}`, Language: 'de' });

    // A language or format the invoice does not come in is refused, not guessed.
    for (const [query, field] of [
      ['lang=fr', 'lang'],
      ['format=docx', 'format'],
    ]) {
      const refused = await server.app.inject({
        url: `/api/payments/${paymentId}/receipt?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([refused.statusCode, refused.json().errors?.map((e: { field: string }) => e.field)], query).toEqual([
        400,
        [field],
      ]);
    }
    const english = await server.app.inject({
      url: `/api/payments/${paymentId}/receipt?lang=en`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await pdfText(english.rawPayload)).text).toContain('VAT 19 % €12.76');

    const html = await server.app.inject({
      url: `/api/payments/${paymentId}/receipt?lang=de&format=html`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-disposition']).toBe(`attachment; filename="${number}.html"`);
    expect(html.body).toContain('Leistungszeitpunkt');

    await server.mail.settled();
    const mail = server.mail.sent.find((m) => m.to === 'receipt@example.de' && m.subject.includes(number));
    expect(mail?.subject).toBe(`Ihre Zahlung bei Inserat – Rechnung ${number}`);
    expect(mail?.text).toContain('Hallo Jürgen,');
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']]);
    expect((await pdfText(Buffer.from(mail!.attachments![0]!.contentBase64, 'base64'))).text).toContain(
      'Gesamtbetrag 79,90 €',
    );

    // A repeated confirmation (a double click, Stripe's retry) mails nothing more.
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: '4242424242424242', ...CARD },
    });
    await server.mail.settled();
    expect(server.mail.sent.filter((m) => m.subject.includes(number))).toHaveLength(1);

    const unpaid = await intent(token);
    expect((await call(server.app, 'GET', `/api/payments/${unpaid.paymentId}/receipt`, { token })).status).toBe(409);
  });

  it('credits from a purchase publish an ad, and revenue shows for admins', async () => {
    const admin = await adminToken(server);
    const stats = (await call(server.app, 'GET', '/api/admin/stats', { token: admin })).body.data as {
      revenueCents: number;
    };
    expect(stats.revenueCents).toBeGreaterThanOrEqual(3490 + 1490 + 7990);
  });
});

describe('Stripe webhook (real signatures, fake Stripe API)', () => {
  const secret = 'whsec_test_inserat_secret';
  const stripe = new Stripe('sk_test_dummy');
  let server: TestServer;
  let gateway: PaymentGatewayInMemory;

  beforeAll(async () => {
    gateway = new PaymentGatewayInMemory('stripe');
    server = await startTestServer({ stripeWebhookSecret: secret }, {}, gateway);
  });
  afterAll(() => server.close());

  function event(id: string, type: string, object: Record<string, unknown>) {
    return JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
  }

  async function send(payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret })) {
    return server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  }

  async function stripePayment(email: string, packageId = 'plus') {
    const user = await signUp(server, email);
    const { paymentId, provider, clientSecret } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token: user.token,
        body: { packageId, requestId: randomUUID() },
      })
    ).body.data as {
      paymentId: string;
      provider: string;
      clientSecret: string;
    };
    expect(provider).toBe('stripe');
    expect(clientSecret).toMatch(/^pi_test_\d+_secret/);
    const intent = gateway.intents.get(paymentId)!;
    return { ...user, paymentId, intentId: intent.providerRef, amountCents: intent.amountCents };
  }

  /** The PaymentIntent as Stripe sends it in an event: its id, what it received and in which currency. */
  const intent = (p: { intentId: string; amountCents: number }, extra: Record<string, unknown> = {}) => ({
    id: p.intentId,
    object: 'payment_intent',
    amount: p.amountCents,
    amount_received: p.amountCents,
    currency: 'eur',
    ...extra,
  });

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
    await server.services.payments.markRequiresAction(p.paymentId);
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
