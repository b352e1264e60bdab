import { ValidationError } from '../../domain/errors';
import type { PhoneStatus } from '../../domain/user';
import type { PhoneApi } from './ports';

/**
 * A mobile number confirmed in two steps: `request` sends a code by SMS to the number as typed (the server reads it),
 * `confirm` sends the code back. Empty input is refused here, on its field, without asking the server.
 */
export class ConfirmPhone {
  constructor(private readonly api: PhoneApi) {}

  status(): Promise<PhoneStatus> {
    return this.api.status();
  }

  async request(phone: string): Promise<{ to: string }> {
    if (!phone.trim())
      throw new ValidationError([{ field: 'phone', code: 'required', message: 'Give a mobile number' }]);
    return this.api.requestCode(phone.trim());
  }

  async execute(code: string): Promise<PhoneStatus> {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits))
      throw new ValidationError([{ field: 'code', code: 'invalid', message: 'The code has six digits' }]);
    return this.api.confirm(digits);
  }
}
