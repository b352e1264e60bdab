import type { ChatMessage } from '../../domain/conversation';
import { checkedBody } from './WriteToSeller';
import type { MessagesApi } from './ports';

export class SendMessage {
  constructor(private readonly api: MessagesApi) {}

  /** Async, so a refused text is a rejected promise like any other failure. */
  async execute(conversationId: string, text: string): Promise<ChatMessage> {
    return this.api.send(conversationId, checkedBody(text));
  }
}
