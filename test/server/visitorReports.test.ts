import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminToken, call, publishedAd, rows, signUp, startTestServer, type TestServer } from './helpers';

/**
 * A visitor who reports an ad without an account may leave an e-mail address (DSA Art. 16(4) and (5)): they get the
 * receipt and the outcome there, in the language of the page they reported from; nobody else gets those mails, and the
 * address is deleted with the report's evidence, six months after resolution (issue 68).
 */
let server: TestServer;
let admin: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://inserat.example' });
  admin = await adminToken(server);
});
afterAll(() => server.close());

let n = 0;
const liveAd = async () => {
  const email = `visitor-report-seller-${++n}@example.de`;
  const seller = { ...(await signUp(server, email)), email };
  return publishedAd(server, seller, { title: `Wohnung Nummer ${n}` });
};
const report = (adId: string, body: Record<string, unknown>, headers: Record<string, string> = {}, token?: string) =>
  call(server.app, 'POST', `/api/ads/${adId}/report`, { body, headers, token });
const mailsTo = async (address: string) => {
  await server.mail.settled();
  return server.mail.sent.filter((mail) => mail.to === address);
};
const reportsOf = (adId: string) =>
  rows(server, sql`select id, reporter_id, reporter_contact from reports where ad_id = ${adId} order by created_at`);

describe('a report from a visitor without an account', () => {
  it('with an address: the receipt there, in the page’s language; the take-down’s outcome once', async () => {
    const ad = await liveAd();
    const visitor = 'hinweis@example.org';
    const reported = await report(
      ad.id,
      { reason: 'fraud', message: 'Vorkasse verlangt', contactEmail: ` ${visitor} ` },
      { 'accept-language': 'en-GB,en;q=0.8' },
    );
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const receipt = await mailsTo(visitor);
    expect(receipt.map((mail) => mail.subject)).toHaveLength(1);
    expect(receipt[0]!.text).toMatch(/^Hello,/);
    expect(receipt[0]!.text).toContain(ad.title);
    // A second report of the same ad by the same visitor, then the ad is taken down: one outcome mail, not two.
    await report(ad.id, { reason: 'fraud', contactEmail: visitor }, { 'accept-language': 'en' });
    const taken = await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: admin,
      body: { reason: 'Vorkasse verlangt' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const all = await mailsTo(visitor);
    expect(all, 'two receipts and one outcome').toHaveLength(3);
    expect(all[2]!.subject).not.toBe(all[0]!.subject);
  });

  it('a dismissed report sends its statement of reasons to the address, in German by default', async () => {
    const ad = await liveAd();
    const visitor = 'nachbarin@example.org';
    expect((await report(ad.id, { reason: 'other', contactEmail: visitor })).status).toBe(200);
    const [filed] = await reportsOf(ad.id);
    const resolved = await call(server.app, 'PATCH', `/api/admin/reports/${filed!.id as string}`, {
      token: admin,
      body: { status: 'resolved', outcome: 'dismissed', note: 'Die Anzeige verstößt gegen keine Regel.' },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const mails = await mailsTo(visitor);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toMatch(/^Guten Tag,/);
    expect(mails[1]!.text).toContain('Die Anzeige verstößt gegen keine Regel.');
    expect(mails[1]!.text, 'the way to contest it').toContain('https://inserat.example/decisions/');
  });

  it('without an address: no mail to anyone but the moderators, as before', async () => {
    const ad = await liveAd();
    const before = server.mail.sent.length;
    expect((await report(ad.id, { reason: 'fraud' })).status).toBe(200);
    await server.mail.settled();
    const sent = server.mail.sent.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([server.config.adminEmail]);
    expect((await reportsOf(ad.id))[0]).toMatchObject({ reporter_id: null, reporter_contact: null });
  });

  it('a wrong address is refused on its field and files nothing', async () => {
    const ad = await liveAd();
    for (const contactEmail of ['keine-adresse', 'javascript:alert(1)//@example.de']) {
      const refused = await report(ad.id, { reason: 'fraud', contactEmail });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.map((e) => `${e.field}:${e.code}`)).toEqual(['contactEmail:invalid']);
    }
    expect(await reportsOf(ad.id)).toEqual([]);
  });

  it('a signed-in reporter hears back at their account, the address in the form is not kept', async () => {
    const ad = await liveAd();
    const email = `visitor-report-member-${++n}@example.de`;
    const member = await signUp(server, email);
    expect((await report(ad.id, { reason: 'fraud', contactEmail: 'other@example.org' }, {}, member.token)).status).toBe(
      200,
    );
    expect(await mailsTo('other@example.org')).toEqual([]);
    expect((await mailsTo(email)).length).toBeGreaterThanOrEqual(1);
    expect((await reportsOf(ad.id))[0]).toMatchObject({ reporter_contact: null });
  });

  it('the address is deleted six months after the report is resolved, not before', async () => {
    const ad = await liveAd();
    await report(ad.id, { reason: 'fraud', contactEmail: 'spaeter@example.org' });
    const [filed] = await reportsOf(ad.id);
    await call(server.app, 'PATCH', `/api/admin/reports/${filed!.id as string}`, {
      token: admin,
      body: { status: 'resolved', outcome: 'dismissed', note: 'Kein Verstoß erkennbar.' },
    });
    await server.services.moderation.forgetReportEvidence.execute();
    expect((await reportsOf(ad.id))[0]!.reporter_contact).toEqual({ email: 'spaeter@example.org', language: 'de' });
    server.clock.advance(184 * DAY);
    try {
      await server.services.moderation.forgetReportEvidence.execute();
    } finally {
      server.clock.advance(-184 * DAY);
    }
    expect((await reportsOf(ad.id))[0]!.reporter_contact).toBeNull();
  });
});
