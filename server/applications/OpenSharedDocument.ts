import { watermarkText } from '../../src/domain/applications';
import { dayInGermany } from '../../src/domain/calendar';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { Clock, Logger, UnitOfWork } from '../platform/ports';
import { documentsOpen } from './applicationViews';
import type { DocumentCipher, DocumentWatermark, SealedDocument } from './ports';

/**
 * A landlord opens a document an applicant shared with their application: only through that application, only while
 * the applicant's consent holds (403 once withdrawn), watermarked with the ad and the day, and logged for the
 * applicant to see. Nobody else — an administrator included — opens it.
 */
export class OpenSharedDocument {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'applications' | 'tenants'>;
      clock: Clock;
      cipher: DocumentCipher;
      watermark: DocumentWatermark;
      log: Logger;
    },
  ) {}

  async execute(
    landlord: UserRecord,
    applicationId: string,
    documentId: string,
  ): Promise<{ filename: string; contentType: string; content: Buffer }> {
    const { repos } = this.deps.uow;
    const now = this.deps.clock.now();
    const application = await repos.applications.find(applicationId);
    const ad = application && (await repos.ads.findById(application.adId));
    if (!application || !ad || ad.ownerId !== landlord.id) throw ApiError.notFound('Document');
    const shared = await repos.applications.sharedDocumentIds(application.id);
    if (!documentsOpen(application) || !shared.includes(documentId))
      throw ApiError.forbidden('The applicant does not share this document (any more)');
    const document = await repos.tenants.findDocument(documentId);
    if (!document || document.userId !== application.seekerId) throw ApiError.forbidden('Not shared');
    const adNumber = ad.id.slice(0, 8).toUpperCase();
    const text = watermarkText(adNumber, dayInGermany(now).split('-').reverse().join('.'), landlord.language);
    const content = await this.deps.watermark.stamp(this.opened(document), document.contentType, text);
    await repos.applications.logView({
      ownerId: application.seekerId,
      documentId: document.id,
      filename: document.filename,
      viewerName: landlord.name,
      adTitle: ad.title,
      viewedAt: now,
    });
    return { filename: document.filename, contentType: document.contentType, content };
  }

  /** The document's content; a key no longer configured (removed before the re-encryption ran) is said, not a 500. */
  private opened(document: SealedDocument & { id: string }): Buffer {
    try {
      return this.deps.cipher.open(document);
    } catch (err) {
      this.deps.log.error(
        { err, documentId: document.id, keyId: document.keyId },
        'a tenant document cannot be opened',
      );
      throw new ApiError(409, 'CONFLICT', 'This document cannot be opened; the applicant can upload it again');
    }
  }
}
