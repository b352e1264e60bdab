import type { WaitingMessages } from '../../application/messages/ports';
import { STORAGE_KEYS } from '../storage/SessionStoreLocalStorage';

/**
 * Sends what waits in the outbox, loading the messages area (its own chunk) only when the outbox's flag says that
 * something waits: every other start pays nothing for it.
 */
export class WaitingMessagesLazy implements WaitingMessages {
  constructor(
    private readonly storage: Storage,
    private readonly sender: () => Promise<{ execute(): Promise<unknown> }>,
  ) {}

  sendIfAny(): void {
    if (!this.flagged()) return;
    void this.sender()
      .then((sender) => sender.execute())
      .catch(() => undefined);
  }

  private flagged(): boolean {
    try {
      return this.storage.getItem(STORAGE_KEYS.outboxWaiting) === '1';
    } catch {
      return false;
    }
  }
}
