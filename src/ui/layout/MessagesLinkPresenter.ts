import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { FollowUnreadMessages } from '../../application/messages/FollowUnreadMessages';
import { UnreadMessages } from '../../application/messages/ports';

/** The header's "Nachrichten" with how many are unread, live while the header is on screen. */
@injectable()
export class MessagesLinkPresenter {
  private readonly deps: { follow: FollowUnreadMessages; unread: UnreadMessages };

  constructor(
    @inject(FollowUnreadMessages) follow: FollowUnreadMessages,
    @inject(UnreadMessages) unread: UnreadMessages,
  ) {
    this.deps = { follow, unread };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get unread(): number {
    return this.deps.unread.count;
  }

  follow(): () => void {
    return this.deps.follow.execute();
  }
}
