import type { NotificationSettings, Session } from '../../../src/domain/user';
import { ApiError } from '../../domain/ApiError';
import type { AuthService } from '../auth/AuthService';
import type { ImageStorage } from '../ads/ports';
import type { Clock, Logger, Mailer, SessionsChanged, UnitOfWork } from '../shared/ports';
import { accountDeletedMail } from '../mail/accountDeletedMail';
import type { Reauthentication } from './Reauthentication';
import type { PasswordHasher } from '../auth/ports';
import type { UserRecord } from '../../domain/user';

export interface ProfileChange {
  name?: string;
  lastname?: string;
  phone_number?: string;
  language?: 'de' | 'en';
}

/** What signed-in people do with their own account. */
export class AccountService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'conversations' | 'payments' | 'sessions' | 'users'>;
      hasher: PasswordHasher;
      reauthentication: Reauthentication;
      sessionsChanged: SessionsChanged;
      auth: AuthService;
      images: ImageStorage;
      log: Logger;
      mailer: Mailer;
      clock: Clock;
      publicUrl: string;
      adsChanged: () => void;
    },
  ) {}

  async updateProfile(user: UserRecord, change: ProfileChange): Promise<UserRecord> {
    const updated = await this.deps.uow.repos.users.update(user.id, {
      ...(change.name !== undefined && { name: change.name.trim() }),
      ...(change.lastname !== undefined && { lastname: change.lastname.trim() }),
      // A changed number is no longer the confirmed one: it is shown on no ad until confirmed again.
      ...(change.phone_number !== undefined &&
        change.phone_number.trim() !== user.phoneNumber && {
          phoneNumber: change.phone_number.trim(),
          phoneVerifiedAt: null,
          showPhone: false,
        }),
      ...(change.language !== undefined && { language: change.language }),
    });
    if (!updated) throw ApiError.unauthorized();
    return updated;
  }

  notifications(user: UserRecord): NotificationSettings {
    return { messages: user.notifyMessages, reminders: user.notifyReminders, newsletter: user.newsletter };
  }

  async setNotifications(user: UserRecord, change: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const updated = await this.deps.uow.repos.users.update(user.id, {
      ...(change.messages !== undefined && { notifyMessages: change.messages }),
      ...(change.reminders !== undefined && { notifyReminders: change.reminders }),
      ...(change.newsletter !== undefined && { newsletter: change.newsletter }),
    });
    if (!updated) throw ApiError.unauthorized();
    return this.notifications(updated);
  }

  /** Ends every other session; the caller gets a fresh token so this tab stays signed in. */
  async changePassword(
    user: UserRecord,
    currentPassword: string,
    newPassword: string,
    userAgent: string,
    client: string,
  ): Promise<Session> {
    // An account without a password (made with Google) sets its first one here only after a reset by mail.
    if (!user.passwordHash)
      throw new ApiError(400, 'VALIDATION_FAILED', 'The current password is wrong', [
        { field: 'currentPassword', code: 'invalid', message: 'The current password is wrong' },
      ]);
    await this.deps.reauthentication.check(user, currentPassword, client, 'currentPassword');
    const passwordHash = await this.deps.hasher.hash(newPassword);
    const updated = await this.deps.uow.transaction(async (repos) => {
      await repos.users.update(user.id, { passwordHash });
      await repos.sessions.revokeAll(user.id, new Date(), null);
      return repos.users.bumpTokenVersion(user.id);
    });
    this.deps.sessionsChanged(user.id);
    await this.deps.auth.notify(updated!, 'password_changed', userAgent);
    return this.deps.auth.issueSession(updated!, userAgent);
  }

  /**
   * Removes the person, their ads, images, codes, credits, Merkliste, saved searches and the messages they wrote (the
   * other side of a conversation keeps its own messages and sees "gelöschter Nutzer"). Payments stay for bookkeeping
   * (ten years, § 147 AO) with the billing name and address frozen at purchase, and without any other link to the person.
   */
  async deleteAccount(user: UserRecord, password: string | undefined, client: string): Promise<void> {
    await this.deps.reauthentication.check(user, password, client);
    if (user.role === 'ADMIN') {
      throw new ApiError(
        409,
        'CONFLICT',
        'An administrator account cannot delete itself; another admin must demote it first',
      );
    }
    const keys = await this.deps.uow.repos.ads.imageKeysOfOwner(user.id);
    await this.deps.uow.transaction(async (repos) => {
      await repos.payments.detachFromUser(user.id);
      await repos.conversations.removeMessagesOf(user.id);
      await repos.users.delete(user.id);
    });
    this.deps.adsChanged();
    this.deps.sessionsChanged(user.id);
    // The person is told it is done (and whom to tell if it was not them); the account is gone either way.
    const confirmation = accountDeletedMail({
      to: user.email,
      name: user.name,
      language: user.language,
      at: this.deps.clock.now(),
      impressumUrl: `${this.deps.publicUrl}/impressum`,
    });
    await this.deps.mailer
      .send(confirmation)
      .catch((err: unknown) => this.deps.log.error({ err }, 'queueing the account-deleted confirmation failed'));
    for (const key of keys) {
      await this.deps.images
        .remove(key)
        .catch((err: unknown) => this.deps.log.warn({ err, key }, 'removing an image file failed'));
    }
  }
}
