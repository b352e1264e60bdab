import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Conversation } from '../../../domain/conversation';
import { DomainError } from '../../../domain/errors';
import { LoadInbox } from '../../../application/messages/LoadInbox';
import { InboxEvents } from '../../../application/messages/ports';

/** /app/messages: the conversations, kept current while the page is open (new messages move theirs to the top). */
@injectable()
export class InboxPresenter {
  conversations: Conversation[] = [];
  loading = true;
  errorCode: string | null = null;
  private readonly deps: { loadInbox: LoadInbox; events: InboxEvents };

  constructor(@inject(LoadInbox) loadInbox: LoadInbox, @inject(InboxEvents) events: InboxEvents) {
    this.deps = { loadInbox, events };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get unreadConversations(): number {
    return this.conversations.filter((c) => c.unread > 0).length;
  }

  async load(): Promise<void> {
    this.errorCode = null;
    try {
      const conversations = await this.deps.loadInbox.execute();
      runInAction(() => (this.conversations = conversations));
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** While the page is open, every event (and every reconnection, which may have missed some) brings the list up to date. */
  follow(): () => void {
    return this.deps.events.listen(
      () => void this.load(),
      () => void this.load(),
    );
  }
}
