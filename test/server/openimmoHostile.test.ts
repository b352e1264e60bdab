import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, startTestServer, type TestServer } from './helpers';
import { becomeTrader } from './traders';
import { photo, sendTransfer, zipOf } from './openImmoKit';

/** OpenImmo (issue 72): who may import, and files refused whole without changing anything. */
let server: TestServer;
let agent: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer();
  agent = await signUp(server, 'makler@example.org');
  await becomeTrader(server, agent);
});
afterAll(() => server.close());

describe('who may import, and files that are refused whole', () => {
  it('a private account cannot import', async () => {
    const person = await signUp(server, 'privat@example.org');
    const answer = await sendTransfer(server, person.token, await zipOf({ 'openimmo.xml': '<openimmo/>' }));
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('TRADERS_ONLY');
    expect((await call(server.app, 'GET', '/api/openimmo/transfers', { token: person.token })).status).toBe(403);
    expect((await call(server.app, 'GET', '/api/openimmo/transfers')).status).toBe(401);
  });

  async function refused(file: Buffer, reason: string): Promise<void> {
    const before = await call(server.app, 'GET', '/api/ads/mine', { token: agent.token });
    const answer = await sendTransfer(server, agent.token, file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error).toBe('TRANSFER_REFUSED');
    expect(answer.body.errors?.[0]?.field).toBe(`file.${reason}`);
    const after = await call(server.app, 'GET', '/api/ads/mine', { token: agent.token });
    expect(after.body.data).toEqual(before.body.data);
  }

  const object = (number: string) =>
    `<immobilie><objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung/></objektart></objektkategorie><verwaltung_techn><objektnr_extern>${number}</objektnr_extern></verwaltung_techn></immobilie>`;

  it('an entity bomb (billion laughs) and an external entity (XXE) are refused before parsing', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE openimmo [<!ENTITY a "hahahahaha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>' +
      `<openimmo><anbieter>${object('&c;')}</anbieter></openimmo>`;
    await refused(Buffer.from(laughs), 'doctype');
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY f SYSTEM "file:///etc/passwd">]><openimmo><anbieter>${object('&f;')}</anbieter></openimmo>`;
    await refused(Buffer.from(xxe), 'doctype');
  });

  it('broken XML, no OpenImmo, no object, and a ZIP with two XMLs or none are refused whole', async () => {
    await refused(Buffer.from('<openimmo><anbieter><immobilie></anbieter></openimmo>'), 'broken_xml');
    await refused(Buffer.from('<?xml version="1.0"?><rss><channel/></rss>'), 'not_openimmo');
    await refused(Buffer.from('<openimmo><anbieter><firma>Leer</firma></anbieter></openimmo>'), 'no_objects');
    await refused(await zipOf({ 'a.xml': '<openimmo/>', 'b.xml': '<openimmo/>' }), 'several_xml');
    await refused(await zipOf({ 'bild.jpg': await photo('#000000') }), 'no_xml');
    await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'not_openimmo');
  });

  it('a ZIP naming a file outside itself, and a ZIP bomb, are refused before anything is unpacked', async () => {
    const traversal = await zipOf({ 'openimmo.xml': '<openimmo/>', 'xx/evil.jpg': 'x' });
    // The same length in the local header and the central directory: the name becomes ../evil.jpg.
    const evil = Buffer.from(traversal.toString('latin1').replaceAll('xx/evil.jpg', '../evil.jpg'), 'latin1');
    await refused(evil, 'unsafe_path');
    const bomb = await zipOf({ 'openimmo.xml': '<openimmo/>', 'nullen.jpg': Buffer.alloc(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    await refused(bomb, 'compression_ratio');
  });
});

describe('objects outside what the marketplace lists', () => {
  it('refuses prices in another currency and properties outside Germany, Austria and Switzerland', async () => {
    const object = (number: string, extra: string) =>
      `<immobilie><objektkategorie><vermarktungsart MIETE_PACHT="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>${extra}<preise><kaltmiete>1200</kaltmiete>${number === 'CHF-1' ? '<waehrung iso_waehrung="CHF"/>' : ''}</preise><verwaltung_techn><objektnr_extern>${number}</objektnr_extern></verwaltung_techn></immobilie>`;
    const xml = `<openimmo><anbieter>${object('CHF-1', '<geo><plz>8001</plz><ort>Zürich</ort><land iso_land="CHE"/></geo>')}${object('FR-1', '<geo><plz>75001</plz><ort>Paris</ort><land iso_land="FRA"/></geo>')}</anbieter></openimmo>`;
    const answer = await sendTransfer(server, agent.token, Buffer.from(xml));
    expect(answer.status).toBe(200);
    const objects = (
      answer.body.data as { objects: { objectNumber: string; outcome: string; reasons: { code: string }[] }[] }
    ).objects;
    expect(objects.map((o) => [o.objectNumber, o.outcome, o.reasons.map((r) => r.code)])).toEqual([
      ['CHF-1', 'refused', ['currency']],
      ['FR-1', 'refused', ['unsupported_country']],
    ]);
  });
});

