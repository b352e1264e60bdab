import type { Session } from '../../src/domain/user';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { AccessTokens } from './ports';
import type { UserRecord } from './domain/user';
import type { NotifySecurityEvent } from './NotifySecurityEvent';
import { toApiUser } from './userView';

/** A new server-side session for this browser (its user agent tells the sessions apart) and its token. */
export class IssueSession {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'sessions'>;
      tokens: AccessTokens;
      clock: Clock;
      notices: Pick<NotifySecurityEvent, 'execute'>;
    },
  ) {}

  /** `otherAccountsOnDevice`: accounts that signed in from this browser before (KnownDevices), kept for the risk check. */
  async execute(user: UserRecord, userAgent: string, otherAccountsOnDevice = 0): Promise<Session> {
    const now = this.deps.clock.now();
    const agent = userAgent.slice(0, 300);
    const { sessions } = this.deps.uow.repos;
    const history = await sessions.deviceHistory(user.id, agent);
    const session = await sessions.create({
      userId: user.id,
      userAgent: agent,
      now,
      expiresAt: new Date(now.getTime() + this.deps.tokens.lifetimeMs),
      otherAccountsOnDevice,
    });
    // The first session of an account is its owner's; after that, a browser never seen before is worth a mail.
    if (history.signedInBefore && !history.fromThisDevice) await this.deps.notices.execute(user, 'new_device', agent);
    const accessToken = await this.deps.tokens.sign({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: session.id,
    });
    return { accessToken, user: toApiUser(user) };
  }
}
