import { beforeEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../../src/application/shared/RequestError';
import { Register } from '../../../src/application/auth/Register';
import { ActivateAccount } from '../../../src/application/auth/ActivateAccount';
import { ResendActivationCode } from '../../../src/application/auth/ResendActivationCode';
import { ValidationError } from '../../../src/domain/errors';
import type { RegistrationPayload } from '../../../src/domain/validation';
import { AuthApiInMemory } from '../../fakes/AuthApiInMemory';
import { NotifierInMemory } from '../../fakes/NotifierInMemory';
import { refusedFields } from '../../support/refused';
import { SessionStoreInMemory } from '../../fakes/SessionStoreInMemory';
import { SessionStateInMemory } from '../../fakes/SessionStateInMemory';

const valid: RegistrationPayload = {
  name: ' Erika ',
  lastname: ' Mustermann ',
  email: 'Erika@Example.de',
  phone_number: ' +49 30 1234567 ',
  password: 'secret-password',
  confirmPassword: 'secret-password',
  role: 'USER',
};

describe('Register', () => {
  let api: AuthApiInMemory;
  let notifier: NotifierInMemory;

  beforeEach(() => {
    api = new AuthApiInMemory();
    notifier = new NotifierInMemory();
  });

  it('sends every payload field, trimmed, and shows the server message as a success toast', async () => {
    const message = await new Register(api, notifier).execute(valid);
    expect(api.calls[0]?.args[0]).toEqual({
      ...valid,
      name: 'Erika',
      lastname: 'Mustermann',
      email: 'erika@example.de',
      phone_number: '+49 30 1234567',
    });
    expect(notifier.shown).toEqual([{ kind: 'success', message }]);
    expect(message).toMatch(/activation code/);
  });

  it.each([
    ['name', { name: '' }, 'required'],
    ['lastname', { lastname: '  ' }, 'required'],
    ['email', { email: 'erika' }, 'invalid'],
    ['phone_number', { phone_number: 'call me' }, 'invalid'],
    ['password', { password: 'short', confirmPassword: 'short' }, 'too_short'],
    ['password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'too_long'],
    ['confirmPassword', { confirmPassword: 'different-password' }, 'mismatch'],
    ['role', { role: 'ADMIN' as const }, 'invalid'],
  ])('refuses a bad %s without calling the server or toasting', async (field, change, code) => {
    const error = await new Register(api, notifier).execute({ ...valid, ...change }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toContainEqual(expect.objectContaining({ field, code }));
    expect(api.calls).toEqual([]);
    expect(notifier.shown).toEqual([]);
  });

  it("passes the server's refusal on and shows no success toast", async () => {
    api.failNextWith = new RequestError('http', 'MAIL_QUOTA_REACHED', 'Too many mails to this address', 429);
    await expect(new Register(api, notifier).execute(valid)).rejects.toMatchObject({ code: 'MAIL_QUOTA_REACHED' });
    expect(notifier.shown).toEqual([]);
  });

  it('a taken e-mail is answered like a new one (the server never tells who has an account)', async () => {
    api.addAccount('erika@example.de', 'secret-password');
    await new Register(api, notifier).execute(valid);
    expect(notifier.shown.at(-1)).toMatchObject({ kind: 'success' });
  });
});

describe('ActivateAccount', () => {
  it('stores the token and the user after a correct code', async () => {
    const api = new AuthApiInMemory();
    const store = new SessionStoreInMemory();
    const state = new SessionStateInMemory();
    await new Register(api, new NotifierInMemory()).execute(valid);

    const session = await new ActivateAccount(api, store, state).execute({
      userEmail: 'erika@example.de',
      activation_code: ' 123456 ',
    });
    expect(session.user.activated).toBe(true);
    expect(store.readToken()).toBe(session.accessToken);
    expect(store.readUser()).toEqual(session.user);
    expect(state.user).toEqual(session.user);
    expect(api.calls.at(-1)?.args[0]).toEqual({ userEmail: 'erika@example.de', activation_code: '123456' });
  });

  it('passes a wrong code on and stores nothing', async () => {
    const api = new AuthApiInMemory();
    const store = new SessionStoreInMemory();
    await new Register(api, new NotifierInMemory()).execute(valid);
    await expect(
      new ActivateAccount(api, store, new SessionStateInMemory()).execute({
        userEmail: 'erika@example.de',
        activation_code: '000000',
      }),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    expect(store.values.size).toBe(0);
  });

  it('refuses a code that is not six digits, or no address, before asking the server, at the field the form shows it', async () => {
    const api = new AuthApiInMemory();
    const activate = new ActivateAccount(api, new SessionStoreInMemory(), new SessionStateInMemory());
    expect(await refusedFields(activate.execute({ userEmail: 'erika@example.de', activation_code: '12ab' }))).toEqual([
      'activation_code:invalid',
    ]);
    expect(await refusedFields(activate.execute({ userEmail: 'erika', activation_code: ' 123456 ' }))).toEqual([
      'userEmail:invalid',
    ]);
    expect(api.calls).toEqual([]);
  });
});

describe('ResendActivationCode', () => {
  it('asks the server for a new code for the normalised e-mail', async () => {
    const api = new AuthApiInMemory();
    await new ResendActivationCode(api).execute(' Erika@Example.de');
    expect(api.calls).toEqual([{ method: 'resendActivationCode', args: ['erika@example.de'] }]);
  });

  it('refuses an invalid e-mail', async () => {
    const api = new AuthApiInMemory();
    expect(await refusedFields(new ResendActivationCode(api).execute('nope'))).toEqual(['email:invalid']);
    expect(await refusedFields(new ResendActivationCode(api).execute(' '))).toEqual(['email:required']);
    expect(api.calls).toEqual([]);
  });
});
