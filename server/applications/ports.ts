import type { ApplicationStatus, TenantProfileInput } from '../../src/domain/applications';
import type { UserRecord } from '../accounts/ports';
import type { applications, documentViews, rentControlDisclosures, tenantDocuments, tenantProfiles } from './tables';

export type TenantProfileRecord = (typeof tenantProfiles)['$inferSelect'];
export type TenantDocumentRecord = (typeof tenantDocuments)['$inferSelect'];
/** A document without its content, for lists. */
export type TenantDocumentMeta = Omit<TenantDocumentRecord, 'keyId' | 'iv' | 'tag' | 'ciphertext' | 'userId'>;
export type ApplicationRecord = (typeof applications)['$inferSelect'];
export type DocumentViewRecord = (typeof documentViews)['$inferSelect'];
export type RentControlDisclosureRecord = (typeof rentControlDisclosures)['$inferSelect'];

/** An applicant as the board lists them: the application, their name, whether they came to a viewing of the ad. */
export interface ApplicantRecord {
  application: ApplicationRecord;
  name: string;
  conversationId: string | null;
  attended: boolean;
  profile: TenantProfileRecord | null;
  documents: TenantDocumentMeta[];
}

/** The tenant profile and the applicant's own documents (encrypted content included only where asked for). */
export interface TenantRepository {
  profileOf(userId: string): Promise<TenantProfileRecord | null>;
  saveProfile(userId: string, profile: TenantProfileInput, at: Date): Promise<TenantProfileRecord>;
  documentsOf(userId: string): Promise<TenantDocumentMeta[]>;
  /**
   * Stores the document unless its owner has `limit` already: counted under a lock on the owner's row, so parallel
   * uploads cannot pass the cap together (null then).
   */
  addDocument(limit: number, document: Omit<TenantDocumentRecord, 'id'>): Promise<TenantDocumentMeta | null>;
  /** The document with its encrypted content. */
  findDocument(id: string): Promise<TenantDocumentRecord | null>;
  removeDocument(id: string, userId: string): Promise<boolean>;
  /** Documents sealed with another key than `keyId` (after a rotation), a batch at a time. */
  sealedWithOtherKey(keyId: string, limit: number): Promise<TenantDocumentRecord[]>;
  reseal(id: string, sealed: SealedDocument): Promise<void>;
  /** Deletes documents uploaded before `before` that no open application shares; how many. */
  forgetDocuments(before: Date): Promise<number>;
}

/** Applications, what each shares, and the log of document views. */
export interface ApplicationRepository {
  find(id: string): Promise<ApplicationRecord | null>;
  of(adId: string, seekerId: string): Promise<ApplicationRecord | null>;
  create(application: {
    adId: string;
    seekerId: string;
    status: ApplicationStatus;
    profileConsent: boolean;
    at: Date;
  }): Promise<ApplicationRecord>;
  /** The applicant's applications with the ad's title and whether they came to a viewing of it, newest first. */
  ofSeeker(seekerId: string): Promise<{ application: ApplicationRecord; adTitle: string; attended: boolean }[]>;
  /** Every applicant of the ad with what the board may show (the caller leaves out what the stage does not allow). */
  applicantsOf(adId: string): Promise<ApplicantRecord[]>;
  setStatus(id: string, status: ApplicationStatus, at: Date): Promise<void>;
  /** Keeps the proof of a Mietpreisbremse statement delivered with an application. */
  addDisclosure(disclosure: Omit<RentControlDisclosureRecord, 'id'>): Promise<RentControlDisclosureRecord>;
  /** The latest statement delivered with each of these applications. */
  latestDisclosures(applicationIds: string[]): Promise<Map<string, RentControlDisclosureRecord>>;
  /** The ad's other open applications are closed (a tenant was accepted). */
  /** Closes the ad's other applications; the ids of those that were still open (neither declined nor closed). */
  closeOthers(adId: string, acceptedId: string, at: Date): Promise<string[]>;
  /** The landlord opened the board: its applications not seen before are seen now. */
  markSeen(adId: string, at: Date): Promise<void>;
  /** The end of the ad's application window, if one was set. */
  windowOf(adId: string): Promise<Date | null>;
  /** Sets the window's end, or removes the window (null). */
  setWindow(adId: string, endsAt: Date | null, at: Date): Promise<void>;
  requestDocuments(id: string, at: Date): Promise<void>;
  /** Sets what the application shares: the profile consent and exactly these documents (of its applicant). */
  setSharing(
    id: string,
    profile: { profileConsent: boolean; profileBeforeViewing: boolean },
    documentIds: string[],
    at: Date,
  ): Promise<void>;
  sharedDocumentIds(id: string): Promise<string[]>;
  logView(view: Omit<DocumentViewRecord, 'id'>): Promise<void>;
  viewsOf(ownerId: string): Promise<DocumentViewRecord[]>;
  /** Deletes applications declined before `declinedBefore`, or closed before `closedBefore` (not the accepted one), and older views. */
  forget(declinedBefore: Date, closedBefore: Date): Promise<number>;
}

/** A key tenant documents are encrypted with (AES-256-GCM); its id is stored with each document. */
export interface DocumentKey {
  id: string;
  key: Buffer;
}

export interface SealedDocument {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

/** Encrypts documents at rest (AES-256-GCM) and opens them with the key that sealed them. */
export interface DocumentCipher {
  seal(content: Buffer): SealedDocument;
  open(sealed: SealedDocument): Buffer;
}

/** Stamps a line over every page of a PDF or over an image; refuses a file that is not what its type says. */
export interface DocumentWatermark {
  stamp(content: Buffer, contentType: string, text: string): Promise<Buffer>;
  /** The pages of a readable PDF (an image is one), null for bytes that are no readable PDF, JPEG or PNG. */
  pages(content: Buffer, contentType: string): Promise<number | null>;
}

/** Sends a message in a conversation as one of its two people (the messaging service). */
/** A delivered statement as a PDF the applicant and the landlord keep. */
export interface StatementPdf {
  render(text: string, title: string): Promise<Buffer>;
}

export interface ApplicantMessages {
  send(user: UserRecord, conversationId: string, text: string): Promise<unknown>;
}

/** What this feature offers the others (the personal data export, notices). */
export type { ApplicationsExport } from './ApplicationsExport';
