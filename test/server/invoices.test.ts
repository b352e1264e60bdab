import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminToken, call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';
import { type Payment, CARD, credits } from './paymentsKit';
import { pdfText } from '../support/pdfText';

// Payments afterwards: the list of one's payments, nobody else's, the § 14 UStG invoice, credits that publish.
describe('demo gateway: payments afterwards', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function intent(token: string, packageId = 'plus', requestId = randomUUID()) {
    return (await call(server.app, 'POST', '/api/payments/intent', { token, body: { packageId, requestId } })).body
      .data as { provider: string; paymentId: string; clientSecret: string };
  }

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
    const revenue = async () =>
      ((await call(server.app, 'GET', '/api/admin/stats', { token: admin })).body.data as { revenueCents: number })
        .revenueCents;
    const before = await revenue();
    const seller = await signUp(server, 'publisher@example.de');
    const { paymentId } = await intent(seller.token, 'plus');
    const paid = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token: seller.token,
      body: { paymentId, number: '4242 4242 4242 4242', ...CARD },
    });
    expect(paid.body.data).toEqual({ status: 'succeeded', reason: null });
    const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd() })).body.data as {
      id: string;
    };
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c8b89a' } })
      .jpeg()
      .toBuffer();
    expect((await upload(server.app, seller.token, draft.id, photo)).status).toBe(200);
    const published = await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, {
      token: seller.token,
      body: { packageId: 'plus' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((published.body.data as { status: string }).status).toBe('active');
    expect(await credits(server, seller.token)).toEqual([{ packageId: 'plus', credits: 2 }]);
    expect(await revenue()).toBe(before + 3490);
  });
});
