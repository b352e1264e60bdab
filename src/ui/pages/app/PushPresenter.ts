import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppInstallation, BrowserPush } from '../../../application/device/ports';
import { LoadPushSettings, type PushOverview } from '../../../application/device/LoadPushSettings';
import { SavePushSettings } from '../../../application/device/SavePushSettings';
import { TurnOffPush } from '../../../application/device/TurnOffPush';
import { TurnOnPush, type TurnOnPushResult } from '../../../application/device/TurnOnPush';
import { AppConfig, Notifier } from '../../../application/shared/ports';
import type { PushKind, PushSettings } from '../../../domain/push';
import { Submission } from '../../components/Submission';

/** What this browser allows: push is off on the server, the browser cannot (on iOS: not in a Safari tab), blocked, or ready. */
export type PushHere = 'off' | 'unsupported' | 'ios' | 'denied' | 'ready';

const QUIET_DEFAULT = { quietFrom: '22:00', quietUntil: '07:00' };

/** The profile's push section (issue 46): this device on or off, what is pushed, quiet hours, and the devices. */
@injectable()
export class PushPresenter {
  overview: PushOverview | null = null;
  /** The form's settings as edited; saved ones are `overview.settings`. */
  settings: PushSettings | null = null;
  here: PushHere = 'ready';
  readonly loading = new Submission();
  readonly switching = new Submission();
  readonly saving = new Submission();
  readonly removing = new Submission();
  /** Turning on ended without push: the person said no, or the browser's push service did not answer. */
  refused: 'denied' | 'unreachable' | null = null;
  private readonly deps: {
    load: LoadPushSettings;
    save: SavePushSettings;
    turnOn: TurnOnPush;
    turnOff: TurnOffPush;
    notifier: Notifier;
    config: AppConfig;
    browser: BrowserPush;
    installation: AppInstallation;
  };

  constructor(
    @inject(LoadPushSettings) load: LoadPushSettings,
    @inject(SavePushSettings) save: SavePushSettings,
    @inject(TurnOnPush) turnOn: TurnOnPush,
    @inject(TurnOffPush) turnOff: TurnOffPush,
    @inject(Notifier) notifier: Notifier,
    @inject(AppConfig) config: AppConfig,
    @inject(BrowserPush) browser: BrowserPush,
    @inject(AppInstallation) installation: AppInstallation,
  ) {
    this.deps = { load, save, turnOn, turnOff, notifier, config, browser, installation };
    makeAutoObservable<this, 'deps'>(this, {
      deps: false,
      loading: false,
      switching: false,
      saving: false,
      removing: false,
    });
  }

  get onHere(): boolean {
    return this.overview?.thisDeviceId != null;
  }

  get quietOn(): boolean {
    return this.settings?.quietFrom != null;
  }

  /** Unsaved changes in the form: the save button waits for one. */
  get changed(): boolean {
    const saved = this.overview?.settings;
    return !!saved && !!this.settings && JSON.stringify(saved) !== JSON.stringify(this.settings);
  }

  async load(): Promise<void> {
    this.here = this.readHere();
    if (this.here === 'off') return;
    await this.loading.run(async () => {
      const overview = await this.deps.load.execute();
      runInAction(() => {
        this.overview = overview;
        this.settings = { ...overview.settings };
      });
    });
  }

  async turnOn(done: string): Promise<void> {
    let result: TurnOnPushResult | null = null;
    const ok = await this.switching.run(async () => {
      result = await this.deps.turnOn.execute();
    });
    const outcome = result as TurnOnPushResult | null;
    runInAction(() => {
      this.here = this.readHere();
      this.refused =
        outcome && !outcome.on && (outcome.reason === 'denied' || outcome.reason === 'unreachable')
          ? outcome.reason
          : null;
    });
    if (!ok || !outcome?.on) return;
    this.deps.notifier.success(done);
    await this.load();
  }

  async turnOff(done: string): Promise<void> {
    if (await this.switching.run(() => this.deps.turnOff.execute())) {
      this.deps.notifier.success(done);
      await this.load();
    }
  }

  /** "Entfernen" beside a device (this one or another). */
  async remove(deviceId: string, done: string): Promise<void> {
    if (await this.removing.run(() => this.deps.turnOff.execute(deviceId))) {
      this.deps.notifier.success(done);
      await this.load();
    }
  }

  set(kind: PushKind | 'preview', on: boolean): void {
    if (this.settings) this.settings = { ...this.settings, [kind]: on };
  }

  setQuiet(on: boolean): void {
    if (!this.settings) return;
    this.settings = { ...this.settings, ...(on ? QUIET_DEFAULT : { quietFrom: null, quietUntil: null }) };
  }

  setQuietTime(field: 'quietFrom' | 'quietUntil', value: string): void {
    if (this.settings) this.settings = { ...this.settings, [field]: value || null };
  }

  async save(done: string): Promise<void> {
    const settings = this.settings;
    if (!settings) return;
    const ok = await this.saving.run(async () => {
      const saved = await this.deps.save.execute(settings);
      runInAction(() => {
        if (this.overview) this.overview = { ...this.overview, settings: saved };
        this.settings = { ...saved };
      });
    });
    if (ok) this.deps.notifier.success(done);
  }

  private readHere(): PushHere {
    if (!this.deps.config.pushPublicKey) return 'off';
    if (!this.deps.browser.supported) return this.deps.installation.state === 'ios' ? 'ios' : 'unsupported';
    return this.deps.browser.permission() === 'denied' ? 'denied' : 'ready';
  }
}
