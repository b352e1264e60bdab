import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, signUp, startTestServer, type TestServer } from './helpers';
import { becomeTrader } from './traders';
import { maklerFiles } from '../fixtures/openimmo/transferZip';
import { FIXTURES, imported as importedBy, photo, zipOf, type ObjectReport, type Report } from './openImmoKit';

/**
 * OpenImmo (issue 72): an agent's transfer becomes ads through the form's own checks, a second transfer updates by
 * object number and withdraws by DELETE, a full one withdraws what it no longer names, another program's export is
 * taken or refused object by object, and hostile files change nothing.
 */
let server: TestServer;
let agent: { token: string; id: string };

const imported = (token: string, file: Buffer, filename?: string) => importedBy(server, token, file, filename);
const byNumber = (report: Report, number: string) => report.objects.find((o) => o.objectNumber === number)!;
const codes = (object: ObjectReport) => object.reasons.map((r) => r.code);
const ownAd = async (id: string) =>
  (await call(server.app, 'GET', `/api/ads/${id}`, { token: agent.token })).body.data as Ad;
const visitorStatus = async (id: string) => (await call(server.app, 'GET', `/api/ads/${id}`)).status;

let makler: Buffer;
let pictures: Record<string, Buffer>;
beforeAll(async () => {
  server = await startTestServer();
  agent = await signUp(server, 'makler@example.org');
  await becomeTrader(server, agent);
  for (let i = 0; i < 5; i++)
    await server.services.uow.repos.ledger.append({ userId: agent.id, packageId: 'basis', amount: 1, reason: 'grant' });
  pictures = await maklerFiles();
  makler = await zipOf({
    'openimmo.xml': await readFile(new URL('makler-berlin-hamburg.xml', FIXTURES)),
    ...pictures,
  });
});
afterAll(() => server.close());

