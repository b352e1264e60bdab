import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppInstallation, type InstallState } from '../../../application/device/ports';
import { Notifier } from '../../../application/shared/ports';

/** "Inserat als App": what this browser offers, and its install dialog on request. */
@injectable()
export class InstallAppPresenter {
  installing = false;
  private readonly deps: { installation: AppInstallation; notifier: Notifier };

  constructor(@inject(AppInstallation) installation: AppInstallation, @inject(Notifier) notifier: Notifier) {
    this.deps = { installation, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get state(): InstallState {
    return this.deps.installation.state;
  }

  async install(done: string): Promise<void> {
    this.installing = true;
    try {
      if (await this.deps.installation.install()) this.deps.notifier.success(done);
    } finally {
      this.installing = false;
    }
  }
}
