import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { Conversation, ConversationThread, SellerProfile } from '../../src/domain/conversation';
import type { Report, ReportedMessage } from '../../src/domain/report';
import { Redis } from 'ioredis';
import { buildServer } from '../../server/app';
import { adminToken, call, DB_LEG, publishedAd, signUp, startTestServer, validAd, type TestServer } from './helpers';
import { openInbox } from './inboxStream';
import { thirdPersonWatching } from './thirdPerson';

/** Nachrichten (issue 13): conversations between seekers and sellers, live delivery, mail about unread messages. */
let server: TestServer;
let base: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  admin = await adminToken(server);
});
afterAll(() => server.close());

let n = 0;
/** Sellers are called Erika, seekers Paul (first names are all either side sees of the other). */
const person = (name: string, firstName = 'Erika') => signUp(server, `${name}-${++n}@example.de`, { name: firstName });
const seekerNamed = (name: string) => person(name, 'Paul');
const start = (token: string, adId: string, body: string) =>
  call(server.app, 'POST', `/api/ads/${adId}/conversations`, { token, body: { body } });
const inbox = async (token: string) =>
  (await call(server.app, 'GET', '/api/conversations', { token })).body.data as Conversation[];
const thread = async (token: string, id: string) =>
  (await call(server.app, 'GET', `/api/conversations/${id}/messages`, { token })).body.data as ConversationThread;
const send = (token: string, id: string, body: string) =>
  call(server.app, 'POST', `/api/conversations/${id}/messages`, { token, body: { body } });
const unread = async (token: string) =>
  ((await call(server.app, 'GET', '/api/conversations/unread', { token })).body.data as { count: number }).count;

/** Every answer one side gets about the conversation, as text: the other side's e-mail address must be in none. */
async function everythingSeenBy(token: string, conversationId: string, adId: string): Promise<string> {
  const answers = await Promise.all([
    call(server.app, 'GET', '/api/conversations', { token }),
    call(server.app, 'GET', `/api/conversations/${conversationId}/messages`, { token }),
    call(server.app, 'GET', `/api/ads/${adId}/seller`),
    call(server.app, 'GET', `/api/ads/${adId}`, { token }),
  ]);
  return answers.map((a) => a.response.body).join('\n');
}