describe('an agent brings their stock', () => {
  let first: Report;
  beforeAll(async () => {
    first = await imported(agent.token, makler, 'makler.zip');
  });

  it('makes each object an ad with its prices, areas, rooms, energy data and pictures, title picture first', async () => {
    const flat = byNumber(first, 'WE-1001');
    expect(flat.outcome, JSON.stringify(flat.reasons)).toBe('created');
    const ad = await ownAd(flat.adId!);
    expect(ad).toMatchObject({
      status: 'active',
      category: 'apartment_rent',
      propertyType: 'floor_apartment',
      title: 'Altbau mit Balkon: 3 Zimmer am Mauerpark',
      priceCents: 125_050,
      serviceChargeCents: 18_000,
      heatingCostCents: 9_500,
      depositCents: 375_150,
      livingArea: 78.5,
      rooms: 3,
      floor: 2,
      yearBuilt: 1910,
      postalCode: '10435',
      city: 'Berlin',
      district: 'Prenzlauer Berg',
      condition: 'refurbished',
      heatingType: 'district',
      availableFrom: '2027-02-01',
      commissionFree: true,
      energyCertificate: {
        type: 'consumption',
        kwhPerSqmYear: 118.4,
        carrier: 'district_heating',
        efficiencyClass: 'D',
        issuedOn: '2021-04-12',
      },
    });
    expect([...ad.features].sort()).toEqual(['balcony', 'cellar', 'elevator', 'fitted_kitchen']);
    // Title picture, the photo, then the floor plan; the Exposé is kept, not shown.
    expect(flat.pictures).toBe(3);
    expect(ad.images).toHaveLength(3);
    expect(ad.images[0]!.width / ad.images[0]!.height).toBeCloseTo(4 / 3, 1);
    expect(ad.images[2]!.width / ad.images[2]!.height).toBeCloseTo(800 / 600, 1);
    expect(codes(flat)).toContain('documents_kept');
  });

  it('turns the HTML of the texts into plain paragraphs, entities read', async () => {
    const ad = await ownAd(byNumber(first, 'WE-1001').adId!);
    expect(ad.description).toContain('Ruhige Altbauwohnung im 2. OG');
    expect(ad.description).toContain('Wohnzimmer & Schlafzimmer zum Hof,\nBalkon nach Süden.');
    expect(ad.description).toContain('Lage:\nZwischen Mauerpark und Kollwitzplatz; U2 Eberswalder Straße');
    expect(ad.description).toContain('• Einbauküche');
    expect(ad.description).not.toMatch(/<|&amp;|&szlig;/);
  });

  it('shows no street the transfer did not release, and says so; a released one is shown', async () => {
    const flat = byNumber(first, 'WE-1001');
    expect(codes(flat)).toContain('address_withheld');
    const flatAd = await ownAd(flat.adId!);
    expect(flatAd.street).toBeNull();
    expect(flatAd.showExactAddress).toBe(false);
    const house = await ownAd(byNumber(first, 'HH-2040').adId!);
    expect(house).toMatchObject({ street: 'Am Sood 7', showExactAddress: true });
  });

  it("takes a sale's buyer commission as the § 656c figure the seller matches", async () => {
    const house = byNumber(first, 'HH-2040');
    expect(house.outcome, JSON.stringify(house.reasons)).toBe('created');
    expect(await ownAd(house.adId!)).toMatchObject({
      category: 'house_buy',
      propertyType: 'semi_detached',
      priceCents: 68_900_000,
      plotArea: 310,
      rooms: 5,
      buyerCommissionPercent: 3.57,
      sellerPaysSame: true,
      energyCertificate: { type: 'demand', kwhPerSqmYear: 98.2, carrier: 'gas', efficiencyClass: 'C' },
    });
  });

  it('refuses the object the form would refuse, with its reasons, and still takes the others', () => {
    const broken = byNumber(first, 'WE-1002');
    expect(broken.outcome).toBe('refused');
    expect(broken.adId).toBeNull();
    expect(broken.reasons).toContainEqual(expect.objectContaining({ field: 'postalCode', code: 'required' }));
  });

  it('lists what the transfer carries that no ad shows, instead of dropping it silently', () => {
    const kept = byNumber(first, 'WE-1001').kept;
    expect(kept).toEqual(expect.arrayContaining(['ausstattung/sauna', 'verwaltung_objekt/wbs_sozialwohnung']));
    // What the import read is not listed as kept.
    expect(kept).not.toContain('preise/kaltmiete');
    expect(kept.some((path) => path.startsWith('kontaktperson'))).toBe(false);
  });

  it('keeps the report: the seller area and the agent software read it again', async () => {
    const list = await call(server.app, 'GET', '/api/openimmo/transfers', { token: agent.token });
    expect((list.body.data as Report[]).map((r) => r.id)).toContain(first.id);
    const one = await call(server.app, 'GET', `/api/openimmo/transfers/${first.id}`, { token: agent.token });
    expect((one.body.data as Report).objects).toEqual(first.objects);
    const stranger = await signUp(server, 'fremd@example.org');
    expect(
      (await call(server.app, 'GET', `/api/openimmo/transfers/${first.id}`, { token: stranger.token })).status,
    ).toBe(404);
    await becomeTrader(server, stranger);
    expect((await call(server.app, 'GET', '/api/openimmo/transfers', { token: stranger.token })).body.data).toEqual([]);
  });

  describe('a second transfer', () => {
    let second: Report;
    let imagesBefore: string[];
    beforeAll(async () => {
      imagesBefore = (await ownAd(byNumber(first, 'WE-1001').adId!)).images.map((i) => i.id);
      const xml = (await readFile(new URL('makler-berlin-hamburg.xml', FIXTURES), 'utf8'))
        .replace('<kaltmiete>1250.50</kaltmiete>', '<kaltmiete>1190.00</kaltmiete>')
        .replace(
          /<objektnr_extern>HH-2040<\/objektnr_extern>/,
          '<objektnr_extern>HH-2040</objektnr_extern><aktion aktionart="DELETE"/>',
        );
      second = await imported(agent.token, await zipOf({ 'openimmo.xml': xml, ...pictures }));
    });

    it('updates the same ad by its object number, with no duplicate and the unchanged pictures kept', async () => {
      const flat = byNumber(second, 'WE-1001');
      expect(flat).toMatchObject({ outcome: 'updated', adId: byNumber(first, 'WE-1001').adId });
      const ad = await ownAd(flat.adId!);
      expect(ad.priceCents).toBe(119_000);
      expect(ad.images.map((i) => i.id)).toEqual(imagesBefore);
      const mine = (await call(server.app, 'GET', '/api/ads/mine', { token: agent.token })).body.data as Ad[];
      expect(mine.filter((a) => a.title === 'Altbau mit Balkon: 3 Zimmer am Mauerpark')).toHaveLength(1);
    });

    it('withdraws by DELETE: archived for its owner, gone for visitors', async () => {
      const house = byNumber(second, 'HH-2040');
      expect(house.outcome).toBe('withdrawn');
      expect((await ownAd(house.adId!)).status).toBe('archived');
      expect(await visitorStatus(house.adId!)).toBe(410);
    });

    it('replaces the pictures when they changed, and the same file again changes nothing', async () => {
      const changed = { ...pictures, 'bilder/we1001-titel.jpg': await photo('#4682b4') };
      const xml = (await readFile(new URL('makler-berlin-hamburg.xml', FIXTURES), 'utf8')).replace(
        '<kaltmiete>1250.50</kaltmiete>',
        '<kaltmiete>1190.00</kaltmiete>',
      );
      const third = await imported(agent.token, await zipOf({ 'openimmo.xml': xml, ...changed }));
      const flat = byNumber(third, 'WE-1001');
      expect(flat.outcome).toBe('updated');
      const ad = await ownAd(flat.adId!);
      expect(ad.images).toHaveLength(3);
      expect(ad.images.map((i) => i.id).filter((id) => imagesBefore.includes(id))).toEqual([]);
      // The house was withdrawn; sent again as it was, it comes back online.
      expect(byNumber(third, 'HH-2040').outcome).toBe('updated');
      expect((await ownAd(byNumber(third, 'HH-2040').adId!)).status).toBe('active');
      const again = await imported(agent.token, await zipOf({ 'openimmo.xml': xml, ...changed }));
      expect(byNumber(again, 'WE-1001').outcome).toBe('unchanged');
      expect(byNumber(again, 'HH-2040').outcome).toBe('unchanged');
    });

    it('a full transfer withdraws what it no longer names', async () => {
      const xml = (await readFile(new URL('makler-berlin-hamburg.xml', FIXTURES), 'utf8'))
        .replace('umfang="TEIL"', 'umfang="VOLL"')
        .replace(/<immobilie>(?:(?!<immobilie>)[\s\S])*?HH-2040[\s\S]*?<\/immobilie>/, '');
      const full = await imported(agent.token, await zipOf({ 'openimmo.xml': xml, ...pictures }));
      expect(full.scope).toBe('VOLL');
      const house = byNumber(full, 'HH-2040');
      expect(house.outcome).toBe('withdrawn');
      expect(await visitorStatus(house.adId!)).toBe(410);
      expect(['updated', 'unchanged']).toContain(byNumber(full, 'WE-1001').outcome);
      expect(await visitorStatus(byNumber(full, 'WE-1001').adId!)).toBe(200);
    });
  });
});

