import type { NotificationSettings } from '../../domain/user';
import type { AccountApi } from './ports';

/** What the person wants mailed: unread messages, reminders, price cuts, the newsletter. */
export class LoadNotificationSettings {
  constructor(private readonly api: AccountApi) {}

  execute(): Promise<NotificationSettings> {
    return this.api.notifications();
  }
}
