import { ApiError } from '../platform/domain/ApiError';
import type { ImageStorage } from '../ads/ports';
import type { Clock, Logger, Mailer, SessionsChanged, UnitOfWork } from '../platform/ports';
import { accountDeletedMail } from './accountDeletedMail';
import type { Reauthentication } from './Reauthentication';
import type { UserRecord } from './domain/user';

/**
 * Removes the person, their ads, images, codes, credits, Merkliste, saved searches and the messages they wrote (the
 * other side of a conversation keeps its own messages and sees "gelöschter Nutzer"). Payments stay for bookkeeping
 * (ten years, § 147 AO) with the billing name and address frozen at purchase, and without any other link to the person.
 */
export class DeleteAccountHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'conversations' | 'payments' | 'users'>;
      reauthentication: Reauthentication;
      sessionsChanged: SessionsChanged;
      images: ImageStorage;
      log: Logger;
      mailer: Mailer;
      clock: Clock;
      publicUrl: string;
      adsChanged: () => void;
    },
  ) {}

  async execute(user: UserRecord, password: string | undefined, client: string): Promise<void> {
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
