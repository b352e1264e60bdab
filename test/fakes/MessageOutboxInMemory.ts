import type { MessageOutbox, QueuedMessage, QueuedSendOutcome } from '../../src/application/messages/ports';
import type { ChatMessage } from '../../src/domain/conversation';

/** The outbox as a list, with the service worker's side to play: `sentElsewhere` is what a background send tells. */
export class MessageOutboxInMemory implements MessageOutbox {
  readonly messages: QueuedMessage[] = [];
  backgroundRequests = 0;
  private readonly listeners = new Set<(message: ChatMessage) => void>();

  hasWaiting(): boolean {
    return this.messages.some((m) => m.failed === null);
  }

  async add(message: Omit<QueuedMessage, 'failed'>): Promise<void> {
    this.messages.push({ ...message, failed: null });
  }

  async waiting(conversationId: string): Promise<QueuedMessage[]> {
    return this.messages.filter((m) => m.conversationId === conversationId).map((m) => ({ ...m }));
  }

  async discard(clientId: string): Promise<void> {
    const at = this.messages.findIndex((m) => m.clientId === clientId);
    if (at >= 0) this.messages.splice(at, 1);
  }

  async sendWaiting(send: (message: QueuedMessage) => Promise<QueuedSendOutcome>): Promise<{ sent: ChatMessage[] }> {
    const sent: ChatMessage[] = [];
    for (const message of [...this.messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
      if (message.failed) continue;
      const outcome = await send(message);
      if (outcome.sent) {
        await this.discard(message.clientId);
        sent.push(outcome.message);
      } else if ('offline' in outcome) break;
      else message.failed = outcome.code;
    }
    return { sent };
  }

  async sendInBackground(): Promise<void> {
    this.backgroundRequests += 1;
  }

  onSentElsewhere(listener: (message: ChatMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The service worker sent a waiting message: gone from here, and open pages hear it. */
  sentElsewhere(message: ChatMessage): void {
    void this.discard(message.clientId ?? '');
    for (const listener of this.listeners) listener(message);
  }
}
