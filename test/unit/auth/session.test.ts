import { SessionsApiInMemory } from '../../fakes/SessionsApiInMemory';
import { beforeEach, describe, expect, it } from 'vitest';
import { RestoreSession } from '../../../src/application/auth/RestoreSession';
import { Login } from '../../../src/application/auth/Login';
import { Logout } from '../../../src/application/auth/Logout';
import { ValidationError } from '../../../src/domain/errors';
import { RequestError } from '../../../src/application/shared/RequestError';
import { AuthApiInMemory } from '../../fakes/AuthApiInMemory';
import { ProfileApiInMemory } from '../../fakes/ProfileApiInMemory';
import { SessionStoreInMemory } from '../../fakes/SessionStoreInMemory';
import { SessionStateInMemory } from '../../fakes/SessionStateInMemory';
import { IdentityProviderInMemory } from '../../fakes/IdentityProviderInMemory';

describe('RestoreSession', () => {
  let profileApi: ProfileApiInMemory;
  let store: SessionStoreInMemory;
  let state: SessionStateInMemory;
  let useCase: RestoreSession;
  const storedUser = new AuthApiInMemory().addAccount('erika@example.de', 'secret-password');

  beforeEach(() => {
    profileApi = new ProfileApiInMemory();
    store = new SessionStoreInMemory();
    state = new SessionStateInMemory();
    useCase = new RestoreSession(profileApi, store, state);
  });

  it('does not fetch the profile without a stored token', async () => {
    store.values.set('user', storedUser);
    expect(await useCase.execute()).toBe(false);
    expect(profileApi.requestedTokens).toEqual([]);
    expect(state.user).toBeNull();
  });

  it('does not fetch the profile without a stored user', async () => {
    store.values.set('accessToken', 'tok');
    expect(await useCase.execute()).toBe(false);
    expect(profileApi.requestedTokens).toEqual([]);
  });

  it('on success sets and stores the fresh profile and the token again', async () => {
    const fresh = { ...storedUser, name: 'Renamed' };
    profileApi.validTokens.set('tok', fresh);
    store.values.set('accessToken', 'tok');
    store.values.set('user', storedUser);

    expect(await useCase.execute()).toBe(true);
    expect(profileApi.requestedTokens).toEqual(['tok']);
    expect(state.accessToken).toBe('tok');
    expect(state.user).toEqual(fresh);
    expect(store.readUser()).toEqual(fresh);
    expect(store.readToken()).toBe('tok');
  });

  it('on failure clears both silently', async () => {
    store.values.set('accessToken', 'expired');
    store.values.set('user', storedUser);
    state.set({ accessToken: 'expired', user: storedUser });

    await expect(useCase.execute()).resolves.toBe(false);
    expect(store.readToken()).toBeNull();
    expect(store.readUser()).toBeNull();
    expect(state.user).toBeNull();
    expect(state.accessToken).toBeNull();
  });

  it.each(['network', 'timeout'] as const)(
    'without an answer (%s: offline) keeps the stored session as it was, and clears nothing',
    async (kind) => {
      store.values.set('accessToken', 'tok');
      store.values.set('user', storedUser);
      profileApi.getProfile = async () => {
        throw new RequestError(kind, kind === 'network' ? 'NETWORK_ERROR' : 'TIMEOUT', 'no answer');
      };
      await expect(useCase.execute()).resolves.toBe(true);
      expect([state.accessToken, state.user]).toEqual(['tok', storedUser]);
      expect([store.readToken(), store.readUser()]).toEqual(['tok', storedUser]);
    },
  );

  it('an answer that is not a profile (a server error) still clears both, as the spec says', async () => {
    store.values.set('accessToken', 'tok');
    store.values.set('user', storedUser);
    profileApi.getProfile = async () => {
      throw new RequestError('http', 'INTERNAL', 'broken', 500);
    };
    await expect(useCase.execute()).resolves.toBe(false);
    expect(store.readToken()).toBeNull();
  });
});

