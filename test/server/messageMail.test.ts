import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationThread } from '../../src/domain/conversation';
import { adminToken, call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';
import { messaging } from './messagingKit';

/** Mail about unread messages: once after ten minutes, at most hourly, never to who turned it off; and the sending limit. */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  admin = await adminToken(server);
});
afterAll(() => server.close());

const { person, seekerNamed, start, send } = messaging(() => server);

describe('mail about messages', () => {
  it('mails a message unread for ten minutes once, at most once an hour per conversation, and not once it is read', async () => {
    const seller = await person('postfach');
    const seeker = await seekerNamed('schreiber');
    const ad = await publishedAd(server, seller, { title: 'Maisonette mit Dachterrasse' });
    const { conversation } = (await start(seeker.token, ad.id, 'Hallo, wann kann ich die Maisonette ansehen?')).body
      .data as ConversationThread;
    const mailsTo = async (email: string) => {
      await server.services.messages.unreadMessages.run();
      await server.mail.settled();
      return server.mail.sent.filter((m) => m.to === email && m.subject.startsWith('Neue Nachricht'));
    };
    const sellerEmail = seller.email;
    expect(await mailsTo(sellerEmail)).toHaveLength(0);
    server.clock.advance(11 * 60_000);
    const [mail] = await mailsTo(sellerEmail);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Neue Nachricht zu „Maisonette mit Dachterrasse“');
    expect(mail!.text).toContain('Paul hat Ihnen zu „Maisonette mit Dachterrasse“ geschrieben:');
    expect(mail!.text).toContain('> Hallo, wann kann ich die Maisonette ansehen?');
    expect(mail!.text).toContain(`https://inserat.example/app/messages/${conversation.id}`);
    expect(mail!.text + mail!.html).not.toContain(seeker.email);
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
      await server.services.messages.unreadMessages.run();
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
});
