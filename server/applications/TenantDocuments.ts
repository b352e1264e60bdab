import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  DOCUMENTS_PER_PERSON,
  type DocumentKind,
  type TenantDocument,
} from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { DocumentCipher, DocumentWatermark, TenantDocumentMeta } from './ports';

export function toTenantDocument(document: TenantDocumentMeta): TenantDocument {
  return { ...document, createdAt: document.createdAt.toISOString() };
}

/**
 * The applicant's own documents (payslips, a credit report, the previous landlord's confirmation): PDF, JPEG or PNG
 * that really are what they claim, up to 10 MB and 20 per person, encrypted before they are stored.
 */
export class TenantDocuments {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'tenants'>;
      clock: Clock;
      cipher: DocumentCipher;
      watermark: Pick<DocumentWatermark, 'readable'>;
    },
  ) {}

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
    if (upload.content.length === 0 || !(await this.deps.watermark.readable(upload.content, upload.contentType)))
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable PDF, JPEG or PNG');
    const { tenants } = this.deps.uow.repos;
    if ((await tenants.documentsOf(userId)).length >= DOCUMENTS_PER_PERSON)
      throw new ApiError(409, 'DOCUMENTS_FULL', `At most ${DOCUMENTS_PER_PERSON} documents`);
    const filename = upload.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'dokument';
    const added = await tenants.addDocument({
      userId,
      kind: upload.kind as DocumentKind,
      filename,
      contentType: upload.contentType,
      size: upload.content.length,
      ...this.deps.cipher.seal(upload.content),
      createdAt: this.deps.clock.now(),
    });
    return toTenantDocument(added);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.deps.uow.repos.tenants.removeDocument(id, userId))) throw ApiError.notFound('Document');
  }
}
