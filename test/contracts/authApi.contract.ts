import { describe, expect, it } from 'vitest';
import type { AuthApi } from '../../src/application/auth/ports';
import { code } from './code';

/** What a contract needs besides the port: the mailed code, which a person reads from their inbox. */
export interface AuthWorld {
  api: AuthApi;
  codeFor(email: string): Promise<string>;
  /** A minute passes: the server mails at most one code a minute to an address, and the next one is a new code. */
  minuteLater(): Promise<void>;
}

const registration = (email: string, password = 'contract-password-1') => ({
  name: 'Erika',
  lastname: 'Mustermann',
  email,
  phone_number: '+49 30 1234567',
  password,
  confirmPassword: password,
  role: 'USER' as const,
});

let n = 0;
const address = () => `auth-contract-${++n}-${Date.now()}@example.de`;

/** AuthApi as the server answers it (docs/decisions.md §2): one suite, run against the fake and against the HTTP adapter. */
export function authApiContract(name: string, world: () => Promise<AuthWorld>) {
  describe(`AuthApi contract: ${name}`, () => {
    it('registers with a message, refuses sign-in until activated, activates with the mailed code only', async () => {
      const { api, codeFor } = await world();
      const email = address();
      expect(await api.register(registration(email))).toMatch(/\S/);
      expect(await code(api.login({ email, password: 'contract-password-1' }))).toBe('ACCOUNT_NOT_ACTIVATED');
      expect(
        await code(
          api.activate({
            userEmail: email,
            activation_code: '000000' === (await codeFor(email)) ? '111111' : '000000',
          }),
        ),
      ).toBe('CODE_INVALID');
      const session = await api.activate({ userEmail: email, activation_code: await codeFor(email) });
      expect(session.accessToken).toMatch(/\S/);
      expect(session.user).toMatchObject({ email, name: 'Erika', authId: { role: 'USER' }, activated: true });
      const again = await api.login({ email, password: 'contract-password-1' });
      expect(again.user.email).toBe(email);
    });

    it('answers a taken address as a new one (it never tells who has an account) and keeps the account as it was', async () => {
      const { api, codeFor } = await world();
      const email = address();
      await api.register(registration(email));
      await api.activate({ userEmail: email, activation_code: await codeFor(email) });
      expect(await api.register(registration(email, 'another-password-2'))).toMatch(/\S/);
      expect((await api.login({ email, password: 'contract-password-1' })).user.email).toBe(email);
      expect(await code(api.login({ email, password: 'another-password-2' }))).toBe('INVALID_CREDENTIALS');
    });

    it('refuses a wrong password and an unknown address alike', async () => {
      const { api, codeFor } = await world();
      const email = address();
      await api.register(registration(email));
      await api.activate({ userEmail: email, activation_code: await codeFor(email) });
      expect(await code(api.login({ email, password: 'wrong-password-9' }))).toBe('INVALID_CREDENTIALS');
      expect(await code(api.login({ email: address(), password: 'contract-password-1' }))).toBe('INVALID_CREDENTIALS');
    });

    it('resets a forgotten password: unknown addresses answer alike, the code must be verified first, the new password works', async () => {
      const { api, codeFor } = await world();
      const email = address();
      await api.register(registration(email));
      await api.activate({ userEmail: email, activation_code: await codeFor(email) });
      await api.forgotPassword(address());
      await api.forgotPassword(email);
      const resetCode = await codeFor(email);
      expect(
        await code(api.resetPassword(email, { newPassword: 'fresh-password-3', confirmPassword: 'fresh-password-3' })),
      ).not.toBe('resolved');
      expect(await code(api.verifyResetCode({ email, code: resetCode === '000000' ? '111111' : '000000' }))).toBe(
        'CODE_INVALID',
      );
      await api.verifyResetCode({ email, code: resetCode });
      await api.resetPassword(email, { newPassword: 'fresh-password-3', confirmPassword: 'fresh-password-3' });
      expect((await api.login({ email, password: 'fresh-password-3' })).user.email).toBe(email);
      expect(await code(api.login({ email, password: 'contract-password-1' }))).toBe('INVALID_CREDENTIALS');
    });

    it('a resent activation code is a new one, and it activates the account', async () => {
      const { api, codeFor, minuteLater } = await world();
      const email = address();
      await api.register(registration(email));
      const first = await codeFor(email);
      await minuteLater();
      await api.resendActivationCode(email);
      const second = await codeFor(email);
      expect(second).not.toBe(first);
      expect((await api.activate({ userEmail: email, activation_code: second })).user.activated).toBe(true);
    });

    it('a resent reset code is a new one, and it lets the password be reset', async () => {
      const { api, codeFor, minuteLater } = await world();
      const email = address();
      await api.register(registration(email));
      await api.activate({ userEmail: email, activation_code: await codeFor(email) });
      await minuteLater();
      await api.forgotPassword(email);
      const first = await codeFor(email);
      await minuteLater();
      await api.resendResetCode(email);
      const second = await codeFor(email);
      expect(second).not.toBe(first);
      await api.verifyResetCode({ email, code: second });
      await api.resetPassword(email, { newPassword: 'fresh-password-4', confirmPassword: 'fresh-password-4' });
      expect((await api.login({ email, password: 'fresh-password-4' })).user.email).toBe(email);
    });

    it('resends codes for any address without telling which exist', async () => {
      const { api } = await world();
      await api.resendActivationCode(address());
      await api.resendResetCode(address());
    });
  });
}
