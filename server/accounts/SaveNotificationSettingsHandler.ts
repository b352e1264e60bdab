import type { NotificationSettings } from '../../src/domain/user';
import { ApiError } from '../platform/domain/ApiError';
import type { UnitOfWork } from '../platform/ports';
import type { UserRecord } from './domain/user';
import { notificationSettingsOf } from './userView';

/** Which mails a person wants: new messages, reminders, price cuts, the newsletter. */
export class SaveNotificationSettingsHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
    },
  ) {}

  async execute(user: UserRecord, change: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const updated = await this.deps.uow.repos.users.update(user.id, {
      ...(change.messages !== undefined && { notifyMessages: change.messages }),
      ...(change.reminders !== undefined && { notifyReminders: change.reminders }),
      ...(change.priceDrops !== undefined && { notifyPriceDrops: change.priceDrops }),
      ...(change.newsletter !== undefined && { newsletter: change.newsletter }),
    });
    if (!updated) throw ApiError.unauthorized();
    return notificationSettingsOf(updated);
  }
}
