import { randomBytes } from 'node:crypto';
import { ReencryptDocuments } from '../../server/applications/ReencryptDocuments';
import { DocumentCipherAesGcm } from '../../server/applications/adapters/DocumentCipherAesGcm';
import { sql } from 'drizzle-orm';
import { pdfText } from '../support/pdfText';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, rows, type TestServer, startTestServer } from './helpers';
import { applicationsWorld, payslipPdf, photoOfDocument, PROFILE } from './applicationsWorld';
import { thirdPersonWatching } from './thirdPerson';

/*
 * Applications and the tenant profile (issue 45), staged as the DSK guidance on tenant self-disclosure asks: the
 * landlord sees the name with the enquiry, household, income band and employment after a viewing (with consent),
 * documents only when asked for and shared — watermarked, logged for the applicant, refused once consent is withdrawn.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof applicationsWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await applicationsWorld(server, 'bewerbung');
});
afterAll(() => server.close());

describe('the tenant profile', () => {
  it('is refused field by field when it is not one, and asks nothing the AGG forbids', async () => {
    const person = await world.person('Pia');
    const refused = await world.profile(person.token, { ...PROFILE, adults: 0, moveInFrom: '2027-02-30' });
    expect(refused.status).toBe(400);
    expect((refused.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['adults', 'moveInFrom']);
    const extra = await world.profile(person.token, { ...PROFILE, nationality: 'x' });
    expect(extra.status).toBe(400);
    const saved = await world.profile(person.token, PROFILE);
    expect(saved.body.data).toMatchObject(PROFILE);
  });
});

const documentsOf = async (token: string) =>
  (await call(server.app, 'GET', '/api/user/documents', { token })).body.data as unknown[];

describe('from the viewing to the documents', () => {
  it('shows each stage only what it allows, watermarks and logs each document view, and refuses after withdrawal', async () => {
    const { landlord } = world;
    const watcher = await thirdPersonWatching(server);
    const anna = await world.visitor('Anna');
    const ben = await world.enquirer('Ben');
    const carla = await world.visitor('Carla');
    const stranger = await world.person('Sven');
    for (const p of [anna, ben, carla]) await world.profile(p.token, PROFILE);

    expect((await world.apply(stranger.token)).body.error).toBe('CONTACT_FIRST');
    expect((await world.apply(landlord.token)).status).toBe(404);
    const applied = await world.apply(anna.token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.data).toMatchObject({ status: 'viewed', profileConsent: true, profileVisible: true });
    expect((await world.apply(anna.token)).body.error).toBe('ALREADY_APPLIED');
    await world.apply(ben.token);
    await world.apply(carla.token, false);

    // The board: Anna came and consents (facts shown); Ben has not viewed (name only); Carla came but did not consent.
    const board = await world.boardOf();
    const card = (name: string) => board.applicants.find((a) => a.name!.startsWith(name))!;
    expect(card('Anna')).toMatchObject({ status: 'viewed', attended: true, profile: PROFILE, documents: [] });
    expect(card('Ben')).toMatchObject({ status: 'new', attended: false, profile: null });
    expect(card('Carla')).toMatchObject({ status: 'viewed', attended: true, profile: null });
    for (const token of [stranger.token, anna.token, await adminToken(server)])
      expect((await world.board(token)).status).toBe(404);

    // Documents: uploaded encrypted; asked for only from a shortlisted applicant; shared only once asked.
    const payslip = await world.upload(
      anna.token,
      await payslipPdf(),
      'payslip',
      'Gehalt Oktober.pdf',
      'application/pdf',
    );
    const scan = await world.upload(
      anna.token,
      await photoOfDocument(),
      'landlord_confirmation',
      'Bestätigung.png',
      'image/png',
    );
    const [stored] = await rows(server, sql`select ciphertext from tenant_documents where id = ${payslip.id}`);
    expect(Buffer.from(stored!.ciphertext as Uint8Array).includes(Buffer.from('%PDF'))).toBe(false);
    const annaApp = card('Anna').id;
    expect((await world.share(anna.token, annaApp, true, [payslip.id])).body.error).toBe('DOCUMENTS_NOT_REQUESTED');
    expect((await world.requestDocuments(landlord.token, annaApp)).body.error).toBe('NOT_SHORTLISTED');
    await world.move(landlord.token, annaApp, 'shortlisted');
    expect((await world.requestDocuments(landlord.token, annaApp)).status).toBe(200);
    const [asked] = await world.mailsTo(anna.email, /Unterlagen für Ihre Bewerbung/);
    expect(asked!.text).toContain('/app/applications');
    expect((await world.share(anna.token, annaApp, true, [payslip.id, scan.id])).status).toBe(200);
    expect((await world.boardOf()).applicants.find((a) => a.id === annaApp)!.documents.map((d) => d.filename)).toEqual(
      expect.arrayContaining(['Gehalt Oktober.pdf', 'Bestätigung.png']),
    );

    // The landlord downloads them watermarked; nobody else does.
    const pdf = await world.download(landlord.token, annaApp, payslip.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toMatch(
      new RegExp(
        `Nur zur Bewerbung für Inserat-Anzeige ${world.ad.id.slice(0, 8).toUpperCase()} – \\d{2}\\.\\d{2}\\.\\d{4}`,
      ),
    );
    const image = await world.download(landlord.token, annaApp, scan.id);
    expect(image.headers['content-type']).toBe('image/png');
    const original = await sharp(await photoOfDocument())
      .raw()
      .toBuffer();
    expect((await sharp(image.rawPayload).raw().toBuffer()).equals(original)).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(600);
    for (const token of [stranger.token, ben.token, await adminToken(server), undefined])
      expect((await world.download(token, annaApp, payslip.id)).statusCode).toBeOneOf([401, 404]);
    expect((await world.download(landlord.token, card('Ben').id, payslip.id)).statusCode).toBe(403);

    // Anna sees each view, then withdraws: the landlord's download is refused from then on.
    const [mine] = await world.mine(anna.token);
    expect(mine!.views.map((v) => [v.filename, v.viewer])).toEqual([
      ['Bestätigung.png', 'Lena'],
      ['Gehalt Oktober.pdf', 'Lena'],
    ]);
    expect((await world.share(anna.token, annaApp, true, [])).status).toBe(200);
    expect((await world.download(landlord.token, annaApp, payslip.id)).statusCode).toBe(403);
    expect((await world.boardOf()).applicants.find((a) => a.id === annaApp)!.documents).toEqual([]);
    expect((await world.share(anna.token, annaApp, false, [])).status).toBe(200);
    expect((await world.boardOf()).applicants.find((a) => a.id === annaApp)!.profile).toBeNull();

    await watcher.sawNothing({ secrets: ['Gehalt Oktober', 'eine Katze', 'Anna', world.ad.title] });
  });

  it('deleting the account removes the application and the documents at once', async () => {
    const hugo = await world.enquirer('Hugo');
    expect((await world.apply(hugo.token)).status).toBe(201);
    await world.upload(hugo.token, await payslipPdf(), 'payslip', 'Hugo.pdf', 'application/pdf');
    expect((await world.boardOf()).applicants.map((a) => a.name)).toContain('Hugo Mustermann');
    const gone = await call(server.app, 'DELETE', '/api/user/profile', {
      token: hugo.token,
      body: { password: 'secret-password-1' },
    });
    expect(gone.status).toBe(200);
    expect((await world.boardOf()).applicants.map((a) => a.name)).not.toContain('Hugo Mustermann');
    expect(await rows(server, sql`select id from tenant_documents where filename = 'Hugo.pdf'`)).toEqual([]);
  });

  it('an Absage and a Zusage send polite messages; a Zusage closes the others; the retention job forgets on time', async () => {
    const dora = await world.visitor('Dora');
    const emil = await world.enquirer('Emil');
    const finn = await world.enquirer('Finn');
    for (const p of [dora, emil, finn]) expect((await world.apply(p.token)).status).toBe(201);
    const board = await world.boardOf();
    const id = (name: string) => board.applicants.find((a) => a.name!.startsWith(name))!.id;
    expect((await world.move(world.landlord.token, id('Emil'), 'declined')).status).toBe(200);
    // Dora, shortlisted, shares a payslip; Emil keeps one he never shared.
    await world.move(world.landlord.token, id('Dora'), 'shortlisted');
    await world.requestDocuments(world.landlord.token, id('Dora'));
    const doraPayslip = await world.upload(dora.token, await payslipPdf(), 'payslip', 'Dora.pdf', 'application/pdf');
    expect((await world.share(dora.token, id('Dora'), true, [doraPayslip.id])).status).toBe(200);
    await world.upload(emil.token, await payslipPdf(), 'payslip', 'Emil.pdf', 'application/pdf');
    const accepted = await world.move(world.landlord.token, id('Dora'), 'accepted');
    expect(accepted.body.data).toMatchObject({ closed: true });
    expect((await world.move(world.landlord.token, id('Finn'), 'shortlisted')).body.error).toBe('APPLICATIONS_CLOSED');
    expect((await world.apply((await world.enquirer('Gina')).token)).body.error).toBe('APPLICATIONS_CLOSED');
    const thread = async (token: string) => {
      const [conversation] = (await call(server.app, 'GET', '/api/conversations', { token })).body.data as {
        id: string;
      }[];
      return (
        (await call(server.app, 'GET', `/api/conversations/${conversation!.id}/messages`, { token })).body.data as {
          messages: { body: string }[];
        }
      ).messages.map((m) => m.body);
    };
    expect((await thread(emil.token)).at(-1)).toMatch(/^Vielen Dank für Ihr Interesse/);
    expect((await thread(dora.token)).at(-1)).toMatch(/^Gute Nachrichten: Wir möchten Ihnen/);
    expect((await world.mine(finn.token))[0]!.status).toBe('declined');

    try {
      server.clock.advance(93 * 86_400_000);
      await server.services.applications.forgetApplications.execute();
      expect(await world.mine(emil.token)).toEqual([]);
      expect(await world.mine(finn.token)).toHaveLength(1);
      expect(await documentsOf(emil.token)).toHaveLength(1);
      server.clock.advance(91 * 86_400_000);
      await server.services.applications.forgetApplications.execute();
      expect(await world.mine(finn.token)).toEqual([]);
      // The lease's application stays, with what it shares; a payslip nobody asked for any more is gone.
      expect((await world.mine(dora.token))[0]!.status).toBe('accepted');
      expect(await documentsOf(dora.token)).toHaveLength(1);
      expect(await documentsOf(emil.token)).toEqual([]);
    } finally {
      server.clock.offsetMs = 0;
    }
  });
});

describe('what each applicant sees of where they stand (issue 71)', () => {
  it('received, seen once the landlord opened the board, in the selection, declined, let to another — with the day their data goes', async () => {
    const other = await applicationsWorld(server, 'stand');
    const names = ['Hanna', 'Ivo', 'Jule', 'Kai'] as const;
    const people = {} as Record<(typeof names)[number], { token: string }>;
    for (const name of names) people[name] = await other.enquirer(name);
    for (const name of names) expect((await other.apply(people[name].token)).status).toBe(201);
    const stageOf = async (name: (typeof names)[number]) => (await other.mine(people[name].token))[0]!;
    expect((await stageOf('Hanna')).stage).toBe('received');
    const board = await other.boardOf();
    const id = (name: string) => board.applicants.find((a) => a.name!.startsWith(name))!.id;
    expect((await stageOf('Hanna')).stage, 'the landlord opened the board').toBe('seen');
    await other.move(other.landlord.token, id('Ivo'), 'invited');
    await other.move(other.landlord.token, id('Jule'), 'shortlisted');
    await other.move(other.landlord.token, id('Kai'), 'declined');
    expect((await stageOf('Ivo')).stage).toBe('in_selection');
    expect((await stageOf('Jule')).stage).toBe('in_selection');
    const declined = await stageOf('Kai');
    expect(declined.stage).toBe('declined');
    const day = 86_400_000;
    expect(Date.parse(declined.deleteAfter!) - Date.now()).toBeGreaterThan(91 * day);
    expect(Date.parse(declined.deleteAfter!) - Date.now()).toBeLessThan(93 * day);
    expect((await stageOf('Hanna')).deleteAfter, 'open: kept while it runs').toBeNull();

    expect((await other.move(other.landlord.token, id('Jule'), 'accepted')).status).toBe(200);
    expect((await stageOf('Jule')).stage).toBe('accepted');
    for (const name of ['Hanna', 'Ivo'] as const) {
      const let_ = await stageOf(name);
      expect(let_.stage, name).toBe('let');
      expect(Date.parse(let_.deleteAfter!) - Date.now()).toBeGreaterThan(182 * day);
    }
    // Everyone still waiting is told in their conversation that the flat is let; the one declined before is not told again.
    const lastMessage = async (token: string) => {
      const [conversation] = (await call(server.app, 'GET', '/api/conversations', { token })).body.data as {
        id: string;
      }[];
      const thread = (await call(server.app, 'GET', `/api/conversations/${conversation!.id}/messages`, { token })).body
        .data as { messages: { body: string }[] };
      return thread.messages.at(-1)!.body;
    };
    for (const name of ['Hanna', 'Ivo'] as const)
      expect(await lastMessage(people[name].token), name).toMatch(/ist inzwischen vergeben/);
    expect(await lastMessage(people.Kai.token)).toMatch(/^Vielen Dank für Ihr Interesse/);
  });
});

describe('the keys documents are sealed with', () => {
  // Last in this file: the server's own cipher knows only the old key, and this test moves documents to a new one.
  it('a rotation re-seals every document with the new key, after which the old key is not needed', async () => {
    const owner = await world.person('Rita');
    const original = await payslipPdf();
    const document = await world.upload(owner.token, original, 'payslip', 'Gehalt.pdf', 'application/pdf');
    const fresh = { id: 'rotated', key: randomBytes(32) };
    const both = new DocumentCipherAesGcm([fresh, server.config.documentKeys[0]!]);
    const reencrypt = new ReencryptDocuments({ uow: server.services.uow, cipher: both, currentKeyId: 'rotated' });
    expect(await reencrypt.execute(2)).toBeGreaterThanOrEqual(1);
    expect(await reencrypt.execute()).toBe(0);
    const stored = (await server.services.uow.repos.tenants.findDocument(document.id))!;
    expect(stored.keyId).toBe('rotated');
    expect(new DocumentCipherAesGcm([fresh]).open(stored).equals(original)).toBe(true);
    expect(() => new DocumentCipherAesGcm([server.config.documentKeys[0]!]).open(stored)).toThrow(/rotated/);
  });
});
