import { ValidationError } from '../../domain/errors';
import { checkCode } from '../../domain/validation';
import type { AuthApi, ForgotPasswordStore } from './ports';
import { recoveringEmail } from './recoveringEmail';

export class VerifyResetCode {
  constructor(
    private readonly api: AuthApi,
    private readonly store: ForgotPasswordStore,
  ) {}

  async execute(code: string): Promise<void> {
    const trimmed = code.trim();
    const problem = checkCode(trimmed);
    if (problem) throw new ValidationError([problem]);
    await this.api.verifyResetCode({ code: trimmed, email: recoveringEmail(this.store) });
  }
}
