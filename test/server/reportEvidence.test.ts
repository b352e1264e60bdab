import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/domain/report';
import { adminToken, call, publishedAd, signUp, startTestServer, type TestServer } from './helpers';

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
const report = (adId: string, body: Record<string, unknown>, token?: string) =>
  call(server.app, 'POST', `/api/ads/${adId}/report`, { body, token });

// What a report keeps as evidence, and the abuse of the contact form.
describe('the evidence of a report', () => {
  it("outlives the reported account: the ad as reported and a conversation's messages stay with the report; six months after resolution they go", async () => {
    const seller = await person('evidence-seller', { name: 'Sven', lastname: 'Schwindel' });
    const ad = await publishedAd(server, seller, {
      title: 'Traumwohnung nur gegen Vorkasse',
      description: 'Schlüssel per Post gegen Kaution, ich bin derzeit im Ausland.',
    });
    // The risk check holds such an ad; here a moderator let it through, and a seeker reports it later.
    expect(ad.status).toBe('pending');
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: admin });
    const seeker = await person('evidence-seeker');
    const thread = (
      await call(server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
        token: seeker.token,
        body: { body: 'Kann ich die Wohnung besichtigen?' },
      })
    ).body.data as { conversation: { id: string } };
    expect((await report(ad.id, { reason: 'fraud', message: 'Vorkasse' })).status).toBeLessThan(300);
    // Such a message takes the ad back to review at once (issue 69); it stays with the conversation's report.
    await call(server.app, 'POST', `/api/conversations/${thread.conversation.id}/messages`, {
      token: seller.token,
      body: { body: 'Nein, zahlen Sie erst 2.000 € per Western Union.' },
    });
    expect(
      (
        await call(server.app, 'POST', `/api/conversations/${thread.conversation.id}/report`, {
          token: seeker.token,
          body: { reason: 'fraud' },
        })
      ).status,
    ).toBeLessThan(300);
    // The reported seller deletes the account: the ad and the messages they wrote are gone.
    expect(
      (
        await call(server.app, 'DELETE', '/api/user/profile', {
          token: seller.token,
          body: { password: 'secret-password-1' },
        })
      ).status,
    ).toBe(200);
    const all = (await call(server.app, 'GET', '/api/admin/reports?status=all', { token: admin })).body
      .data as Report[];
    const adReport = all.find(
      (r) => r.subject === 'ad' && r.evidence?.ad?.title === 'Traumwohnung nur gegen Vorkasse',
    )!;
    expect(adReport.ad).toBeNull();
    expect(adReport.evidence!.ad).toMatchObject({
      description: 'Schlüssel per Post gegen Kaution, ich bin derzeit im Ausland.',
      seller: 'Sven Schwindel',
    });
    const conversationReport = all.find(
      (r) => r.subject === 'conversation' && r.conversationId === thread.conversation.id,
    )!;
    const detail = (await call(server.app, 'GET', `/api/admin/reports/${conversationReport.id}`, { token: admin })).body
      .data as { messages: { author: string; authorName: string | null; body: string }[] };
    expect(detail.messages.map((m) => [m.author, m.authorName, m.body])).toEqual([
      ['seeker', expect.any(String), 'Kann ich die Wohnung besichtigen?'],
      ['seller', 'Sven', 'Nein, zahlen Sie erst 2.000 € per Western Union.'],
    ]);
    // Resolved, the evidence is kept while the decision may be contested, then deleted.
    await call(server.app, 'PATCH', `/api/admin/reports/${adReport.id}`, {
      token: admin,
      body: { status: 'resolved', note: 'Konto gelöscht' },
    });
    expect(await server.services.moderation.forgetReportEvidence.execute()).toBe(0);
    server.clock.advance(184 * 24 * 60 * 60 * 1000);
    try {
      expect(await server.services.moderation.forgetReportEvidence.execute()).toBeGreaterThanOrEqual(1);
    } finally {
      server.clock.advance(-184 * 24 * 60 * 60 * 1000);
    }
    const after = (
      (await call(server.app, 'GET', `/api/admin/reports/${adReport.id}`, { token: admin })).body.data as {
        report: Report;
      }
    ).report;
    expect([after.status, after.note, after.evidence]).toEqual(['resolved', 'Konto gelöscht', null]);
  });
});

describe('abuse', () => {
  it('takes a sixth of the per-IP minute budget of contact and report mails from one address, and others still get through', async () => {
    const limited = await startTestServer({
      rateLimit: {
        perIpPerMinute: 60,
        mailsPerAddressPerHour: 100_000,
        loginFailuresBeforeDelay: 100_000,
        loginsPerIpPerMinute: 100_000,
      },
    });
    try {
      const seller = await signUp(limited, 'limit-owner@example.de');
      const ad = await publishedAd(limited, seller);
      const from = (remoteAddress: string, url: string, payload: object) =>
        limited.app.inject({ method: 'POST', url, payload, remoteAddress });
      const message = { name: 'Jana', email: 'jana@example.de', message: 'Ist die Wohnung noch frei?' };
      const answers = [];
      for (let i = 0; i < 5; i += 1)
        answers.push((await from('203.0.113.7', `/api/ads/${ad.id}/contact`, message)).statusCode);
      for (let i = 0; i < 5; i += 1)
        answers.push((await from('203.0.113.7', `/api/ads/${ad.id}/report`, { reason: 'other' })).statusCode);
      expect(answers).toEqual(Array(10).fill(200));
      const eleventh = await from('203.0.113.7', `/api/ads/${ad.id}/contact`, message);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject({ statusCode: 429, error: expect.stringMatching(/^[A-Z_]+$/) });
      expect((await from('198.51.100.4', `/api/ads/${ad.id}/contact`, message)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
