import type { ApplicationsApi } from '../../src/application/applications/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import {
  anonymousInFirstRound,
  APPLICATION_WINDOW_MAX_HOURS,
  applicantStage,
  applicationDeletedAfter,
  firstRoundPlace,
  EMPTY_TENANT_PROFILE,
  profileShown,
  tenantProfileErrors,
  type Application,
  type ApplicationBoard,
  type ApplicationStatus,
  type Sharing,
  type TenantDocument,
  type TenantProfile,
  type TenantProfileInput,
} from '../../src/domain/applications';
import type { ErrorCode } from '../../src/domain/errors';

interface Stored {
  id: string;
  adId: string;
  adTitle: string;
  name: string;
  attended: boolean;
  status: ApplicationStatus;
  profileConsent: boolean;
  profileBeforeViewing: boolean;
  documentsRequested: boolean;
  /** Set by a test: the Mietpreisbremse statement delivered with it. */
  rentControlDisclosedAt: string | null;
  shared: string[];
  views: Application['views'];
  createdAt: string;
  /** When the landlord's board first showed it, it was declined, or another's Zusage closed it. */
  seenAt: Date | null;
  declinedAt: Date | null;
  closedAt: Date | null;
}

const fail = (code: ErrorCode, status = 409) => new RequestError('http', code, code, status);

/**
 * Applications as the server keeps them, for one applicant and one landlord: the stages decide what the board shows,
 * documents are shared only when asked for, a Zusage closes the rest. `viewer` says whose view the calls get.
 */
export class ApplicationsApiInMemory implements ApplicationsApi {
  viewer: 'seeker' | 'landlord' = 'seeker';
  /** Ads the seeker wrote about (apply needs it), with their titles. */
  enquired = new Map<string, string>([['ad-1', 'Altbau mit Dielen']]);
  attendedAds = new Set<string>();
  /** Ads under a Mietpreisbremse: a Zusage waits until the applicant had the statement (as the server does). */
  statementOwed = new Set<string>();
  profileData: TenantProfile = { ...EMPTY_TENANT_PROFILE, updatedAt: null };
  stored: Stored[] = [];
  documentList: TenantDocument[] = [];
  downloads: string[] = [];
  private n = 0;

  async profile(): Promise<TenantProfile> {
    return { ...this.profileData };
  }

  async saveProfile(profile: TenantProfileInput): Promise<TenantProfile> {
    const errors = tenantProfileErrors(profile);
    if (errors.length > 0) throw new RequestError('http', 'VALIDATION_FAILED', 'Invalid', 400, errors);
    this.profileData = { ...profile, updatedAt: new Date().toISOString() };
    return this.profile();
  }

  async documents(): Promise<TenantDocument[]> {
    return [...this.documentList];
  }

  async upload(kind: string, file: File): Promise<TenantDocument> {
    const document = {
      id: `doc-${++this.n}`,
      kind: kind as TenantDocument['kind'],
      filename: file.name,
      contentType: file.type,
      size: file.size,
      createdAt: new Date().toISOString(),
    };
    this.documentList.unshift(document);
    return document;
  }

  async removeDocument(id: string): Promise<void> {
    if (!this.documentList.some((d) => d.id === id)) throw fail('NOT_FOUND', 404);
    this.documentList = this.documentList.filter((d) => d.id !== id);
    this.stored.forEach((a) => (a.shared = a.shared.filter((s) => s !== id)));
  }

  private profileVisible(a: Stored, closed: boolean): boolean {
    return profileShown({ ...a, closed });
  }

  private view(a: Stored): Application {
    const closed = this.stored.some((o) => o.adId === a.adId && o.status === 'accepted') && a.status !== 'accepted';
    return {
      id: a.id,
      adId: a.adId,
      adTitle: a.adTitle,
      status: closed ? 'declined' : a.status,
      stage: applicantStage(a),
      deleteAfter: applicationDeletedAfter(a)?.toISOString() ?? null,
      inFirstRound: anonymousInFirstRound(a, this.windows.get(a.adId) ?? null, new Date()),
      profileConsent: a.profileConsent,
      profileBeforeViewing: a.profileBeforeViewing,
      profileVisible: this.profileVisible(a, closed),
      documentsRequested: a.documentsRequested && !closed && a.status !== 'declined',
      rentControlDisclosedAt: a.rentControlDisclosedAt,
      sharedDocumentIds: [...a.shared],
      views: [...a.views],
      createdAt: a.createdAt,
    };
  }

  async apply(adId: string, profileConsent: boolean): Promise<Application> {
    const title = this.enquired.get(adId);
    if (title === undefined) throw fail('CONTACT_FIRST');
    if (this.stored.some((a) => a.adId === adId && a.status === 'accepted')) throw fail('APPLICATIONS_CLOSED');
    if (this.stored.some((a) => a.adId === adId)) throw fail('ALREADY_APPLIED');
    const a: Stored = {
      id: `app-${++this.n}`,
      adId,
      adTitle: title,
      name: 'Anna Suchend',
      attended: this.attendedAds.has(adId),
      status: this.attendedAds.has(adId) ? 'viewed' : 'new',
      profileConsent,
      profileBeforeViewing: false,
      documentsRequested: false,
      rentControlDisclosedAt: null,
      shared: [],
      views: [],
      createdAt: new Date().toISOString(),
      seenAt: null,
      declinedAt: null,
      closedAt: null,
    };
    this.stored.push(a);
    return this.view(a);
  }

