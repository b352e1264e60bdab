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
  /**
   * POST /conversations/:id/messages. `clientId` is the browser's own id for the message: sending again with it (the
   * first answer was lost, the message waited offline) finds the message sent instead of sending it twice.
   */
  send(conversationId: string, body: string, clientId?: string): Promise<ChatMessage>;
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

/** A message written while offline, waiting in this browser until the server has it. */
export interface QueuedMessage {
  clientId: string;
  conversationId: string;
  body: string;
  createdAt: string;
  /** The server refused it (its error code): the person may discard it. */
  failed: string | null;
}

/** How sending one waiting message went: the server has it, the network is away, or the server refused it. */
export type QueuedSendOutcome =
  { sent: true; message: ChatMessage } | { sent: false; offline: true } | { sent: false; code: string };

/**
 * Messages written offline (issue 46), kept in this browser until the server has them — by the page when the
 * connection returns or the app starts, or by the service worker in the background (Background Sync) — and gone when
 * the person signs out.
 */
export interface MessageOutbox {
  /** Whether anything waits, without opening the store (the app's start asks this). */
  hasWaiting(): boolean;
  add(message: Omit<QueuedMessage, 'failed'>): Promise<void>;
  waiting(conversationId: string): Promise<QueuedMessage[]>;
  discard(clientId: string): Promise<void>;
  /** Sends what waits, oldest first; what was sent is gone from the outbox, what was refused is marked. */
  sendWaiting(send: (message: QueuedMessage) => Promise<QueuedSendOutcome>): Promise<{ sent: ChatMessage[] }>;
  /** Asks the browser to send in the background once it is online again, where it can (Background Sync). */
  sendInBackground(): Promise<void>;
  /** The service worker sent a waiting message while this page was open: the listener shows it. */
  onSentElsewhere(listener: (message: ChatMessage) => void): () => void;
}
export const MessageOutbox = Symbol.for('MessageOutbox') as ServiceIdentifier<MessageOutbox>;

/**
 * Messages that wait in this browser's outbox go out without anyone opening their conversation: at the app's start
 * and whenever the connection returns (where the browser has no Background Sync, this is the only way).
 */
export interface WaitingMessages {
  sendIfAny(): void;
}
export const WaitingMessages = Symbol.for('WaitingMessages') as ServiceIdentifier<WaitingMessages>;
