import type { Role } from '../../src/domain/user';
import type { DecisionGround } from '../../src/domain/decisions';
import type { UserRecord } from '../accounts/ports';
import { checkedGround, type IssuedDecision, type StatementsOfReasons } from '../moderation/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, SessionsChanged, UnitOfWork } from '../platform/ports';

const BLOCKED_FACTS = 'Das Konto wurde entgegen unseren AGB genutzt.';

export interface UserChange {
  role?: Role;
  blocked?: boolean;
  /** Why an account is blocked (the statement's facts), and on what ground. */
  reason?: string;
  ground?: DecisionGround;
}

/** An admin changes an account's role or blocks it (adsChanged clears what visitors see: a blocked person's ads go). */
export class ChangeUser {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'auditLog' | 'decisions' | 'users'>;
      clock: Clock;
      /** Blocking an account is a decision with a statement of reasons to its holder (DSA Art. 17). */
      statements: Pick<StatementsOfReasons, 'issue' | 'send'>;
      adsChanged: () => void;
      sessionsChanged: SessionsChanged;
    },
  ) {}

  /**
   * Blocking or demoting ends the person's sessions at once (token version); blocking also hides their ads, and the
   * person gets a statement of reasons with the moderator's facts and ground, which they can contest without signing in.
   */
  async execute(admin: UserRecord, id: string, change: UserChange): Promise<UserRecord> {
    if (id === admin.id && ((change.role !== undefined && change.role !== 'ADMIN') || change.blocked === true)) {
      throw new ApiError(403, 'FORBIDDEN', 'Administrators cannot demote or block themselves');
    }
    const ground = change.blocked ? checkedGround('account_blocked', change.ground) : null;
    let issued: IssuedDecision | null = null;
    const updated = await this.deps.uow.transaction(async (repos) => {
      const user = await repos.users.findById(id);
      if (!user) throw ApiError.notFound('User');
      const changed = await repos.users.update(id, {
        ...(change.role !== undefined && { role: change.role }),
        ...(change.blocked !== undefined && { blocked: change.blocked }),
      });
      const entry = {
        adminId: admin.id,
        adminEmail: admin.email,
        targetId: id,
        targetLabel: `${user.name} ${user.lastname} (${user.email})`,
        createdAt: this.deps.clock.now(),
      };
      if (change.blocked !== undefined && change.blocked !== user.blocked)
        await repos.auditLog.record({
          ...entry,
          action: change.blocked ? 'user_blocked' : 'user_unblocked',
          detail: change.reason?.trim() ?? '',
        });
      if (ground && !user.blocked)
        issued = await this.deps.statements.issue(repos, {
          kind: 'account_blocked',
          ground,
          facts: change.reason?.trim() || BLOCKED_FACTS,
          automatedDetection: false,
          automatedDecision: false,
          adId: null,
          adTitle: null,
          reportId: null,
          recipientId: id,
          decidedBy: admin.id,
          createdAt: entry.createdAt,
        });
      if (change.role !== undefined && change.role !== user.role)
        await repos.auditLog.record({ ...entry, action: 'role_changed', detail: change.role });
      const endsSessions =
        (change.blocked === true && !user.blocked) || (change.role === 'USER' && user.role === 'ADMIN');
      return {
        user: endsSessions ? (await repos.users.bumpTokenVersion(id))! : changed!,
        visibilityChanged: change.blocked !== undefined && change.blocked !== user.blocked,
        endsSessions,
      };
    });
    if (updated.visibilityChanged) this.deps.adsChanged();
    if (updated.endsSessions) this.deps.sessionsChanged(id);
    if (issued) await this.deps.statements.send(issued, updated.user);
    return updated.user;
  }
}
