import type { ChatMessage } from '../../domain/conversation';
import { RequestError } from '../shared/RequestError';
import type { MessageOutbox, MessagesApi, QueuedSendOutcome } from './ports';
import { isOffline } from './SendMessage';

/**
 * What waits in the outbox goes out (the connection returned, the app started, a conversation opened): each with its
 * own id, so one the service worker sent meanwhile is found at the server, not sent twice. Resolves the messages
 * sent now; never throws (what could not go stays for the next time).
 */
export class SendQueuedMessages {
  private running: Promise<ChatMessage[]> | null = null;

  constructor(
    private readonly api: MessagesApi,
    private readonly outbox: MessageOutbox,
  ) {}

  execute(): Promise<ChatMessage[]> {
    // One run at a time: a second trigger (online and a conversation opening) joins the first.
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<ChatMessage[]> {
    if (!this.outbox.hasWaiting()) return [];
    try {
      const { sent } = await this.outbox.sendWaiting(async (message): Promise<QueuedSendOutcome> => {
        try {
          return { sent: true, message: await this.api.send(message.conversationId, message.body, message.clientId) };
        } catch (error) {
          if (isOffline(error)) return { sent: false, offline: true };
          return { sent: false, code: error instanceof RequestError ? error.code : 'INTERNAL' };
        }
      });
      return sent;
    } catch {
      return [];
    }
  }
}
