import type { SessionState } from '../../application/auth/ports';
import type { MessageOutbox, QueuedMessage, QueuedSendOutcome } from '../../application/messages/ports';
import type { ChatMessage } from '../../domain/conversation';
import { OUTBOX_SENT_MESSAGE, OUTBOX_SYNC_TAG } from './outboxNames';
import { outboxStore, sendStored } from './outboxStore';
import { STORAGE_KEYS } from '../storage/SessionStoreLocalStorage';

/** Set while messages wait: the app's start reads it without opening IndexedDB. */
const OUTBOX_WAITING_KEY = STORAGE_KEYS.outboxWaiting;

/**
 * The outbox in IndexedDB, shared with the service worker (src/serviceWorker/sw.ts), which sends from it through
 * Background Sync while no page is open; each message carries the session's token for that. Browsers without
 * Background Sync (Firefox, Safari) send when the page hears the connection return, or at the app's next start.
 */
export class MessageOutboxIndexedDb implements MessageOutbox {
  constructor(
    private readonly storage: Storage,
    private readonly session: Pick<SessionState, 'accessToken'>,
    private readonly view: (Window & typeof globalThis) | null = typeof window === 'undefined' ? null : window,
  ) {}

  hasWaiting(): boolean {
    try {
      return this.storage.getItem(OUTBOX_WAITING_KEY) === '1';
    } catch {
      return false;
    }
  }

  async add(message: Omit<QueuedMessage, 'failed'>): Promise<void> {
    await outboxStore.put({ ...message, token: this.session.accessToken ?? '', failed: null });
    this.mark(true);
  }

  async waiting(conversationId: string): Promise<QueuedMessage[]> {
    const all = await outboxStore.all();
    return all.filter((m) => m.conversationId === conversationId).map(({ token: _token, ...message }) => message);
  }

  async discard(clientId: string): Promise<void> {
    await outboxStore.remove(clientId);
    await this.markFromStore();
  }

  async sendWaiting(send: (message: QueuedMessage) => Promise<QueuedSendOutcome>): Promise<{ sent: ChatMessage[] }> {
    const sent: ChatMessage[] = [];
    await sendStored(
      async ({ token: _token, ...message }) => send(message),
      (_message, answer) => sent.push(answer as ChatMessage),
    );
    await this.markFromStore();
    return { sent };
  }

  async sendInBackground(): Promise<void> {
    const registration = await this.view?.navigator.serviceWorker?.getRegistration().catch(() => undefined);
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  }

  onSentElsewhere(listener: (message: ChatMessage) => void): () => void {
    const container = this.view?.navigator.serviceWorker;
    if (!container) return () => undefined;
    const heard = (event: MessageEvent) => {
      const data = event.data as { type?: string; message?: ChatMessage } | null;
      if (data?.type !== OUTBOX_SENT_MESSAGE || !data.message) return;
      listener(data.message);
      void this.markFromStore();
    };
    container.addEventListener('message', heard);
    return () => container.removeEventListener('message', heard);
  }

  private async markFromStore(): Promise<void> {
    this.mark((await outboxStore.all()).some((m) => m.failed === null));
  }

  private mark(waiting: boolean): void {
    try {
      if (waiting) this.storage.setItem(OUTBOX_WAITING_KEY, '1');
      else this.storage.removeItem(OUTBOX_WAITING_KEY);
    } catch {
      // Storage disabled: the next start simply does not look.
    }
  }
}
