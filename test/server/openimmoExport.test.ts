import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { AD_INPUT_FIELDS } from '../../src/domain/adValidation';
import { TransferUnpackerYauzl } from '../../server/openimmo/adapters/TransferUnpackerYauzl';
import { OpenImmoXmlReaderFastXml } from '../../server/openimmo/adapters/OpenImmoXmlReaderFastXml';
import { maklerTransfer } from '../fixtures/openimmo/transferZip';
import { call, signUp, startTestServer, type TestServer } from './helpers';
import { becomeTrader } from './traders';
import { imported, type Report } from './openImmoKit';

/**
 * OpenImmo export (issue 72): a trader's ads as one full transfer, and the round trip — exported here, imported into
 * another account, the same ads with the same fields and pictures.
 */
let server: TestServer;
let first: { token: string; id: string };
let second: { token: string; id: string };
let firstReport: Report;

async function trader(email: string) {
  const person = await signUp(server, email);
  await becomeTrader(server, person);
  for (let i = 0; i < 4; i++)
    await server.services.uow.repos.ledger.append({
      userId: person.id,
      packageId: 'basis',
      amount: 1,
      reason: 'grant',
    });
  return person;
}

async function exported(token: string): Promise<Buffer> {
  const answer = await server.app.inject({
    method: 'GET',
    url: '/api/openimmo/export',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toMatch(
    /^attachment; filename="inserat-openimmo-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  return answer.rawPayload;
}

const mine = async (token: string) =>
  ((await call(server.app, 'GET', '/api/ads/mine', { token })).body.data as Ad[]).filter(
    (a) => a.status !== 'archived',
  );

beforeAll(async () => {
  server = await startTestServer();
  first = await trader('erster.makler@example.org');
  second = await trader('zweiter.makler@example.org');
  firstReport = await imported(server, first.token, await maklerTransfer());
});
afterAll(() => server.close());

describe('a trader exports their stock', () => {
  it('as one full transfer: every ad still offered under its object number, pictures beside the XML', async () => {
    const contents = await new TransferUnpackerYauzl().unpack(await exported(first.token));
    const document = new OpenImmoXmlReaderFastXml().read(contents.xml);
    expect(document.scope).toBe('VOLL');
    const numbers = document.objects.map(
      (o) => ((o.verwaltung_techn as Record<string, unknown>).objektnr_extern as string) ?? null,
    );
    expect(numbers.sort()).toEqual(['HH-2040', 'WE-1001']);
    expect([...contents.files.keys()]).toHaveLength(5);
  });

  it('round trip: imported into another account, the same ads with the same fields and pictures', async () => {
    const report = await imported(server, second.token, await exported(first.token), 'export.zip');
    expect(report.objects.map((o) => [o.objectNumber, o.outcome]).sort()).toEqual([
      ['HH-2040', 'created'],
      ['WE-1001', 'created'],
    ]);
    const originals = await mine(first.token);
    const copies = await mine(second.token);
    expect(copies).toHaveLength(originals.length);
    for (const original of originals) {
      const copy = copies.find((c) => c.title === original.title)!;
      const fields = (ad: Ad) => Object.fromEntries(AD_INPUT_FIELDS.map((field) => [field, ad[field]]));
      expect({ ...fields(copy), features: [...copy.features].sort() }).toEqual({
        ...fields(original),
        features: [...original.features].sort(),
      });
      expect(copy.images).toHaveLength(original.images.length);
      expect(copy.status).toBe(original.status);
    }
  });

  it('a withdrawn ad is not exported; a private account exports nothing', async () => {
    const house = firstReport.objects.find((o) => o.objectNumber === 'HH-2040')!;
    const archived = await call(server.app, 'PATCH', `/api/ads/${house.adId}`, {
      token: first.token,
      body: { status: 'archived' },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const contents = await new TransferUnpackerYauzl().unpack(await exported(first.token));
    expect(new OpenImmoXmlReaderFastXml().read(contents.xml).objects).toHaveLength(1);
    const person = await signUp(server, 'privat.export@example.org');
    expect((await call(server.app, 'GET', '/api/openimmo/export', { token: person.token })).status).toBe(403);
  });
});

describe("enquiries back to the agent's software as OpenImmo-Feedback", () => {
  async function feedback(token: string, since?: string): Promise<{ status: number; xml: string }> {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/openimmo/feedback${since ? `?since=${encodeURIComponent(since)}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: answer.statusCode, xml: answer.body };
  }
  const write = (token: string, adId: string, body: string) =>
    call(server.app, 'POST', `/api/ads/${adId}/conversations`, { token, body: { body } });

  it("carries the enquiries to the trader's imported ads and nobody else's, under the object number", async () => {
    const flat = firstReport.objects.find((o) => o.objectNumber === 'WE-1001')!;
    const seeker = await signUp(server, 'wohnungssuche@example.org', { name: 'Jana' });
    const third = await signUp(server, 'dritte@example.org', { name: 'Tom' });
    const before = new Date(Date.now() - 1000).toISOString();
    expect(
      (await write(seeker.token, flat.adId!, 'Ist die Wohnung am Mauerpark noch frei? Ich würde sie gern besichtigen.'))
        .status,
    ).toBe(201);
    // The second trader's copy of the same flat gets its own enquiry: it is theirs, not the first trader's.
    const copy = (await mine(second.token)).find((a) => a.title === 'Altbau mit Balkon: 3 Zimmer am Mauerpark')!;
    expect(
      (await write(third.token, copy.id, 'Guten Tag, gibt es noch einen Besichtigungstermin für die Wohnung?')).status,
    ).toBe(201);

    const own = await feedback(first.token, before);
    expect(own.status).toBe(200);
    const document = new XMLParser().parse(own.xml) as {
      openimmo_feedback: { objekt: { oobj_id: string; interessent: { vorname: string; anfrage: string } }[] | object };
    };
    const objects = [document.openimmo_feedback.objekt].flat() as {
      oobj_id: string;
      interessent: { vorname: string; anfrage: string };
    }[];
    expect(objects.map((o) => [o.oobj_id, o.interessent.vorname])).toEqual([['WE-1001', 'Jana']]);
    expect(objects[0]!.interessent.anfrage).toContain('Mauerpark noch frei');
    // The enquirer's address stays with Inserat; the third person appears nowhere in it.
    expect(own.xml).not.toContain('wohnungssuche@example.org');
    expect(own.xml).not.toContain('Tom');
    // The second trader's copy came from an export, so it was imported too: their feedback has Tom's enquiry only.
    const theirs = await feedback(second.token, before);
    expect(theirs.xml).toContain('Tom');
    expect(theirs.xml).not.toContain('Jana');
    // Since a later time: nothing.
    expect((await feedback(first.token, new Date(Date.now() + 60_000).toISOString())).xml).not.toContain('<objekt>');
    const person = await signUp(server, 'privat.feedback@example.org');
    expect((await feedback(person.token)).status).toBe(403);
  });
});

describe('reports are kept a year', () => {
  it('the hourly job deletes the reports older than a year and keeps the newer ones', async () => {
    const list = async () =>
      (await call(server.app, 'GET', '/api/openimmo/transfers', { token: first.token })).body.data as Report[];
    const kept = (await list()).length;
    expect(kept).toBeGreaterThan(0);
    server.clock.offsetMs = 364 * 86_400_000;
    expect(await server.services.openImmo.forgetOldTransfers.execute()).toBe(0);
    expect(await list()).toHaveLength(kept);
    server.clock.offsetMs = 366 * 86_400_000;
    expect(await server.services.openImmo.forgetOldTransfers.execute()).toBeGreaterThanOrEqual(kept);
    expect(await list()).toEqual([]);
    server.clock.offsetMs = 0;
  });
});

describe('enquiries mailed as OpenImmo-Feedback when the trader asks for it', () => {
  const settings = (token: string, feedbackEmail: string | null) =>
    call(server.app, 'PUT', '/api/openimmo/settings', { token, body: { feedbackEmail } });
  const mailsTo = (address: string) => server.mail.sent.filter((m) => m.to === address);

  it('mails each enquiry since the choice once, with the XML attached; a failed hand-over is tried again', async () => {
    const flat = firstReport.objects.find((o) => o.objectNumber === 'WE-1001')!;
    // An enquiry before the choice is not mailed.
    const early = await signUp(server, 'frueh@example.org', { name: 'Frieda' });
    expect(
      (
        await call(server.app, 'POST', `/api/ads/${flat.adId}/conversations`, {
          token: early.token,
          body: { body: 'Frühe Frage: Ist die Wohnung noch zu haben?' },
        })
      ).status,
    ).toBe(201);
    expect((await settings(first.token, 'kein-at-zeichen')).status).toBe(400);
    expect((await settings(first.token, ' Anfragen@Makler.example ')).body.data).toEqual({
      feedbackEmail: 'anfragen@makler.example',
    });
    expect((await call(server.app, 'GET', '/api/openimmo/settings', { token: first.token })).body.data).toEqual({
      feedbackEmail: 'anfragen@makler.example',
    });
    server.clock.offsetMs = 1000;
    const seeker = await signUp(server, 'spaet@example.org', { name: 'Paul' });
    expect(
      (
        await call(server.app, 'POST', `/api/ads/${flat.adId}/conversations`, {
          token: seeker.token,
          body: { body: 'Guten Tag, ich interessiere mich für die Wohnung am Mauerpark.' },
        })
      ).status,
    ).toBe(201);

    // The hand-over fails once: the enquiry is given back and mailed by the next run.
    const send = server.services.mailer.send.bind(server.services.mailer);
    server.services.mailer.send = async () => {
      throw new Error('queue unavailable');
    };
    try {
      expect(await server.services.openImmo.mailOpenImmoFeedback.execute()).toBe(0);
    } finally {
      server.services.mailer.send = send;
    }
    expect(await server.services.openImmo.mailOpenImmoFeedback.execute()).toBe(1);
    await server.mail.settled();
    const [mail] = mailsTo('anfragen@makler.example');
    const attached = Buffer.from(mail!.attachments![0]!.contentBase64, 'base64').toString('utf8');
    expect(attached).toContain('<oobj_id>WE-1001</oobj_id>');
    expect(attached).toContain('Paul');
    expect(attached).not.toContain('Frieda');
    expect(attached).not.toContain('spaet@example.org');
    // Once.
    expect(await server.services.openImmo.mailOpenImmoFeedback.execute()).toBe(0);
    await server.mail.settled();
    expect(mailsTo('anfragen@makler.example')).toHaveLength(1);
    // Stopped: no more mail.
    expect((await settings(first.token, null)).body.data).toEqual({ feedbackEmail: null });
    const third = await signUp(server, 'dritter@example.org', { name: 'Ida' });
    await call(server.app, 'POST', `/api/ads/${flat.adId}/conversations`, {
      token: third.token,
      body: { body: 'Ist eine Besichtigung am Samstag möglich?' },
    });
    expect(await server.services.openImmo.mailOpenImmoFeedback.execute()).toBe(0);
    server.clock.offsetMs = 0;
    const person = await signUp(server, 'privat.settings@example.org');
    expect((await settings(person.token, 'a@b.example')).status).toBe(403);
  });
});
