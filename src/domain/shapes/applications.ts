import { Type, type Static } from 'typebox';
import {
  APPLICANT_STAGES,
  APPLICATION_STATUSES,
  DOCUMENT_KINDS,
  EMPLOYMENTS,
  INCOME_BANDS,
  PROFILE_LIMITS,
} from '../applicationValues';
import { Nullable, StringEnum } from './schema';

const ProfileFields = {
  adults: Type.Integer({ minimum: 0, maximum: 1000 }),
  children: Type.Integer({ minimum: 0, maximum: 1000 }),
  /** Pets in the applicant's words ("eine Katze"); empty for none. */
  pets: Type.String({ maxLength: PROFILE_LIMITS.petsMax * 2 }),
  moveInFrom: Nullable(Type.String({ maxLength: 20 })),
  /** Net household income per month, as a band (never the exact figure). */
  incomeBand: Nullable(StringEnum(INCOME_BANDS)),
  employment: Nullable(StringEnum(EMPLOYMENTS)),
  intro: Type.String({ maxLength: PROFILE_LIMITS.introMax * 2 }),
  guarantor: Type.Boolean(),
  /** A Wohnberechtigungsschein (social-housing entitlement) is at hand (issue 71: one of the first round's facts). */
  wbs: Type.Boolean(),
};

/** The tenant profile as its owner fills it in once (Mieterselbstauskunft). */
/** Left out, `wbs` is no (clients written before it existed). */
export const TenantProfileBody = Type.Object(
  { ...ProfileFields, wbs: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const TenantProfileSchema = Type.Object({ ...ProfileFields, updatedAt: Nullable(Type.String()) });

/** A document in the applicant's own store (payslip, credit report …); its content is encrypted at rest. */
export const TenantDocumentSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(DOCUMENT_KINDS),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String(),
});

/** One time a landlord opened one of the applicant's documents. */
export const DocumentViewSchema = Type.Object({
  documentId: Nullable(Type.String()),
  filename: Type.String(),
  viewer: Type.String(),
  adTitle: Type.String(),
  viewedAt: Type.String(),
});

/** An application as the applicant sees it: where it stands, what the landlord sees now, and every document view. */
export const ApplicationSchema = Type.Object({
  id: Type.String(),
  adId: Type.String(),
  adTitle: Type.String(),
  status: StringEnum(APPLICATION_STATUSES),
  /** Where it stands as the applicant is told: received, seen, in the selection, declined, let to another, accepted. */
  stage: StringEnum(APPLICANT_STAGES),
  /** The day the application and what it shares are deleted; null while it is open. */
  deleteAfter: Nullable(Type.String()),
  /** The landlord's fair first round runs and shows this application without its name (issue 71). */
  inFirstRound: Type.Boolean(),
  /** Consent to show household, income band and employment once the stage allows it. */
  profileConsent: Type.Boolean(),
  /** The applicant shows the profile before a viewing took place (otherwise it opens with an attended viewing). */
  profileBeforeViewing: Type.Boolean(),
  /** Whether the landlord sees the profile now (consent given, a viewing attended or opened before, still open). */
  profileVisible: Type.Boolean(),
  documentsRequested: Type.Boolean(),
  /** When the Mietpreisbremse statement was delivered with it (a PDF to download); null where none is owed. */
  rentControlDisclosedAt: Nullable(Type.String()),
  sharedDocumentIds: Type.Array(Type.String()),
  views: Type.Array(DocumentViewSchema),
  createdAt: Type.String(),
});

/** The profile's facts as a landlord may see them. */
export const SharedProfileSchema = Type.Object(ProfileFields);

/** One applicant on the landlord's board: the facts the stage and consent allow, nothing more. */
export const ApplicantCardSchema = Type.Object({
  id: Type.String(),
  /** Null while the application window runs and the landlord has not invited or shortlisted them (issue 71). */
  name: Nullable(Type.String()),
  /** The card's place on the board (1 = first), how an applicant without a name is called. */
  number: Type.Integer(),
  /** In the first round: household, move-in and pets of an applicant who consented to show their profile. */
  firstFacts: Nullable(
    Type.Object({
      adults: Type.Integer(),
      children: Type.Integer(),
      moveInFrom: Nullable(Type.String()),
      pets: Type.String(),
      wbs: Type.Boolean(),
    }),
  ),
  status: StringEnum(APPLICATION_STATUSES),
  conversationId: Nullable(Type.String()),
  attended: Type.Boolean(),
  appliedAt: Type.String(),
  /** The landlord's proof: when the Mietpreisbremse statement was delivered to this applicant. */
  rentControlDisclosedAt: Nullable(Type.String()),
  profile: Nullable(SharedProfileSchema),
  documentsRequested: Type.Boolean(),
  documents: Type.Array(Type.Object({ id: Type.String(), kind: StringEnum(DOCUMENT_KINDS), filename: Type.String() })),
});

export const ApplicationBoardSchema = Type.Object({
  adId: Type.String(),
  adTitle: Type.String(),
  adStatus: Type.String(),
  /** The end of the landlord's application window (the fair first round), past or coming; null when none is set. */
  windowEndsAt: Nullable(Type.String()),
  /** A tenant was accepted: the other applications are closed. */
  closed: Type.Boolean(),
  applicants: Type.Array(ApplicantCardSchema),
});

export const ApplyBody = Type.Object({ profileConsent: Type.Boolean() }, { additionalProperties: false });
/** The application window in hours from now (0 ends it); checked by the use case, said on the field. */
export const ApplicationWindowBody = Type.Object({ hours: Type.Unknown() }, { additionalProperties: false });
export const SharingBody = Type.Object(
  {
    profileConsent: Type.Boolean(),
    /** Left out: stays as it was. */
    profileBeforeViewing: Type.Optional(Type.Boolean()),
    documentIds: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export const ApplicantStatusBody = Type.Object(
  { status: StringEnum(APPLICATION_STATUSES) },
  { additionalProperties: false },
);

export type TenantProfile = Static<typeof TenantProfileSchema>;
export type TenantDocument = Static<typeof TenantDocumentSchema>;
export type Application = Static<typeof ApplicationSchema>;
/** What an application shares with its landlord. */
export type Sharing = Required<Static<typeof SharingBody>>;
export type ApplicationBoard = Static<typeof ApplicationBoardSchema>;
export type ApplicantCard = Static<typeof ApplicantCardSchema>;
