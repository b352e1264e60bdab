import { beforeEach, describe, expect, it } from 'vitest';
import { ForgotPassword } from '../../../src/application/auth/ForgotPassword';
import { VerifyResetCode } from '../../../src/application/auth/VerifyResetCode';
import { ResendResetCode } from '../../../src/application/auth/ResendResetCode';
import { ResetPassword } from '../../../src/application/auth/ResetPassword';
import { Login } from '../../../src/application/auth/Login';
import { DomainError, ValidationError } from '../../../src/domain/errors';
import { RequestError } from '../../../src/application/shared/RequestError';
import { AuthApiInMemory } from '../../fakes/AuthApiInMemory';
import { ForgotPasswordStoreInMemory } from '../../fakes/ForgotPasswordStoreInMemory';
import { SessionStoreInMemory } from '../../fakes/SessionStoreInMemory';
import { SessionStateInMemory } from '../../fakes/SessionStateInMemory';
import { refusedFields } from '../../support/refused';

describe('password recovery', () => {
  let api: AuthApiInMemory;
  let store: ForgotPasswordStoreInMemory;

  beforeEach(() => {
    api = new AuthApiInMemory();
    store = new ForgotPasswordStoreInMemory();
    api.addAccount('erika@example.de', 'old-password');
  });

  it('ForgotPassword asks for a code and stores the e-mail under forgot_password_account', async () => {
    await new ForgotPassword(api, store).execute('Erika@Example.de');
    expect(api.calls).toEqual([{ method: 'forgotPassword', args: ['erika@example.de'] }]);
    expect(store.read()).toBe('erika@example.de');
  });

  it('ForgotPassword stores nothing when the request fails', async () => {
    api.failNextWith = new RequestError('http', 'RATE_LIMITED', 'slow down', 429);
    await expect(new ForgotPassword(api, store).execute('erika@example.de')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(store.read()).toBeNull();
  });

  it('ForgotPassword refuses an invalid e-mail', async () => {
    expect(await refusedFields(new ForgotPassword(api, store).execute('erika'))).toEqual(['email:invalid']);
    expect(await refusedFields(new ForgotPassword(api, store).execute(''))).toEqual(['email:required']);
    expect(api.calls).toEqual([]);
    expect(store.read()).toBeNull();
  });

  it('VerifyResetCode sends the code with the stored e-mail', async () => {
    await new ForgotPassword(api, store).execute('erika@example.de');
    await new VerifyResetCode(api, store).execute('123456');
    expect(api.calls.at(-1)).toEqual({
      method: 'verifyResetCode',
      args: [{ code: '123456', email: 'erika@example.de' }],
    });
  });

  it('VerifyResetCode takes the six digits with spaces around them, and asks nothing for anything else', async () => {
    await new ForgotPassword(api, store).execute('erika@example.de');
    await new VerifyResetCode(api, store).execute(' 123456 ');
    expect(api.calls.at(-1)).toEqual({
      method: 'verifyResetCode',
      args: [{ code: '123456', email: 'erika@example.de' }],
    });
    const asked = api.calls.length;
    expect(await refusedFields(new VerifyResetCode(api, store).execute('12345'))).toEqual(['code:invalid']);
    expect(await refusedFields(new VerifyResetCode(api, store).execute('12a456'))).toEqual(['code:invalid']);
    expect(api.calls).toHaveLength(asked);
  });

  it('VerifyResetCode passes a wrong code on', async () => {
    await new ForgotPassword(api, store).execute('erika@example.de');
    await expect(new VerifyResetCode(api, store).execute('654321')).rejects.toMatchObject({ code: 'CODE_INVALID' });
  });

  it('VerifyResetCode and ResendResetCode need a recovery in progress', async () => {
    await expect(new VerifyResetCode(api, store).execute('123456')).rejects.toBeInstanceOf(DomainError);
    await expect(new ResendResetCode(api, store).execute()).rejects.toBeInstanceOf(DomainError);
    expect(api.calls).toEqual([]);
  });

  it('ResendResetCode asks again for the stored e-mail', async () => {
    store.save('erika@example.de');
    await new ResendResetCode(api, store).execute();
    expect(api.calls).toEqual([{ method: 'resendResetCode', args: ['erika@example.de'] }]);
  });

  it('ResetPassword sets the new password for the stored e-mail and ends the recovery', async () => {
    await new ForgotPassword(api, store).execute('erika@example.de');
    await new VerifyResetCode(api, store).execute('123456');
    await new ResetPassword(api, store).execute({ newPassword: 'new-password-1', confirmPassword: 'new-password-1' });

    expect(api.calls.at(-1)).toEqual({
      method: 'resetPassword',
      args: ['erika@example.de', { newPassword: 'new-password-1', confirmPassword: 'new-password-1' }],
    });
    expect(store.read()).toBeNull();
    const login = new Login(api, new SessionStoreInMemory(), new SessionStateInMemory());
    await expect(login.execute({ email: 'erika@example.de', password: 'new-password-1' })).resolves.toBeTruthy();
  });

  it('ResetPassword refuses a mismatch or a short password and keeps the recovery', async () => {
    store.save('erika@example.de');
    await expect(
      new ResetPassword(api, store).execute({ newPassword: 'new-password-1', confirmPassword: 'other-password' }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      new ResetPassword(api, store).execute({ newPassword: 'short', confirmPassword: 'short' }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(api.calls).toEqual([]);
    expect(store.read()).toBe('erika@example.de');
  });

  it('ResetPassword keeps the recovery when the server refuses', async () => {
    store.save('erika@example.de');
    await expect(
      new ResetPassword(api, store).execute({ newPassword: 'new-password-1', confirmPassword: 'new-password-1' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(store.read()).toBe('erika@example.de');
  });
});
