import {
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  DOCUMENTS_PER_PERSON,
  type DocumentKind,
  type TenantDocument,
} from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { AttemptCounter, Clock, UnitOfWork } from '../platform/ports';
import type { DocumentCipher, DocumentWatermark, TenantDocumentMeta } from './ports';

export function toTenantDocument(document: TenantDocumentMeta): TenantDocument {
  return { ...document, createdAt: document.createdAt.toISOString() };
}

const DAY = 86_400_000;

/**
 * The applicant's own documents (payslips, a credit report, the previous landlord's confirmation): PDF, JPEG or PNG
 * that really are what they claim, up to 10 MB, 50 pages and 20 per person, encrypted before they are stored. What
 * one account uploads in a day is bounded in documents, bytes and pages (DOCUMENT_LIMITS), counted before the work
 * (bytes) and after reading the pages, so a flood of huge PDFs is refused early and never waits in front of others.
 */
export class TenantDocuments {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'tenants'>;
      clock: Clock;
      cipher: DocumentCipher;
      watermark: Pick<DocumentWatermark, 'pages'>;
      /** Uploads per account and day (in Redis when several processes share the limits). */
      attempts: AttemptCounter;
    },
  ) {}

  /** Accounts whose document is being read on the lane now (in this process). */
  private readonly reading = new Set<string>();

  async list(userId: string): Promise<TenantDocument[]> {
    return (await this.deps.uow.repos.tenants.documentsOf(userId)).map(toTenantDocument);
  }

  async execute(
    userId: string,
    upload: { kind: string; filename: string; contentType: string; content: Buffer },
  ): Promise<TenantDocument> {
    if (!DOCUMENT_KINDS.includes(upload.kind as DocumentKind))
      throw ApiError.validation([{ field: 'kind', code: 'invalid', message: 'Choose what the document is' }]);
    if (!(DOCUMENT_TYPES as readonly string[]).includes(upload.contentType))
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'PDF, JPEG or PNG only');
    if (upload.content.length > DOCUMENT_MAX_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'At most 10 MB');
    if (upload.content.length === 0) throw unreadable();
    const { attempts } = this.deps;
    const { perDay } = DOCUMENT_LIMITS;
    const megabytes = Math.max(1, Math.ceil(upload.content.length / (1024 * 1024)));
    if (
      (await attempts.hit(`documents:${userId}`, DAY)) > perDay.documents ||
      (await attempts.hit(`document-megabytes:${userId}`, DAY, megabytes)) > perDay.megabytes
    )
      throw dayIsFull();
    const { tenants } = this.deps.uow.repos;
    if ((await tenants.documentsOf(userId)).length >= DOCUMENTS_PER_PERSON) throw full();
    // One document of an account at a time on the lane: a flood waits behind itself, not in front of others.
    if (this.reading.has(userId))
      throw new ApiError(429, 'UPLOAD_QUOTA_REACHED', 'One document at a time, please', [], 2);
    this.reading.add(userId);
    let pages: number | null;
    try {
      pages = await this.deps.watermark.pages(upload.content, upload.contentType);
    } finally {
      this.reading.delete(userId);
    }
    if (pages === null || pages === 0) throw unreadable();
    if (pages > DOCUMENT_LIMITS.pagesPerDocument)
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `At most ${DOCUMENT_LIMITS.pagesPerDocument} pages per document`);
    if ((await attempts.hit(`document-pages:${userId}`, DAY, pages)) > perDay.pages) throw dayIsFull();
    const filename = upload.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'dokument';
    const added = await tenants.addDocument(DOCUMENTS_PER_PERSON, {
      userId,
      kind: upload.kind as DocumentKind,
      filename,
      contentType: upload.contentType,
      size: upload.content.length,
      ...this.deps.cipher.seal(upload.content),
      createdAt: this.deps.clock.now(),
    });
    // Counted again where it is stored: parallel uploads cannot pass the cap together.
    if (!added) throw full();
    return toTenantDocument(added);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.deps.uow.repos.tenants.removeDocument(id, userId))) throw ApiError.notFound('Document');
  }
}

const unreadable = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable PDF, JPEG or PNG');
const full = () => new ApiError(409, 'DOCUMENTS_FULL', `At most ${DOCUMENTS_PER_PERSON} documents`);
const dayIsFull = () =>
  new ApiError(
    429,
    'UPLOAD_QUOTA_REACHED',
    `At most ${DOCUMENT_LIMITS.perDay.documents} documents, ${DOCUMENT_LIMITS.perDay.megabytes} MB and ${DOCUMENT_LIMITS.perDay.pages} pages a day`,
    [],
    3600,
  );
