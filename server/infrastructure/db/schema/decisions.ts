import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMPLAINT_STATUSES, DECISION_GROUNDS, DECISION_KINDS } from '../../../../src/domain/decisions';
import { createdAt } from './columns';
import { ads } from './ads';
import { reports } from './reports';
import { users } from './users';

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
