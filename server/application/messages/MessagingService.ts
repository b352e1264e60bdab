import type { AdStats } from '../ads/AdStats';
import {
  messageBody,
  MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type Conversation,
  type ConversationReportReason,
  type ConversationThread,
  type MessageEvent,
} from '../../../src/domain/conversation';
import { ApiError } from '../../domain/ApiError';
import type { UserRecord } from '../../domain/user';
import type { AdsService } from '../ads/AdsService';
import type { ImageStorage } from '../ads/ports';
import type { ReportsService } from '../reports/ReportsService';
import type { Clock, UnitOfWork } from '../shared/ports';
import type { ConversationRecord, ConversationSignal } from './ports';
import { conversationViews, counterpartOf, roleOf, toChatMessage } from './conversationViews';
import type { MessageLimits, PostMessage } from './PostMessage';

const DAY = 24 * 3_600_000;
const INBOX_SIZE = 200;
const THREAD_SIZE = 500;

/**
 * Nachrichten between a person interested in an ad and its seller, without either learning the other's e-mail address:
 * one conversation per ad and seeker, plain text, limited per sender, blockable, reportable; an open inbox hears new
 * messages at once (InboxSignals, across processes); UnreadMessagesMailer mails about messages left unread.
 */
export class MessagingService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'conversations' | 'users'>;
      ads: AdsService;
      images: ImageStorage;
      clock: Clock;
      limits: MessageLimits;
      reports: ReportsService;
      stats: Pick<AdStats, 'count'>;
      posting: PostMessage;
    },
  ) {}

  /** Writes to the seller of an ad visitors can see: opens the conversation (or continues the one there is). */
  async start(seeker: UserRecord, adId: string, text: string, clientId?: string): Promise<ConversationThread> {
    const body = this.checkedBody(text);
    const sent = await this.deps.posting.alreadySent(seeker, clientId);
    if (sent) return this.thread(seeker, sent.conversationId);
    const ad = await this.deps.ads.get(adId, null);
    if (ad.ownerId === seeker.id) throw new ApiError(409, 'CONFLICT', 'This is your own ad');
    await this.checkNotBlocked(seeker.id, ad.ownerId);
    const { repos } = this.deps.uow;
    // A new conversation counts against the day's; continuing one does not.
    const isNew = !(await repos.conversations.findFor(ad.id, seeker.id));
    if (isNew) await this.deps.posting.spend(`conversations:${seeker.id}`, DAY, this.deps.limits.conversationsPerDay);
    const existing = await repos.conversations.open({
      adId: ad.id,
      adTitle: ad.title,
      seekerId: seeker.id,
      sellerId: ad.ownerId,
      now: this.deps.clock.now(),
    });
    await this.deps.posting.execute(seeker, existing, body, clientId);
    // A contact is a person who starts a conversation; their later messages are the same contact.
    if (isNew) this.deps.stats.count(ad.id, 'contacts');
    return this.thread(seeker, existing.id);
  }

  async inbox(user: UserRecord): Promise<Conversation[]> {
    const entries = await this.deps.uow.repos.conversations.inbox(user.id, INBOX_SIZE);
    return conversationViews(this.deps, user, entries);
  }

  /** The conversation with its newest messages; reading it does not mark it read (the browser says when it is shown). */
  async thread(user: UserRecord, id: string): Promise<ConversationThread> {
    const conversation = await this.participant(user, id);
    const { repos } = this.deps.uow;
    const [messages, [entry]] = await Promise.all([
      repos.conversations.messages(id, THREAD_SIZE),
      repos.conversations.inbox(user.id, INBOX_SIZE).then((all) => all.filter((e) => e.conversation.id === id)),
    ]);
    const [view] = await conversationViews(this.deps, user, [
      entry ?? { conversation, lastMessage: messages.at(-1) ?? null, unread: 0 },
    ]);
    return { conversation: view!, messages: messages.map((m) => toChatMessage(m, user.id)) };
  }

  async send(user: UserRecord, id: string, text: string, clientId?: string): Promise<ChatMessage> {
    const body = this.checkedBody(text);
    const conversation = await this.participant(user, id);
    const sent = await this.deps.posting.alreadySent(user, clientId);
    if (sent?.conversationId === id) return toChatMessage(sent, user.id);
    if (sent) throw new ApiError(409, 'CONFLICT', 'This message id was used in another conversation');
    const other = counterpartOf(conversation, user.id);
    if (other === null) throw new ApiError(409, 'CONVERSATION_CLOSED', 'The other person has deleted their account');
    await this.checkNotBlocked(user.id, other);
    return toChatMessage(await this.deps.posting.execute(user, conversation, body, clientId), user.id);
  }

  /** Everything in the conversation is read now; the person's other open tabs hear it. */
  async markRead(user: UserRecord, id: string): Promise<void> {
    const conversation = await this.participant(user, id);
    await this.deps.uow.repos.conversations.markRead(id, roleOf(conversation, user.id), this.deps.clock.now());
    await this.deps.posting.signal({ userId: user.id, conversationId: id, kind: 'read' });
  }

  /** Whether the person has unread messages in the conversation (a push about one waits for nothing else). */
  async hasUnread(userId: string, conversationId: string): Promise<boolean> {
    const conversation = await this.deps.uow.repos.conversations.findById(conversationId);
    if (!conversation || (conversation.seekerId !== userId && conversation.sellerId !== userId)) return false;
    const unread = await this.deps.uow.repos.conversations.unreadFor(conversationId, roleOf(conversation, userId), 1);
    return unread.length > 0;
  }

  async unreadTotal(user: UserRecord): Promise<number> {
    return this.deps.uow.repos.conversations.unreadTotal(user.id);
  }

  /** Neither can write to the other until it is lifted (in every conversation they share). */
  async block(user: UserRecord, id: string): Promise<void> {
    const other = counterpartOf(await this.participant(user, id), user.id);
    if (other) await this.deps.uow.repos.conversations.block(user.id, other, this.deps.clock.now());
  }

  async unblock(user: UserRecord, id: string): Promise<void> {
    const other = counterpartOf(await this.participant(user, id), user.id);
    if (other) await this.deps.uow.repos.conversations.unblock(user.id, other);
  }

  /** One of the two people asks the moderators to look at the conversation (they then read its messages). */
  async report(user: UserRecord, id: string, reason: ConversationReportReason, details: string): Promise<void> {
    await this.deps.reports.fileConversationReport(await this.participant(user, id), reason, details.trim(), user);
  }

  /** What a person's open stream shows for a signal addressed to them (null when there is nothing to show any more). */
  async eventFor(userId: string, signal: ConversationSignal): Promise<MessageEvent | null> {
    const { repos } = this.deps.uow;
    if (signal.kind === 'read')
      return {
        type: 'read',
        conversationId: signal.conversationId,
        unreadTotal: await repos.conversations.unreadTotal(userId),
      };
    const message =
      signal.message ?? (signal.messageId ? await repos.conversations.findMessage(signal.messageId) : null);
    if (!message) return null;
    const mine = message.senderId === userId;
    return {
      type: 'message',
      conversationId: signal.conversationId,
      message: toChatMessage(message, userId),
      unreadTotal: mine ? null : await repos.conversations.unreadTotal(userId),
    };
  }

  /** The person's conversations with every message, for their data export (the other side by first name only). */
  async exportFor(user: UserRecord): Promise<ConversationThread[]> {
    const conversations = await this.inbox(user);
    const threads: ConversationThread[] = [];
    for (const conversation of conversations) {
      const messages = await this.deps.uow.repos.conversations.messages(conversation.id, Number.MAX_SAFE_INTEGER);
      threads.push({ conversation, messages: messages.map((m) => toChatMessage(m, user.id)) });
    }
    return threads;
  }

  private checkedBody(text: string): string {
    const body = messageBody(text);
    if (body === null) {
      const tooLong = text.trim().length > MESSAGE_MAX_LENGTH;
      throw ApiError.validation([
        {
          field: 'body',
          code: tooLong ? 'too_long' : 'required',
          message: tooLong ? `At most ${MESSAGE_MAX_LENGTH} characters` : 'Please write a message',
        },
      ]);
    }
    return body;
  }

  private async checkNotBlocked(a: string, b: string): Promise<void> {
    const { aBlockedB, bBlockedA } = await this.deps.uow.repos.conversations.blocks(a, b);
    if (aBlockedB || bBlockedA)
      throw new ApiError(403, 'CONVERSATION_BLOCKED', 'Messages between these two people are blocked');
  }

  /** The conversation if this person is one of its two; everyone else hears it does not exist. */
  private async participant(user: UserRecord, id: string): Promise<ConversationRecord> {
    const conversation = await this.deps.uow.repos.conversations.findById(id);
    if (!conversation || (conversation.seekerId !== user.id && conversation.sellerId !== user.id))
      throw ApiError.notFound('Conversation');
    return conversation;
  }
}
