import type { Role } from '../../../src/domain/user';
import { dayInGermany } from '../../../src/domain/calendar';
import type { WeekFigures } from './ports';
import { ApiError } from '../../domain/ApiError';
import type { Clock, SessionsChanged, UnitOfWork } from '../shared/ports';
import type { UserRecord } from '../../domain/user';
import type { AdminActionRecord } from './ports';
import type { DecisionGround } from '../../../src/domain/decisions';
import { checkedGround } from '../../domain/decisionGround';
import type { IssuedDecision, StatementsOfReasons } from '../decisions/StatementsOfReasons';

const DAY_MS = 86_400_000;
const BLOCKED_FACTS = 'Das Konto wurde entgegen unseren AGB genutzt.';

export interface UserChange {
  role?: Role;
  blocked?: boolean;
  /** Why an account is blocked (the statement's facts), and on what ground. */
  reason?: string;
  ground?: DecisionGround;
}

export const LATEST_USERS = 10;

export class AdminService {
  /** adsChanged clears what visitors are shown: blocking hides the person's ads, unblocking shows them again. */
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'auditLog' | 'decisions' | 'payments' | 'users' | 'weeklyFigures'>;
      clock: Clock;
      /** Blocking an account is a decision with a statement of reasons to its holder (DSA Art. 17). */
      statements: StatementsOfReasons;
      adsChanged: () => void;
      sessionsChanged: SessionsChanged;
    },
  ) {}

  /** The audit log, newest first. */
  auditLog(limit = 200): Promise<AdminActionRecord[]> {
    return this.deps.uow.repos.auditLog.latest(limit);
  }

  latestUsers(): Promise<UserRecord[]> {
    return this.deps.uow.repos.users.latest(LATEST_USERS);
  }

  listUsers(page: number, limit: number, q: string | null): Promise<{ items: UserRecord[]; total: number }> {
    return this.deps.uow.repos.users.list({ offset: (page - 1) * limit, limit, q: q?.trim() || null });
  }

  /**
   * Blocking or demoting ends the person's sessions at once (token version); blocking also hides their ads, and the
   * person gets a statement of reasons with the moderator's facts and ground, which they can contest without signing in.
   */
  async updateUser(admin: UserRecord, id: string, change: UserChange): Promise<UserRecord> {
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

  /** "Active ads" are the ads visitors can see now: live, not run out, their owner not blocked. */
  async stats(): Promise<{ users: number; activeAds: number; pendingAds: number; revenueCents: number }> {
    const { repos } = this.deps.uow;
    const [users, activeAds, byStatus, revenueCents] = await Promise.all([
      repos.users.count(),
      repos.ads.countPublic(this.deps.clock.now()),
      repos.ads.countByStatus(),
      repos.payments.revenueCents(),
    ]);
    return { users, activeAds, pendingAds: byStatus.pending ?? 0, revenueCents };
  }

  /** New users, new ads and revenue of the last `weeks` calendar weeks (this one included), every week listed. */
  async weekly(weeks: number): Promise<WeekFigures[]> {
    const today = Date.parse(`${dayInGermany(this.deps.clock.now())}T00:00:00Z`);
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
    const starts = Array.from({ length: weeks }, (_, i) =>
      new Date(monday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
    );
    // From a day before the first Monday (UTC), so that its first hours in German time are in.
    const stored = new Map(
      (await this.deps.uow.repos.weeklyFigures.since(new Date(Date.parse(starts[0]!) - DAY_MS))).map((w) => [
        w.weekStart,
        w,
      ]),
    );
    return starts.map((weekStart) => stored.get(weekStart) ?? { weekStart, newUsers: 0, newAds: 0, revenueCents: 0 });
  }
}
