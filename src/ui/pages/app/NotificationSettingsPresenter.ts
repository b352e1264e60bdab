import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadNotificationSettings } from '../../../application/account/LoadNotificationSettings';
import { SaveNotificationSettings } from '../../../application/account/SaveNotificationSettings';
import { Notifier } from '../../../application/shared/ports';
import type { NotificationSettings } from '../../../domain/user';
import { Submission } from '../../components/Submission';

/** The profile's "notifications": which mails the person wants besides the ones they asked for. */
@injectable()
export class NotificationSettingsPresenter {
  /** As the form shows them; null until loaded. */
  settings: NotificationSettings | null = null;
  readonly loading = new Submission();
  readonly saving = new Submission();
  private readonly deps: { load: LoadNotificationSettings; save: SaveNotificationSettings; notifier: Notifier };

  constructor(
    @inject(LoadNotificationSettings) load: LoadNotificationSettings,
    @inject(SaveNotificationSettings) save: SaveNotificationSettings,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { load, save, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false, loading: false, saving: false });
  }

  async load(): Promise<void> {
    await this.loading.run(async () => {
      const settings = await this.deps.load.execute();
      runInAction(() => (this.settings = settings));
    });
  }

  set(key: keyof NotificationSettings, on: boolean): void {
    if (this.settings) this.settings = { ...this.settings, [key]: on };
  }

  async save(savedMessage: string): Promise<void> {
    const settings = this.settings;
    if (!settings) return;
    const ok = await this.saving.run(async () => {
      const saved = await this.deps.save.execute(settings);
      runInAction(() => (this.settings = saved));
    });
    if (ok) this.deps.notifier.success(savedMessage);
  }
}
