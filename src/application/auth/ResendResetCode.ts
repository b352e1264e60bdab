import type { AuthApi, ForgotPasswordStore } from './ports';
import { recoveringEmail } from './recoveringEmail';

export class ResendResetCode {
  constructor(
    private readonly api: AuthApi,
    private readonly store: ForgotPasswordStore,
  ) {}

  async execute(): Promise<void> {
    await this.api.resendResetCode(recoveringEmail(this.store));
  }
}
