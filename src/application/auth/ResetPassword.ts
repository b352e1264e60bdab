import { ValidationError } from '../../domain/errors';
import { validateNewPassword, type NewPasswordPayload } from '../../domain/validation';
import type { AuthApi, ForgotPasswordStore } from './ports';
import { recoveringEmail } from './recoveringEmail';

export class ResetPassword {
  constructor(
    private readonly api: AuthApi,
    private readonly store: ForgotPasswordStore,
  ) {}

  async execute(payload: NewPasswordPayload): Promise<void> {
    const problems = validateNewPassword(payload);
    if (problems.length > 0) throw new ValidationError(problems);
    await this.api.resetPassword(recoveringEmail(this.store), payload);
    this.store.clear();
  }
}
