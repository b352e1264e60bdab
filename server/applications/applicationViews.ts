import {
  applicantStage,
  applicationDeletedAfter,
  EMPTY_TENANT_PROFILE,
  profileShown,
  type ApplicantCard,
  type Application,
  type TenantProfile,
} from '../../src/domain/applications';
import type { ApplicantRecord, ApplicationRecord, DocumentViewRecord, TenantProfileRecord } from './ports';

/** The profile's facts as they are shared (no timestamps, no ids). */
export function profileFacts(profile: TenantProfileRecord) {
  const { adults, children, pets, moveInFrom, incomeBand, employment, intro, guarantor, wbs } = profile;
  return { adults, children, pets, moveInFrom, incomeBand, employment, intro, guarantor, wbs };
}

export function toTenantProfile(profile: TenantProfileRecord | null): TenantProfile {
  if (!profile) return { ...EMPTY_TENANT_PROFILE, updatedAt: null };
  return { ...profileFacts(profile), updatedAt: profile.updatedAt.toISOString() };
}

/** Whether the landlord sees the profile (the domain's rule); one closed by another's Zusage is hidden as declined. */
export function profileVisible(application: ApplicationRecord, attended: boolean): boolean {
  return profileShown({ ...application, attended, closed: application.closedAt !== null });
}

/** Documents are seen while the landlord asked for them and the application is still open. */
export function documentsOpen(application: ApplicationRecord): boolean {
  return (
    application.documentsRequestedAt !== null && application.status !== 'declined' && application.closedAt === null
  );
}

/** The application as its applicant sees it: where it stands, what the landlord sees, and every document view. */
export function toApplication(
  application: ApplicationRecord,
  attended: boolean,
  adTitle: string,
  sharedDocumentIds: string[],
  views: DocumentViewRecord[],
  rentControlDisclosedAt: Date | null,
  inFirstRound = false,
): Application {
  return {
    id: application.id,
    adId: application.adId,
    adTitle,
    status: application.closedAt && application.status !== 'accepted' ? 'declined' : application.status,
    stage: applicantStage(application),
    deleteAfter: applicationDeletedAfter(application)?.toISOString() ?? null,
    inFirstRound,
    profileConsent: application.profileConsent,
    profileBeforeViewing: application.profileBeforeViewing,
    profileVisible: profileVisible(application, attended),
    documentsRequested: documentsOpen(application),
    rentControlDisclosedAt: rentControlDisclosedAt?.toISOString() ?? null,
    sharedDocumentIds,
    views: views
      .filter((view) => view.adTitle === adTitle)
      .map((view) => ({
        documentId: view.documentId,
        filename: view.filename,
        viewer: view.viewerName,
        adTitle: view.adTitle,
        viewedAt: view.viewedAt.toISOString(),
      })),
    createdAt: application.createdAt.toISOString(),
  };
}

/**
 * One applicant on the board: the name (in the first round only once invited or shortlisted); the profile once the
 * stage and consent allow, in the first round its first facts; shared documents.
 */
export function toApplicantCard(
  record: ApplicantRecord,
  rentControlDisclosedAt: Date | null,
  place: { number: number; anonymous: boolean },
): ApplicantCard {
  const { application } = record;
  const first = place.anonymous && application.profileConsent && record.profile ? record.profile : null;
  return {
    id: application.id,
    name: place.anonymous ? null : record.name,
    number: place.number,
    firstFacts: first
      ? {
          adults: first.adults,
          children: first.children,
          moveInFrom: first.moveInFrom,
          pets: first.pets,
          wbs: first.wbs,
        }
      : null,
    status: application.status,
    conversationId: place.anonymous ? null : record.conversationId,
    attended: record.attended,
    appliedAt: application.createdAt.toISOString(),
    rentControlDisclosedAt: rentControlDisclosedAt?.toISOString() ?? null,
    profile: record.profile && profileVisible(application, record.attended) ? profileFacts(record.profile) : null,
    documentsRequested: application.documentsRequestedAt !== null,
    documents: documentsOpen(application)
      ? record.documents.map((d) => ({ id: d.id, kind: d.kind, filename: d.filename }))
      : [],
  };
}
