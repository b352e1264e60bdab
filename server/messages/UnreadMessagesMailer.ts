import { unreadMessagesMail } from './messageMail';
import type { Clock, Mailer, UnitOfWork } from '../platform/ports';

/** A message unread this long is mailed about, at most once an hour per conversation. */
const UNREAD_MAIL_AFTER_MS = 10 * 60_000;
const UNREAD_MAIL_GAP_MS = 3_600_000;

/** The mail that tells someone a message waits for them (run every minute as the recurring job mail-unread-messages). */
export class UnreadMessagesMailer {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations' | 'users'>;
      clock: Clock;
      mailer: Mailer;
      publicUrl: string;
    },
  ) {}

  /**
   * Mails everyone who has had a message unread for ten minutes: one mail per conversation and hour at most, naming
   * the writer by first name and quoting the newest message. Safe to run in several processes at once.
   */
  async run(limit = 200): Promise<number> {
    const { repos } = this.deps.uow;
    const notices = await repos.conversations.claimUnreadNotices(
      this.deps.clock.now(),
      UNREAD_MAIL_AFTER_MS,
      UNREAD_MAIL_GAP_MS,
      limit,
    );
    for (const notice of notices) {
      const [conversation, recipient, unread] = await Promise.all([
        repos.conversations.findById(notice.conversationId),
        repos.users.findById(notice.recipientId),
        repos.conversations.unreadFor(notice.conversationId, notice.role, 100),
      ]);
      // Claimed either way: turning the notice back on does not mail old messages.
      if (!conversation || !recipient || recipient.blocked || !recipient.notifyMessages || unread.length === 0)
        continue;
      const writerId = notice.role === 'seller' ? conversation.seekerId : conversation.sellerId;
      const writer = writerId ? await repos.users.findById(writerId) : null;
      await this.deps.mailer.send(
        unreadMessagesMail({
          to: recipient.email,
          name: recipient.name,
          language: recipient.language,
          from: writer?.name ?? null,
          adTitle: conversation.adTitle,
          count: unread.length,
          newest: unread.at(-1)!.body,
          conversationUrl: `${this.deps.publicUrl}/app/messages/${conversation.id}`,
        }),
      );
    }
    return notices.length;
  }
}
