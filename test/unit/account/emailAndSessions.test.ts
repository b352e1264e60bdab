import { describe, expect, it } from 'vitest';
import { refusedFields } from '../../support/refused';
import { ChangeEmail } from '../../../src/application/account/ChangeEmail';
import { EndOtherSessions } from '../../../src/application/account/EndOtherSessions';
import { EndSession } from '../../../src/application/account/EndSession';
import { ListSessions } from '../../../src/application/account/ListSessions';
import { AccountApiInMemory } from '../../fakes/AccountApiInMemory';
import { AuthApiInMemory } from '../../fakes/AuthApiInMemory';
import { SessionsApiInMemory } from '../../fakes/SessionsApiInMemory';
import { SessionStateInMemory } from '../../fakes/SessionStateInMemory';
import { SessionStoreInMemory } from '../../fakes/SessionStoreInMemory';

function signedIn(token: string | null = 'tok') {
  const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');
  const store = new SessionStoreInMemory();
  const state = new SessionStateInMemory();
  if (token) {
    store.save({ accessToken: token, user });
    state.set({ accessToken: token, user });
  }
  const api = new AccountApiInMemory(user);
  return { api, store, state, change: new ChangeEmail(api, store, state) };
}

describe('changing the e-mail address', () => {
  it('asks for a valid new address and the password before anything is sent', async () => {
    const { api, change } = signedIn();
    expect(await refusedFields(change.request('', ''))).toEqual(['newEmail:required', 'password:required']);
    expect(await refusedFields(change.request('erika@neu', 'secret-password-1'))).toEqual(['newEmail:invalid']);
    expect(api.pendingEmail).toBeNull();
    await change.request('erika@neu.de', 'secret-password-1');
    expect(api.pendingEmail).toBe('erika@neu.de');
  });

  it('takes the six digits (spaces around them allowed) and shows the new address in this session at once', async () => {
    const { api, store, state, change } = signedIn();
    await change.request('erika@neu.de', 'secret-password-1');
    expect(await refusedFields(change.confirm('42424'))).toEqual(['code:invalid']);
    expect(await refusedFields(change.confirm('42a424'))).toEqual(['code:invalid']);
    // Exactly six: not a seventh digit, nothing before or after them.
    expect(await refusedFields(change.confirm(`${api.emailCode}4`))).toEqual(['code:invalid']);
    expect(await refusedFields(change.confirm(`x${api.emailCode}`))).toEqual(['code:invalid']);
    expect(api.user.email).toBe('erika@example.de');
    const user = await change.confirm(` ${api.emailCode} `);
    expect(user.email).toBe('erika@neu.de');
    expect(state.user?.email).toBe('erika@neu.de');
    expect(state.accessToken).toBe('tok');
    expect(store.readUser()?.email).toBe('erika@neu.de');
    expect(store.readToken()).toBe('tok');
  });

  it('stores no session when none is open in this tab', async () => {
    const { api, store, state, change } = signedIn(null);
    await change.request('erika@neu.de', 'secret-password-1');
    await change.confirm(api.emailCode);
    expect(state.user).toBeNull();
    expect(store.readToken()).toBeNull();
  });
});

describe('where the account is signed in', () => {
  it('lists this browser first, then by last use', async () => {
    const api = new SessionsApiInMemory();
    api.sessions = [
      {
        id: 'old',
        userAgent: '',
        createdAt: '2026-01-01T00:00:00Z',
        lastUsedAt: '2026-11-01T00:00:00Z',
        current: false,
      },
      {
        id: 'new',
        userAgent: '',
        createdAt: '2026-01-01T00:00:00Z',
        lastUsedAt: '2026-11-20T00:00:00Z',
        current: false,
      },
      {
        id: 'here',
        userAgent: '',
        createdAt: '2026-01-01T00:00:00Z',
        lastUsedAt: '2026-10-01T00:00:00Z',
        current: true,
      },
      {
        id: 'mid',
        userAgent: '',
        createdAt: '2026-01-01T00:00:00Z',
        lastUsedAt: '2026-11-10T00:00:00Z',
        current: false,
      },
    ];
    expect((await new ListSessions(api).execute()).map((s) => s.id)).toEqual(['here', 'new', 'mid', 'old']);
  });

  it('ends one other session, or all but this one', async () => {
    const api = new SessionsApiInMemory();
    api.sessions.push({
      id: 's-tablet',
      userAgent: '',
      createdAt: '2026-01-01T00:00:00Z',
      lastUsedAt: '2026-11-01T00:00:00Z',
      current: false,
    });
    await new EndSession(api).execute('s-phone');
    expect(api.sessions.map((s) => s.id)).toEqual(['s-here', 's-tablet']);
    await new EndOtherSessions(api).execute();
    expect(api.sessions.map((s) => s.id)).toEqual(['s-here']);
  });
});
