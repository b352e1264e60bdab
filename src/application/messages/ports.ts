import type { ServiceIdentifier } from 'inversify';
import type {
  ChatMessage,
  Conversation,
  ConversationReportReason,
  ConversationThread,
  MessageEvent,
} from '../../domain/conversation';

/** Nachrichten on the server: the signed-in person's conversations. */
export interface MessagesApi {
  /** GET /conversations: the most recently active first. */
  inbox(): Promise<Conversation[]>;
  /** GET /conversations/unread */
  unreadCount(): Promise<number>;
  /** POST /ads/:id/conversations: writes to the ad's seller (continuing the conversation there is). */
  start(adId: string, body: string): Promise<ConversationThread>;
  /** GET /conversations/:id/messages */
  thread(conversationId: string): Promise<ConversationThread>;
  /** POST /conversations/:id/messages */
  send(conversationId: string, body: string): Promise<ChatMessage>;
  /** POST /conversations/:id/read */
  markRead(conversationId: string): Promise<void>;
  /** POST and DELETE /conversations/:id/block */
  block(conversationId: string): Promise<void>;
  unblock(conversationId: string): Promise<void>;
  /** POST /conversations/:id/report */
  report(conversationId: string, reason: ConversationReportReason, details: string): Promise<void>;
}
export const MessagesApi = Symbol.for('MessagesApi') as ServiceIdentifier<MessagesApi>;

/**
 * What the signed-in person's inbox hears without asking (new messages, read marks). One connection serves every
 * listener; `onConnected` runs after each (re)connection with the unread count then, so a view can catch up on what
 * it may have missed.
 */
export interface InboxEvents {
  listen(listener: (event: MessageEvent) => void, onConnected?: (unreadTotal: number) => void): () => void;
}
export const InboxEvents = Symbol.for('InboxEvents') as ServiceIdentifier<InboxEvents>;

/** How many messages the person has not read, observable by the header's link. */
export interface UnreadMessages {
  readonly count: number;
  set(count: number): void;
}
export const UnreadMessages = Symbol.for('UnreadMessages') as ServiceIdentifier<UnreadMessages>;

/**
 * A message being written, kept in this browser until it is sent: a visitor's on an ad's page (by ad id) across the
 * sign-in, and a reply in a conversation (`conversation:<id>`) across a sign-out in another tab.
 */
export interface MessageDrafts {
  get(adId: string): string;
  set(adId: string, text: string): void;
  clear(adId: string): void;
}
export const MessageDrafts = Symbol.for('MessageDrafts') as ServiceIdentifier<MessageDrafts>;
