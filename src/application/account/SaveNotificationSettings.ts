import type { NotificationSettings } from '../../domain/user';
import type { AccountApi } from './ports';

/** Keeps what the person wants mailed; answers the settings as the server now has them. */
export class SaveNotificationSettings {
  constructor(private readonly api: AccountApi) {}

  execute(settings: NotificationSettings): Promise<NotificationSettings> {
    return this.api.saveNotifications(settings);
  }
}
