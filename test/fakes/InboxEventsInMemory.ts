import type { MessageEvent } from '../../src/domain/conversation';
import type { InboxEvents } from '../../src/application/messages/ports';

/** The inbox's live events, pushed by the test as the server's stream would. */
export class InboxEventsInMemory implements InboxEvents {
  private readonly listeners = new Set<{
    onEvent: (event: MessageEvent) => void;
    onConnected?: (unreadTotal: number) => void;
  }>();

  /** How many views listen now (the stream is open while there are any). */
  get listening(): number {
    return this.listeners.size;
  }

  listen(onEvent: (event: MessageEvent) => void, onConnected?: (unreadTotal: number) => void): () => void {
    const listener = { onEvent, onConnected };
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: MessageEvent): void {
    for (const listener of [...this.listeners]) listener.onEvent(event);
  }

  /** The stream (re)connected and said how many messages are unread. */
  connected(unreadTotal: number): void {
    for (const listener of [...this.listeners]) listener.onConnected?.(unreadTotal);
  }
}
