import type { ConversationRole } from '../../src/domain/conversation';
import type { Broadcast } from '../platform/ports';
import type { conversations, messages } from './tables';

/** A conversation: the table's row without the unread-mail bookkeeping (UnreadMessagesMailer's, in SQL). */
export type ConversationRecord = Omit<(typeof conversations)['$inferSelect'], 'seekerNotifiedAt' | 'sellerNotifiedAt'>;

export type MessageRecord = (typeof messages)['$inferSelect'];

/** A conversation in someone's inbox: the record with its newest message and what this person has not read. */
export interface InboxEntry {
  conversation: ConversationRecord;
  lastMessage: MessageRecord | null;
  unread: number;
}

/** A side of a conversation to mail about its unread messages. */
export interface UnreadNotice {
  conversationId: string;
  recipientId: string;
  role: ConversationRole;
}

export interface ConversationRepository {
  /** The conversation of this ad and seeker, made if there is none (two at once make one). */
  open(conversation: {
    adId: string;
    adTitle: string;
    seekerId: string;
    sellerId: string;
    now: Date;
  }): Promise<ConversationRecord>;
  /** The conversation of this ad and seeker, if there is one. */
  findFor(adId: string, seekerId: string): Promise<ConversationRecord | null>;
  findById(id: string): Promise<ConversationRecord | null>;
  /** The person's conversations, the most recently active first. */
  inbox(userId: string, limit: number): Promise<InboxEntry[]>;
  /** Adds the message, moves the conversation to the top and marks it read for its sender. */
  /** Null when the sender's browser already sent a message with this `clientId` (nothing is added then). */
  addMessage(message: {
    conversationId: string;
    senderId: string;
    body: string;
    clientId: string | null;
    now: Date;
  }): Promise<MessageRecord | null>;
  /** The message the sender's browser sent with this id, if any (a repeated request finds it). */
  sentWith(senderId: string, clientId: string): Promise<MessageRecord | null>;
  findMessage(id: string): Promise<MessageRecord | null>;
  /** The newest `limit` messages, oldest first. */
  messages(conversationId: string, limit: number): Promise<MessageRecord[]>;
  markRead(conversationId: string, role: ConversationRole, now: Date): Promise<void>;
  /** Messages from others that this person has not read, over every conversation. */
  unreadTotal(userId: string): Promise<number>;
  /**
   * Claims the sides that have had an unread message for `unreadForMs` and were not mailed in the last `gapMs` (nor
   * about these messages): each is returned once, however many processes ask at the same time.
   */
  claimUnreadNotices(now: Date, unreadForMs: number, gapMs: number, limit: number): Promise<UnreadNotice[]>;
  /** Unread messages of the other side in one conversation, oldest first. */
  unreadFor(conversationId: string, role: ConversationRole, limit: number): Promise<MessageRecord[]>;
  /** A deleted account's messages go; conversations left without any message go with them. */
  removeMessagesOf(userId: string): Promise<void>;
  /** Conversations answered by the seller, and how long the first answers took, over conversations begun since then. */
  responseStats(
    sellerId: string,
    since: Date,
  ): Promise<{ conversations: number; answered: number; medianAnswerSeconds: number | null }>;
  block(blockerId: string, blockedId: string, now: Date): Promise<void>;
  unblock(blockerId: string, blockedId: string): Promise<void>;
  /** Whether a blocked b, and whether b blocked a. */
  blocks(a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }>;
  /** Everyone this person blocked (their inbox says so per conversation). */
  blockedBy(userId: string): Promise<Set<string>>;
  /** Everyone who blocked this person. */
  blockersOf(userId: string): Promise<Set<string>>;
}

/**
 * What a person's open inbox streams should hear at once: something happened in a conversation, or the person's
 * sessions changed (signed out, blocked, a new password, the account deleted), so each stream checks its own now.
 */
export type InboxSignal = ConversationSignal | { userId: string; kind: 'sessions_changed' };

/** Something happened in a conversation. */
export interface ConversationSignal {
  userId: string;
  conversationId: string;
  kind: 'message' | 'read';
  /** The new message (kind 'message'). */
  messageId?: string;
  /**
   * The message itself, for listeners in the same process (they need not read it back). Never sent between processes:
   * only ids travel through Redis or PostgreSQL, and a listener there reads the message from the database.
   */
  message?: MessageRecord;
}

/**
 * Carries inbox signals to every server process, so the process that holds a person's open stream hears a message
 * written through another.
 */
export type InboxSignals = Broadcast<InboxSignal>;

/** What this feature offers the others (the personal data export, notices). */
export type { ExportConversations } from './ExportConversations';
export type { SellerProfiles } from './SellerProfiles';
