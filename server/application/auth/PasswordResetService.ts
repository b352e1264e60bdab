import type { UserRecord } from '../../domain/user';
import { normalizeEmail } from '../../../src/domain/validation';
import { ApiError } from '../../domain/ApiError';
import { codeMail } from '../mail/mailTemplates';
import type { AttemptCounter, Clock, JobPayloads, JobQueue, SessionsChanged, UnitOfWork } from '../shared/ports';
import type { OneTimeCodes } from './OneTimeCodes';
import type { PasswordHasher, SecretHasher } from './ports';

/**
 * Forgotten passwords (spec §7): a code by mail, verified in the browser that then sets the new password (the reset is
 * bound to it by an httpOnly cookie holding a secret only its hash of is stored), and every old session ended.
 */
export class PasswordResetService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'sessions' | 'users'>;
      hasher: PasswordHasher;
      secrets: SecretHasher;
      codes: OneTimeCodes;
      sessionsChanged: SessionsChanged;
      /** The code is made and mailed by a job (JobPayloads['reset-code']), so the answer never waits on SMTP. */
      jobs: JobQueue;
      clock: Clock;
      attempts: AttemptCounter;
      /** The owner is told by mail that the password was set anew (AuthService.notify). */
      notices: { notify(user: UserRecord, event: 'password_reset', userAgent: string): Promise<void> };
    },
  ) {}

  /**
   * Answers the same whether or not the address has an account; only an account that may sign in gets a job, so a flood
   * of other addresses queues nothing that real codes would wait behind.
   */
  async request(emailInput: string, client: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    await this.deps.codes.acceptRequest(email, client);
    const user = await this.deps.uow.repos.users.findByEmail(email);
    if (user && !user.blocked) await this.deps.jobs.enqueue('reset-code', { email });
  }

  /** The job behind forgot-password: a reset code for an account that may sign in, nothing for any other address. */
  async sendCode({ email }: JobPayloads['reset-code']): Promise<void> {
    const user = await this.deps.uow.repos.users.findByEmail(email);
    if (!user || user.blocked) return;
    // Past the address's mails for the hour no new code is made: the one mailed last stays valid.
    if (!(await this.deps.codes.mailBudgetLeft(email))) return;
    const code = await this.deps.codes.fresh(user, 'reset');
    if (code) await this.deps.codes.mail((u) => codeMail('reset', u.language, u.email, u.name, code), user);
  }

  /** Marks the reset code verified and returns the secret for the httpOnly cookie that binds the reset. */
  async verify(emailInput: string, code: string): Promise<string> {
    const { uow, secrets, clock } = this.deps;
    const user = await uow.repos.users.findByEmail(normalizeEmail(emailInput));
    if (!user || user.blocked) throw new ApiError(400, 'CODE_INVALID', 'The code is not correct');
    const record = await this.deps.codes.check(user, 'reset', code);
    const secret = secrets.newSecret();
    await uow.repos.codes.update(record.id, { verifiedAt: clock.now(), resetTokenHash: secrets.hash(secret) });
    return secret;
  }

  async reset(emailInput: string, resetSecret: string | undefined, newPassword: string, userAgent = ''): Promise<void> {
    const { uow, secrets } = this.deps;
    const refuse = () => new ApiError(403, 'FORBIDDEN', 'Verify the code from the e-mail in this browser first');
    if (!resetSecret) throw refuse();
    const user = await uow.repos.users.findByEmail(normalizeEmail(emailInput));
    if (!user) throw refuse();
    const record = await uow.repos.codes.latest(user.id, 'reset');
    const now = this.deps.clock.now();
    if (
      !record ||
      !record.verifiedAt ||
      record.usedAt ||
      !record.resetTokenHash ||
      !secrets.matches(resetSecret, record.resetTokenHash)
    ) {
      throw refuse();
    }
    if (record.expiresAt.getTime() < now.getTime()) throw new ApiError(400, 'CODE_EXPIRED', 'The code has expired');
    const passwordHash = await this.deps.hasher.hash(newPassword);
    await uow.transaction(async (repos) => {
      await repos.codes.update(record.id, { usedAt: now });
      // The code proved the mailbox: an account never activated is its owner's now, with the owner's password only
      // (a password set by whoever registered the address without proving it is gone), and its other codes end.
      await repos.codes.expireAll(user.id, now);
      await repos.users.update(user.id, { passwordHash, activated: true });
      // Every earlier session ends with the old password.
      await repos.users.bumpTokenVersion(user.id);
      await repos.sessions.revokeAll(user.id, now, null);
    });
    this.deps.sessionsChanged(user.id);
    // Whoever failed logins on this account before, the owner who just proved the mailbox gets straight in.
    await this.deps.attempts.reset(`login:${user.email}`);
    await this.deps.notices.notify(user, 'password_reset', userAgent);
  }
}
