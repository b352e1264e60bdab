import { describe, expect, it } from 'vitest';
import { SessionStoreLocalStorage } from '../../src/infrastructure/storage/SessionStoreLocalStorage';
import { ForgotPasswordStoreLocalStorage } from '../../src/infrastructure/storage/ForgotPasswordStoreLocalStorage';
import { AdFormStoreLocalStorage } from '../../src/infrastructure/storage/AdFormStoreLocalStorage';
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
    localStorage.setItem(
      'adFormInput',
      JSON.stringify({ adId: null, lang: 'de', fields: { street: 'Kastanienallee 12' } }),
    );
    localStorage.setItem('unrelated', 'kept');
    store.nullify();
    // The ad form's unsaved input holds an address and text: it goes with the session too.
    for (const key of ['accessToken', 'user', 'imgMultiStepForm', 'planMultiStepForm', 'adFormInput']) {
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

describe('AdFormStoreLocalStorage', () => {
  it('keeps unsaved details under adFormInput, reads foreign values as none, and clears them with the progress', () => {
    const store = new AdFormStoreLocalStorage(localStorage);
    store.saveInput({ adId: null, lang: 'de', fields: { title: 'Altbau', price: '1.250' } });
    expect(new AdFormStoreLocalStorage(localStorage).readInput()).toEqual({
      adId: null,
      lang: 'de',
      fields: { title: 'Altbau', price: '1.250' },
    });
    for (const foreign of [
      '{not json',
      '[]',
      JSON.stringify({ adId: 7, lang: 'de', fields: {} }),
      JSON.stringify({ adId: null, lang: 'fr', fields: {} }),
      JSON.stringify({ adId: 'x', lang: 'en', fields: [] }),
    ]) {
      localStorage.setItem('adFormInput', foreign);
      expect(store.readInput(), foreign).toBeNull();
    }
    store.saveInput({ adId: 'ad-1', lang: 'en', fields: {} });
    store.saveProgress({ adId: 'ad-1', step: 'images' });
    store.clear();
    expect([store.readInput(), store.readProgress()]).toEqual([null, null]);
  });
});
