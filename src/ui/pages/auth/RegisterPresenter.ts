import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { SellerType } from '../../../domain/ad';
import type { RegistrationPayload } from '../../../domain/validation';
import { Register } from '../../../application/auth/Register';
import { Submission } from '../../components/Submission';

export type RegisterField = Exclude<keyof RegistrationPayload, 'role' | 'accountKind'>;

@injectable()
export class RegisterPresenter {
  values: Record<RegisterField, string> = {
    name: '',
    lastname: '',
    email: '',
    phone_number: '',
    password: '',
    confirmPassword: '',
  };
  /** Private unless the person says they sell as a trader. */
  accountKind: SellerType = 'private';
  readonly submission = new Submission();
  private readonly deps: { register: Register };

  constructor(@inject(Register) register: Register) {
    this.deps = { register };
    makeAutoObservable<this, 'deps'>(this, { deps: false, submission: false });
  }

  set(field: RegisterField, value: string): void {
    this.values[field] = value;
  }

  chooseKind(kind: SellerType): void {
    this.accountKind = kind;
  }

  submit(): Promise<boolean> {
    // Self-registration is always a regular user (docs/decisions.md §2).
    return this.submission.run(() =>
      this.deps.register.execute({ ...this.values, role: 'USER', accountKind: this.accountKind }),
    );
  }
}
