import type { ChatMessage } from '../../domain/conversation';
import { RequestError } from '../shared/RequestError';
import { checkedBody } from './WriteToSeller';
import type { MessageOutbox, MessagesApi } from './ports';

/** Sent, or kept to be sent once the connection is back (the person's words are never lost to a dead network). */
export type SendResult = { sent: ChatMessage } | { queued: { clientId: string; body: string; createdAt: string } };

/** No answer at all, or a server that asks us to wait: not the message's fault, so it waits in the outbox. */
export function isOffline(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  return error.kind !== 'http' || error.status === 429 || (error.status ?? 0) >= 500;
}

export class SendMessage {
  constructor(
    private readonly api: MessagesApi,
    private readonly outbox: MessageOutbox,
    private readonly newId: () => string = () => crypto.randomUUID(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Async, so a refused text is a rejected promise like any other failure. */
  async execute(conversationId: string, text: string): Promise<SendResult> {
    const body = checkedBody(text);
    const clientId = this.newId();
    try {
      return { sent: await this.api.send(conversationId, body, clientId) };
    } catch (error) {
      if (!isOffline(error)) throw error;
      const queued = { clientId, conversationId, body, createdAt: this.now().toISOString() };
      await this.outbox.add(queued);
      await this.outbox.sendInBackground();
      return { queued };
    }
  }
}
