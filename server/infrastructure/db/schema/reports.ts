import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REPORT_OUTCOMES, REPORT_STATUSES, REPORT_SUBJECTS, type ReportEvidence } from '../../../../src/domain/report';
import { createdAt, updatedAt } from './columns';
import { ads } from './ads';
import { users } from './users';
import { conversations } from './messages';

/** The moderators' queue: reported ads and conversations, open → in review → resolved, with a note. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: REPORT_SUBJECTS }).notNull(),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
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
