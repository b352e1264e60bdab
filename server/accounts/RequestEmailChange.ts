import { checkEmail, normalizeEmail } from '../../src/domain/validation';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from './domain/user';
import type { OneTimeCodes } from './OneTimeCodes';
import type { Reauthentication } from './Reauthentication';
import { emailChangeCodeMail, emailTakenMail } from './emailChangeMail';
import type { UnitOfWork } from '../platform/ports';

export class RequestEmailChange {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
      reauthentication: Reauthentication;
      codes: OneTimeCodes;
    },
  ) {}

  async execute(user: UserRecord, newEmailInput: string, password: string | undefined, client: string): Promise<void> {
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
}
