import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ConfirmPhone } from '../../../application/account/ConfirmPhone';
import { ShowPhone } from '../../../application/account/ShowPhone';
import type { PhoneStatus } from '../../../domain/user';
import { Submission } from '../../components/Submission';

/**
 * "Telefonnummer bestätigen" on the profile: the number typed, the code sent to it (the form then asks for the code),
 * and whether the confirmed number shows on the person's ads.
 */
@injectable()
export class PhonePresenter {
  status: PhoneStatus | null = null;
  phone = '';
  code = '';
  /** The number the code went to (E.164), once sent: the form asks for the code. */
  sentTo: string | null = null;
  readonly requesting = new Submission();
  readonly confirming = new Submission();
  readonly showing = new Submission();
  private readonly deps: { confirm: ConfirmPhone; show: ShowPhone };

  constructor(@inject(ConfirmPhone) confirm: ConfirmPhone, @inject(ShowPhone) show: ShowPhone) {
    this.deps = { confirm, show };
    makeAutoObservable<this, 'deps'>(this, { deps: false, requesting: false, confirming: false, showing: false });
  }

  async load(): Promise<void> {
    try {
      const status = await this.deps.confirm.status();
      runInAction(() => {
        this.status = status;
        this.phone = status.phone ?? '';
      });
    } catch {
      // The profile's other sections say when the server cannot be reached.
    }
  }

  setPhone(phone: string): void {
    this.phone = phone;
  }

  setCode(code: string): void {
    this.code = code;
  }

  async request(): Promise<void> {
    await this.requesting.run(async () => {
      const { to } = await this.deps.confirm.request(this.phone);
      runInAction(() => {
        this.sentTo = to;
        this.code = '';
      });
    });
  }

  async confirm(): Promise<void> {
    await this.confirming.run(async () => {
      const status = await this.deps.confirm.execute(this.code);
      runInAction(() => {
        this.status = status;
        this.phone = status.phone ?? '';
        this.sentTo = null;
      });
    });
  }

  async setShowPhone(showPhone: boolean): Promise<void> {
    await this.showing.run(async () => {
      const status = await this.deps.show.execute(showPhone);
      runInAction(() => (this.status = status));
    });
  }
}
