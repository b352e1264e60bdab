import { describe, expect, it } from 'vitest';
import type { AccountApi } from '../../src/application/account/ports';
import type { SessionsApi } from '../../src/application/auth/ports';
import { code } from './code';

/** The signed-in person's own account as the server keeps it: one suite, run against the fake and the HTTP adapter. */
export function accountApiContract(
  name: string,
  world: () => Promise<{ api: AccountApi; email: string; password: string; codeFor(email: string): Promise<string> }>,
) {
  describe(`AccountApi contract: ${name}`, () => {
    it('changes the profile and answers the user as it is now', async () => {
      const { api, email } = await world();
      const user = await api.updateProfile({ name: 'Erika', lastname: 'Neumann', phone_number: '+49 30 7654321' });
      expect(user).toMatchObject({ name: 'Erika', lastname: 'Neumann', phone_number: '+49 30 7654321', email });
    });

    it('starts with messages, reminders and price cuts mailed but no newsletter, and keeps a partial change', async () => {
      const { api } = await world();
      expect(await api.notifications()).toEqual({
        messages: true,
        reminders: true,
        priceDrops: true,
        newsletter: false,
      });
      expect(await api.saveNotifications({ newsletter: true, priceDrops: false })).toEqual({
        messages: true,
        reminders: true,
        priceDrops: false,
        newsletter: true,
      });
      expect(await api.notifications()).toEqual({
        messages: true,
        reminders: true,
        priceDrops: false,
        newsletter: true,
      });
    });

    it('a new password needs the current one and answers a fresh session', async () => {
      const { api, email, password } = await world();
      expect(
        await code(
          api.changePassword({
            currentPassword: 'not-the-password-1',
            newPassword: 'new-password-42',
            confirmPassword: 'new-password-42',
          }),
        ),
      ).toBe('VALIDATION_FAILED');
      const session = await api.changePassword({
        currentPassword: password,
        newPassword: 'new-password-42',
        confirmPassword: 'new-password-42',
      });
      expect(session.accessToken).toEqual(expect.any(String));
      expect(session.user.email).toBe(email);
    });

    it('a new e-mail address needs the password, a different address and the code mailed to it', async () => {
      const { api, email, password, codeFor } = await world();
      expect(await code(api.requestEmailChange('neu@example.de', 'not-the-password-1'))).toBe('VALIDATION_FAILED');
      expect(await code(api.requestEmailChange(email, password))).toBe('VALIDATION_FAILED');
      const address = `neu-${Date.now()}@example.de`;
      await api.requestEmailChange(address, password);
      const right = await codeFor(address);
      expect(await code(api.confirmEmailChange(right === '000000' ? '111111' : '000000'))).toBe('CODE_INVALID');
      expect((await api.confirmEmailChange(right)).email).toBe(address);
    });

    it('exports everything as one JSON file named by the day', async () => {
      const { api, email } = await world();
      const file = await api.exportData();
      expect(file.filename).toMatch(/^inserat-daten-\d{4}-\d{2}-\d{2}\.json$/);
      expect((JSON.parse(await file.content.text()) as { profile: { email: string } }).profile.email).toBe(email);
    });

    it('deletes the account only with its password', async () => {
      const { api, password } = await world();
      expect(await code(api.deleteAccount('not-the-password-1'))).toBe('VALIDATION_FAILED');
      expect(await code(api.deleteAccount(password))).toBe('resolved');
    });
  });
}

/** Where the account is signed in: this browser's session marked, the others can be ended. */
export function sessionsApiContract(
  name: string,
  world: () => Promise<{ api: SessionsApi; otherSession(): Promise<void> }>,
) {
  describe(`SessionsApi contract: ${name}`, () => {
    it('lists this browser’s session as current, ends another by id and all others at once', async () => {
      const { api, otherSession } = await world();
      await otherSession();
      await otherSession();
      const sessions = await api.list();
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      const others = sessions.filter((s) => !s.current);
      expect(others.length).toBeGreaterThanOrEqual(2);
      await api.end(others[0]!.id);
      expect((await api.list()).map((s) => s.id)).not.toContain(others[0]!.id);
      expect(await code(api.end('00000000-0000-4000-8000-00000000dead'))).toBe('NOT_FOUND');
      await api.endOthers();
      expect((await api.list()).map((s) => s.current)).toEqual([true]);
      await api.logout();
    });
  });
}
