import type { Clock, SessionsChanged, UnitOfWork } from '../platform/ports';
import type { Identity } from './identity';

/** "Sign out everywhere else": every session but the caller's ends. */
export class EndOtherSessionsHandler {
  constructor(private readonly deps: { uow: UnitOfWork<'sessions'>; clock: Clock; sessionsChanged: SessionsChanged }) {}

  async execute(identity: Identity): Promise<void> {
    await this.deps.uow.repos.sessions.revokeAll(identity.user.id, this.deps.clock.now(), identity.sessionId);
    this.deps.sessionsChanged(identity.user.id);
  }
}
