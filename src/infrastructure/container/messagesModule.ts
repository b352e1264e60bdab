import { ContainerModule } from 'inversify';
import { SessionState } from '../../application/auth/ports';
import { BlockCounterpart } from '../../application/messages/BlockCounterpart';
import { FollowUnreadMessages } from '../../application/messages/FollowUnreadMessages';
import { LoadInbox } from '../../application/messages/LoadInbox';
import { MarkConversationRead } from '../../application/messages/MarkConversationRead';
import { OpenConversation } from '../../application/messages/OpenConversation';
import {
  InboxEvents,
  MessageDrafts,
  MessageOutbox,
  MessagesApi,
  UnreadMessages,
} from '../../application/messages/ports';
import { SendQueuedMessages } from '../../application/messages/SendQueuedMessages';
import { MessageOutboxIndexedDb } from '../offline/MessageOutboxIndexedDb';
import { ReportConversation } from '../../application/messages/ReportConversation';
import { SendMessage } from '../../application/messages/SendMessage';
import { WriteToSeller } from '../../application/messages/WriteToSeller';
import { HttpClient } from '../http/HttpClient';
import { InboxEventsSse } from '../http/InboxEventsSse';
import { MessagesApiHttp } from '../http/MessagesApiHttp';
import { UnreadMessagesMobx } from '../session/UnreadMessagesMobx';
import { MessageDraftsLocalStorage } from '../storage/MessageDraftsLocalStorage';

/** Nachrichten (feature area "messages"): the inbox, the header's unread count and writing to a seller from an ad. */
export function messagesModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MessagesApi).to(MessagesApiHttp).inSingletonScope();
    bind(InboxEvents)
      .toDynamicValue((c) => new InboxEventsSse(c.get(HttpClient), c.get(SessionState)))
      .inSingletonScope();
    bind(UnreadMessages).toConstantValue(new UnreadMessagesMobx());
    bind(MessageDrafts).toConstantValue(new MessageDraftsLocalStorage(storage));
    bind(WriteToSeller).toDynamicValue((c) => new WriteToSeller(c.get(MessagesApi), c.get(MessageDrafts)));
    bind(MessageOutbox)
      .toDynamicValue((c) => new MessageOutboxIndexedDb(storage, c.get(SessionState)))
      .inSingletonScope();
    bind(SendMessage).toDynamicValue((c) => new SendMessage(c.get(MessagesApi), c.get(MessageOutbox)));
    bind(SendQueuedMessages)
      .toDynamicValue((c) => new SendQueuedMessages(c.get(MessagesApi), c.get(MessageOutbox)))
      .inSingletonScope();
    bind(LoadInbox).toDynamicValue((c) => new LoadInbox(c.get(MessagesApi), c.get(UnreadMessages)));
    bind(OpenConversation).toDynamicValue((c) => new OpenConversation(c.get(MessagesApi)));
    bind(MarkConversationRead).toDynamicValue((c) => new MarkConversationRead(c.get(MessagesApi)));
    bind(BlockCounterpart).toDynamicValue((c) => new BlockCounterpart(c.get(MessagesApi)));
    bind(ReportConversation).toDynamicValue((c) => new ReportConversation(c.get(MessagesApi)));
    bind(FollowUnreadMessages).toDynamicValue(
      (c) => new FollowUnreadMessages(c.get(InboxEvents), c.get(UnreadMessages)),
    );
  });
}
