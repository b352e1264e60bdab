import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadAuditLog } from '../../../application/admin/LoadAuditLog';
import type { AdminAction } from '../../../domain/adminAction';
import { DomainError } from '../../../domain/errors';

/** The audit log on the admin dashboard: who did what, when. */
@injectable()
export class AuditLogPresenter {
  entries: AdminAction[] = [];
  loading = true;
  errorCode: string | null = null;
  private readonly deps: { load: LoadAuditLog };

  constructor(@inject(LoadAuditLog) load: LoadAuditLog) {
    this.deps = { load };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.errorCode = null;
    try {
      const entries = await this.deps.load.execute();
      runInAction(() => (this.entries = entries));
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
