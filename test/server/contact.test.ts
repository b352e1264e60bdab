import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/domain/report';
import { MESSAGE_MAX_LENGTH } from '../../src/domain/conversation';
import { adminToken, call, publishedAd, signUp, startTestServer, validAd, type TestServer } from './helpers';
import { CONTACT_MAILS_PER_SELLER } from '../../server/site/MailAdOwner';

/**
 * The contact form and the report button on an ad's page: a visitor writes to the owner by mail without seeing the
 * owner's address, or tells the moderators about the ad.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  admin = await adminToken(server);
});
afterAll(() => server.close());

let n = 0;
const person = (name: string, extra: Record<string, unknown> = {}) => {
  const email = `${name}-${++n}@example.de`;
  return signUp(server, email, extra).then((session) => ({ ...session, email }));
};
const contact = (adId: string, body: Record<string, unknown>, token?: string) =>
  call(server.app, 'POST', `/api/ads/${adId}/contact`, { body, token });
const report = (adId: string, body: Record<string, unknown>, token?: string) =>
  call(server.app, 'POST', `/api/ads/${adId}/report`, { body, token });
const newMail = async (before: number) => {
  await server.mail.settled();
  return server.mail.sent.slice(before);
};

// Writing to an ad's owner and reporting an ad.
describe('writing to an ad owner', () => {
  it("mails the owner in their language, replies going to the visitor, with the ad's address; the visitor never sees the owner's", async () => {
    const seller = await person('vermieterin');
    const ad = await publishedAd(server, seller, { title: 'Dachgeschoss mit Blick über Kreuzberg' });
    const before = server.mail.sent.length;

    const sent = await contact(ad.id, {
      name: '  Jana Schulz ',
      email: ' jana@example.de ',
      phone: ' +49 170 1234567 ',
      message: '  Ist die Wohnung noch frei? Ich würde sie gern ansehen.  ',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.response.body).not.toContain(seller.email);
    const [mail, ...others] = await newMail(before);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: seller.email,
      replyTo: 'jana@example.de',
      subject: 'Anfrage zu Ihrer Anzeige „Dachgeschoss mit Blick über Kreuzberg“',
    });
    expect(mail!.text).toContain(
      'Jana Schulz interessiert sich für Ihre Anzeige „Dachgeschoss mit Blick über Kreuzberg“ und schreibt:\n\nIst die Wohnung noch frei? Ich würde sie gern ansehen.\n\n',
    );
    expect(mail!.text).toContain('Jana Schulz <jana@example.de>\nTelefon: +49 170 1234567');
    expect(mail!.text).toContain(`https://inserat.example/ads/${ad.id}`);

    // The owner reads mail in English: the next enquiry (without a phone number) comes in English, with no phone line.
    expect(
      (await call(server.app, 'PATCH', '/api/user/profile', { token: seller.token, body: { language: 'en' } })).status,
    ).toBe(200);
    const later = server.mail.sent.length;
    expect(
      (await contact(ad.id, { name: 'Tom', email: 'tom@example.com', message: 'Is the flat still available?' })).status,
    ).toBe(200);
    const [english] = await newMail(later);
    expect(english).toMatchObject({
      to: seller.email,
      replyTo: 'tom@example.com',
      subject: 'Enquiry about your ad “Dachgeschoss mit Blick über Kreuzberg”',
    });
    expect(english!.text).toContain('Tom is interested in your ad');
    expect(english!.text).not.toMatch(/Phone|Telefon/);
  });

  it('refuses what it cannot deliver, naming each field, and mails nothing', async () => {
    const seller = await person('abgelehnt');
    const ad = await publishedAd(server, seller);
    const good = { name: 'Jana', email: 'jana@example.de', message: 'Ist die Wohnung noch frei?' };
    const refused = [
      [{ ...good, name: '   ' }, 'name', 'required'],
      [{ ...good, name: 'Jana\nBcc: alle@example.de' }, 'name', 'invalid'],
      [{ ...good, email: 'jana.example.de' }, 'email', 'invalid'],
      [{ ...good, phone: 'bitte anrufen' }, 'phone', 'invalid'],
      [{ ...good, message: '  zu kurz   ' }, 'message', 'too_short'],
      [{ ...good, message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'message', 'too_long'],
    ] as const;
    const before = server.mail.sent.length;
    for (const [body, field, code] of refused) {
      const answer = await contact(ad.id, body);
      expect(answer.status, `${field} ${code}`).toBe(400);
      expect(answer.body.error).toBe('VALIDATION_FAILED');
      expect(answer.body.errors, `${field} ${code}`).toEqual([expect.objectContaining({ field, code })]);
    }
    // Every problem at once, so the form can mark all of them.
    const all = await contact(ad.id, { name: '', email: '', phone: '0', message: 'kurz' });
    expect(all.body.errors?.map((e) => e.field)).toEqual(['name', 'email', 'phone', 'message']);
    expect(await newMail(before)).toEqual([]);

    // The limits themselves are accepted: ten characters after trimming, and the longest message.
    expect((await contact(ad.id, { ...good, message: '  1234567890  ' })).status).toBe(200);
    expect((await contact(ad.id, { ...good, message: 'x'.repeat(MESSAGE_MAX_LENGTH) })).status).toBe(200);
    expect(await newMail(before)).toHaveLength(2);
  });

  it('the owner cannot write to their own ad; someone signed in can; an ad that is not online cannot be written to', async () => {
    const seller = await person('eigen');
    const ad = await publishedAd(server, seller);
    const message = { name: 'Erika', email: 'erika@example.de', message: 'Ist die Wohnung noch frei?' };
    const own = await contact(ad.id, message, seller.token);
    expect(own.status).toBe(409);
    expect(own.body.error).toBe('CONFLICT');
    const seeker = await person('interessent');
    expect((await contact(ad.id, message, seeker.token)).status).toBe(200);

    const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd() })).body.data as {
      id: string;
    };
    expect((await contact(draft.id, message)).status).toBe(404);
    expect((await report(draft.id, { reason: 'fraud' })).status).toBe(404);
  });

  it('counts each enquiry in the owner’s figures', async () => {
    const seller = await person('zahlen');
    const ad = await publishedAd(server, seller);
    const contacts = async () =>
      (
        (await call(server.app, 'GET', `/api/ads/${ad.id}/stats`, { token: seller.token })).body.data as {
          totals: { contacts: number };
        }
      ).totals.contacts;
    expect(await contacts()).toBe(0);
    await contact(ad.id, { name: 'Jana', email: 'jana@example.de', message: 'Ist die Wohnung noch frei?' });
    await contact(ad.id, { name: 'Jana', email: 'jana@example.de', message: '' }); // refused: not an enquiry
    expect(await contacts()).toBe(1);
  });
});

describe('a flood of contact mails to one seller', () => {
  it('stops at the seller’s cap from everyone together (429 SELLER_BUSY), leaves other sellers alone, and lifts after the window', async () => {
    const seller = await person('umworben');
    const [first, second] = [await publishedAd(server, seller), await publishedAd(server, seller)];
    const otherSeller = await person('ruhig');
    const quiet = await publishedAd(server, otherSeller);
    const enquiry = (i: number) => ({
      name: `Person ${i}`,
      email: `p${i}@example.org`,
      message: `Anfrage Nummer ${i}, ist die Wohnung noch frei?`,
    });
    const before = server.mail.sent.length;
    // Two ads of the same seller share the cap: it protects the person, not one ad.
    for (let i = 0; i < CONTACT_MAILS_PER_SELLER.count; i++)
      expect((await contact(i % 2 ? first.id : second.id, enquiry(i))).status).toBe(200);
    const refused = await contact(first.id, enquiry(99));
    expect([refused.status, refused.body.error]).toEqual([429, 'SELLER_BUSY']);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await newMail(before)).filter((mail) => mail.to === seller.email)).toHaveLength(
      CONTACT_MAILS_PER_SELLER.count,
    );
    expect((await contact(quiet.id, enquiry(100))).status).toBe(200);
    server.clock.advance(CONTACT_MAILS_PER_SELLER.windowMs + 1000);
    try {
      expect((await contact(first.id, enquiry(101))).status).toBe(200);
    } finally {
      server.clock.advance(-(CONTACT_MAILS_PER_SELLER.windowMs + 1000));
    }
  });
});

describe('reporting an ad', () => {
  it('queues the report with its reason and trimmed message, tells the administrators and names a signed-in reporter', async () => {
    const seller = await person('gemeldet');
    const ad = await publishedAd(server, seller, { title: 'Zu schön um wahr zu sein' });
    const reporter = await person('melder', { name: 'Paula', lastname: 'Prüfer' });
    const before = server.mail.sent.length;
    expect(
      (await report(ad.id, { reason: 'fraud', message: '  Vorkasse per Western Union verlangt  ' }, reporter.token))
        .status,
    ).toBe(200);
    expect((await report(ad.id, { reason: 'duplicate' })).status).toBe(200);

    const queue = (
      (await call(server.app, 'GET', '/api/admin/reports', { token: admin })).body.data as Report[]
    ).filter((r) => r.ad?.id === ad.id);
    expect(queue).toHaveLength(2);
    expect(queue.find((r) => r.reason === 'fraud')).toMatchObject({
      subject: 'ad',
      details: 'Vorkasse per Western Union verlangt',
      status: 'open',
      reporter: { id: reporter.id, name: 'Paula Prüfer' },
      ad: { title: 'Zu schön um wahr zu sein' },
    });
    expect(queue.find((r) => r.reason === 'duplicate')).toMatchObject({ details: '', reporter: null });

    const mails = await newMail(before);
    // The signed-in reporter gets a confirmation of receipt (DSA Art. 16(4)); the visitor left no address for one.
    // (Mails are sent by jobs: their order is not promised.)
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        [reporter.email, 'Ihre Meldung zu „Zu schön um wahr zu sein“ ist eingegangen'],
        [server.config.adminEmail, 'Gemeldete Anzeige: Zu schön um wahr zu sein'],
        [server.config.adminEmail, 'Gemeldete Anzeige: Zu schön um wahr zu sein'],
      ].sort(),
    );
    const toAdmins = mails.filter((m) => m.to === server.config.adminEmail);
    const signedIn = toAdmins.find((m) => m.text.includes('Paula Prüfer'));
    const visitor = toAdmins.find((m) => m !== signedIn);
    expect(signedIn!.text).toContain(
      'Grund: Betrugsverdacht\n\nVorkasse per Western Union verlangt\n\nGemeldet von: Paula Prüfer\nZur Meldungsliste: https://inserat.example/app/admin/reports',
    );
    expect(visitor!.text).toContain('(ohne Nachricht)');
    expect(visitor!.text).toContain('Gemeldet von: Besucher ohne Konto');
  });

  it('a moderator opens an ad report (no messages to read) and notes on it without closing it', async () => {
    const seller = await person('notiz');
    const ad = await publishedAd(server, seller, { title: 'Anzeige mit Notiz' });
    await report(ad.id, { reason: 'other', message: 'Fotos passen nicht zur Beschreibung' });
    const queued = ((await call(server.app, 'GET', '/api/admin/reports', { token: admin })).body.data as Report[]).find(
      (r) => r.ad?.id === ad.id,
    )!;
    const opened = (await call(server.app, 'GET', `/api/admin/reports/${queued.id}`, { token: admin })).body.data as {
      report: Report;
      messages: unknown[];
    };
    expect(opened).toEqual({ report: queued, messages: [] });

    const noted = await call(server.app, 'PATCH', `/api/admin/reports/${queued.id}`, {
      token: admin,
      body: { note: 'Anbieter angeschrieben' },
    });
    expect(noted.body.data).toMatchObject({ status: 'open', note: 'Anbieter angeschrieben' });
    const log = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as {
      action: string;
      targetId: string;
      detail: string;
    }[];
    expect(log.find((e) => e.targetId === queued.id)).toMatchObject({ action: 'report_updated', detail: '' });
  });

  it('refuses a reason it does not know and a message too long, and queues nothing', async () => {
    const seller = await person('falschgemeldet');
    const ad = await publishedAd(server, seller);
    expect((await report(ad.id, { reason: 'boring' })).status).toBe(400);
    expect((await report(ad.id, { reason: 'fraud', message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).status).toBe(400);
    const queue = (await call(server.app, 'GET', '/api/admin/reports?status=all', { token: admin })).body
      .data as Report[];
    expect(queue.filter((r) => r.ad?.id === ad.id)).toEqual([]);
  });
});