describe('Login', () => {
  let api: AuthApiInMemory;
  let store: SessionStoreInMemory;
  let state: SessionStateInMemory;
  let login: Login;

  beforeEach(() => {
    api = new AuthApiInMemory();
    store = new SessionStoreInMemory();
    state = new SessionStateInMemory();
    login = new Login(api, store, state);
  });

  it('stores the token and the user and sets the in-memory session', async () => {
    const user = api.addAccount('erika@example.de', 'secret-password');
    const session = await login.execute({ email: ' Erika@Example.DE ', password: 'secret-password' });
    expect(session.user).toEqual(user);
    expect(store.readToken()).toBe(session.accessToken);
    expect(store.readUser()).toEqual(user);
    expect(state.accessToken).toBe(session.accessToken);
    expect(state.user).toEqual(user);
    expect(api.calls[0]?.args[0]).toEqual({ email: 'erika@example.de', password: 'secret-password' });
  });

  it('passes the server error on and stores nothing', async () => {
    api.addAccount('erika@example.de', 'secret-password');
    await expect(login.execute({ email: 'erika@example.de', password: 'wrong-password' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(store.values.size).toBe(0);
    expect(state.user).toBeNull();
  });

  it('passes a not-activated account on with its code', async () => {
    api.addAccount('new@example.de', 'secret-password', { activated: false });
    await expect(login.execute({ email: 'new@example.de', password: 'secret-password' })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_ACTIVATED',
    });
  });

  it('refuses a malformed e-mail before asking the server', async () => {
    const error = await login.execute({ email: 'not-an-email', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.map((f) => f.field)).toEqual(['email']);
    expect(api.calls).toEqual([]);
  });

  it('passes a network failure on', async () => {
    api.failNextWith = new RequestError('network', 'NETWORK_ERROR', 'offline');
    await expect(login.execute({ email: 'erika@example.de', password: 'secret-password' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(store.values.size).toBe(0);
  });
});

describe('Logout', () => {
  it('sets accessToken, user, imgMultiStepForm and planMultiStepForm to null and clears the session', async () => {
    const store = new SessionStoreInMemory();
    const state = new SessionStateInMemory();
    const provider = new IdentityProviderInMemory();
    const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');
    store.save({ accessToken: 'tok', user });
    store.values.set('imgMultiStepForm', { images: [1] });
    store.values.set('planMultiStepForm', { plan: 'basis' });
    state.set({ accessToken: 'tok', user });

    await new Logout(store, state, provider, new SessionsApiInMemory()).execute();

    for (const key of ['accessToken', 'user', 'imgMultiStepForm', 'planMultiStepForm']) {
      expect(store.values.has(key)).toBe(true);
      expect(store.values.get(key)).toBeNull();
    }
    expect(state.user).toBeNull();
    expect(state.accessToken).toBeNull();
    expect(provider.signedOut).toBe(1);
  });

  it('ends the session on the server first, and still signs out locally when the server cannot be reached', async () => {
    for (const offline of [false, true]) {
      const store = new SessionStoreInMemory();
      const state = new SessionStateInMemory();
      const sessions = new SessionsApiInMemory();
      if (offline) sessions.failNextWith = new RequestError('network', 'NETWORK_ERROR', 'offline');
      const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');
      store.save({ accessToken: 'tok', user });
      state.set({ accessToken: 'tok', user });
      await new Logout(store, state, new IdentityProviderInMemory(), sessions).execute();
      expect(sessions.loggedOut).toBe(offline ? 0 : 1);
      expect(state.accessToken).toBeNull();
      expect(store.values.get('accessToken')).toBeNull();
    }
  });

  it('does not call the server when nobody is signed in', async () => {
    const sessions = new SessionsApiInMemory();
    await new Logout(
      new SessionStoreInMemory(),
      new SessionStateInMemory(),
      new IdentityProviderInMemory(),
      sessions,
    ).execute();
    expect(sessions.loggedOut).toBe(0);
  });

  it('does not touch an unconfigured identity provider', async () => {
    const provider = new IdentityProviderInMemory();
    provider.available = false;
    await new Logout(
      new SessionStoreInMemory(),
      new SessionStateInMemory(),
      provider,
      new SessionsApiInMemory(),
    ).execute();
    expect(provider.signedOut).toBe(0);
  });
});
