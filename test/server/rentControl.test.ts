import type { Ad } from '../../src/domain/ad';
import type { Application, ApplicationBoard } from '../../src/domain/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { adminToken, call, publishedAd, type TestServer, startTestServer, validAd } from './helpers';
import { applicationsWorld } from './applicationsWorld';
import { thirdPersonWatching } from './thirdPerson';

/*
 * Mietpreisbremse (issue 71, §§ 556d–g BGB): a rent ad where a Verordnung applies states the exception it relies on, or
 * none; every applicant receives the statement in text form (a message and a PDF) with the application; a Zusage waits
 * for the statement as the ad makes it now; the landlord keeps the proof. Nowhere else is anything asked or shown.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof applicationsWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await applicationsWorld(server, 'mietpreisbremse');
});
afterAll(() => server.close());

const create = (token: string, extra: Record<string, unknown>) =>
  call(server.app, 'POST', '/api/ads', { token, body: validAd(extra) });
const statementOf = async (token: string | undefined, applicationId: string) => {
  const answer = await server.app.inject({
    method: 'GET',
    url: `/api/applications/${applicationId}/rent-control-statement`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: answer.statusCode, type: answer.headers['content-type'], body: answer.rawPayload };
};
const mine = async (token: string, adId: string) =>
  ((await call(server.app, 'GET', '/api/applications', { token })).body.data as Application[]).find(
    (a) => a.adId === adId,
  )!;
const board = async (adId: string) => (await world.board(world.landlord.token, adId)).body.data as ApplicationBoard;

describe('the statement an ad makes', () => {
  it.each([
    { what: 'a Berlin rental that states nothing states no exception', extra: {}, stored: { exception: 'none' } },
    {
      what: 'a Berlin rental relying on the previous rent keeps its amount',
      extra: { rentControl: { exception: 'previous_rent', previousRentCents: 131_000 } },
      stored: { exception: 'previous_rent', previousRentCents: 131_000 },
    },
    {
      what: 'a first use keeps no amount typed before',
      extra: { rentControl: { exception: 'first_use', previousRentCents: 90_000 } },
      stored: { exception: 'first_use', previousRentCents: null },
    },
    {
      what: 'a Köln rental written "Koeln" is covered too',
      extra: {
        city: 'Koeln',
        postalCode: '50667',
        rentControl: { exception: 'modernisation', previousRentCents: null },
      },
      stored: { exception: 'modernisation', previousRentCents: null },
    },
    {
      what: 'a Dortmund rental states none (no Verordnung)',
      extra: { city: 'Dortmund', postalCode: '44135', rentControl: { exception: 'none', previousRentCents: null } },
      stored: null,
    },
    {
      what: 'a Berlin flat for sale states none',
      extra: {
        category: 'apartment_buy',
        priceCents: 45_000_000,
        rentControl: { exception: 'none', previousRentCents: null },
      },
      stored: null,
    },
  ])('$what', async ({ extra, stored }) => {
    const created = await create(world.landlord.token, extra);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ad = created.body.data as Ad;
    expect(ad.rentControl).toEqual(stored === null ? null : { previousRentCents: null, ...stored });
  });

  it.each([
    { rentControl: { exception: 'previous_rent', previousRentCents: null }, field: 'rentControl.previousRentCents' },
    { rentControl: { exception: 'maybe', previousRentCents: null }, field: 'rentControl.exception' },
  ])('refuses $rentControl.exception without what it needs, saving nothing', async ({ rentControl, field }) => {
    const before = (await call(server.app, 'GET', '/api/ads/mine', { token: world.landlord.token })).body.data as Ad[];
    const refused = await create(world.landlord.token, { rentControl });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(field);
    const after = (await call(server.app, 'GET', '/api/ads/mine', { token: world.landlord.token })).body.data as Ad[];
    expect(after).toHaveLength(before.length);
  });
});

describe('the statement delivered to applicants', () => {
  it('comes with the application as a message and a PDF for the applicant and the landlord, nobody else', async () => {
    const watcher = await thirdPersonWatching(server);
    const ad = await publishedAd(server, world.landlord, {
      title: 'Altbau am Kanal mit Vormiete',
      rentControl: { exception: 'previous_rent', previousRentCents: 131_000 },
    });
    const anna = await world.enquirer('Anna', ad.id);
    const other = await world.enquirer('Otto', ad.id);
    expect((await world.apply(anna.token, true, ad.id)).status).toBe(201);
    const application = await mine(anna.token, ad.id);
    expect(application.rentControlDisclosedAt).not.toBeNull();

    // In the conversation, in the applicant's words.
    const conversations = (await call(server.app, 'GET', '/api/conversations', { token: anna.token })).body.data as {
      id: string;
      ad: { id: string };
    }[];
    const conversation = conversations.find((c) => c.ad.id === ad.id)!;
    const thread = (
      await call(server.app, 'GET', `/api/conversations/${conversation.id}/messages`, { token: anna.token })
    ).body.data as { messages: { body: string }[] };
    const bodies = thread.messages.map((m) => m.body).join('\n');
    expect(bodies).toContain('Auskunft zur Mietpreisbremse');
    expect(bodies).toContain('1.310');

    // The PDF: what was said, to whom, when — for Anna and for the landlord.
    for (const token of [anna.token, world.landlord.token]) {
      const pdf = await statementOf(token, application.id);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const { text } = await pdfText(pdf.body);
      expect(text).toContain('§ 556e Abs. 1 BGB');
      expect(text).toContain('Anna');
      expect(text).toContain('Mietenbegrenzungsverordnung Berlin');
    }
    // The other applicant, a stranger, an administrator and nobody signed in learn nothing.
    const stranger = await world.person('Fremde');
    for (const [token, status] of [
      [other.token, 404],
      [stranger.token, 404],
      [await adminToken(server), 404],
      [undefined, 401],
    ] as const)
      expect((await statementOf(token, application.id)).status).toBe(status);
    // The landlord's board shows the proof.
    expect((await board(ad.id)).applicants[0]!.rentControlDisclosedAt).toBe(application.rentControlDisclosedAt);
    await watcher.sawNothing({ secrets: ['Mietpreisbremse', ad.title] });
  });

  it('a Zusage waits for the statement as the ad makes it now: a changed one is delivered first', async () => {
    const ad = await publishedAd(server, world.landlord, { title: 'Neubau mit Erstbezug' });
    const bea = await world.enquirer('Bea', ad.id);
    expect((await world.apply(bea.token, true, ad.id)).status).toBe(201);
    const first = (await mine(bea.token, ad.id)).rentControlDisclosedAt;
    expect(first).not.toBeNull();
    // The landlord changes the statement after Bea applied.
    const edited = await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
      token: world.landlord.token,
      body: { rentControl: { exception: 'first_use', previousRentCents: null } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const id = (await mine(bea.token, ad.id)).id;
    server.clock.advance(60_000);
    const refused = await world.move(world.landlord.token, id, 'accepted');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('RENT_CONTROL_NOT_DISCLOSED');
    expect((await mine(bea.token, ad.id)).status, 'no Zusage was given').toBe('new');
    const second = (await mine(bea.token, ad.id)).rentControlDisclosedAt;
    expect(second).not.toBe(first);
    expect((await pdfText((await statementOf(bea.token, id)).body)).text).toContain('§ 556f Satz 1 BGB');
    // Delivered now: the Zusage goes through.
    expect((await world.move(world.landlord.token, id, 'accepted')).status).toBe(200);
  });

  it('where no Verordnung applies nothing is delivered and nothing waits', async () => {
    const ad = await publishedAd(server, world.landlord, {
      title: 'Wohnung in Dortmund',
      city: 'Dortmund',
      postalCode: '44135',
      district: null,
    });
    const carl = await world.enquirer('Carl', ad.id);
    expect((await world.apply(carl.token, true, ad.id)).status).toBe(201);
    const application = await mine(carl.token, ad.id);
    expect(application.rentControlDisclosedAt).toBeNull();
    expect((await statementOf(carl.token, application.id)).status).toBe(404);
    expect((await world.move(world.landlord.token, application.id, 'accepted')).status).toBe(200);
  });
});
