import type { Ad } from '../../src/domain/ad';
import {
  messageBody,
  type ChatMessage,
  type Conversation,
  type ConversationReportReason,
  type ConversationThread,
} from '../../src/domain/conversation';
import { RequestError } from '../../src/application/shared/RequestError';
import type { MessagesApi } from '../../src/application/messages/ports';
import { messageCaution } from '../../server/moderation/scamText';

interface StoredConversation {
  id: string;
  ad: Ad;
  /** The first name of the other side, as the signed-in person sees it; null once their account is deleted. */
  counterpart: string | null;
  role: Conversation['role'];
  messages: ChatMessage[];
  readUpTo: number;
  blockedByMe: boolean;
  blockedByOther: boolean;
}

let counter = 0;
const nextId = () => `10000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

/**
 * Nachrichten as the server keeps them for one signed-in person (server/messages/):
 * one conversation per ad, unread counts until read, blocking stops writing either way, others' conversations are 404.
 */
export class MessagesApiInMemory implements MessagesApi {
  readonly conversations: StoredConversation[] = [];
  readonly reports: { conversationId: string; reason: ConversationReportReason; details: string }[] = [];
  readonly reads: string[] = [];
  failure: Error | null = null;

  /** `ads`: the ads the server knows (the ads fake's list). */
  constructor(private readonly ads: () => Ad[]) {}

  /** A conversation that already exists (someone wrote about the person's ad, or they asked earlier). */
  seed(input: {
    ad: Ad;
    counterpart?: string | null;
    role?: Conversation['role'];
    messages?: { body: string; mine: boolean }[];
  }): string {
    const id = nextId();
    const messages = (input.messages ?? []).map((m, i) => ({
      id: nextId(),
      conversationId: id,
      mine: m.mine,
      body: m.body,
      createdAt: new Date(Date.UTC(2026, 10, 20, 9, i)).toISOString(),
      caution: m.mine ? null : messageCaution(m.body),
      clientId: null,
    }));
    this.conversations.push({
      id,
      ad: input.ad,
      counterpart: input.counterpart === undefined ? 'Paul' : input.counterpart,
      role: input.role ?? 'seller',
      messages,
      readUpTo: 0,
      blockedByMe: false,
      blockedByOther: false,
    });
    return id;
  }

  /** The other side writes (the stream fake tells open inboxes). */
  receive(conversationId: string, body: string): ChatMessage {
    const conversation = this.find(conversationId);
    // As the server: the reader is warned beside a message that asks for money early or moves the talk away.
    const message = {
      id: nextId(),
      conversationId,
      mine: false,
      body,
      createdAt: new Date().toISOString(),
      caution: messageCaution(body),
      clientId: null,
    };
    conversation.messages.push(message);
    return message;
  }

  async inbox(): Promise<Conversation[]> {
    this.fail();
    return this.conversations.map((c) => this.view(c)).sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
  }

  async unreadCount(): Promise<number> {
    this.fail();
    return this.conversations.reduce((sum, c) => sum + this.unread(c), 0);
  }

  async start(adId: string, body: string): Promise<ConversationThread> {
    this.fail();
    this.checkBody(body);
    const ad = this.ads().find((a) => a.id === adId && a.status === 'active');
    if (!ad) throw new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
    let conversation = this.conversations.find((c) => c.ad.id === adId && c.role === 'seeker');
    if (!conversation) {
      this.seed({ ad, role: 'seeker', counterpart: 'Erika' });
      conversation = this.conversations.at(-1)!;
    }
    this.write(conversation, messageBody(body)!);
    return this.thread(conversation.id);
  }

  async thread(conversationId: string): Promise<ConversationThread> {
    this.fail();
    const conversation = this.find(conversationId);
    return { conversation: this.view(conversation), messages: [...conversation.messages] };
  }

  async send(conversationId: string, body: string, clientId?: string): Promise<ChatMessage> {
    this.fail();
    const conversation = this.find(conversationId);
    this.checkBody(body);
    // As the server: a message sent again with its browser's id is the one already there.
    const sent =
      clientId && this.conversations.flatMap((c) => c.messages).find((m) => m.mine && m.clientId === clientId);
    if (sent && sent.conversationId !== conversationId)
      throw new RequestError('http', 'CONFLICT', 'This message id was used in another conversation', 409);
    if (sent) return sent;
    if (conversation.counterpart === null)
      throw new RequestError('http', 'CONVERSATION_CLOSED', 'The other person has deleted their account', 409);
    if (conversation.blockedByMe || conversation.blockedByOther)
      throw new RequestError('http', 'CONVERSATION_BLOCKED', 'Blocked', 403);
    return this.write(conversation, messageBody(body)!, clientId ?? null);
  }

  async markRead(conversationId: string): Promise<void> {
    this.fail();
    const conversation = this.find(conversationId);
    conversation.readUpTo = conversation.messages.length;
    this.reads.push(conversationId);
  }

  async block(conversationId: string): Promise<void> {
    this.fail();
    this.find(conversationId).blockedByMe = true;
  }

  async unblock(conversationId: string): Promise<void> {
    this.fail();
    this.find(conversationId).blockedByMe = false;
  }

  async report(conversationId: string, reason: ConversationReportReason, details: string): Promise<void> {
    this.fail();
    this.find(conversationId);
    this.reports.push({ conversationId, reason, details });
  }

  /** As the server: the text trimmed, not empty, at most MESSAGE_MAX_LENGTH characters. */
  private checkBody(body: string): void {
    if (messageBody(body) === null)
      throw new RequestError('http', 'VALIDATION_FAILED', 'Invalid message', 400, [
        { field: 'body', code: body.trim() ? 'too_long' : 'required', message: 'Invalid message' },
      ]);
  }

  private write(conversation: StoredConversation, body: string, clientId: string | null = null): ChatMessage {
    const message = {
      id: nextId(),
      conversationId: conversation.id,
      mine: true,
      body,
      createdAt: new Date().toISOString(),
      caution: null,
      clientId,
    };
    conversation.messages.push(message);
    conversation.readUpTo = conversation.messages.length;
    return message;
  }

  private unread(c: StoredConversation): number {
    return c.messages.slice(c.readUpTo).filter((m) => !m.mine).length;
  }

  private view(c: StoredConversation): Conversation {
    const last = c.messages.at(-1) ?? null;
    return {
      id: c.id,
      role: c.role,
      ad: {
        id: c.ad.id,
        title: c.ad.title,
        priceCents: c.ad.priceCents,
        priceType: c.ad.priceType,
        category: c.ad.category,
        cover: c.ad.images[0] ?? null,
        available: c.ad.status === 'active',
      },
      counterpart: c.counterpart,
      lastMessage: last ? { body: last.body, mine: last.mine, createdAt: last.createdAt } : null,
      unread: this.unread(c),
      blockedByMe: c.blockedByMe,
      blockedByOther: c.blockedByOther,
      createdAt: c.messages[0]?.createdAt ?? new Date().toISOString(),
      lastMessageAt: last?.createdAt ?? new Date().toISOString(),
    };
  }

  private find(id: string): StoredConversation {
    const conversation = this.conversations.find((c) => c.id === id);
    if (!conversation) throw new RequestError('http', 'NOT_FOUND', 'Conversation not found', 404);
    return conversation;
  }

  private fail(): void {
    if (this.failure) throw this.failure;
  }
}
