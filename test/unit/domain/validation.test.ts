import { describe, expect, it } from 'vitest';
import { checkCode, checkEmail, checkPassword, checkPhone, validateRegistration } from '../../../src/domain/validation';
import { homePathFor, isAdmin } from '../../../src/domain/user';
import { vatBreakdown } from '../../../src/domain/package';

describe('shared form rules', () => {
  it('accepts passwords of 8 to 128 characters, counting code points', () => {
    expect(checkPassword('1234567')?.code).toBe('too_short');
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(128))).toBeNull();
    expect(checkPassword('x'.repeat(129))?.code).toBe('too_long');
    expect(checkPassword('🏠🏠🏠🏠🏠🏠🏠🏠')).toBeNull();
  });

  it('checks e-mail, phone and code formats', () => {
    expect(checkEmail('erika@example.de')).toBeNull();
    expect(checkEmail('erika@example')?.code).toBe('invalid');
    expect(checkEmail(42)?.code).toBe('required');
    // Addresses as people have them, umlaut domains included; nothing a link could run or a header could carry.
    for (const address of ['erika.mustermann+inserat@example.de', 'info@müller-immobilien.de', "o'neil@example.co.uk"])
      expect(checkEmail(address), address).toBeNull();
    for (const address of [
      'javascript:alert(1)//@example.de',
      'a@example.de?cc=b@example.de',
      'a<b>@example.de',
      'a@exa_mple.de',
      'a@.example.de',
      'a@example..de',
      'a"b@example.de',
    ])
      expect(checkEmail(address)?.code, address).toBe('invalid');
    expect(checkPhone('+49 (30) 123-4567')).toBeNull();
    expect(checkPhone('030/1234567')).toBeNull();
    expect(checkPhone('12')?.code).toBe('invalid');
    expect(checkPhone('phone')?.code).toBe('invalid');
    expect(checkCode('012345')).toBeNull();
    expect(checkCode('12345')?.code).toBe('invalid');
  });

  it('reports every problem of a registration at once', () => {
    const problems = validateRegistration({});
    // Every field but the phone number, which nothing needs.
    expect(problems.map((p) => p.field)).toEqual(['name', 'lastname', 'email', 'password', 'confirmPassword', 'role']);
    expect(validateRegistration({ phone_number: 'phone' }).map((p) => p.field)).toContain('phone_number');
  });

  it('sends admins to the admin dashboard and everyone else to the user dashboard', () => {
    expect(homePathFor({ authId: { role: 'ADMIN' } })).toBe('/app/admin_dashboard');
    expect(homePathFor({ authId: { role: 'USER' } })).toBe('/app/user_dashboard');
  });

  it('counts a visitor (no one signed in) as no admin', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(isAdmin({ authId: { role: 'ADMIN' } })).toBe(true);
  });

  it('splits a gross price into net and 19 % VAT', () => {
    expect(vatBreakdown(1190)).toEqual({ netCents: 1000, vatCents: 190 });
    expect(vatBreakdown(999)).toEqual({ netCents: 839, vatCents: 160 });
  });
});
