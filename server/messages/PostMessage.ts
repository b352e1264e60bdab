import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { PushNotifications } from '../push/ports';
import type { AttemptCounter, Clock, Logger, UnitOfWork } from '../platform/ports';
import type { ConversationRecord, ConversationSignal, InboxSignals, MessageRecord } from './ports';
import { counterpartOf } from './conversationViews';

/** How many messages one person may send, and how many conversations begin, before they must wait. */
export interface MessageLimits {
  messagesPerTenMinutes: number;
  conversationsPerDay: number;
}

const TEN_MINUTES = 10 * 60_000;

/**
 * A message stored once, heard at once by both people's open inboxes and pushed to the other person's devices. A
 * browser that wrote it offline sends its own id with it (`clientId`): when the answer to the first request was lost
 * and the browser or its service worker asks again, the message is found, not sent twice.
 */
export class PostMessage {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      clock: Clock;
      signals: InboxSignals;
      attempts: AttemptCounter;
      log: Logger;
      limits: MessageLimits;
      pushes: Pick<PushNotifications, 'newMessage' | 'quietly'>;
      /** Every message is shown to moderation's JudgeSenderAgain, which decides whether it counts toward its sender. */
      judgeSender: (sender: UserRecord, body: string) => Promise<void>;
    },
  ) {}

  /** The message this person's browser already sent with this id (a repeated request), if any. */
  async alreadySent(sender: UserRecord, clientId: string | undefined): Promise<MessageRecord | null> {
    return clientId ? this.deps.uow.repos.conversations.sentWith(sender.id, clientId) : null;
  }

  async execute(
    sender: UserRecord,
    conversation: ConversationRecord,
    body: string,
    clientId?: string,
  ): Promise<MessageRecord> {
    await this.spend(`messages:${sender.id}`, TEN_MINUTES, this.deps.limits.messagesPerTenMinutes);
    const { repos } = this.deps.uow;
    const added = await repos.conversations.addMessage({
      conversationId: conversation.id,
      senderId: sender.id,
      body,
      clientId: clientId ?? null,
      now: this.deps.clock.now(),
    });
    // The same message sent twice at the same moment: the first request stored it and told everyone.
    if (!added) return (await this.alreadySent(sender, clientId))!;
    const other = counterpartOf(conversation, sender.id);
    const signal = { conversationId: conversation.id, kind: 'message', messageId: added.id, message: added } as const;
    if (other) await this.signal({ ...signal, userId: other });
    // The sender's other tabs show it too.
    await this.signal({ ...signal, userId: sender.id });
    // After the message is stored and announced: a failure here costs a late hold, never the message.
    await this.deps
      .judgeSender(sender, body)
      .catch((err: unknown) => this.deps.log.warn({ err, userId: sender.id }, 'judging a sender again failed'));
    if (other)
      await this.deps.pushes.quietly(() =>
        this.deps.pushes.newMessage({
          recipientId: other,
          senderName: sender.name,
          adTitle: conversation.adTitle,
          conversationId: conversation.id,
          body,
        }),
      );
    return added;
  }

  /** A signal that does not arrive costs a live update, never the message: it is stored, and the inbox shows it. */
  async signal(signal: ConversationSignal): Promise<void> {
    await this.deps.signals
      .publish(signal)
      .catch((err: unknown) =>
        this.deps.log.warn({ err, conversationId: signal.conversationId }, 'an inbox signal could not be published'),
      );
  }

  async spend(key: string, windowMs: number, limit: number): Promise<void> {
    if ((await this.deps.attempts.hit(key, windowMs)) > limit) {
      throw new ApiError(429, 'MESSAGE_QUOTA_REACHED', 'Too many messages in a short time; please wait a few minutes');
    }
  }
}
