import { boolean, index, pgTable, text, timestamp, uuid, jsonb, bigint, integer, real } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, DECISION_GROUNDS, DECISION_KINDS } from '../../src/domain/decisions';
import { createdAt, updatedAt } from '../platform/tables';
import { ads, adImages } from '../ads/tables';
import { users } from '../accounts/tables';
import { REPORT_OUTCOMES, REPORT_STATUSES, REPORT_SUBJECTS, type ReportEvidence } from '../../src/domain/report';
import { conversations } from '../messages/tables';

/** Where a visitor who reported without an account hears back, and in which language. */
export interface ReporterContact {
  email: string;
  language: 'de' | 'en';
}
import { type RiskSignal } from '../../src/domain/risk';

/**
 * Every restriction and dismissed notice with its statement of reasons (DSA Art. 17), kept for the person it concerns,
 * their complaint and the transparency report. The ad's title is kept as it was, so the statement still reads after
 * the ad is deleted.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: DECISION_KINDS }).notNull(),
    ground: text('ground', { enum: DECISION_GROUNDS }).notNull(),
    facts: text('facts').notNull(),
    automatedDetection: boolean('automated_detection').notNull(),
    automatedDecision: boolean('automated_decision').notNull(),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    adTitle: text('ad_title'),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /**
     * The person the decision concerns (the seller, the blocked account, the reporter): the one who may complain. When
     * the account is deleted the decision stays, nameless, for the transparency report's counts.
     */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator who decided; null for the automated check (and after the moderator's account is gone). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the secret in the statement's mail, which lets a blocked account complain without signing in. */
    tokenHash: text('token_hash').notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_recipient_idx').on(t.recipientId, t.createdAt),
    index('moderation_decisions_ad_idx').on(t.adId),
    index('moderation_decisions_created_idx').on(t.createdAt),
  ],
);

/** One internal complaint per decision (DSA Art. 20), answered with reasons by another moderator. */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    decisionId: uuid('decision_id')
      .notNull()
      .unique()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('complaints_status_idx').on(t.status, t.createdAt)],
);

/** The moderators' queue: reported ads and conversations, open → in review → resolved, with a note. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: REPORT_SUBJECTS }).notNull(),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A visitor's address for the receipt and the outcome, only when they gave one (a signed-in reporter is reached
     * through their account): deleted with the evidence, six months after resolution.
     */
    reporterContact: jsonb('reporter_contact').$type<ReporterContact>(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    note: text('note').notNull().default(''),
    /** What was reported as it stood when reported: kept when the ad or account is deleted, gone six months after resolution. */
    evidence: jsonb('evidence').$type<ReportEvidence>(),
    /** What came of a resolved report: the content was acted on, or no violation was found (the reporter is told). */
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt)],
);

/* What the risk assessment knows (server/application/risk): fingerprints of every photo and description, and its
 * verdict on each ad it looked at. */

/**
 * 64-bit perceptual hashes (a photo's dHash, a description's SimHash) of every owner's content, split into four 16-bit
 * bands: two hashes at most 3 bits apart share a band (pigeonhole), so looking one up reads four small index ranges
 * instead of every row — the index stays fast at a million photos.
 */
export const contentFingerprints = pgTable(
  'content_fingerprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['photo', 'text', 'contact'] }).notNull(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** The photo's row, for a photo: removing the photo removes its fingerprint. */
    imageId: uuid('image_id').references(() => adImages.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_fingerprints_band0_idx').on(t.kind, t.band0),
    index('content_fingerprints_band1_idx').on(t.kind, t.band1),
    index('content_fingerprints_band2_idx').on(t.kind, t.band2),
    index('content_fingerprints_band3_idx').on(t.kind, t.band3),
    index('content_fingerprints_ad_idx').on(t.adId),
  ],
);

/** What QR codes in an ad's photos say: read at upload, gone with the photo. */
export const photoTexts = pgTable(
  'photo_texts',
  {
    imageId: uuid('image_id')
      .primaryKey()
      .references(() => adImages.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<string[]>().notNull(),
  },
  (t) => [index('photo_texts_ad_idx').on(t.adId)],
);

/** The assessment of an ad at its last publishing or reviewed edit: its signals, score and whether it was held. */
export const adRiskAssessments = pgTable('ad_risk_assessments', {
  adId: uuid('ad_id')
    .primaryKey()
    .references(() => ads.id, { onDelete: 'cascade' }),
  signals: jsonb('signals').$type<RiskSignal[]>().notNull(),
  score: real('score').notNull(),
  held: boolean('held').notNull(),
  assessedAt: timestamp('assessed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
