import { ValidationError } from '../../domain/errors';
import { normalizeEmail, validateRegistration, type RegistrationPayload } from '../../domain/validation';
import type { Notifier } from '../shared/ports';
import type { AuthApi } from './ports';

export class Register {
  constructor(
    private readonly api: AuthApi,
    private readonly notifier: Notifier,
  ) {}

  /** Resolves with the server's message, which is also shown as a success toast (spec §7). */
  async execute(payload: RegistrationPayload): Promise<string> {
    const problems = validateRegistration(payload);
    if (problems.length > 0) throw new ValidationError(problems);
    const message = await this.api.register({
      ...payload,
      name: payload.name.trim(),
      lastname: payload.lastname.trim(),
      email: normalizeEmail(payload.email),
      phone_number: payload.phone_number.trim(),
    });
    this.notifier.success(message);
    return message;
  }
}
