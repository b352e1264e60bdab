import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../platform/tables';
import { ads } from '../ads/tables';
import { users } from '../accounts/tables';

/* Nachrichten between seekers and sellers, and blocks. */

/**
 * Nachrichten: one conversation per ad and person writing about it (the seeker). Either person's account may be
 * deleted (set null: the other side sees "gelöschter Nutzer"), and the ad may go (its title stays).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    /** The ad's title when the conversation began: still shown after the ad is deleted. */
    adTitle: text('ad_title').notNull(),
    seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Until when each side has read it: later messages of the other side are unread. */
    seekerReadAt: timestamp('seeker_read_at', { withTimezone: true, mode: 'date' }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true, mode: 'date' }),
    /** When each side was last mailed about unread messages (one mail per conversation and hour at most). */
    seekerNotifiedAt: timestamp('seeker_notified_at', { withTimezone: true, mode: 'date' }),
    sellerNotifiedAt: timestamp('seller_notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('conversations_ad_seeker_unique').on(t.adId, t.seekerId),
    index('conversations_seeker_idx').on(t.seekerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversations_recent_idx').on(t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /**
     * The sending browser's own id for the message (written offline, sent when the connection returned): a second
     * request with it — the first's answer lost, a retry by the service worker — finds the message sent, not a new one.
     */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_sender_idx').on(t.senderId),
    uniqueIndex('messages_sender_client_unique').on(t.senderId, t.clientId),
  ],
);

/** Who blocked whom: neither may write to the other while it lasts. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);
