import { checkEmail, normalizeEmail } from '../../../src/domain/validation';
import { ApiError } from '../../domain/ApiError';
import type { UserRecord } from '../../domain/user';
import type { OneTimeCodes } from '../auth/OneTimeCodes';
import type { Reauthentication } from './Reauthentication';
import { emailChangeCodeMail, emailChangedMail, emailTakenMail } from '../mail/emailChangeMail';
import type { Clock, Logger, Mailer, UnitOfWork } from '../shared/ports';

/**
 * A new e-mail address for an account, in two steps: the password and the new address, then the code mailed to that
 * address (docs/decisions.md §2's codes: hashed, 10 minutes, five tries). The account keeps its address until the code is
 * entered; then the old address is told. Whether another account has the new address is never said in an answer:
 * that account's owner gets a mail instead of a code, and the confirmation fails like a wrong code.
 */
export class EmailChangeService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'users'>;
      reauthentication: Reauthentication;
      codes: OneTimeCodes;
      mailer: Mailer;
      clock: Clock;
      log: Logger;
      publicUrl: string;
    },
  ) {}

  async request(user: UserRecord, newEmailInput: string, password: string | undefined, client: string): Promise<void> {
    const problem = checkEmail(newEmailInput, 'newEmail');
    if (problem) throw ApiError.validation([problem]);
    const newEmail = normalizeEmail(newEmailInput);
    if (newEmail === user.email)
      throw ApiError.validation([
        { field: 'newEmail', code: 'unchanged', message: 'This is already the address of the account' },
      ]);
    await this.deps.reauthentication.check(user, password, client);
    // Our mails to one address are limited per hour, so this form cannot be used to flood someone's inbox.
    await this.deps.codes.acceptRequest(newEmail, client);
    if (!(await this.deps.codes.mailBudgetLeft(newEmail)))
      throw new ApiError(429, 'MAIL_QUOTA_REACHED', 'Too many e-mails to this address; please try again in an hour');
    const { repos } = this.deps.uow;
    await repos.users.update(user.id, { pendingEmail: newEmail });
    const owner = await repos.users.findByEmail(newEmail);
    if (owner) {
      await this.deps.codes.mail(() => emailTakenMail(newEmail, owner.name, owner.language), owner);
      return;
    }
    const code = await this.deps.codes.fresh(user, 'email_change', newEmail);
    // null: a code went out less than a minute ago; it is still valid.
    if (code)
      await this.deps.codes.mail(() => emailChangeCodeMail(newEmail, user.name, user.language, code), {
        ...user,
        email: newEmail,
      });
  }

  async confirm(user: UserRecord, code: string): Promise<UserRecord> {
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
