import type { UserRecord } from './accounts/ports';
import { BlockCounterpartHandler } from './messages/BlockCounterpartHandler';
import { CountUnread } from './messages/CountUnread';
import { ExportConversations } from './messages/ExportConversations';
import { HasUnread } from './messages/HasUnread';
import { ListInbox } from './messages/ListInbox';
import { MarkConversationReadHandler } from './messages/MarkConversationReadHandler';
import { PostMessage, type MessageLimits } from './messages/PostMessage';
import { ReadMessageEvent } from './messages/ReadMessageEvent';
import { ReadThread } from './messages/ReadThread';
import { ReportConversationHandler } from './messages/ReportConversationHandler';
import { SellerProfiles } from './messages/SellerProfiles';
import { SendMessageHandler } from './messages/SendMessageHandler';
import { StartConversation } from './messages/StartConversation';
import { UnblockCounterpart } from './messages/UnblockCounterpart';
import { UnreadMessagesMailer } from './messages/UnreadMessagesMailer';
import type { InboxSignals } from './messages/ports';
import type { AdStats, ImageStorage, ReadAd } from './ads/ports';
import type { FileReport } from './moderation/ports';
import type { PushNotifications } from './push/ports';
import type { AttemptCounter, Clock, Logger, Mailer, UnitOfWork } from './platform/ports';

/**
 * Nachrichten between a person interested in an ad and its seller, without either learning the other's e-mail address:
 * one conversation per ad and seeker, plain text, limited per sender, blockable, reportable; an open inbox hears new
 * messages at once (InboxSignals, across processes); UnreadMessagesMailer mails about messages left unread.
 */
export function composeMessages(deps: {
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  attempts: AttemptCounter;
  images: ImageStorage;
  signals: InboxSignals;
  limits: MessageLimits;
  publicUrl: string;
  ads: Pick<ReadAd, 'execute'>;
  stats: Pick<AdStats, 'count'>;
  fileReport: Pick<FileReport, 'execute'>;
  pushes: PushNotifications;
  judgeSender: (sender: UserRecord, body: string) => Promise<void>;
}) {
  const posting = new PostMessage(deps);
  const readThread = new ReadThread(deps);
  const listInbox = new ListInbox(deps);
  return {
    startConversation: new StartConversation({ ...deps, posting, readThread }),
    listInbox,
    readThread,
    sendMessage: new SendMessageHandler({ ...deps, posting }),
    markConversationRead: new MarkConversationReadHandler({ ...deps, posting }),
    hasUnread: new HasUnread(deps),
    countUnread: new CountUnread(deps),
    blockCounterpart: new BlockCounterpartHandler(deps),
    unblockCounterpart: new UnblockCounterpart(deps),
    reportConversation: new ReportConversationHandler(deps),
    readMessageEvent: new ReadMessageEvent(deps),
    exportConversations: new ExportConversations({ ...deps, listInbox, readThread }),
    sellerProfiles: new SellerProfiles(deps),
    unreadMessages: new UnreadMessagesMailer(deps),
  };
}

export type MessagesUseCases = ReturnType<typeof composeMessages>;
