import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { photoWithQrCode } from '../fixtures/qrPhoto';
import { adInput, CITY_RENT_PER_SQM, photoFor } from '../fixtures/riskSet';
import { adminToken, call, signUp, startTestServer, upload, type TestServer } from './helpers';

// Issue 69: text printed in a photo (a number on a sign, an IBAN in a screenshot) counts like the same text in the ad,
// read by the real OCR (tesseract.js) after the upload, off the request path.

let server: TestServer;
let admin: string;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ photoTextReading: true });
  admin = await adminToken(server);
}, 60_000);
afterAll(() => server.close());

/** A photo of a room with a sign on the wall: its lines printed large enough to read on the page. */
async function photoWithSign(...lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="90" y="${270 + i * 64}" font-family="DejaVu Sans" font-size="38" fill="#123">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640"><rect width="900" height="640" fill="#8a9"/>
    <rect x="0" y="480" width="900" height="160" fill="#654"/><rect x="60" y="200" width="780" height="${lines.length * 64 + 40}" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const ordinary = () =>
  adInput({
    title: 'Helle Wohnung am Park',
    description: 'Die Wohnung liegt im dritten Obergeschoss eines gepflegten Hauses mit Aufzug und Balkon.',
    city: 'Berlin',
    livingArea: 70,
    rentPerSqm: CITY_RENT_PER_SQM.Berlin!,
  });

async function seller() {
  const account = await signUp(server, `schild-${++n}@example.de`);
  await server.services.uow.repos.ledger.append({ userId: account.id, packageId: 'basis', amount: 2, reason: 'grant' });
  return account;
}

async function draftWith(owner: { token: string }, photo: Buffer): Promise<string> {
  const draft = await call(server.app, 'POST', '/api/ads', { token: owner.token, body: ordinary() });
  expect(draft.status).toBe(201);
  const id = (draft.body.data as { id: string }).id;
  expect((await upload(server.app, owner.token, id, photo)).status).toBe(200);
  return id;
}

const publish = async (owner: { token: string }, id: string) =>
  (await call(server.app, 'POST', `/api/ads/${id}/publish`, { token: owner.token, body: { packageId: 'basis' } })).body
    .data as Ad;

/** What the photo's reading found, once the job that reads it has run (as a person would see it: a little later). */
const photosRead = () =>
  vi.waitFor(async () => expect(await server.services.jobs.pending(['read-photo-text'])).toBe(0), {
    timeout: 30_000,
    interval: 20,
  });

async function deskSignals(adId: string) {
  const queue = (await call(server.app, 'GET', '/api/admin/ads', { token: admin })).body.data as {
    id: string;
    risk: { signals: { rule: string; detail: string }[] } | null;
  }[];
  return queue.find((item) => item.id === adId)?.risk?.signals ?? [];
}

describe('text in photos', () => {
  it('a messenger number and an IBAN on a sign in the photo hold the ad at publishing', async () => {
    const owner = await seller();
    const id = await draftWith(owner, await photoWithSign('WhatsApp 0151 2345 6789', 'DE89 3704 0044 0532 0130 00'));
    await photosRead();
    expect((await publish(owner, id)).status).toBe('pending');
    const found = (await deskSignals(id)).find((signal) => signal.rule === 'contact_off_platform');
    expect(found?.detail).toMatch(/iban/);
    expect(found?.detail).toMatch(/in a photo/);
  });

  it('a live ad given such a photo goes back to review once the photo is read, and its owner is told why', async () => {
    const owner = await seller();
    const id = await draftWith(owner, await photoFor(9101));
    expect((await publish(owner, id)).status).toBe('active');
    expect(
      (
        await upload(
          server.app,
          owner.token,
          id,
          await photoWithSign('Telegram +49 176 98765432', 'IBAN DE02 1203 0000 0000 2020 51'),
        )
      ).status,
    ).toBe(200);
    await photosRead();
    const own = await call(server.app, 'GET', `/api/ads/${id}`, { token: owner.token });
    expect((own.body.data as Ad).status).toBe('pending');
    const visitor = await call(server.app, 'GET', `/api/ads/${id}`);
    expect(visitor.status, 'gone for visitors while in review').toBe(410);
    await server.mail.settled();
    const told = server.mail.sent.filter((mail) => mail.to === `schild-${n}@example.de`).map((mail) => mail.subject);
    expect(told.join('\n')).toMatch(/wird .* geprüft/);
  });

  it('a photo with a QR code and a printed IBAN keeps both (the code read at upload, the text after it)', async () => {
    const owner = await seller();
    const sign = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="120"><rect width="700" height="120" fill="#fff"/>
        <text x="20" y="75" font-family="DejaVu Sans" font-size="38" fill="#123">DE89 3704 0044 0532 0130 00</text></svg>`,
    );
    const photo = await sharp(await photoWithQrCode('https://wa.me/4915123456789'))
      .composite([{ input: sign, left: 60, top: 80 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const id = await draftWith(owner, photo);
    await photosRead();
    expect(await server.services.jobs.deadLetters(5), 'no reading failed').toEqual([]);
    const kept = await server.services.uow.repos.fingerprints.photoTextsOf(id);
    expect(kept).toEqual(expect.arrayContaining(['https://wa.me/4915123456789', 'DE89370400440532013000']));
    expect((await publish(owner, id)).status).toBe('pending');
  });

  it('ordinary words in a photo (a floor plan’s rooms) change nothing, and nothing of them is kept', async () => {
    const owner = await seller();
    const id = await draftWith(owner, await photoWithSign('Wohnzimmer 24 m2', 'Schlafzimmer 14 m2', 'Bad 6 m2'));
    await photosRead();
    expect((await publish(owner, id)).status).toBe('active');
    expect(await server.services.uow.repos.fingerprints.photoTextsOf(id)).toEqual([]);
  });
});
