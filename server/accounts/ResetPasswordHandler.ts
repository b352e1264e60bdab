import type { NotifySecurityEvent } from './NotifySecurityEvent';
import { normalizeEmail } from '../../src/domain/validation';
import { ApiError } from '../platform/domain/ApiError';
import type { AttemptCounter, Clock, SessionsChanged, UnitOfWork } from '../platform/ports';
import type { PasswordHasher, SecretHasher } from './ports';

export class ResetPasswordHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'codes' | 'sessions' | 'users'>;
      hasher: PasswordHasher;
      secrets: SecretHasher;
      sessionsChanged: SessionsChanged;
      clock: Clock;
      attempts: AttemptCounter;
      /** The owner is told by mail that the password was set anew (NotifySecurityEvent). */
      notices: Pick<NotifySecurityEvent, 'execute'>;
    },
  ) {}

  async execute(
    emailInput: string,
    resetSecret: string | undefined,
    newPassword: string,
    userAgent = '',
  ): Promise<void> {
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
    await this.deps.notices.execute(user, 'password_reset', userAgent);
  }
}
