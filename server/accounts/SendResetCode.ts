import { codeMail } from '../platform/mailTemplates';
import type { JobPayloads, UnitOfWork } from '../platform/ports';
import type { OneTimeCodes } from './OneTimeCodes';

/** The job behind forgot-password: a reset code for an account that may sign in, nothing for any other address. */
export class SendResetCode {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
      codes: OneTimeCodes;
    },
  ) {}

  async execute({ email }: JobPayloads['reset-code']): Promise<void> {
    const user = await this.deps.uow.repos.users.findByEmail(email);
    if (!user || user.blocked) return;
    // Past the address's mails for the hour no new code is made: the one mailed last stays valid.
    if (!(await this.deps.codes.mailBudgetLeft(email))) return;
    const code = await this.deps.codes.fresh(user, 'reset');
    if (code) await this.deps.codes.mail((u) => codeMail('reset', u.language, u.email, u.name, code), user);
  }
}
