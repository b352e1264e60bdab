import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_ACTIONS } from '../../src/domain/adminAction';
import { createdAt } from '../platform/tables';
import { users } from '../accounts/tables';

/**
 * Every admin action, who did it and when. The admin's address is kept as it was, so the entry still says who
 * after the account is gone (the reference then becomes null).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (two in one transaction share their time). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    /** The user, ad or report acted on, and what it was called then (a name, an ad's title). */
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    /** What was decided: the new role, a rejection's reason, a report's new status. */
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('admin_actions_newest_idx').on(t.seq.desc())],
);
