import type { ServiceIdentifier } from 'inversify';
import type {
  Application,
  ApplicationBoard,
  ApplicationStatus,
  Sharing,
  TenantDocument,
  TenantProfile,
  TenantProfileInput,
} from '../../domain/applications';

/**
 * Applications for a flat (/ads/:id/application, /applications, /ads/:id/applications), the tenant profile and the
 * applicant's documents (/user/tenant-profile, /user/documents). NOT_FOUND for anything not theirs; CONTACT_FIRST,
 * ALREADY_APPLIED, APPLICATIONS_CLOSED, DOCUMENTS_NOT_REQUESTED, NOT_SHORTLISTED and DOCUMENTS_FULL for what the
 * moment does not allow.
 */
export interface ApplicationsApi {
  profile(): Promise<TenantProfile>;
  saveProfile(profile: TenantProfileInput): Promise<TenantProfile>;
  documents(): Promise<TenantDocument[]>;
  upload(kind: string, file: File, onProgress: (fraction: number) => void): Promise<TenantDocument>;
  removeDocument(id: string): Promise<void>;
  apply(adId: string, profileConsent: boolean): Promise<Application>;
  mine(): Promise<Application[]>;
  share(applicationId: string, sharing: Sharing): Promise<Application>;
  board(adId: string): Promise<ApplicationBoard>;
  move(applicationId: string, status: ApplicationStatus): Promise<ApplicationBoard>;
  /** Opens a fair first round for the next hours (0 ends it). */
  setWindow(adId: string, hours: number): Promise<ApplicationBoard>;
  requestDocuments(applicationId: string): Promise<ApplicationBoard>;
  document(applicationId: string, documentId: string): Promise<{ filename: string; content: Blob }>;
  rentControlStatement(applicationId: string): Promise<{ filename: string; content: Blob }>;
}
export const ApplicationsApi = Symbol.for('ApplicationsApi') as ServiceIdentifier<ApplicationsApi>;
