import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../../domain/ad';
import type { Role, User } from '../../../domain/user';
import { DomainError } from '../../../domain/errors';
import { ApproveAd } from '../../../application/admin/ApproveAd';
import { ListUsers } from '../../../application/admin/ListUsers';
import { LoadAdminStats } from '../../../application/admin/LoadAdminStats';
import { LoadModerationQueue } from '../../../application/admin/LoadModerationQueue';
import { RejectAd } from '../../../application/admin/RejectAd';
import { UpdateUser } from '../../../application/admin/UpdateUser';
import type { AdminStats } from '../../../application/admin/ports';
import { AppConfig, Notifier } from '../../../application/shared/ports';
import { SessionState } from '../../../application/auth/ports';
import { Submission } from '../../components/Submission';

type Pending = { kind: 'block' | 'unblock'; user: User } | { kind: 'role'; user: User; role: Role } | { kind: 'reject'; ad: Ad };

const codeOf = (error: unknown) => (error instanceof DomainError ? error.code : 'INTERNAL');

/** Figures, the users table (search, paging, role, block) and the moderation queue. */
@injectable()
export class AdminDashboardPresenter {
  stats: AdminStats | null = null;
  users: User[] = [];
  total = 0;
  page = 1;
  query = '';
  loadingUsers = false;
  usersErrorCode: string | null = null;
  queue: Ad[] = [];
  pending: Pending | null = null;
  rejectReason = '';
  readonly action = new Submission();
  private searchTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly deps: {
    stats: LoadAdminStats;
    list: ListUsers;
    update: UpdateUser;
    queue: LoadModerationQueue;
    approve: ApproveAd;
    reject: RejectAd;
    notifier: Notifier;
    config: AppConfig;
    session: SessionState;
  };

  constructor(
    @inject(LoadAdminStats) stats: LoadAdminStats,
    @inject(ListUsers) list: ListUsers,
    @inject(UpdateUser) update: UpdateUser,
    @inject(LoadModerationQueue) queue: LoadModerationQueue,
    @inject(ApproveAd) approve: ApproveAd,
    @inject(RejectAd) reject: RejectAd,
    @inject(Notifier) notifier: Notifier,
    @inject(AppConfig) config: AppConfig,
    @inject(SessionState) session: SessionState,
  ) {
    this.deps = { stats, list, update, queue, approve, reject, notifier, config, session };
    makeAutoObservable<this, 'deps' | 'searchTimer'>(this, { deps: false, searchTimer: false, action: false });
  }

  /** Page size from configuration (spec §9: default 10). */
  get pageSize(): number {
    return this.deps.config.usersPerPage;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  isSelf(user: User): boolean {
    return user.id === this.deps.session.user?.id;
  }

  async load(): Promise<void> {
    await Promise.all([this.loadStats(), this.loadUsers(), this.loadQueue()]);
  }

  async loadStats(): Promise<void> {
    try {
      const stats = await this.deps.stats.execute();
      runInAction(() => (this.stats = stats));
    } catch {
      // the figures are a convenience; the tables below still work
    }
  }

  async loadUsers(): Promise<void> {
    this.loadingUsers = true;
    this.usersErrorCode = null;
    try {
      const result = await this.deps.list.execute(this.page, this.pageSize, this.query);
      runInAction(() => {
        this.users = result.items;
        this.total = result.total;
      });
    } catch (error) {
      runInAction(() => (this.usersErrorCode = codeOf(error)));
    } finally {
      runInAction(() => (this.loadingUsers = false));
    }
  }

  async loadQueue(): Promise<void> {
    try {
      const queue = await this.deps.queue.execute();
      runInAction(() => (this.queue = queue));
    } catch {
      runInAction(() => (this.queue = []));
    }
  }

  /** Searching waits for a pause in typing, then starts again at page 1. */
  setQuery(query: string): void {
    this.query = query;
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => {
      runInAction(() => (this.page = 1));
      void this.loadUsers();
    }, 300);
  }

  goToPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    void this.loadUsers();
  }

  ask(pending: Pending | null): void {
    this.pending = pending;
    this.rejectReason = '';
    this.action.reset();
  }

  setRejectReason(reason: string): void {
    this.rejectReason = reason;
  }

  async confirm(messages: { saved: string }): Promise<void> {
    const pending = this.pending;
    if (!pending) return;
    const ok = await this.action.run(async () => {
      if (pending.kind === 'reject') {
        await this.deps.reject.execute(pending.ad.id, this.rejectReason);
        runInAction(() => (this.queue = this.queue.filter((a) => a.id !== pending.ad.id)));
        return;
      }
      const change = pending.kind === 'role' ? { role: pending.role } : { blocked: pending.kind === 'block' };
      const updated = await this.deps.update.execute(pending.user.id, change);
      runInAction(() => (this.users = this.users.map((u) => (u.id === updated.id ? updated : u))));
    });
    if (ok) {
      runInAction(() => (this.pending = null));
      this.deps.notifier.success(messages.saved);
      void this.loadStats();
    }
  }

  async approve(ad: Ad, messages: { approved: string; failed: string }): Promise<void> {
    try {
      await this.deps.approve.execute(ad.id);
      runInAction(() => (this.queue = this.queue.filter((a) => a.id !== ad.id)));
      this.deps.notifier.success(messages.approved);
      void this.loadStats();
    } catch {
      this.deps.notifier.error(messages.failed);
    }
  }

  dispose(): void {
    if (this.searchTimer) clearTimeout(this.searchTimer);
  }
}
