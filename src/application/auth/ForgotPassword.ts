import { ValidationError } from '../../domain/errors';
import { checkEmail, normalizeEmail } from '../../domain/validation';
import type { AuthApi, ForgotPasswordStore } from './ports';

export class ForgotPassword {
  constructor(
    private readonly api: AuthApi,
    private readonly store: ForgotPasswordStore,
  ) {}

  async execute(email: string): Promise<void> {
    const problem = checkEmail(email);
    if (problem) throw new ValidationError([problem]);
    const normalized = normalizeEmail(email);
    await this.api.forgotPassword(normalized);
    // Kept for the verify and reset steps, which follow on other pages (spec §3 forgot_password_account).
    this.store.save(normalized);
  }
}
