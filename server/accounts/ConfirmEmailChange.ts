import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from './domain/user';
import type { OneTimeCodes } from './OneTimeCodes';
import { emailChangedMail } from './emailChangeMail';
import type { Clock, Logger, Mailer, UnitOfWork } from '../platform/ports';

export class ConfirmEmailChange {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'users'>;
      codes: OneTimeCodes;
      mailer: Mailer;
      clock: Clock;
      log: Logger;
      publicUrl: string;
    },
  ) {}

  async execute(user: UserRecord, code: string): Promise<UserRecord> {
    const pending = user.pendingEmail;
    if (!pending) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    const record = await this.deps.codes.check(user, 'email_change', code);
    // A code proves the address it was mailed to, no other: asking for another address since voids it.
    if (record.target !== pending) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    const now = this.deps.clock.now();
    const changed = await this.deps.uow.transaction(async (repos) => {
      // Taken meanwhile (or all along): the same answer as a wrong code.
      if (await repos.users.findByEmail(pending)) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
      await repos.codes.update(record.id, { usedAt: now });
      return repos.users.update(user.id, { email: pending, pendingEmail: null });
    });
    if (!changed) throw ApiError.unauthorized();
    await this.send(
      emailChangedMail(user.email, user.name, user.language, pending, now, `${this.deps.publicUrl}/impressum`),
    );
    return changed;
  }

  /** A mail that cannot be queued is logged; the answer stays the same either way. */
  private async send(message: Parameters<Mailer['send']>[0]): Promise<void> {
    await this.deps.mailer
      .send(message)
      .catch((err: unknown) => this.deps.log.error({ err }, 'queueing an e-mail change mail failed'));
  }
}