describe('conversations', () => {
  it('a seeker writes to the seller; both see one conversation by first name only, and the seller has it unread', async () => {
    const seller = await person('vermieterin');
    const seeker = await seekerNamed('suchender');
    const ad = await publishedAd(server, seller, { title: 'Altbau mit Stuck und Balkon' });

    const started = await start(seeker.token, ad.id, '  Guten Tag, ist die Wohnung noch frei?  ');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const opened = started.body.data as ConversationThread;
    expect(opened.messages).toEqual([
      expect.objectContaining({ mine: true, body: 'Guten Tag, ist die Wohnung noch frei?' }),
    ]);
    expect(opened.conversation).toMatchObject({
      role: 'seeker',
      counterpart: 'Erika',
      unread: 0,
      ad: { id: ad.id, title: 'Altbau mit Stuck und Balkon', available: true, priceCents: ad.priceCents },
    });

    // Nothing of a conversation is for search engines.
    expect(
      (await call(server.app, 'GET', '/api/conversations', { token: seller.token })).response.headers['x-robots-tag'],
    ).toBe('noindex, nofollow');
    const [forSeller] = await inbox(seller.token);
    expect(forSeller).toMatchObject({
      id: opened.conversation.id,
      role: 'seller',
      counterpart: 'Paul',
      unread: 1,
      lastMessage: { mine: false, body: 'Guten Tag, ist die Wohnung noch frei?' },
    });
    expect(forSeller!.ad.cover?.url).toMatch(/^\/api\/uploads\//);
    expect(await unread(seller.token)).toBe(1);
    expect(await unread(seeker.token)).toBe(0);

    // Writing again about the same ad continues the same conversation.
    const again = (await start(seeker.token, ad.id, 'Ich könnte am Samstag vorbeikommen.')).body
      .data as ConversationThread;
    expect(again.conversation.id).toBe(opened.conversation.id);
    expect(again.messages.map((m) => m.body)).toEqual([
      'Guten Tag, ist die Wohnung noch frei?',
      'Ich könnte am Samstag vorbeikommen.',
    ]);
    expect(await unread(seller.token)).toBe(2);

    // The seller reads and answers: their unread count goes to zero, the seeker's up.
    expect(
      (await call(server.app, 'POST', `/api/conversations/${opened.conversation.id}/read`, { token: seller.token }))
        .status,
    ).toBe(200);
    expect(await unread(seller.token)).toBe(0);
    const answer = await send(seller.token, opened.conversation.id, 'Ja, Samstag um 11 Uhr passt.');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ mine: true, body: 'Ja, Samstag um 11 Uhr passt.' });
    expect(await unread(seeker.token)).toBe(1);
    const forSeeker = await thread(seeker.token, opened.conversation.id);
    expect(forSeeker.messages.map((m) => [m.mine, m.body])).toEqual([
      [true, 'Guten Tag, ist die Wohnung noch frei?'],
      [true, 'Ich könnte am Samstag vorbeikommen.'],
      [false, 'Ja, Samstag um 11 Uhr passt.'],
    ]);

    // Neither side ever gets the other's address.
    const sellerEmail = `vermieterin-${n - 1}@example.de`;
    const seekerEmail = `suchender-${n}@example.de`;
    expect(await everythingSeenBy(seller.token, opened.conversation.id, ad.id)).not.toContain(seekerEmail);
    expect(await everythingSeenBy(seeker.token, opened.conversation.id, ad.id)).not.toContain(sellerEmail);
    expect(
      (await call(server.app, 'GET', `/api/conversations/${opened.conversation.id}/messages`, { token: seller.token }))
        .response.body,
    ).not.toMatch(/example\.de/);
  });

  it('refuses what cannot be a message: own ad, ads visitors cannot see, empty and too long texts; others cannot look in', async () => {
    const seller = await person('eigen');
    const seeker = await seekerNamed('fremd');
    const outsider = await seekerNamed('neugierig');
    const ad = await publishedAd(server, seller);
    expect((await start(seller.token, ad.id, 'An mich selbst')).body.error).toBe('CONFLICT');
    const draft = (
      await call(server.app, 'POST', '/api/ads', {
        token: seller.token,
        body: validAd({ title: 'Entwurf ohne Veröffentlichung' }),
      })
    ).body.data as Ad;
    expect((await start(seeker.token, draft.id, 'Hallo')).status).toBe(404);
    expect((await start(seeker.token, '00000000-0000-4000-8000-000000000000', 'Hallo')).status).toBe(404);
    const empty = await start(seeker.token, ad.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'required' })]);
    const long = await start(seeker.token, ad.id, 'x'.repeat(2001));
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'body', code: 'too_long' })]);
    // Blanks are no message, however many there are.
    expect((await start(seeker.token, ad.id, ' '.repeat(2500))).body.errors).toEqual([
      expect.objectContaining({ field: 'body', code: 'required' }),
    ]);
    expect(await inbox(seeker.token)).toEqual([]);

    // The longest message is taken.
    const longest = await start(seeker.token, ad.id, 'x'.repeat(2000));
    expect(longest.status, JSON.stringify(longest.body)).toBe(201);
    const { conversation } = (await start(seeker.token, ad.id, 'Hallo, noch frei?')).body.data as ConversationThread;
    for (const [method, url, body] of [
      ['GET', `/api/conversations/${conversation.id}/messages`, undefined],
      ['POST', `/api/conversations/${conversation.id}/messages`, { body: 'Ich mische mich ein' }],
      ['POST', `/api/conversations/${conversation.id}/read`, undefined],
      ['POST', `/api/conversations/${conversation.id}/block`, undefined],
      ['POST', `/api/conversations/${conversation.id}/report`, { reason: 'spam' }],
    ] as const) {
      expect((await call(server.app, method, url, { token: outsider.token, body })).status, `${method} ${url}`).toBe(
        404,
      );
      expect((await call(server.app, method, url, { token: admin, body })).status, `admin ${method} ${url}`).toBe(404);
    }
    expect(await inbox(outsider.token)).toEqual([]);
  });

  it('blocking stops both sides in every shared conversation until it is lifted', async () => {
    const seller = await person('blockiert');
    const seeker = await seekerNamed('laestig');
    const first = await publishedAd(server, seller, { title: 'Erste Wohnung zum Blockieren' });
    const second = await publishedAd(server, seller, { title: 'Zweite Wohnung zum Blockieren' });
    const { conversation } = (await start(seeker.token, first.id, 'Hallo?')).body.data as ConversationThread;
    expect(
      (await call(server.app, 'POST', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);

    expect((await send(seeker.token, conversation.id, 'Hallo??')).body.error).toBe('CONVERSATION_BLOCKED');
    expect((await start(seeker.token, second.id, 'Dann eben hier')).body.error).toBe('CONVERSATION_BLOCKED');
    expect((await send(seller.token, conversation.id, 'Letzte Worte')).status).toBe(403);
    expect((await inbox(seller.token))[0]).toMatchObject({ blockedByMe: true, blockedByOther: false });
    expect((await inbox(seeker.token))[0]).toMatchObject({ blockedByMe: false, blockedByOther: true });

    expect(
      (await call(server.app, 'DELETE', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);
    expect((await send(seeker.token, conversation.id, 'Entschuldigung.')).status).toBe(201);
  });

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
        [`gemeldet-${n - 1}@example.de`, 'Ihre Meldung zu „Wohnung mit verdächtiger Anfrage“ ist eingegangen'],
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

  it('mails a message unread for ten minutes once, at most once an hour per conversation, and not once it is read', async () => {
    const seller = await person('postfach');
    const seeker = await seekerNamed('schreiber');
    const ad = await publishedAd(server, seller, { title: 'Maisonette mit Dachterrasse' });
    const { conversation } = (await start(seeker.token, ad.id, 'Hallo, wann kann ich die Maisonette ansehen?')).body
      .data as ConversationThread;
    const mailsTo = async (email: string) => {
      await server.services.unreadMessages.run();
      await server.mail.settled();
      return server.mail.sent.filter((m) => m.to === email && m.subject.startsWith('Neue Nachricht'));
    };
    const sellerEmail = `postfach-${n - 1}@example.de`;
    expect(await mailsTo(sellerEmail)).toHaveLength(0);
    server.clock.advance(11 * 60_000);
    const [mail] = await mailsTo(sellerEmail);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Neue Nachricht zu „Maisonette mit Dachterrasse“');
    expect(mail!.text).toContain('Paul hat Ihnen zu „Maisonette mit Dachterrasse“ geschrieben:');
    expect(mail!.text).toContain('> Hallo, wann kann ich die Maisonette ansehen?');
    expect(mail!.text).toContain(`https://inserat.example/app/messages/${conversation.id}`);
    expect(mail!.text + mail!.html).not.toContain(`schreiber-${n}@example.de`);
    // Nothing new: no second mail. A new message within the hour: still none.
    expect(await mailsTo(sellerEmail)).toHaveLength(1);
    await send(seeker.token, conversation.id, 'Noch eine Frage: ist ein Stellplatz dabei?');
    server.clock.advance(15 * 60_000);
    expect(await mailsTo(sellerEmail)).toHaveLength(1);
    // An hour after the first mail (11 + 15 + 46 minutes: 61 after it) the new message is mailed about.
    server.clock.advance(46 * 60_000);
    const after = await mailsTo(sellerEmail);
    expect(after).toHaveLength(2);
    expect(after[1]!.text).toContain('2 Nachrichten');
    // Read: nothing more, however long it waits.
    await send(seeker.token, conversation.id, 'Ich warte auf Antwort.');
    await call(server.app, 'POST', `/api/conversations/${conversation.id}/read`, { token: seller.token });
    server.clock.advance(3 * 3_600_000);
    expect(await mailsTo(sellerEmail)).toHaveLength(2);
  });

  it("mails the seeker about the seller's answer, naming the seller; not whoever turned message mails off or is blocked", async () => {
    const seller = await person('antwortet');
    const seeker = await seekerNamed('wartet');
    const quiet = await seekerNamed('stumm');
    const ad = await publishedAd(server, seller, { title: 'Reihenhaus am Park' });
    const mailsAbout = async (title: string) => {
      await server.services.unreadMessages.run();
      await server.mail.settled();
      return server.mail.sent.filter((m) => m.subject === `Neue Nachricht zu „${title}“`);
    };
    const { conversation } = (await start(seeker.token, ad.id, 'Ist das Haus noch frei?')).body
      .data as ConversationThread;
    const muted = ((await start(quiet.token, ad.id, 'Ich auch: ist es frei?')).body.data as ConversationThread)
      .conversation;
    await call(server.app, 'POST', `/api/conversations/${conversation.id}/read`, { token: seller.token });
    await call(server.app, 'POST', `/api/conversations/${muted.id}/read`, { token: seller.token });
    expect(
      (await call(server.app, 'PUT', '/api/user/notifications', { token: quiet.token, body: { messages: false } }))
        .status,
    ).toBe(200);
    await send(seller.token, conversation.id, 'Ja, Besichtigung am Samstag?');
    await send(seller.token, muted.id, 'Ja, Besichtigung am Samstag?');
    const before = (await mailsAbout('Reihenhaus am Park')).length;
    server.clock.advance(11 * 60_000);
    const mails = (await mailsAbout('Reihenhaus am Park')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Erika hat Ihnen zu „Reihenhaus am Park“ geschrieben:');

    // A blocked person gets no mail from Inserat about messages.
    const blockedSeeker = await seekerNamed('gesperrt');
    const third = ((await start(blockedSeeker.token, ad.id, 'Und für mich?')).body.data as ConversationThread)
      .conversation;
    await call(server.app, 'POST', `/api/conversations/${third.id}/read`, { token: seller.token });
    await send(seller.token, third.id, 'Auch für Sie: Samstag?');
    await call(server.app, 'PATCH', `/api/userList/${blockedSeeker.id}`, { token: admin, body: { blocked: true } });
    const count = (await mailsAbout('Reihenhaus am Park')).length;
    server.clock.advance(11 * 60_000);
    expect(await mailsAbout('Reihenhaus am Park')).toHaveLength(count);
  });

  it('limits how many messages one person sends in ten minutes', async () => {
    const limited = await startTestServer({
      quotas: { draftsPerDay: 100, uploadsPerMinute: 100, messagesPerTenMinutes: 3, conversationsPerDay: 2 },
    });
    try {
      const seller = await signUp(limited, 'limit-verkaeufer@example.de');
      const seeker = await signUp(limited, 'limit-schreiber@example.de');
      const ads = [
        await publishedAd(limited, seller),
        await publishedAd(limited, seller),
        await publishedAd(limited, seller),
      ];
      const first = await call(limited.app, 'POST', `/api/ads/${ads[0]!.id}/conversations`, {
        token: seeker.token,
        body: { body: 'Eins' },
      });
      const id = (first.body.data as ConversationThread).conversation.id;
      expect(
        (
          await call(limited.app, 'POST', `/api/conversations/${id}/messages`, {
            token: seeker.token,
            body: { body: 'Zwei' },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await call(limited.app, 'POST', `/api/ads/${ads[1]!.id}/conversations`, {
            token: seeker.token,
            body: { body: 'Drei' },
          })
        ).status,
      ).toBe(201);
      const fourth = await call(limited.app, 'POST', `/api/conversations/${id}/messages`, {
        token: seeker.token,
        body: { body: 'Vier' },
      });
      expect([fourth.status, fourth.body.error]).toEqual([429, 'MESSAGE_QUOTA_REACHED']);
      // The limit is the writer's own: the seller can still answer.
      expect(
        (
          await call(limited.app, 'POST', `/api/conversations/${id}/messages`, {
            token: seller.token,
            body: { body: 'Antwort' },
          })
        ).status,
      ).toBe(201);
      limited.clock.advance(11 * 60_000);
      expect(
        (
          await call(limited.app, 'POST', `/api/conversations/${id}/messages`, {
            token: seeker.token,
            body: { body: 'Vier' },
          })
        ).status,
      ).toBe(201);
      // The third new conversation of the day is one too many, though messages are allowed again.
      expect(
        (
          await call(limited.app, 'POST', `/api/ads/${ads[2]!.id}/conversations`, {
            token: seeker.token,
            body: { body: 'Neu' },
          })
        ).body.error,
      ).toBe('MESSAGE_QUOTA_REACHED');
    } finally {
      await limited.close();
    }
  });

  it('a deleted account: its messages go, the other side keeps the conversation with "gelöschter Nutzer"', async () => {
    const seller = await person('bleibt');
    const seeker = await seekerNamed('geht');
    const ad = await publishedAd(server, seller);
    const { conversation } = (await start(seeker.token, ad.id, 'Ich lösche bald mein Konto.')).body
      .data as ConversationThread;
    await send(seller.token, conversation.id, 'Schade, die Wohnung ist noch frei.');
    expect(
      (
        await call(server.app, 'DELETE', '/api/user/profile', {
          token: seeker.token,
          body: { password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
    const [kept] = await inbox(seller.token);
    expect(kept).toMatchObject({ id: conversation.id, counterpart: null });
    expect((await thread(seller.token, conversation.id)).messages.map((m) => m.body)).toEqual([
      'Schade, die Wohnung ist noch frei.',
    ]);
    expect((await send(seller.token, conversation.id, 'Hallo?')).body.error).toBe('CONVERSATION_CLOSED');
    // Nobody is left to block: blocking and lifting it answer as done and change nothing.
    expect(
      (await call(server.app, 'POST', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);
    expect(
      (await call(server.app, 'DELETE', `/api/conversations/${conversation.id}/block`, { token: seller.token })).status,
    ).toBe(200);
    expect((await thread(seller.token, conversation.id)).conversation).toMatchObject({
      id: conversation.id,
      counterpart: null,
    });
  });

  it('the inbox tells whether the ad can still be had: not once it is paused, has run out, its seller is blocked or it is deleted', async () => {
    const seller = await person('verfuegbar');
    const seeker = await seekerNamed('nachfrager');
    const ad = await publishedAd(server, seller, {
      title: 'Wohnung, bald vergeben',
      priceCents: 98_000,
      category: 'apartment_rent',
    });
    const { conversation } = (await start(seeker.token, ad.id, 'Ist sie noch zu haben?')).body
      .data as ConversationThread;
    const shown = async () => (await inbox(seeker.token)).find((c) => c.id === conversation.id)!;
    expect(await shown()).toMatchObject({
      ad: {
        id: ad.id,
        title: 'Wohnung, bald vergeben',
        priceCents: 98_000,
        priceType: 'fixed',
        category: 'apartment_rent',
        cover: { url: expect.stringMatching(/^\/api\/uploads\//) },
        available: true,
      },
      lastMessage: { mine: true, body: 'Ist sie noch zu haben?' },
      blockedByMe: false,
      blockedByOther: false,
    });

    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/pause`, { token: seller.token })).status).toBe(200);
    expect((await shown()).ad.available).toBe(false);
    expect((await call(server.app, 'POST', `/api/ads/${ad.id}/resume`, { token: seller.token })).status).toBe(200);
    expect((await shown()).ad.available).toBe(true);

    // Its end is the instant it stops being available.
    const { expiresAt } = (await server.services.uow.repos.ads.findById(ad.id))!;
    server.clock.frozenAt = expiresAt!;
    try {
      expect((await shown()).ad.available).toBe(false);
      server.clock.frozenAt = new Date(expiresAt!.getTime() - 1);
      expect((await shown()).ad.available).toBe(true);
    } finally {
      server.clock.frozenAt = undefined;
    }

    const [forSeller] = await inbox(seller.token);
    expect(forSeller).toMatchObject({ id: conversation.id, lastMessage: { mine: false } });

    // (Blocking the seller also ends their sessions; the moderators delete the ad below.)
    await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: true } });
    expect((await shown()).ad.available).toBe(false);
    await call(server.app, 'PATCH', `/api/userList/${seller.id}`, { token: admin, body: { blocked: false } });
    expect((await shown()).ad.available).toBe(true);

    // Deleted: the conversation stays, with the title it was about and nothing else of the ad.
    expect((await call(server.app, 'DELETE', `/api/ads/${ad.id}`, { token: admin })).status).toBe(200);
    expect((await shown()).ad).toEqual({
      id: null,
      title: 'Wohnung, bald vergeben',
      priceCents: null,
      priceType: null,
      category: null,
      cover: null,
      available: false,
    });
  });

  it('opening an older conversation shows that one, with its own unread count (opening does not mark it read)', async () => {
    const seller = await person('zwei-gespraeche');
    const ad = await publishedAd(server, seller);
    const older = (
      (await start((await seekerNamed('erster')).token, ad.id, 'Ich war zuerst da.')).body.data as ConversationThread
    ).conversation;
    const second = await seekerNamed('zweiter');
    const newer = ((await start(second.token, ad.id, 'Ich schreibe später.')).body.data as ConversationThread)
      .conversation;
    await send(second.token, newer.id, 'Und noch einmal.');
    expect((await inbox(seller.token)).map((c) => c.id)).toEqual([newer.id, older.id]);
    const opened = await thread(seller.token, older.id);
    expect(opened.conversation).toMatchObject({ id: older.id, unread: 1, lastMessage: { body: 'Ich war zuerst da.' } });
    expect(opened.messages.map((m) => m.body)).toEqual(['Ich war zuerst da.']);
    expect((await thread(seller.token, newer.id)).conversation).toMatchObject({ id: newer.id, unread: 2 });
  });

  it('a day allows so many new conversations per person; continuing one is not a new one, and each person counts once as a contact', async () => {
    const limited = await startTestServer({
      quotas: { draftsPerDay: 100, uploadsPerMinute: 100, messagesPerTenMinutes: 100, conversationsPerDay: 1 },
    });
    try {
      const seller = await signUp(limited, 'tages-verkaeufer@example.de');
      const [paul, jana] = [
        await signUp(limited, 'tages-paul@example.de'),
        await signUp(limited, 'tages-jana@example.de'),
      ];
      const [flat, house] = [await publishedAd(limited, seller), await publishedAd(limited, seller)];
      const begin = (token: string, adId: string, body: string) =>
        call(limited.app, 'POST', `/api/ads/${adId}/conversations`, { token, body: { body } });
      expect((await begin(paul.token, flat.id, 'Ist die Wohnung frei?')).status).toBe(201);
      expect((await begin(paul.token, flat.id, 'Noch eine Frage zur Wohnung.')).status).toBe(201);
      expect((await begin(jana.token, flat.id, 'Ich interessiere mich auch.')).status).toBe(201);
      expect((await begin(paul.token, house.id, 'Und das Haus?')).body.error).toBe('MESSAGE_QUOTA_REACHED');
      const stats = (await call(limited.app, 'GET', `/api/ads/${flat.id}/stats`, { token: seller.token })).body
        .data as { totals: { contacts: number } };
      expect(stats.totals.contacts).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('the data export carries the conversations with their messages', async () => {
    const seller = await person('export-v');
    const seeker = await seekerNamed('export-s');
    const ad = await publishedAd(server, seller);
    await start(seeker.token, ad.id, 'Für meinen Datenexport');
    const exported = (await call(server.app, 'GET', '/api/user/export', { token: seeker.token })).response.json() as {
      conversations: ConversationThread[];
    };
    expect(exported.conversations).toEqual([
      expect.objectContaining({
        conversation: expect.objectContaining({ counterpart: 'Erika' }),
        messages: [expect.objectContaining({ mine: true, body: 'Für meinen Datenexport' })],
      }),
    ]);
  });
});

describe('the seller on the ad page', () => {
  it('first name, kind and since when; how they answer only once three conversations say it; their other live ads', async () => {
    const seller = await person('profil');
    const ad = await publishedAd(server, seller, { title: 'Hauptanzeige des Anbieters' });
    const older = await publishedAd(server, seller, { title: 'Erste weitere Anzeige des Anbieters' });
    server.clock.advance(60_000);
    const other = await publishedAd(server, seller, { title: 'Zweite Anzeige des Anbieters' });
    const profile = async () => (await call(server.app, 'GET', `/api/ads/${ad.id}/seller`)).body.data as SellerProfile;
    await call(server.app, 'POST', '/api/ads', {
      token: seller.token,
      body: validAd({ title: 'Entwurf des Anbieters' }),
    });
    const first = await profile();
    expect(first).toMatchObject({
      firstName: 'Erika',
      sellerType: 'private',
      responseRate: null,
      responseHours: null,
      // A private seller shows no Anbieter-Impressum (sellerDetails.test.ts: a trader's).
      imprint: null,
    });
    // The newest first; drafts are not shown.
    expect(first.otherAds.map((a) => a.id)).toEqual([other.id, older.id]);
    expect(JSON.stringify(first)).not.toMatch(/example\.de|Mustermann/);

    for (let i = 0; i < 3; i++) {
      const seeker = await seekerNamed(`frage${i}`);
      const { conversation } = (await start(seeker.token, ad.id, `Frage ${i}`)).body.data as ConversationThread;
      if (i < 2) {
        server.clock.advance(2 * 3_600_000);
        await send(seller.token, conversation.id, `Antwort ${i}`);
      }
      // Two answered conversations say nothing yet, not even how fast.
      if (i === 1) expect(await profile()).toMatchObject({ responseRate: null, responseHours: null });
    }
    expect(await profile()).toMatchObject({ responseRate: 2 / 3, responseHours: 2 });
    expect((await call(server.app, 'GET', '/api/ads/00000000-0000-4000-8000-000000000000/seller')).status).toBe(404);

    // A seller who answers nobody has a rate of none and no answer time.
    const silent = await person('schweigt');
    const unanswered = await publishedAd(server, silent);
    for (let i = 0; i < 3; i += 1)
      await start((await seekerNamed(`ungehoert${i}`)).token, unanswered.id, `Hallo? ${i}`);
    expect((await call(server.app, 'GET', `/api/ads/${unanswered.id}/seller`)).body.data).toMatchObject({
      responseRate: 0,
      responseHours: null,
    });

    // Four at most, the newest.
    const newest = [];
    for (let i = 0; i < 3; i += 1) {
      server.clock.advance(60_000);
      newest.unshift((await publishedAd(server, seller, { title: `Weitere Anzeige ${i}` })).id);
    }
    expect((await profile()).otherAds.map((a) => a.id)).toEqual([...newest, other.id]);
  });
});

describe('live delivery (Server-Sent Events)', () => {
  it("the seller's open inbox hears the message at once, the seeker's the answer; the other tab hears the read mark", async () => {
    const seller = await person('live-v');
    const seeker = await seekerNamed('live-s');
    const ad = await publishedAd(server, seller, { title: 'Live-Wohnung' });
    const third = await thirdPersonWatching(server, base);
    const sellerInbox = await openInbox(base, seller.token);
    const sellerOtherTab = await openInbox(base, seller.token);
    try {
      expect(sellerInbox.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(sellerInbox.response.headers.get('x-robots-tag')).toMatch(/noindex/);
      await sellerInbox.next('ready');
      const { conversation } = (await start(seeker.token, ad.id, 'Ist sie live noch frei?')).body
        .data as ConversationThread;
      const heard = await sellerInbox.next('message');
      expect(heard).toMatchObject({
        conversationId: conversation.id,
        unreadTotal: 1,
        message: { mine: false, body: 'Ist sie live noch frei?' },
      });

      const seekerInbox = await openInbox(base, seeker.token);
      try {
        await seekerInbox.next('ready');
        await send(seller.token, conversation.id, 'Ja, live!');
        expect(await seekerInbox.next('message')).toMatchObject({
          message: { mine: false, body: 'Ja, live!' },
          unreadTotal: 1,
        });
        // The seller's own message shows in their other tab as theirs.
        expect(await sellerOtherTab.next('message', (e) => e.message.body === 'Ja, live!')).toMatchObject({
          message: { mine: true },
        });
        await call(server.app, 'POST', `/api/conversations/${conversation.id}/read`, { token: seeker.token });
        expect(await seekerInbox.next('read')).toMatchObject({ conversationId: conversation.id, unreadTotal: 0 });
        // No address travelled, and nothing of this reached a third person's stream, list, export or mailbox.
        expect(JSON.stringify(seekerInbox.events)).not.toContain('example.de');
        await third.sawNothing({
          secrets: ['Ist sie live noch frei?', 'Ja, live!', conversation.id],
          sentinelAdId: ad.id,
        });
      } finally {
        seekerInbox.close();
      }
    } finally {
      sellerInbox.close();
      sellerOtherTab.close();
    }
  });

  it('one person holds at most ten open streams (ten tabs); the eleventh is refused until one closes', async () => {
    const person10 = await seekerNamed('viele-tabs');
    const tabs = [];
    try {
      for (let i = 0; i < 10; i += 1) {
        const tab = await openInbox(base, person10.token);
        await tab.next('ready');
        tabs.push(tab);
        // Not cached, nor held back by a proxy buffering it.
        expect([tab.response.headers.get('cache-control'), tab.response.headers.get('x-accel-buffering')]).toEqual([
          'no-store',
          'no',
        ]);
      }
      const eleventh = await fetch(`${base}/api/conversations/stream`, {
        headers: { authorization: `Bearer ${person10.token}` },
      });
      expect(eleventh.status).toBe(429);
      expect(await eleventh.json()).toMatchObject({ error: 'RATE_LIMITED' });
      tabs.pop()!.close();
      await vi.waitFor(
        async () => {
          const again = await openInbox(base, person10.token);
          tabs.push(again);
          await again.next('ready', () => true, 1_000);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      for (const tab of tabs) tab.close();
    }
  });

  it('a visitor gets no stream', async () => {
    const response = await fetch(`${base}/api/conversations/stream`);
    expect(response.status).toBe(401);
  });

  it.skipIf(DB_LEG !== 'postgres')(
    'reaches an open inbox held by another server process on the same database (LISTEN/NOTIFY)',
    async () => {
      // Every process on the database delivers mail from the shared queue, so the sign-up codes below may leave
      // through the second one: it hands them to the same mailbox.
      const second = await buildServer(server.config, {
        schemaName: server.schemaName,
        mailer: server.mail,
        clock: server.clock,
      });
      try {
        await second.app.listen({ port: 0, host: '127.0.0.1' });
        const other = `http://127.0.0.1:${(second.app.server.address() as { port: number }).port}`;
        const seller = await person('prozess-v');
        const seeker = await seekerNamed('prozess-s');
        const ad = await publishedAd(server, seller);
        const sellerInbox = await openInbox(other, seller.token);
        try {
          await sellerInbox.next('ready');
          await start(seeker.token, ad.id, 'Über den ersten Prozess geschrieben');
          expect(await sellerInbox.next('message')).toMatchObject({
            message: { body: 'Über den ersten Prozess geschrieben' },
          });
        } finally {
          sellerInbox.close();
        }
      } finally {
        await second.app.close();
      }
    },
  );

  it.skipIf(DB_LEG !== 'postgres' || !process.env.TEST_REDIS_URL)(
    'with REDIS_URL the signals travel through Redis pub/sub to the other process',
    async () => {
      const redisUrl = process.env.TEST_REDIS_URL!;
      const channel = `inserat_${server.schemaName}_inbox`;
      const watcher = new Redis(redisUrl);
      const heard: string[] = [];
      watcher.on('message', (_channel: string, payload: string) => heard.push(payload));
      await watcher.subscribe(channel);
      // As above: either process may deliver a sign-up code, into the one mailbox.
      const one = await buildServer(
        { ...server.config, redisUrl },
        { schemaName: server.schemaName, mailer: server.mail, clock: server.clock },
      );
      const two = await buildServer(
        { ...server.config, redisUrl },
        { schemaName: server.schemaName, mailer: server.mail, clock: server.clock },
      );
      try {
        await two.app.listen({ port: 0, host: '127.0.0.1' });
        const other = `http://127.0.0.1:${(two.app.server.address() as { port: number }).port}`;
        const seller = await person('redis-v');
        const seeker = await seekerNamed('redis-s');
        const ad = await publishedAd(server, seller);
        const sellerInbox = await openInbox(other, seller.token);
        try {
          await sellerInbox.next('ready');
          const sent = await call(one.app, 'POST', `/api/ads/${ad.id}/conversations`, {
            token: seeker.token,
            body: { body: 'Über Redis geschrieben' },
          });
          expect(sent.status).toBe(201);
          expect(await sellerInbox.next('message')).toMatchObject({ message: { body: 'Über Redis geschrieben' } });
          // The test's own watcher is a third Redis connection: its copy may come after the inbox's.
          await vi.waitFor(() => expect(heard.some((payload) => payload.includes(seller.id))).toBe(true), {
            timeout: 5_000,
            interval: 20,
          });
          // The text itself never travels through Redis, only ids.
          expect(heard.join('')).not.toContain('Über Redis');
        } finally {
          sellerInbox.close();
        }
      } finally {
        await one.app.close();
        await two.app.close();
        await watcher.quit();
      }
    },
  );
});
