import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ApiError } from '../platform/domain/ApiError';

/**
 * A mobile number as people write it ("0151 234 567 89", "+49 1512 3456789", "0043 664 …"), read with Germany as the
 * home country, checked against the numbering plans (libphonenumber's metadata) and returned in E.164 for the SMS
 * gateway; a landline, which cannot receive the code, is refused with its own message.
 */
export function mobileNumber(input: string): string {
  const parsed = writtenNumber(input);
  if (!parsed?.isValid())
    throw ApiError.validation([{ field: 'phone', code: 'invalid', message: 'This is not a phone number' }]);
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
    throw ApiError.validation([
      { field: 'phone', code: 'not_mobile', message: 'The code comes by SMS: give a mobile number' },
    ]);
  return parsed.number;
}

/** A number as people write it ("0151 …", "0049 …", "+49 …"), read with Germany as the home country. */
export function writtenNumber(input: string) {
  return parsePhoneNumberFromString(input.trim().replace(/^00/, '+'), 'DE');
}

/** The number in E.164, or null for what is no valid number (a landline counts: it is someone's contact). */
export function e164(written: string): string | null {
  const parsed = writtenNumber(written);
  return parsed?.isValid() ? parsed.number : null;
}

/** A number as people read it and a seller's card shows it: "+49 1512 3456789". */
export function displayedNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
