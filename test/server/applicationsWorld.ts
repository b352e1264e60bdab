import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Application, ApplicationBoard, TenantDocument } from '../../src/domain/applications';
import { call, type TestServer } from './helpers';
import { germanSlot, viewingsWorld } from './viewingsWorld';

export const PROFILE = {
  adults: 2,
  children: 1,
  pets: 'eine Katze',
  moveInFrom: '2027-02-01',
  incomeBand: '3500_5000',
  employment: 'employed',
  intro: 'Wir sind eine kleine Familie und suchen ein ruhiges Zuhause.',
  guarantor: false,
  wbs: false,
};

/** A one-page PDF as a payslip would be. */
export async function payslipPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText('Gehaltsabrechnung Oktober 2026', {
    x: 50,
    y: 780,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

export const photoOfDocument = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#f4f1ea' } })
    .png()
    .toBuffer();

/** The multipart upload of one document, "kind" first, as the browser's form sends it. */
export function uploadDocument(
  server: TestServer,
  token: string,
  file: Buffer,
  kind: string,
  filename: string,
  type: string,
) {
  const boundary = '----inserat-document';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(server.app, 'POST', '/api/user/documents', {
    token,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/**
 * The viewings world (a landlord with a live flat, enquirers) plus the calls of applications: a seeker who came to a
 * viewing (marked attended), applying, sharing, and the landlord's board.
 */
export async function applicationsWorld(server: TestServer, prefix: string) {
  const base = await viewingsWorld(server, prefix);
  const landlordToken = base.landlord.token;
  /** The enquirer books a viewing of the ad and comes (marked by the landlord once it began); the clock is back after. */
  const attend = async (seeker: { token: string }, adId = base.ad.id) => {
    const before = new Set((await base.plan(landlordToken, adId)).plan.slots.map((s) => s.id));
    const offered = await base.offer(landlordToken, { ...germanSlot(server, 1), openToEnquirers: true }, adId);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const slot = offered.plan.slots.find((s) => !before.has(s.id))!;
    const bookingId = (await base.book(seeker.token, slot.id)).plan.slots.find((s) => s.id === slot.id)!.myBookingId!;
    const offset = server.clock.offsetMs;
    server.clock.advance(new Date(slot.startsAt).getTime() - server.clock.now().getTime() + 60_000);
    try {
      expect((await base.mark(landlordToken, bookingId, 'attended')).status).toBe(200);
    } finally {
      server.clock.offsetMs = offset;
    }
  };
  return {
    ...base,
    attend,
    /** An enquirer who booked a viewing of the world's ad and came. */
    visitor: async (name: string) => {
      const seeker = await base.enquirer(name);
      await attend(seeker);
      return seeker;
    },
    apply: (token: string, profileConsent = true, adId = base.ad.id) =>
      call(server.app, 'POST', `/api/ads/${adId}/application`, { token, body: { profileConsent } }),
    profile: (token: string, body: Record<string, unknown>) =>
      call(server.app, 'PUT', '/api/user/tenant-profile', { token, body }),
    mine: async (token: string) =>
      (await call(server.app, 'GET', '/api/applications', { token })).body.data as Application[],
    board: (token: string, adId = base.ad.id) => call(server.app, 'GET', `/api/ads/${adId}/applications`, { token }),
    boardOf: async () =>
      (await call(server.app, 'GET', `/api/ads/${base.ad.id}/applications`, { token: landlordToken })).body
        .data as ApplicationBoard,
    move: (token: string, id: string, status: string) =>
      call(server.app, 'PUT', `/api/applications/${id}/status`, { token, body: { status } }),
    requestDocuments: (token: string, id: string) =>
      call(server.app, 'POST', `/api/applications/${id}/document-request`, { token }),
    share: (
      token: string,
      id: string,
      profileConsent: boolean,
      documentIds: string[],
      profileBeforeViewing?: boolean,
    ) =>
      call(server.app, 'PUT', `/api/applications/${id}/sharing`, {
        token,
        body: { profileConsent, documentIds, profileBeforeViewing },
      }),
    upload: async (token: string, file: Buffer, kind: string, filename: string, type: string) => {
      const answer = await uploadDocument(server, token, file, kind, filename, type);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data as TenantDocument;
    },
    download: (token: string | undefined, applicationId: string, documentId: string) =>
      server.app.inject({
        method: 'GET',
        url: `/api/applications/${applicationId}/documents/${documentId}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
  };
}
