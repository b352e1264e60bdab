import { DEFAULT_GROUND, type DecisionGround } from '../../../domain/decisions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Role, User } from '../../../domain/user';
import { DomainError } from '../../../domain/errors';
import { ListUsers } from '../../../application/admin/ListUsers';
import { UpdateUser } from '../../../application/admin/UpdateUser';
import { AppConfig, Notifier } from '../../../application/shared/ports';
import { SessionState } from '../../../application/auth/ports';
import { Submission } from '../../components/Submission';

export type UserChange = { kind: 'block' | 'unblock'; user: User } | { kind: 'role'; user: User; role: Role };

const SEARCH_PAUSE_MS = 300;

/** The users table: search, pages of the configured size, role and block changes after confirmation. */
@injectable()
export class AdminUsersPresenter {
  users: User[] = [];
  total = 0;
  page = 1;
  query = '';
  loading = false;
  errorCode: string | null = null;
  /** The change waiting for the admin's confirmation. */
  pending: UserChange | null = null;
  readonly action = new Submission();
  private searchTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly deps: {
    list: ListUsers;
    update: UpdateUser;
    notifier: Notifier;
    config: AppConfig;
    session: SessionState;
  };

  constructor(
    @inject(ListUsers) list: ListUsers,
    @inject(UpdateUser) update: UpdateUser,
    @inject(Notifier) notifier: Notifier,
    @inject(AppConfig) config: AppConfig,
    @inject(SessionState) session: SessionState,
  ) {
    this.deps = { list, update, notifier, config, session };
    makeAutoObservable<this, 'deps' | 'searchTimer'>(this, { deps: false, searchTimer: false, action: false });
  }

  /** Page size from configuration (spec §9: default 10). */
  get pageSize(): number {
    return this.deps.config.usersPerPage;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** Admins cannot block or demote themselves. */
  isSelf(user: User): boolean {
    return user.id === this.deps.session.user?.id;
  }

  async load(): Promise<void> {
    this.loading = true;
    this.errorCode = null;
    try {
      const result = await this.deps.list.execute(this.page, this.pageSize, this.query);
      runInAction(() => {
        this.users = result.items;
        this.total = result.total;
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Searching waits for a pause in typing, then starts again at page 1. */
  setQuery(query: string): void {
    this.query = query;
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => {
      runInAction(() => (this.page = 1));
      void this.load();
    }, SEARCH_PAUSE_MS);
  }

  goToPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    void this.load();
  }

  /** A block's reason and ground: the person's statement of reasons. */
  blockReason = '';
  blockGround: DecisionGround = DEFAULT_GROUND.account_blocked;

  setBlockReason(reason: string): void {
    this.blockReason = reason;
  }

  setBlockGround(ground: DecisionGround): void {
    this.blockGround = ground;
  }

  ask(change: UserChange | null): void {
    this.pending = change;
    this.blockReason = '';
    this.blockGround = DEFAULT_GROUND.account_blocked;
    this.action.reset();
  }

  /** Resolves true when the change was saved (the figures may have changed with it). */
  async confirm(messages: { saved: string }): Promise<boolean> {
    const pending = this.pending;
    if (!pending) return false;
    const ok = await this.action.run(async () => {
      const change =
        pending.kind === 'role'
          ? { role: pending.role }
          : pending.kind === 'block'
            ? { blocked: true, reason: this.blockReason, ground: this.blockGround }
            : { blocked: false };
      const updated = await this.deps.update.execute(pending.user.id, change);
      runInAction(() => (this.users = this.users.map((u) => (u.id === updated.id ? updated : u))));
    });
    if (!ok) return false;
    runInAction(() => (this.pending = null));
    this.deps.notifier.success(messages.saved);
    return true;
  }

  dispose(): void {
    if (this.searchTimer) clearTimeout(this.searchTimer);
  }
}
