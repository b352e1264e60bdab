import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationThread } from '../../src/domain/conversation';
import type { Report, ReportedMessage } from '../../src/domain/report';
import { adminToken, call, publishedAd, startTestServer, type TestServer } from './helpers';
import { messaging } from './messagingKit';

/** Reports about conversations and ads: the admins' queue, its notes, and reports taken until the ad ends. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  admin = await adminToken(server);
});
afterAll(() => server.close());

const { person, seekerNamed, start, send } = messaging(() => server);

describe('reports', () => {
  it("a report goes to the admins' queue with the conversation's messages, and moves to resolved with a note", async () => {
    const seller = await person('gemeldet');
    const seeker = await seekerNamed('betrueger');
    const ad = await publishedAd(server, seller, { title: 'Wohnung mit verdächtiger Anfrage' });
    const { conversation } = (await start(seeker.token, ad.id, 'Bitte zahlen Sie die Kaution vorab per Western Union.'))
      .body.data as ConversationThread;
    expect((await send(seller.token, conversation.id, 'Das mache ich nicht.')).status).toBe(201);
    const mailsBefore = server.mail.sent.length;
    expect(
      (
        await call(server.app, 'POST', `/api/conversations/${conversation.id}/report`, {
          token: seller.token,
          body: { reason: 'fraud', details: '  Vorkasse verlangt  ' },
        })
      ).status,
    ).toBe(200);
    await server.mail.settled();
    // The moderators are told, and the reporter gets a confirmation of receipt (DSA Art. 16(4)).
    expect(
      server.mail.sent
        .slice(mailsBefore)
        .map((m) => [m.to, m.subject])
        .sort(),
    ).toEqual(
      [
        [server.config.adminEmail, 'Gemeldete Unterhaltung: Wohnung mit verdächtiger Anfrage'],
        [seller.email, 'Ihre Meldung zu „Wohnung mit verdächtiger Anfrage“ ist eingegangen'],
      ].sort(),
    );

    const queue = (await call(server.app, 'GET', '/api/admin/reports', { token: admin })).body.data as Report[];
    const report = queue.find((r) => r.conversationId === conversation.id)!;
    expect(report).toMatchObject({
      subject: 'conversation',
      reason: 'fraud',
      details: 'Vorkasse verlangt',
      status: 'open',
      ad: { id: ad.id },
      reporter: { name: 'Erika Mustermann' },
    });
    const detail = (await call(server.app, 'GET', `/api/admin/reports/${report.id}`, { token: admin })).body.data as {
      messages: ReportedMessage[];
    };
    expect(detail.messages).toEqual([
      expect.objectContaining({
        author: 'seeker',
        authorName: 'Paul',
        body: 'Bitte zahlen Sie die Kaution vorab per Western Union.',
      }),
      expect.objectContaining({ author: 'seller', authorName: 'Erika', body: 'Das mache ich nicht.' }),
    ]);

    expect(
      (
        await call(server.app, 'PATCH', `/api/admin/reports/${report.id}`, {
          token: admin,
          body: { status: 'in_review' },
        })
      ).body.data,
    ).toMatchObject({ status: 'in_review' });
    const resolved = await call(server.app, 'PATCH', `/api/admin/reports/${report.id}`, {
      token: admin,
      body: { status: 'resolved', note: 'Nutzer verwarnt' },
    });
    expect(resolved.body.data).toMatchObject({ status: 'resolved', note: 'Nutzer verwarnt' });
    const open = (await call(server.app, 'GET', '/api/admin/reports', { token: admin })).body.data as Report[];
    expect(open.map((r) => r.id)).not.toContain(report.id);
    const all = (await call(server.app, 'GET', '/api/admin/reports?status=all', { token: admin })).body
      .data as Report[];
    expect(all.map((r) => r.id)).toContain(report.id);
  });

  it('a conversation can be reported without a word of explanation', async () => {
    const seller = await person('wortlos');
    const seeker = await seekerNamed('wortlos-s');
    const ad = await publishedAd(server, seller);
    const { conversation } = (await start(seeker.token, ad.id, 'Kaufen Sie meine Uhren!')).body
      .data as ConversationThread;
    expect(
      (
        await call(server.app, 'POST', `/api/conversations/${conversation.id}/report`, {
          token: seller.token,
          body: { reason: 'spam' },
        })
      ).status,
    ).toBe(200);
    const queue = (await call(server.app, 'GET', '/api/admin/reports', { token: admin })).body.data as Report[];
    expect(queue.find((r) => r.conversationId === conversation.id)).toMatchObject({
      subject: 'conversation',
      reason: 'spam',
      details: '',
    });
  });

  it('an ad reported from its page is in the queue too, also from a visitor', async () => {
    const seller = await person('anzeige');
    const ad = await publishedAd(server, seller, { title: 'Gemeldete Anzeige mit falschen Angaben' });
    expect(
      (
        await call(server.app, 'POST', `/api/ads/${ad.id}/report`, {
          body: { reason: 'wrong_information', message: 'Die Fläche stimmt nicht' },
        })
      ).status,
    ).toBe(200);
    const queue = (await call(server.app, 'GET', '/api/admin/reports', { token: admin })).body.data as Report[];
    expect(queue.find((r) => r.ad?.id === ad.id)).toMatchObject({
      subject: 'ad',
      reason: 'wrong_information',
      details: 'Die Fläche stimmt nicht',
      reporter: null,
      conversationId: null,
    });
  });

  it('takes mail and reports for an ad until the instant it expires, before the nightly run marks it expired', async () => {
    const seller = await person('ablauf');
    const ad = await publishedAd(server, seller, { title: 'Wohnung kurz vor dem Ablauf' });
    const expiresAt = new Date(server.clock.now().getTime() + 60_000);
    await server.services.uow.repos.ads.update(ad.id, { expiresAt });
    const contact = { name: 'Jana', email: 'jana@example.de', message: 'Ist die Wohnung noch zu haben?' };
    const report = { reason: 'wrong_information', message: 'Die Fläche stimmt nicht' };
    server.clock.frozenAt = new Date(expiresAt.getTime() - 1);
    try {
      expect((await call(server.app, 'POST', `/api/ads/${ad.id}/contact`, { body: contact })).status).toBe(200);
      expect((await call(server.app, 'POST', `/api/ads/${ad.id}/report`, { body: report })).status).toBe(200);
      server.clock.frozenAt = expiresAt;
      const late = await call(server.app, 'POST', `/api/ads/${ad.id}/contact`, { body: contact });
      expect(late.status).toBe(404);
      expect(late.body.error).toBe('NOT_FOUND');
      expect((await call(server.app, 'POST', `/api/ads/${ad.id}/report`, { body: report })).status).toBe(404);
    } finally {
      server.clock.frozenAt = undefined;
    }
  });
});
