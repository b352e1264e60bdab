import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, DOCUMENTS_PER_PERSON } from '../../src/domain/applications';
import { call, DB_LEG, signUp, type TestServer, startTestServer } from './helpers';
import { payslipPdf, uploadDocument } from './applicationsWorld';

/*
 * Issue 68: one account uploading many large PDFs took everyone's ad list from milliseconds to seconds, with no 429.
 * Now a document has at most 50 pages, an account's day at most 30 documents, 100 MB and 300 pages (each refused with
 * 429 and changing nothing), the PDF work runs on a worker thread of its own, and the 20 documents per person hold
 * in the database under parallel uploads.
 */

let server: TestServer;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function pdfOf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([200, 200]);
  return Buffer.from(await pdf.save());
}

const person = () => signUp(server, `unterlagen-${++n}@example.de`);
const documentsOf = async (token: string) =>
  ((await call(server.app, 'GET', '/api/user/documents', { token })).body.data as { id: string }[]).length;

describe('what one account may upload', () => {
  it('a document of more pages than any application needs is refused, and nothing is stored', async () => {
    const { token } = await person();
    const long = await uploadDocument(
      server,
      token,
      await pdfOf(DOCUMENT_LIMITS.pagesPerDocument + 1),
      'other',
      'Dick.pdf',
      'application/pdf',
    );
    expect([long.status, long.body.error]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await documentsOf(token)).toBe(0);
    const fine = await uploadDocument(
      server,
      token,
      await pdfOf(DOCUMENT_LIMITS.pagesPerDocument),
      'other',
      'Genug.pdf',
      'application/pdf',
    );
    expect(fine.status).toBe(201);
  });

  it('a day holds so many documents and pages; past them 429 with when to try again, nothing stored', async () => {
    const { token } = await person();
    const payslip = await payslipPdf();
    for (let i = 0; i < DOCUMENT_LIMITS.perDay.documents; i++) {
      const up = await uploadDocument(server, token, payslip, 'payslip', `Gehalt ${i}.pdf`, 'application/pdf');
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      // Deleted again, so the 20 per person are never what stops it.
      const id = (up.body.data as { id: string }).id;
      expect((await call(server.app, 'DELETE', `/api/user/documents/${id}`, { token })).status).toBe(200);
    }
    const over = await uploadDocument(server, token, payslip, 'payslip', 'Zu viel.pdf', 'application/pdf');
    expect([over.status, over.body.error]).toEqual([429, 'UPLOAD_QUOTA_REACHED']);
    expect(Number(over.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await documentsOf(token)).toBe(0);

    // Pages: six of fifty pages fill the day's 300; the seventh is refused.
    const pages = await person();
    const fifty = await pdfOf(DOCUMENT_LIMITS.pagesPerDocument);
    const answers: number[] = [];
    for (let i = 0; i < DOCUMENT_LIMITS.perDay.pages / DOCUMENT_LIMITS.pagesPerDocument + 1; i++)
      answers.push(
        (await uploadDocument(server, pages.token, fifty, 'other', `Teil ${i}.pdf`, 'application/pdf')).status,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });

  it(`the ${DOCUMENTS_PER_PERSON} documents per person hold under parallel writes (${DB_LEG})`, async () => {
    const { id } = await person();
    const sealed = { ciphertext: Buffer.from('x'), iv: Buffer.alloc(12), tag: Buffer.alloc(16), keyId: 'k' };
    const stored = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.services.uow.repos.tenants.addDocument(DOCUMENTS_PER_PERSON, {
          userId: id,
          kind: 'other',
          filename: `parallel-${i}.pdf`,
          contentType: 'application/pdf',
          size: 1,
          ...sealed,
          createdAt: new Date(),
        }),
      ),
    );
    expect(stored.filter((s) => s !== null)).toHaveLength(DOCUMENTS_PER_PERSON);
    expect((await server.services.uow.repos.tenants.documentsOf(id)).length).toBe(DOCUMENTS_PER_PERSON);
  });
});
