import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rows, signUp, startTestServer, type TestServer } from './helpers';
import { pdfText } from '../support/pdfText';

/** Money moves exactly once, forwards only, and invoices are numbered without gaps (issue: fail closed, lose nothing). */

const CARD = { expiry: '12/39', cvc: '123' };

async function credits(server: TestServer, token: string) {
  return (await call(server.app, 'GET', '/api/ads/credits', { token })).body.data as {
    packageId: string;
    credits: number;
  }[];
}

// Invoices outlive the account, and a payment whose confirmation mail cannot be queued.
describe('invoices outlive the account (§ 147 AO, § 14b UStG)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('deleting the account keeps the billing name and address frozen on the invoice and removes every other trace of the person', async () => {
    const user = await signUp(server, 'leaving@example.de');
    const { paymentId } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token: user.token,
        body: { packageId: 'plus', requestId: randomUUID(), billingAddress: 'Lindenstraße 5\n10969 Berlin' },
      })
    ).body.data as { paymentId: string };
    await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token: user.token,
      body: { paymentId, number: '4242424242424242', ...CARD },
    });
    // The name changes after the purchase; the invoice keeps the one it was issued to.
    await call(server.app, 'PATCH', '/api/user/profile', { token: user.token, body: { lastname: 'Neuname' } });
    const receipt = await server.app.inject({
      url: `/api/payments/${paymentId}/receipt?lang=de`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    const { text } = await pdfText(receipt.rawPayload);
    expect(text).toContain('Rechnungsempfänger\nErika Mustermann\nLindenstraße 5\n10969 Berlin');

    expect(
      (
        await call(server.app, 'DELETE', '/api/user/profile', {
          token: user.token,
          body: { password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
    const [payment] = await rows(server, sql`select * from payments where id = ${paymentId}`);
    expect(payment).toMatchObject({
      user_id: null,
      billing_name: 'Erika Mustermann',
      billing_address: 'Lindenstraße 5\n10969 Berlin',
      status: 'succeeded',
    });
    expect(payment!.invoice_number).toMatch(/^INS-/);
    expect(JSON.stringify(payment)).not.toContain(user.id);
    expect(JSON.stringify(payment)).not.toContain('leaving@example.de');
  });
});

describe('a payment whose confirmation mail cannot be queued', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is still paid, credited and invoiced: the mail is lost, not the purchase', async () => {
    const { token } = await signUp(server, 'queue-down@example.de');
    const { paymentId } = (
      await call(server.app, 'POST', '/api/payments/intent', {
        token,
        body: { packageId: 'basis', requestId: randomUUID() },
      })
    ).body.data as { paymentId: string };
    await server.mail.settled();
    const sentBefore = server.mail.sent.length;
    // The job queue stops taking jobs, as when its database is gone: queueing the confirmation mail throws.
    await server.services.jobs.stop();

    const paid = await call(server.app, 'POST', '/api/payments/demo/confirm', {
      token,
      body: { paymentId, number: '4242424242424242', ...CARD },
    });
    expect([paid.status, paid.body.data]).toEqual([200, { status: 'succeeded', reason: null }]);
    expect(await credits(server, token)).toEqual([{ packageId: 'basis', credits: 1 }]);
    const receipt = await server.app.inject({
      url: `/api/payments/${paymentId}/receipt?lang=de`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(server.mail.sent.length).toBe(sentBefore);
  });
});
