import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Package } from '../../domain/package';
import { RestoreSession } from '../../application/auth/RestoreSession';
import { LoadPackages } from '../../application/packages/LoadPackages';

/** Start-up: restore the session and load the packages (spec §2, §4). The app renders when both ended. */
@injectable()
export class AppPresenter {
  restoringSession = true;
  loadingPackages = true;
  products: Package[] = [];
  private started = false;
  private readonly deps: { restoreSession: RestoreSession; loadPackages: LoadPackages };

  constructor(@inject(RestoreSession) restoreSession: RestoreSession, @inject(LoadPackages) loadPackages: LoadPackages) {
    this.deps = { restoreSession, loadPackages };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.deps.restoreSession.execute().finally(() => runInAction(() => (this.restoringSession = false)));
    void this.deps.loadPackages.execute().then((products) =>
      runInAction(() => {
        this.products = products;
        this.loadingPackages = false;
      }),
    );
  }
}
