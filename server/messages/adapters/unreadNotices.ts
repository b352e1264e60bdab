import { and, asc, eq, sql } from 'drizzle-orm';
import type { ConversationRole } from '../../../src/domain/conversation';
import type { MessageRecord, UnreadNotice } from '../ports';
import type { Database } from '../../platform/db/database';
import { conversations, messages } from '../../platform/db/schema';

/* The unread-message mail's side of the conversations (UnreadMessagesMailer): which sides to mail, and what. */

type Row = Record<string, unknown>;

const SIDES = {
  seeker: {
    user: conversations.seekerId,
    readAt: conversations.seekerReadAt,
    notifiedAt: 'seeker_notified_at',
    userColumn: 'seeker_id',
    readColumn: 'seeker_read_at',
  },
  seller: {
    user: conversations.sellerId,
    readAt: conversations.sellerReadAt,
    notifiedAt: 'seller_notified_at',
    userColumn: 'seller_id',
    readColumn: 'seller_read_at',
  },
} as const;

/**
 * Claims the sides with a message unread for `unreadForMs` and no mail about it within `gapMs`: their notified time is
 * set in the same statement, so two processes never mail the same side twice.
 */
export async function claimUnreadNotices(
  db: Database,
  now: Date,
  unreadForMs: number,
  gapMs: number,
  limit: number,
): Promise<UnreadNotice[]> {
  const unreadSince = new Date(now.getTime() - unreadForMs);
  const lastMailBefore = new Date(now.getTime() - gapMs);
  // Only conversations active lately are looked at; an old unread message was mailed about long ago.
  const recent = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const notices: UnreadNotice[] = [];
  for (const role of ['seller', 'seeker'] as const) {
    const side = SIDES[role];
    // The WHERE is checked again on each row once it is locked: a second process that raced for the same row sees
    // the first one's notified time and leaves it.
    const claimed = (await db.execute(sql`
      update conversations c set ${sql.raw(side.notifiedAt)} = ${now}
      where c.id in (
        select c2.id from conversations c2
        where c2.${sql.raw(side.userColumn)} is not null and c2.last_message_at > ${recent}
          and exists (select 1 from messages m where m.conversation_id = c2.id and m.sender_id is distinct from c2.${sql.raw(side.userColumn)}
            and m.created_at > coalesce(c2.${sql.raw(side.readColumn)}, '-infinity') and m.created_at > coalesce(c2.${sql.raw(side.notifiedAt)}, '-infinity')
            and m.created_at <= ${unreadSince})
        order by c2.last_message_at limit ${limit})
      and (c.${sql.raw(side.notifiedAt)} is null or c.${sql.raw(side.notifiedAt)} <= ${lastMailBefore})
      returning c.id, c.${sql.raw(side.userColumn)} as recipient`)) as unknown as { rows: Row[] };
    notices.push(
      ...claimed.rows.map((row) => ({ conversationId: String(row.id), recipientId: String(row.recipient), role })),
    );
  }
  return notices;
}

export async function unreadFor(
  db: Database,
  conversationId: string,
  role: ConversationRole,
  limit: number,
): Promise<MessageRecord[]> {
  const side = SIDES[role];
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      body: messages.body,
      clientId: messages.clientId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.senderId} is distinct from ${side.user}`,
        sql`${messages.createdAt} > coalesce(${side.readAt}, '-infinity')`,
      ),
    )
    .orderBy(asc(messages.createdAt))
    .limit(limit);
}
