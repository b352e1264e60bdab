import type { Clock, SessionsChanged, UnitOfWork } from '../platform/ports';
import type { Identity } from './identity';

/** Logout: this session ends on the server too, whatever happens to the token in the browser. */
export class LogoutHandler {
  constructor(private readonly deps: { uow: UnitOfWork<'sessions'>; clock: Clock; sessionsChanged: SessionsChanged }) {}

  async execute(identity: Identity): Promise<void> {
    await this.deps.uow.repos.sessions.revoke(identity.user.id, identity.sessionId, this.deps.clock.now());
    this.deps.sessionsChanged(identity.user.id);
  }
}
