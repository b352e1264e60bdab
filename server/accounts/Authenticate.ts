import type { Clock, UnitOfWork } from '../platform/ports';
import type { Identity } from './identity';
import type { AccessTokens } from './ports';

export class Authenticate {
  constructor(private readonly deps: { uow: UnitOfWork<'sessions' | 'users'>; tokens: AccessTokens; clock: Clock }) {}

  /** The user and session behind a bearer token, or null: wrong signature, old token version, ended session, blocked or deleted. */
  async execute(token: string): Promise<Identity | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    const { repos } = this.deps.uow;
    const [user, session] = await Promise.all([
      repos.users.findById(claims.userId),
      repos.sessions.findById(claims.sessionId),
    ]);
    if (!user || user.blocked || !user.activated || user.tokenVersion !== claims.tokenVersion) return null;
    const now = this.deps.clock.now();
    // The token's own expiry (checked above) bounds the session's life; here only whether it was ended.
    if (!session || session.userId !== user.id || session.revokedAt) return null;
    await repos.sessions.touch(session.id, now);
    return { user, sessionId: session.id };
  }
}
