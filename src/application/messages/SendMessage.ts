import type { ChatMessage } from '../../domain/conversation';
import { checkedBody } from './WriteToSeller';
import type { MessagesApi } from './ports';

export class SendMessage {
  constructor(private readonly api: MessagesApi) {}

  execute(conversationId: string, text: string): Promise<ChatMessage> {
    return this.api.send(conversationId, checkedBody(text));
  }
}
