import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, DOCUMENT_KINDS, EMPLOYMENTS, INCOME_BANDS } from '../../src/domain/applications';
import type { RentControlStatement } from '../../src/domain/rentControl';
import { createdAt, updatedAt } from '../platform/tables';
import { ads } from '../ads/tables';
import { users } from '../accounts/tables';

/* Applications for a flat, the tenant profile they draw on, the applicant's documents and who opened them. */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The tenant profile, filled in once by its owner; goes with the account. */
export const tenantProfiles = pgTable('tenant_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  adults: integer('adults').notNull(),
  children: integer('children').notNull(),
  pets: text('pets').notNull(),
  moveInFrom: date('move_in_from', { mode: 'string' }),
  incomeBand: text('income_band', { enum: INCOME_BANDS }),
  employment: text('employment', { enum: EMPLOYMENTS }),
  intro: text('intro').notNull(),
  guarantor: boolean('guarantor').notNull(),
  wbs: boolean('wbs').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * The applicant's documents, encrypted with AES-256-GCM under the key `keyId` names (DOCUMENT_KEYS): the database
 * alone never reveals a payslip.
 */
export const tenantDocuments = pgTable(
  'tenant_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    keyId: text('key_id').notNull(),
    iv: bytea('iv').notNull(),
    tag: bytea('tag').notNull(),
    ciphertext: bytea('ciphertext').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tenant_documents_user_idx').on(t.userId, t.createdAt)],
);

/** One application per ad and applicant; deleted with either, or by the retention job. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    profileConsent: boolean('profile_consent').notNull(),
    /** The applicant opened the profile before any viewing took place (otherwise it waits for an attended one). */
    profileBeforeViewing: boolean('profile_before_viewing').notNull().default(false),
    documentsRequestedAt: timestamp('documents_requested_at', { withTimezone: true, mode: 'date' }),
    /** When the applicant was declined (kept 3 months) or the ad's applications closed (kept 6 months). */
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** When the landlord first opened the board with this application on it ("gesehen" for the applicant). */
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_ad_seeker_unique').on(t.adId, t.seekerId),
    index('applications_seeker_idx').on(t.seekerId),
  ],
);

/** Which documents the applicant shares with one application (consent per application, withdrawn by deleting). */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => tenantDocuments.id, { onDelete: 'cascade' }),
    sharedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.documentId] })],
);

/** Every time a landlord opened a shared document: the applicant sees each one. */
export const documentViews = pgTable(
  'document_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The applicant the log belongs to (kept when the document itself is deleted). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => tenantDocuments.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    viewerName: text('viewer_name').notNull(),
    adTitle: text('ad_title').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('document_views_owner_idx').on(t.ownerId, t.viewedAt)],
);

/**
 * Proof of the Mietpreisbremse statement delivered to an applicant in text form (§ 556g Abs. 1a BGB): which statement,
 * in which words, when. The applicant and the landlord download it as a PDF; a Zusage waits for one matching the ad.
 */
export const rentControlDisclosures = pgTable(
  'rent_control_disclosures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    statement: jsonb('statement').$type<RentControlStatement>().notNull(),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    text: text('text').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rent_control_disclosures_application_idx').on(t.applicationId, t.deliveredAt)],
);

/** The landlord's application window per ad (issue 71: the fair first round); none is the usual board. */
export const applicationWindows = pgTable('application_windows', {
  adId: uuid('ad_id')
    .primaryKey()
    .references(() => ads.id, { onDelete: 'cascade' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull(),
});