describe("another program's export", () => {
  let report: Report;
  beforeAll(async () => {
    const jpeg = (await photo('#8b4513', 320)).toString('base64');
    const latin1 = (await readFile(new URL('altbestand-latin1.xml', FIXTURES))).toString('latin1');
    const xml = Buffer.from(latin1.replace('{{JPEG_BASE64}}', jpeg), 'latin1');
    report = await imported(agent.token, xml, 'altbestand.xml');
  });

  it('refuses an object without a category, saying so, and takes the rest', () => {
    expect(byNumber(report, '8333')).toMatchObject({ outcome: 'refused', adId: null });
    expect(codes(byNumber(report, '8333'))).toEqual(['no_category']);
    expect(codes(byNumber(report, 'F-9'))).toEqual(['unsupported_kind']);
  });

  it('reads ISO-8859-1, German number formats and a picture inside the XML', async () => {
    const land = byNumber(report, 'G-17');
    expect(land.outcome, JSON.stringify(land.reasons)).toBe('created');
    expect(land.pictures).toBe(1);
    expect(await ownAd(land.adId!)).toMatchObject({
      category: 'land',
      priceCents: 14_900_000,
      plotArea: 812.5,
      city: 'Naunhof',
      title: 'Baugrundstück am Waldrand',
      status: 'active',
    });
  });

  it('skips pictures given only as links and keeps the ad a draft without one, saying both', async () => {
    const parking = byNumber(report, 'P-3');
    expect(parking.outcome).toBe('created');
    expect(codes(parking)).toEqual(expect.arrayContaining(['picture_remote', 'no_picture']));
    expect(await ownAd(parking.adId!)).toMatchObject({ category: 'parking', priceCents: 8_500, status: 'draft' });
  });
});
