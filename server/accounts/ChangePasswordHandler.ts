import type { Session } from '../../src/domain/user';
import { ApiError } from '../platform/domain/ApiError';
import type { IssueSession } from './IssueSession';
import type { NotifySecurityEvent } from './NotifySecurityEvent';
import type { SessionsChanged, UnitOfWork } from '../platform/ports';
import type { Reauthentication } from './Reauthentication';
import type { PasswordHasher } from './ports';
import type { UserRecord } from './domain/user';

/** Ends every other session; the caller gets a fresh token so this tab stays signed in. */
export class ChangePasswordHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'sessions' | 'users'>;
      hasher: PasswordHasher;
      reauthentication: Reauthentication;
      sessionsChanged: SessionsChanged;
      notices: Pick<NotifySecurityEvent, 'execute'>;
      sessions: Pick<IssueSession, 'execute'>;
    },
  ) {}

  async execute(
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
    await this.deps.notices.execute(updated!, 'password_changed', userAgent);
    return this.deps.sessions.execute(updated!, userAgent);
  }
}
