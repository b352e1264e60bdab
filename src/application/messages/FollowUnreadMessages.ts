import type { InboxEvents, UnreadMessages } from './ports';

/**
 * Keeps the unread count true while someone looks at a page with the header: set by each (re)connection of the
 * inbox's events and moved by every event. Returns the way to stop.
 */
export class FollowUnreadMessages {
  constructor(
    private readonly events: InboxEvents,
    private readonly unread: UnreadMessages,
  ) {}

  execute(): () => void {
    return this.events.listen(
      (event) => {
        if (event.unreadTotal !== null) this.unread.set(event.unreadTotal);
      },
      (unreadTotal) => this.unread.set(unreadTotal),
    );
  }
}
