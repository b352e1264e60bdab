import { normalizeEmail } from '../../src/domain/validation';
import type { JobQueue, UnitOfWork } from '../platform/ports';
import type { OneTimeCodes } from './OneTimeCodes';

/**
 * Answers the same whether or not the address has an account; only an account that may sign in gets a job, so a flood
 * of other addresses queues nothing that real codes would wait behind.
 */
export class RequestPasswordReset {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'users'>;
      codes: OneTimeCodes;
      /** The code is made and mailed by a job (JobPayloads['reset-code']), so the answer never waits on SMTP. */
      jobs: JobQueue;
    },
  ) {}

  async execute(emailInput: string, client: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.deps.codes.acceptRequest(email, client);
    const user = await this.deps.uow.repos.users.findByEmail(email);
    if (user && !user.blocked) await this.deps.jobs.enqueue('reset-code', { email });
  }
}
