import type { MessageEvent } from '../../src/domain/conversation';
import type { InboxEvents } from '../../src/application/messages/ports';

/**
 * The inbox's live events, pushed by the test as the server's stream would. Like `InboxEventsSse`, a listener that
 * comes after the stream said the unread count hears it at once: the header's link is loaded lazily, and a test that
 * says the count before the link listens must not depend on which came first.
 */
export class InboxEventsInMemory implements InboxEvents {
  private readonly listeners = new Set<{
    onEvent: (event: MessageEvent) => void;
    onConnected?: (unreadTotal: number) => void;
  }>();
  private unreadTotal: number | null = null;

  /** How many views listen now (the stream is open while there are any). */
  get listening(): number {
    return this.listeners.size;
  }

  listen(onEvent: (event: MessageEvent) => void, onConnected?: (unreadTotal: number) => void): () => void {
    const listener = { onEvent, onConnected };
    this.listeners.add(listener);
    if (this.unreadTotal !== null) onConnected?.(this.unreadTotal);
    return () => this.listeners.delete(listener);
  }

  emit(event: MessageEvent): void {
    if (event.unreadTotal !== null) this.unreadTotal = event.unreadTotal;
    for (const listener of [...this.listeners]) listener.onEvent(event);
  }

  /** The stream (re)connected and said how many messages are unread. */
  connected(unreadTotal: number): void {
    this.unreadTotal = unreadTotal;
    for (const listener of [...this.listeners]) listener.onConnected?.(unreadTotal);
  }
}
