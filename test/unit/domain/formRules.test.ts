import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkConfirmation,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  EMAIL_MAX_LENGTH,
  hasControlCharacters,
  NAME_MAX_LENGTH,
  normalizeEmail,
  validateCredentials,
  validateNewPassword,
  validateRegistration,
} from '../../../src/domain/validation';

// The account forms' rules, shared by the client and the server: what each accepts, what it refuses and how it says so.
const code = (problem: { code: string } | null) => problem?.code ?? null;

describe('one-line and multi-line text', () => {
  it('refuses every control character in one line, and keeps tabs and line breaks in several', () => {
    for (const c of [0, 9, 10, 13, 27, 31, 127]) expect(hasControlCharacters(`ab${String.fromCharCode(c)}`)).toBe(true);
    for (const c of [9, 10, 13]) expect(hasControlCharacters(`a${String.fromCharCode(c)}b`, true)).toBe(false);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
    expect(hasControlCharacters('Grüße aus Köln – 3 Zi.', false)).toBe(false);
    expect(hasControlCharacters(' ~')).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it('are compared trimmed and in lower case', () => {
    expect(normalizeEmail('  Erika.Muster@Example.DE ')).toBe('erika.muster@example.de');
  });

  it('need one @ and a dot in the domain, nothing before or after, and at most 254 characters', () => {
    expect(checkEmail(' erika@example.de ')).toBeNull();
    for (const bad of ['erika@example', 'x@y@example.de', 'erika@example.de@', 'erika @example.de', '@example.de'])
      expect(code(checkEmail(bad))).toBe('invalid');
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.de'.length)}@example.de`;
    expect(checkEmail(longest)).toBeNull();
    expect(code(checkEmail(`a${longest}`))).toBe('invalid');
    expect(checkEmail('   ')).toEqual({ field: 'email', code: 'required', message: 'E-mail is required' });
    expect(checkEmail('nope', 'newEmail')).toEqual({
      field: 'newEmail',
      code: 'invalid',
      message: 'E-mail address is not valid',
    });
  });
});

describe('passwords', () => {
  it('are required as text, repeated exactly', () => {
    expect(checkPassword(undefined)).toEqual({ field: 'password', code: 'required', message: 'Password is required' });
    expect(code(checkPassword(''))).toBe('required');
    expect(checkPassword('1234567', 'newPassword')).toEqual({
      field: 'newPassword',
      code: 'too_short',
      message: 'Password must have at least 8 characters',
    });
    expect(checkPassword('x'.repeat(129))?.message).toBe('Password must have at most 128 characters');
    expect(checkConfirmation('secret-1', '')).toEqual({
      field: 'confirmPassword',
      code: 'required',
      message: 'Please repeat the password',
    });
    expect(code(checkConfirmation('secret-1', 42))).toBe('required');
    expect(checkConfirmation('secret-1', 'secret-2')).toEqual({
      field: 'confirmPassword',
      code: 'mismatch',
      message: 'Passwords do not match',
    });
    expect(checkConfirmation('secret-1', 'secret-1')).toBeNull();
  });

  it('a new password is checked with its confirmation', () => {
    expect(validateNewPassword({ newPassword: 'new-password-1', confirmPassword: 'new-password-1' })).toEqual([]);
    expect(
      validateNewPassword({ newPassword: 'short', confirmPassword: 'other' }).map((p) => `${p.field}:${p.code}`),
    ).toEqual(['newPassword:too_short', 'confirmPassword:mismatch']);
  });
});

describe('names', () => {
  it('are one line of at most 80 characters, counted without the spaces around', () => {
    expect(checkName(`  ${'x'.repeat(NAME_MAX_LENGTH)}  `, 'name')).toBeNull();
    expect(checkName('x'.repeat(NAME_MAX_LENGTH + 1), 'lastname')).toEqual({
      field: 'lastname',
      code: 'too_long',
      message: 'lastname must have at most 80 characters',
    });
    expect(checkName(' ', 'name')).toEqual({ field: 'name', code: 'required', message: 'name is required' });
    expect(code(checkName(null, 'name'))).toBe('required');
    expect(checkName('Erika\tMaria', 'name')).toEqual({
      field: 'name',
      code: 'invalid',
      message: 'name must be a single line',
    });
  });
});

describe('phone numbers and codes', () => {
  it('phone numbers are digits with the usual signs, nothing else before or after', () => {
    expect(checkPhone(' 030 1234567 ')).toBeNull();
    expect(checkPhone('+49 (30) 123-4567')).toBeNull();
    for (const bad of ['x+49 30 1234567', '+49 30 1234567x', '+49 30 12345678901234567890123', '++49 30 1234567'])
      expect(code(checkPhone(bad))).toBe('invalid');
    // None is needed: empty or left out is fine; what is given must be a phone number.
    expect(checkPhone('  ')).toBeNull();
    expect(checkPhone(undefined)).toBeNull();
    expect(code(checkPhone(4930123))).toBe('invalid');
    expect(checkPhone('12', 'phone')?.message).toBe('Phone number is not valid');
  });

  it('a code is exactly six digits', () => {
    expect(checkCode('000000')).toBeNull();
    for (const bad of ['1234567', 'a123456', '123456a', '12 3456']) expect(code(checkCode(bad))).toBe('invalid');
    expect(checkCode('')).toEqual({ field: 'code', code: 'required', message: 'Code is required' });
    expect(code(checkCode(123456))).toBe('required');
    expect(checkCode('1', 'activation_code')).toEqual({
      field: 'activation_code',
      code: 'invalid',
      message: 'Code must have 6 digits',
    });
  });
});

describe('whole forms', () => {
  it('sign-in needs an address and a password', () => {
    expect(validateCredentials({ email: 'erika@example.de', password: 'x' })).toEqual([]);
    expect(validateCredentials({ email: 'erika@example.de', password: '' })).toEqual([
      { field: 'password', code: 'required', message: 'Password is required' },
    ]);
    expect(validateCredentials({ email: 'erika@example.de', password: 42 }).map((p) => p.field)).toEqual(['password']);
  });

  it('nobody registers as an administrator', () => {
    const form = {
      name: 'Erika',
      lastname: 'Muster',
      email: 'erika@example.de',
      phone_number: '030 1234567',
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
    };
    expect(validateRegistration({ ...form, role: 'USER' })).toEqual([]);
    expect(validateRegistration({ ...form, role: 'ADMIN' })).toEqual([
      { field: 'role', code: 'invalid', message: 'Role must be USER (one of ADMIN, USER exists)' },
    ]);
  });
});
