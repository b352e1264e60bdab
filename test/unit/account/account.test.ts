import { SessionsApiInMemory } from '../../fakes/SessionsApiInMemory';
import { describe, expect, it } from 'vitest';
import { refusedFields } from '../../support/refused';
import { UpdateProfile } from '../../../src/application/account/UpdateProfile';
import { ChangePassword } from '../../../src/application/account/ChangePassword';
import { DeleteAccount } from '../../../src/application/account/DeleteAccount';
import { Logout } from '../../../src/application/auth/Logout';
import { RejectAd } from '../../../src/application/admin/RejectAd';
import { ListUsers } from '../../../src/application/admin/ListUsers';
import { LoadOperatorInfo } from '../../../src/application/site/LoadOperatorInfo';
import { ValidationError } from '../../../src/domain/errors';
import { AccountApiInMemory } from '../../fakes/AccountApiInMemory';
import { AuthApiInMemory } from '../../fakes/AuthApiInMemory';
import { SessionStoreInMemory } from '../../fakes/SessionStoreInMemory';
import { SessionStateInMemory } from '../../fakes/SessionStateInMemory';
import { IdentityProviderInMemory } from '../../fakes/IdentityProviderInMemory';
import { ModerationApiInMemory } from '../../fakes/ModerationApiInMemory';
import { UsersApiInMemory } from '../../fakes/UsersApiInMemory';
import { SiteApiInMemory, OPERATOR } from '../../fakes/SiteApiInMemory';
import { sampleAd } from '../../fakes/AdsApiInMemory';

function signedIn() {
  const user = new AuthApiInMemory().addAccount('erika@example.de', 'pw');
  const store = new SessionStoreInMemory();
  const state = new SessionStateInMemory();
  store.save({ accessToken: 'tok', user });
  state.set({ accessToken: 'tok', user });
  return { user, store, state, api: new AccountApiInMemory(user) };
}

describe('account', () => {
  it('UpdateProfile saves and refreshes the stored and in-memory user', async () => {
    const { api, store, state } = signedIn();
    await new UpdateProfile(api, store, state).execute({
      name: 'Eri',
      lastname: 'Muster',
      phone_number: '+49 30 999999',
    });
    expect(state.user?.name).toBe('Eri');
    expect(store.readUser()?.phone_number).toBe('+49 30 999999');
    expect(state.accessToken).toBe('tok');
  });

  it('UpdateProfile refuses an empty name, marking the field the form shows it at, and saves nothing', async () => {
    const { api, store, state } = signedIn();
    const update = new UpdateProfile(api, store, state);
    expect(await refusedFields(update.execute({ name: ' ', lastname: 'M', phone_number: '+49 30 999999' }))).toEqual([
      'name:required',
    ]);
    expect(
      await refusedFields(update.execute({ name: 'Erika', lastname: ' ', phone_number: '+49 30 999999' })),
    ).toEqual(['lastname:required']);
    expect(state.user?.name).toBe('Erika');
    expect(store.readUser()?.lastname).toBe(state.user?.lastname);
  });

  it('ChangePassword keeps this session with the fresh token', async () => {
    const { api, store, state } = signedIn();
    await new ChangePassword(api, store, state).execute({
      currentPassword: 'secret-password-1',
      newPassword: 'new-password-9',
      confirmPassword: 'new-password-9',
    });
    expect(state.accessToken).toBe('fresh-token');
    expect(store.readToken()).toBe('fresh-token');
  });

  it('ChangePassword asks for the current password before sending anything', async () => {
    const { api, store, state } = signedIn();
    const change = new ChangePassword(api, store, state).execute({
      currentPassword: '',
      newPassword: 'new-password-9',
      confirmPassword: 'new-password-9',
    });
    expect(await refusedFields(change)).toEqual(['currentPassword:required']);
    expect(state.accessToken).toBe('tok');
    expect(store.readToken()).toBe('tok');
  });

  it('ChangePassword refuses a mismatch and passes a wrong current password on', async () => {
    const { api, store, state } = signedIn();
    await expect(
      new ChangePassword(api, store, state).execute({
        currentPassword: 'x',
        newPassword: 'new-password-9',
        confirmPassword: 'other-pass-9',
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    await expect(
      new ChangePassword(api, store, state).execute({
        currentPassword: 'wrong-one',
        newPassword: 'new-password-9',
        confirmPassword: 'new-password-9',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(state.accessToken).toBe('tok');
  });

  it('DeleteAccount deletes, then signs out everywhere in this browser', async () => {
    const { api, store, state } = signedIn();
    await new DeleteAccount(
      api,
      new Logout(store, state, new IdentityProviderInMemory(), new SessionsApiInMemory()),
    ).execute('secret-password-1');
    expect(api.deleted).toBe(true);
    expect(state.user).toBeNull();
    expect(store.values.get('accessToken')).toBeNull();
  });

  it('DeleteAccount with a wrong password keeps the session', async () => {
    const { api, store, state } = signedIn();
    await expect(
      new DeleteAccount(
        api,
        new Logout(store, state, new IdentityProviderInMemory(), new SessionsApiInMemory()),
      ).execute('nope'),
    ).rejects.toBeTruthy();
    expect(state.user).not.toBeNull();
    expect(
      await refusedFields(
        new DeleteAccount(
          api,
          new Logout(store, state, new IdentityProviderInMemory(), new SessionsApiInMemory()),
        ).execute(''),
      ),
    ).toEqual(['password:required']);
    expect(api.deleted).toBe(false);
    expect(state.user).not.toBeNull();
  });
});

describe('administration', () => {
  it('RejectAd needs a reason the owner can read', async () => {
    const api = new ModerationApiInMemory();
    const ad = sampleAd({ status: 'pending' });
    api.pending = [ad];
    await expect(new RejectAd(api).execute(ad.id, '  ', 'fraud')).rejects.toBeInstanceOf(ValidationError);
    expect((await new RejectAd(api).execute(ad.id, ' Fotos fehlen ', 'fraud')).rejectionReason).toBe('Fotos fehlen');
  });

  it('ListUsers pages and trims the search', async () => {
    const api = new UsersApiInMemory();
    const people = new AuthApiInMemory();
    api.users = Array.from({ length: 12 }, (_, i) => people.addAccount(`p${i}@example.de`, 'pw'));
    expect((await new ListUsers(api).execute(2, 10, '')).items).toHaveLength(2);
    expect((await new ListUsers(api).execute(1, 10, ' p11@ ')).items.map((u) => u.email)).toEqual(['p11@example.de']);
  });

  it('LoadOperatorInfo asks the server once for every legal page', async () => {
    const api = new SiteApiInMemory();
    const load = new LoadOperatorInfo(api);
    expect(await load.execute()).toEqual(OPERATOR);
    await load.execute();
    expect(api.calls).toBe(1);
  });
});

describe('ExportMyData', () => {
  it('saves the file the server names, with what the server sent', async () => {
    const { ExportMyData } = await import('../../../src/application/account/ExportMyData');
    const { DownloadsInMemory } = await import('../../fakes/DownloadsInMemory');
    const person = new AuthApiInMemory().addAccount('export@example.de', 'pw');
    const downloads = new DownloadsInMemory();
    await new ExportMyData(new AccountApiInMemory(person), downloads).execute();
    expect(downloads.saved.map((d) => d.filename)).toEqual(['inserat-daten-2026-11-24.json']);
    expect(JSON.parse(await downloads.saved[0]!.content.text())).toEqual({ profile: person });
  });
});
