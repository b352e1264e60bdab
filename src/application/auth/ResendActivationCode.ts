import { ValidationError } from '../../domain/errors';
import { checkEmail, normalizeEmail } from '../../domain/validation';
import type { AuthApi } from './ports';

export class ResendActivationCode {
  constructor(private readonly api: AuthApi) {}

  async execute(email: string): Promise<void> {
    const problem = checkEmail(email);
    if (problem) throw new ValidationError([problem]);
    await this.api.resendActivationCode(normalizeEmail(email));
  }
}
