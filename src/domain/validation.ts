import type { FieldError } from './errors';
import type { SellerType } from './ad';
import { ROLES, type Role } from './user';

/** Form rules shared by the client forms and the server (docs/decisions.md §1: server/ may import src/domain). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const CODE_LENGTH = 6;

/**
 * How long a text is, as people count it: characters, not UTF-16 units (an emoji is one), without the spaces around
 * it that are not stored. Every length rule and every counter in the forms count this way.
 */
export function textLength(value: string): number {
  return [...value.trim()].length;
}

/** A mailed code as people paste or type it ("164 160", "164-160", "Code: 164160"): its digits, at most six. */
export function readCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

// The HTML standard's valid e-mail address (what <input type=email> accepts), with letters of any script so that
// umlaut domains pass: no ":", "<", "?", quotes or empty labels, so an address is never a link or header of another
// kind (a trader's "javascript:…@x.de", issue 68). The activation mail proves the address exists.
const EMAIL_PATTERN =
  /^[\p{L}\p{N}.!#$%&'*+/=^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)+$/u;
// International or national German-style numbers: digits with optional +, spaces, slashes, dashes, brackets.
const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{4,22}[0-9]$/;
const CODE_PATTERN = /^[0-9]{6}$/;

/**
 * Control characters (U+0000–U+001F, U+007F) in text people type: none belong in a one-line field (a line break in a
 * name or title could split a mail header it is written into); multi-line text keeps line breaks and tabs.
 */
export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (allowLineBreaks && (c === 9 || c === 10 || c === 13)) continue;
    if (c < 32 || c === 127) return true;
  }
  return false;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(value: unknown, field = 'email'): FieldError | null {
  if (typeof value !== 'string' || value.trim() === '')
    return { field, code: 'required', message: 'E-mail is required' };
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value.trim())) {
    return { field, code: 'invalid', message: 'E-mail address is not valid' };
  }
  return null;
}

export function checkPassword(value: unknown, field = 'password'): FieldError | null {
  if (typeof value !== 'string' || value === '') return { field, code: 'required', message: 'Password is required' };
  // Count code points, not UTF-16 units, so an emoji counts as one character.
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return { field, code: 'too_short', message: `Password must have at least ${PASSWORD_MIN_LENGTH} characters` };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return { field, code: 'too_long', message: `Password must have at most ${PASSWORD_MAX_LENGTH} characters` };
  }
  return null;
}

export function checkConfirmation(
  password: unknown,
  confirmation: unknown,
  field = 'confirmPassword',
): FieldError | null {
  if (typeof confirmation !== 'string' || confirmation === '') {
    return { field, code: 'required', message: 'Please repeat the password' };
  }
  if (confirmation !== password) return { field, code: 'mismatch', message: 'Passwords do not match' };
  return null;
}

export function checkName(value: unknown, field: string): FieldError | null {
  if (typeof value !== 'string' || value.trim() === '')
    return { field, code: 'required', message: `${field} is required` };
  if (hasControlCharacters(value)) return { field, code: 'invalid', message: `${field} must be a single line` };
  if (value.trim().length > NAME_MAX_LENGTH) {
    return { field, code: 'too_long', message: `${field} must have at most ${NAME_MAX_LENGTH} characters` };
  }
  return null;
}

/** A phone number, if one is given: none is needed to register (the spec's payload still names the field). */
export function checkPhone(value: unknown, field = 'phone_number'): FieldError | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return { field, code: 'invalid', message: 'Phone number is not valid' };
  if (!PHONE_PATTERN.test(value.trim())) return { field, code: 'invalid', message: 'Phone number is not valid' };
  return null;
}

export function checkCode(value: unknown, field = 'code'): FieldError | null {
  if (typeof value !== 'string' || value === '') return { field, code: 'required', message: 'Code is required' };
  if (!CODE_PATTERN.test(value)) return { field, code: 'invalid', message: `Code must have ${CODE_LENGTH} digits` };
  return null;
}

export interface RegistrationPayload {
  name: string;
  lastname: string;
  email: string;
  phone_number: string;
  password: string;
  confirmPassword: string;
  role: Role;
  /** Private unless chosen: a trader gives their details in the profile before they publish. */
  accountKind?: SellerType;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface NewPasswordPayload {
  newPassword: string;
  confirmPassword: string;
}

function collect(...checks: (FieldError | null)[]): FieldError[] {
  return checks.filter((e): e is FieldError => e !== null);
}

export function validateRegistration(p: Partial<Record<keyof RegistrationPayload, unknown>>): FieldError[] {
  return collect(
    checkName(p.name, 'name'),
    checkName(p.lastname, 'lastname'),
    checkEmail(p.email),
    checkPhone(p.phone_number),
    checkPassword(p.password),
    checkConfirmation(p.password, p.confirmPassword),
    // Only regular users can register themselves; admins are made by admins (docs/decisions.md §2).
    p.role === 'USER'
      ? null
      : { field: 'role', code: 'invalid', message: `Role must be USER (one of ${ROLES.join(', ')} exists)` },
  );
}

export function validateCredentials(p: Partial<Record<keyof Credentials, unknown>>): FieldError[] {
  return collect(
    checkEmail(p.email),
    typeof p.password === 'string' && p.password !== ''
      ? null
      : { field: 'password', code: 'required', message: 'Password is required' },
  );
}

export function validateNewPassword(p: Partial<Record<keyof NewPasswordPayload, unknown>>): FieldError[] {
  return collect(checkPassword(p.newPassword, 'newPassword'), checkConfirmation(p.newPassword, p.confirmPassword));
}
