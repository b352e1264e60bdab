import { ApiError } from '../platform/domain/ApiError';
import type { Clock, SessionsChanged, UnitOfWork } from '../platform/ports';
import type { Identity } from './identity';

/** Ends one of the account's sessions (its token stops working at once); 404 when there is no such active one. */
export class EndSessionHandler {
  constructor(private readonly deps: { uow: UnitOfWork<'sessions'>; clock: Clock; sessionsChanged: SessionsChanged }) {}

  async execute(identity: Identity, sessionId: string): Promise<void> {
    if (!(await this.deps.uow.repos.sessions.revoke(identity.user.id, sessionId, this.deps.clock.now())))
      throw ApiError.notFound('Session');
    this.deps.sessionsChanged(identity.user.id);
  }
}
