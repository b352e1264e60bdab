import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { User } from '../../../domain/user';
import { LoadLatestUsers } from '../../../application/admin/LoadLatestUsers';

@injectable()
export class LatestUsersPresenter {
  /** The spec's name for the latest user-list entries (§3). */
  recentImmobilien: User[] = [];
  loading = false;
  failed = false;
  private readonly deps: { loadLatestUsers: LoadLatestUsers };

  constructor(@inject(LoadLatestUsers) loadLatestUsers: LoadLatestUsers) {
    this.deps = { loadLatestUsers };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const users = await this.deps.loadLatestUsers.execute();
      runInAction(() => (this.recentImmobilien = users));
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
