import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ApiError } from '../platform/domain/ApiError';

/**
 * A mobile number as people write it ("0151 234 567 89", "+49 1512 3456789", "0043 664 …"), read with Germany as the
 * home country, checked against the numbering plans (libphonenumber's metadata) and returned in E.164 for the SMS
 * gateway; a landline, which cannot receive the code, is refused with its own message.
 */
export function mobileNumber(input: string): string {
  const parsed = parsePhoneNumberFromString(input.trim().replace(/^00/, '+'), 'DE');
  if (!parsed?.isValid())
    throw ApiError.validation([{ field: 'phone', code: 'invalid', message: 'This is not a phone number' }]);
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
    throw ApiError.validation([
      { field: 'phone', code: 'not_mobile', message: 'The code comes by SMS: give a mobile number' },
    ]);
  return parsed.number;
}

/** A number as people read it and a seller's card shows it: "+49 1512 3456789". */
export function displayedNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
