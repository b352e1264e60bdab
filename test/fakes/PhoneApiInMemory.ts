import type { PhoneApi } from '../../src/application/account/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import type { PhoneStatus } from '../../src/domain/user';

/** The phone confirmation as the server runs it: mobile numbers only, the code sent, confirmed by that code alone. */
export class PhoneApiInMemory implements PhoneApi {
  current: PhoneStatus = { phone: '+49 30 1234567', verified: false, showPhone: false };
  /** The codes "sent", by number. */
  readonly sent = new Map<string, string>();
  private pending: string | null = null;

  async status(): Promise<PhoneStatus> {
    return { ...this.current };
  }

  async requestCode(phone: string): Promise<{ to: string }> {
    const digits = phone.replace(/[^\d+]/g, '').replace(/^0/, '+49');
    if (!/^\+\d{8,15}$/.test(digits))
      throw new RequestError('http', 'VALIDATION_FAILED', 'Invalid', 400, [
        { field: 'phone', code: 'invalid', message: 'Not a number' },
      ]);
    // German mobile numbers start with 015, 016 or 017; other German numbers are landlines.
    if (digits.startsWith('+49') && !/^\+491[5-7]/.test(digits))
      throw new RequestError('http', 'VALIDATION_FAILED', 'Invalid', 400, [
        { field: 'phone', code: 'not_mobile', message: 'Give a mobile number' },
      ]);
    this.sent.set(digits, '123456');
    this.pending = digits;
    return { to: digits };
  }

  async confirm(code: string): Promise<PhoneStatus> {
    if (!this.pending || this.sent.get(this.pending) !== code)
      throw new RequestError('http', 'CODE_INVALID', 'Wrong code', 400);
    this.current = { phone: this.pending, verified: true, showPhone: false };
    this.pending = null;
    return { ...this.current };
  }

  async setShowPhone(showPhone: boolean): Promise<PhoneStatus> {
    if (showPhone && !this.current.verified) throw new RequestError('http', 'PHONE_NOT_VERIFIED', 'Confirm first', 409);
    this.current = { ...this.current, showPhone };
    return { ...this.current };
  }
}