describe('the same object sent twice at once', () => {
  it('makes one ad: the transfer that links it second takes its draft back and says why', async () => {
    const trader = await signUp(server, 'gleichzeitig@example.org');
    await becomeTrader(server, trader);
    const xml = Buffer.from(
      `<openimmo><anbieter><immobilie><objektkategorie><vermarktungsart MIETE_PACHT="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie><geo><plz>10435</plz><ort>Berlin</ort></geo><preise><kaltmiete>990</kaltmiete></preise><flaechen><wohnflaeche>55</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen><freitexte><objekttitel>Zweimal gesendete Wohnung</objekttitel><objektbeschreibung>Eine Wohnung, die die Software zweimal gleichzeitig geschickt hat.</objektbeschreibung></freitexte><verwaltung_techn><objektnr_extern>TWICE-1</objektnr_extern></verwaltung_techn></immobilie></anbieter></openimmo>`,
    );
    expect((await sendTransfer(server, trader.token, xml)).status).toBe(200);
    // The second transfer looked before the first had linked the object (the moment two transfers meet).
    const objects = server.services.uow.repos.openImmo;
    const findObject = objects.findObject.bind(objects);
    objects.findObject = async () => null;
    try {
      const second = await sendTransfer(server, trader.token, xml);
      const [report] = (second.body.data as { objects: { outcome: string; reasons: { code: string }[] }[] }).objects;
      expect([report!.outcome, report!.reasons.map((r) => r.code)]).toEqual(['refused', ['duplicate_object']]);
    } finally {
      objects.findObject = findObject;
    }
    const mine = (await call(server.app, 'GET', '/api/ads/mine', { token: trader.token })).body.data as {
      title: string;
    }[];
    expect(mine.filter((ad) => ad.title === 'Zweimal gesendete Wohnung')).toHaveLength(1);
  });
});

describe('a change that cannot be taken now', () => {
  it('an ad under review refuses the change, and the same transfer sent later applies it (not "unchanged")', async () => {
    const trader = await signUp(server, 'pruefung@example.org');
    await becomeTrader(server, trader);
    const transfer = (rent: number) =>
      Buffer.from(
        `<openimmo><anbieter><immobilie><objektkategorie><vermarktungsart MIETE_PACHT="true"/><objektart><wohnung/></objektart></objektkategorie><geo><plz>04109</plz><ort>Leipzig</ort></geo><preise><kaltmiete>${rent}</kaltmiete></preise><flaechen><wohnflaeche>48</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen><freitexte><objekttitel>Wohnung in der Prüfung</objekttitel><objektbeschreibung>Zwei Zimmer im Zentrum, ruhig gelegen, mit Blick in den Hof.</objektbeschreibung></freitexte><verwaltung_techn><objektnr_extern>REVIEW-1</objektnr_extern></verwaltung_techn></immobilie></anbieter></openimmo>`,
      );
    type Answer = { objects: { outcome: string; adId: string; reasons: { code: string }[] }[] };
    const first = (await sendTransfer(server, trader.token, transfer(700))).body.data as Answer;
    const adId = first.objects[0]!.adId;
    await server.services.uow.repos.ads.update(adId, { status: 'pending' });
    const held = (await sendTransfer(server, trader.token, transfer(650))).body.data as Answer;
    expect([held.objects[0]!.outcome, held.objects[0]!.reasons.map((r) => r.code)]).toEqual([
      'refused',
      ['not_editable'],
    ]);
    await server.services.uow.repos.ads.update(adId, { status: 'draft' });
    const later = (await sendTransfer(server, trader.token, transfer(650))).body.data as Answer;
    expect(later.objects[0]!.outcome).toBe('updated');
    const ad = (await call(server.app, 'GET', `/api/ads/${adId}`, { token: trader.token })).body.data as {
      priceCents: number;
    };
    expect(ad.priceCents).toBe(65_000);
  });
});