  async mine(): Promise<Application[]> {
    return this.stored.map((a) => this.view(a));
  }

  private find(id: string, as: 'seeker' | 'landlord') {
    const a = this.stored.find((s) => s.id === id);
    if (!a || this.viewer !== as) throw fail('NOT_FOUND', 404);
    return a;
  }

  async share(id: string, sharing: Sharing): Promise<Application> {
    const a = this.find(id, 'seeker');
    const { profileConsent, profileBeforeViewing, documentIds } = sharing;
    if (documentIds.length > 0 && !a.documentsRequested) throw fail('DOCUMENTS_NOT_REQUESTED');
    Object.assign(a, { profileConsent, profileBeforeViewing, shared: [...new Set(documentIds)] });
    return this.view(a);
  }

  async board(adId: string): Promise<ApplicationBoard> {
    if (this.viewer !== 'landlord' || !this.enquired.has(adId)) throw fail('NOT_FOUND', 404);
    const windowEndsAt = this.windows.get(adId) ?? null;
    const arrived = this.stored.filter((a) => a.adId === adId);
    const here = windowEndsAt
      ? [...arrived].sort((a, b) => firstRoundPlace(adId, a.id) - firstRoundPlace(adId, b.id))
      : arrived;
    const closed = here.some((a) => a.status === 'accepted');
    for (const a of here) a.seenAt ??= new Date();
    const now = new Date();
    return {
      adId,
      adTitle: this.enquired.get(adId)!,
      adStatus: 'active',
      windowEndsAt: windowEndsAt?.toISOString() ?? null,
      closed,
      applicants: here.map((a, index) => {
        const anonymous = anonymousInFirstRound(a, windowEndsAt, now);
        const { adults, children, moveInFrom, pets, wbs } = this.profileData;
        return {
          id: a.id,
          name: anonymous ? null : a.name,
          number: index + 1,
          firstFacts: anonymous && a.profileConsent ? { adults, children, moveInFrom, pets, wbs } : null,
          status: a.status,
          conversationId: anonymous ? null : 'c-1',
          attended: a.attended,
          appliedAt: a.createdAt,
          rentControlDisclosedAt: a.rentControlDisclosedAt,
          profile: this.profileVisible(a, closed && a.status !== 'accepted')
            ? (({ updatedAt: _u, ...facts }) => facts)(this.profileData)
            : null,
          documentsRequested: a.documentsRequested,
          documents:
            a.documentsRequested && !closed
              ? this.documentList
                  .filter((d) => a.shared.includes(d.id))
                  .map(({ id, kind, filename }) => ({ id, kind, filename }))
              : [],
        };
      }),
    };
  }

  /** The landlord's application window of each ad. */
  windows = new Map<string, Date>();

  async setWindow(adId: string, hours: number): Promise<ApplicationBoard> {
    if (this.viewer !== 'landlord' || !this.enquired.has(adId)) throw fail('NOT_FOUND', 404);
    if (!Number.isInteger(hours) || hours < 0 || hours > APPLICATION_WINDOW_MAX_HOURS)
      throw new RequestError('http', 'VALIDATION_FAILED', 'Invalid', 400, [
        { field: 'hours', code: 'invalid', message: 'invalid' },
      ]);
    if (hours === 0) this.windows.delete(adId);
    else this.windows.set(adId, new Date(Date.now() + hours * 3_600_000));
    return this.board(adId);
  }

  async move(id: string, status: ApplicationStatus): Promise<ApplicationBoard> {
    const a = this.find(id, 'landlord');
    if (this.stored.some((o) => o.adId === a.adId && o.status === 'accepted')) throw fail('APPLICATIONS_CLOSED');
    if (status === 'accepted' && this.statementOwed.has(a.adId) && !a.rentControlDisclosedAt) {
      a.rentControlDisclosedAt = new Date().toISOString();
      throw fail('RENT_CONTROL_NOT_DISCLOSED');
    }
    a.status = status;
    const now = new Date();
    a.declinedAt = status === 'declined' ? now : null;
    if (status === 'accepted')
      for (const other of this.stored.filter((o) => o.adId === a.adId && o !== a)) other.closedAt ??= now;
    return this.board(a.adId);
  }

  async requestDocuments(id: string): Promise<ApplicationBoard> {
    const a = this.find(id, 'landlord');
    if (a.status !== 'shortlisted') throw fail('NOT_SHORTLISTED');
    a.documentsRequested = true;
    return this.board(a.adId);
  }

  async rentControlStatement(id: string): Promise<{ filename: string; content: Blob }> {
    const a = this.stored.find((s) => s.id === id);
    if (!a?.rentControlDisclosedAt) throw fail('NOT_FOUND', 404);
    this.downloads.push('mietpreisbremse-auskunft.pdf');
    return { filename: 'mietpreisbremse-auskunft.pdf', content: new Blob(['%PDF-1.7 Auskunft']) };
  }

  async document(id: string, documentId: string): Promise<{ filename: string; content: Blob }> {
    const a = this.find(id, 'landlord');
    const d = this.documentList.find((doc) => doc.id === documentId);
    if (!a.documentsRequested || !a.shared.includes(documentId) || !d) throw fail('FORBIDDEN', 403);
    a.views.unshift({
      documentId,
      filename: d.filename,
      viewer: 'Lena',
      adTitle: a.adTitle,
      viewedAt: new Date().toISOString(),
    });
    this.downloads.push(d.filename);
    return { filename: d.filename, content: new Blob(['%PDF-watermarked']) };
  }
}
