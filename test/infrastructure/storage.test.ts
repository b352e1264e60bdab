import { describe, expect, it } from 'vitest';
import { SessionStoreLocalStorage } from '../../src/infrastructure/storage/SessionStoreLocalStorage';
import { ForgotPasswordStoreLocalStorage } from '../../src/infrastructure/storage/ForgotPasswordStoreLocalStorage';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';

const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');

describe('SessionStoreLocalStorage', () => {
  it('keeps the session under the keys accessToken and user', () => {
    const store = new SessionStoreLocalStorage(localStorage);
    store.save({ accessToken: 'tok', user });
    expect(JSON.parse(localStorage.getItem('accessToken')!)).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(new SessionStoreLocalStorage(localStorage).readToken()).toBe('tok');
    expect(new SessionStoreLocalStorage(localStorage).readUser()).toEqual(user);
  });

  it('logout writes null to accessToken, user, imgMultiStepForm and planMultiStepForm', () => {
    const store = new SessionStoreLocalStorage(localStorage);
    store.save({ accessToken: 'tok', user });
    localStorage.setItem('imgMultiStepForm', JSON.stringify({ step: 2 }));
    localStorage.setItem('planMultiStepForm', JSON.stringify({ plan: 'basis' }));
    localStorage.setItem('unrelated', 'kept');
    store.nullify();
    for (const key of ['accessToken', 'user', 'imgMultiStepForm', 'planMultiStepForm']) {
      expect(localStorage.getItem(key)).toBe('null');
    }
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(store.readToken()).toBeNull();
    expect(store.readUser()).toBeNull();
  });

  it('reads corrupt or foreign values as no session', () => {
    localStorage.setItem('accessToken', '{not json');
    localStorage.setItem('user', JSON.stringify({ name: 'no authId' }));
    const store = new SessionStoreLocalStorage(localStorage);
    expect(store.readToken()).toBeNull();
    expect(store.readUser()).toBeNull();
  });
});

describe('ForgotPasswordStoreLocalStorage', () => {
  it('keeps {email} under forgot_password_account and clears it', () => {
    const store = new ForgotPasswordStoreLocalStorage(localStorage);
    store.save('erika@example.de');
    expect(JSON.parse(localStorage.getItem('forgot_password_account')!)).toEqual({ email: 'erika@example.de' });
    expect(store.read()).toBe('erika@example.de');
    store.clear();
    expect(localStorage.getItem('forgot_password_account')).toBeNull();
    expect(store.read()).toBeNull();
  });
});
