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
