import { ValidationError, type FieldError } from '../../domain/errors';
import { checkEmail, checkName, checkPhone } from '../../domain/validation';
import type { AdContactApi, ContactMessage } from './ports';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export class ContactSeller {
  constructor(private readonly api: AdContactApi) {}

  async execute(adId: string, message: ContactMessage): Promise<void> {
    const length = message.message.trim().length;
    const problems = [
      checkName(message.name, 'name'),
      checkEmail(message.email),
      message.phone.trim() ? checkPhone(message.phone, 'phone') : null,
      length < CONTACT_MESSAGE_MIN
        ? ({
            field: 'message',
            code: length === 0 ? 'required' : 'too_short',
            message: 'Write a few words',
          } satisfies FieldError)
        : length > CONTACT_MESSAGE_MAX
          ? ({ field: 'message', code: 'too_long', message: 'The message is too long' } satisfies FieldError)
          : null,
    ].filter((p) => p !== null);
    if (problems.length > 0) throw new ValidationError(problems);
    await this.api.contact(adId, {
      ...message,
      name: message.name.trim(),
      email: message.email.trim(),
      phone: message.phone.trim(),
      message: message.message.trim(),
    });
  }
}
