import { describe, expect, it } from 'vitest';
import { MISSING_EMAIL_MESSAGE, SignInWithGoogle } from '../../../src/application/auth/SignInWithGoogle';
import { AuthApiInMemory } from '../../fakes/AuthApiInMemory';
import { IdentityProviderInMemory } from '../../fakes/IdentityProviderInMemory';
import { SessionStoreInMemory } from '../../fakes/SessionStoreInMemory';
import { SessionStateInMemory } from '../../fakes/SessionStateInMemory';

function setup() {
  const provider = new IdentityProviderInMemory();
  const api = new AuthApiInMemory();
  const store = new SessionStoreInMemory();
  const state = new SessionStateInMemory();
  return { provider, api, store, state, useCase: new SignInWithGoogle(provider, api, store, state) };
}

describe('SignInWithGoogle', () => {
  it('passes email, name, phone and img with the ID token to googleLogin and stores the session', async () => {
    const { provider, api, store, state, useCase } = setup();
    provider.profile = {
      idToken: 'tok',
      email: 'g@example.com',
      name: 'G User',
      phone: '+4930123',
      img: 'https://x/p.jpg',
    };
    const session = await useCase.execute();
    expect(api.calls).toEqual([
      {
        method: 'googleLogin',
        args: [{ idToken: 'tok', email: 'g@example.com', name: 'G User', phone: '+4930123', img: 'https://x/p.jpg' }],
      },
    ]);
    expect(store.readToken()).toBe(session.accessToken);
    expect(state.user?.email).toBe('g@example.com');
  });

  it('sends empty strings for a missing name, phone or photo', async () => {
    const { provider, api, useCase } = setup();
    provider.profile = { idToken: 'tok', email: 'g@example.com', name: null, phone: null, img: null };
    await useCase.execute();
    expect(api.calls[0]?.args[0]).toMatchObject({ name: '', phone: '', img: '' });
  });

  it('without an e-mail fails with "Login field! server error" and calls nothing', async () => {
    const { provider, api, store, useCase } = setup();
    provider.profile = { ...provider.profile, email: null };
    await expect(useCase.execute()).rejects.toThrow(MISSING_EMAIL_MESSAGE);
    expect(MISSING_EMAIL_MESSAGE).toBe('Login field! server error');
    expect(api.calls).toEqual([]);
    expect(store.values.size).toBe(0);
  });

  it("passes the provider's own failure on unchanged", async () => {
    const { provider, useCase } = setup();
    const failure = Object.assign(new Error('Firebase: Error (auth/popup-closed-by-user).'), {
      code: 'auth/popup-closed-by-user',
    });
    provider.failure = failure;
    await expect(useCase.execute()).rejects.toBe(failure);
  });
});
