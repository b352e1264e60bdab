import type { Clock, UnitOfWork } from '../platform/ports';
import type { ActiveSession, Identity } from './identity';

/** The account's active sessions, the caller's own marked. */
export class ListSessionsHandler {
  constructor(private readonly deps: { uow: UnitOfWork<'sessions'>; clock: Clock }) {}

  async execute(identity: Identity): Promise<ActiveSession[]> {
    const rows = await this.deps.uow.repos.sessions.listActive(identity.user.id, this.deps.clock.now());
    return rows.map((r) => ({
      id: r.id,
      userAgent: r.userAgent,
      createdAt: r.createdAt,
      lastUsedAt: r.lastUsedAt,
      current: r.id === identity.sessionId,
    }));
  }
}
