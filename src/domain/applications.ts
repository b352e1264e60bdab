import type { FieldError } from './errors';
import type * as ShapesApplications from './shapes/applications';
import {
  APPLICANT_STAGES,
  APPLICATION_STATUSES,
  DOCUMENT_KINDS,
  EMPLOYMENTS,
  INCOME_BANDS,
  PROFILE_LIMITS,
} from './applicationValues';

export {
  APPLICANT_STAGES,
  APPLICATION_STATUSES,
  DOCUMENT_KINDS,
  EMPLOYMENTS,
  INCOME_BANDS,
  PROFILE_LIMITS,
} from './applicationValues';

/*
 * Applications for a flat and the tenant profile (Mieterselbstauskunft), staged as the German data protection
 * authorities' guidance on tenant self-disclosure (DSK Orientierungshilfe, 2018) asks: with the enquiry the landlord
 * sees the name only; once the applicant has viewed the flat, household, income band and employment; documents only
 * when the landlord asks for them from a shortlisted applicant, and only those the applicant shares. Each stage needs
 * the applicant's consent for this application, which they can withdraw. Nothing the Equal Treatment Act (AGG) forbids
 * a landlord to decide on (origin, religion, age, disability, sexual identity …) is asked anywhere.
 */

export type IncomeBand = (typeof INCOME_BANDS)[number];

export type Employment = (typeof EMPLOYMENTS)[number];

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ApplicantStage = (typeof APPLICANT_STAGES)[number];

/**
 * Whether the landlord sees the profile's facts: the applicant consents, a viewing of this flat took place with them
 * (the landlord marked their booking attended) or they chose to show it before one, and the application is still open
 * — neither declined nor closed by another's Zusage. Where the card stands on the board opens nothing by itself.
 */
export function profileShown(application: {
  profileConsent: boolean;
  profileBeforeViewing: boolean;
  attended: boolean;
  status: ApplicationStatus;
  closed: boolean;
}): boolean {
  return (
    application.profileConsent &&
    (application.attended || application.profileBeforeViewing) &&
    application.status !== 'declined' &&
    !application.closed
  );
}

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTS_PER_PERSON = 20;
/**
 * What one account may upload (issue 68): a payslip or a credit report has a few pages, so a document has at most
 * 50; a day's uploads at most 30 documents, 100 MB and 300 pages — far past a real application, far below a flood.
 */
export const DOCUMENT_LIMITS = {
  pagesPerDocument: 50,
  perDay: { documents: 30, megabytes: 100, pages: 300 },
} as const;

/** How long applications are kept after the ad's applications closed: 6 months, 3 for declined applicants. */
export const APPLICATION_RETENTION_DAYS = { closed: 183, declined: 92 } as const;

const DAY_MS = 86_400_000;

/**
 * What the applicant is told of where they stand — one rule for the server and the client's fake: the landlord's
 * board columns are theirs; the applicant hears whether it was seen, is in the selection, declined, or let to another.
 */
export function applicantStage(application: {
  status: ApplicationStatus;
  seenAt: Date | null;
  closedAt: Date | null;
}): ApplicantStage {
  if (application.status === 'accepted') return 'accepted';
  if (application.closedAt) return 'let';
  if (application.status === 'declined') return 'declined';
  if (application.status !== 'new') return 'in_selection';
  return application.seenAt ? 'seen' : 'received';
}

/** When the application and what it shares are deleted (ForgetApplications), or null while it is open. */
export function applicationDeletedAfter(application: {
  status: ApplicationStatus;
  declinedAt: Date | null;
  closedAt: Date | null;
}): Date | null {
  if (application.closedAt && application.status !== 'accepted')
    return new Date(application.closedAt.getTime() + APPLICATION_RETENTION_DAYS.closed * DAY_MS);
  if (application.status === 'declined' && application.declinedAt)
    return new Date(application.declinedAt.getTime() + APPLICATION_RETENTION_DAYS.declined * DAY_MS);
  return null;
}

export interface TenantProfileInput {
  adults: number;
  children: number;
  pets: string;
  moveInFrom: string | null;
  incomeBand: IncomeBand | null;
  employment: Employment | null;
  intro: string;
  guarantor: boolean;
  /** A Wohnberechtigungsschein is at hand. */
  wbs: boolean;
}

/** A profile nobody has filled in yet: one adult, nothing else said. */
export const EMPTY_TENANT_PROFILE: TenantProfileInput = {
  adults: 1,
  children: 0,
  pets: '',
  moveInFrom: null,
  incomeBand: null,
  employment: null,
  intro: '',
  guarantor: false,
  wbs: false,
};

/** What is wrong with a profile as typed, field by field. */
export function tenantProfileErrors(profile: TenantProfileInput): FieldError[] {
  const errors: FieldError[] = [];
  const { maxAdults, maxChildren, introMax, petsMax } = PROFILE_LIMITS;
  if (!Number.isInteger(profile.adults) || profile.adults < 1 || profile.adults > maxAdults)
    errors.push({ field: 'adults', code: 'invalid', message: `1 to ${maxAdults} adults` });
  if (!Number.isInteger(profile.children) || profile.children < 0 || profile.children > maxChildren)
    errors.push({ field: 'children', code: 'invalid', message: `0 to ${maxChildren} children` });
  if (profile.pets.trim().length > petsMax)
    errors.push({ field: 'pets', code: 'too_long', message: `At most ${petsMax} characters` });
  if (profile.moveInFrom !== null && !validDay(profile.moveInFrom))
    errors.push({ field: 'moveInFrom', code: 'invalid', message: 'A date like 2026-12-01' });
  if (profile.intro.trim().length > introMax)
    errors.push({ field: 'intro', code: 'too_long', message: `At most ${introMax} characters` });
  return errors;
}

function validDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1;
}

/** The line stamped over every page or image a landlord downloads, so a copy cannot serve another flat. */
export function watermarkText(adNumber: string, day: string, language: 'de' | 'en'): string {
  return language === 'en'
    ? `Only for the application for Inserat ad ${adNumber} – ${day}`
    : `Nur zur Bewerbung für Inserat-Anzeige ${adNumber} – ${day}`;
}

export type TenantProfile = ShapesApplications.TenantProfile;
export type TenantDocument = ShapesApplications.TenantDocument;
export type Application = ShapesApplications.Application;
export type Sharing = ShapesApplications.Sharing;
export type ApplicationBoard = ShapesApplications.ApplicationBoard;
export type ApplicantCard = ShapesApplications.ApplicantCard;

/** The longest application window a landlord may set: a week. */
export const APPLICATION_WINDOW_MAX_HOURS = 168;

/**
 * The fair first round (issue 71): an application is shown without its name while the landlord's application window
 * runs and they have not yet invited or shortlisted it (only "new" ones; a Zusage or Absage names it too).
 */
export function anonymousInFirstRound(
  application: { status: ApplicationStatus },
  windowEndsAt: Date | null,
  now: Date,
) {
  return windowEndsAt !== null && now < windowEndsAt && application.status === 'new';
}

/**
 * The board's order once a window was set: random but fixed per ad (a 32-bit FNV-1a hash of the ad's and the
 * application's ids) — not by arrival, and nothing anyone can pay or refresh for.
 */
export function firstRoundPlace(adId: string, applicationId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${adId}:${applicationId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
