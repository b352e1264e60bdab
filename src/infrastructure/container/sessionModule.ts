import { ContainerModule } from 'inversify';
import { IdentityProvider, ProfileApi, SessionsApi, SessionState, SessionStore } from '../../application/auth/ports';
import type { AppConfig } from '../../application/shared/ports';
import { EndSession } from '../../application/auth/EndSession';
import { FollowSessionElsewhere } from '../../application/auth/FollowSessionElsewhere';
import { Logout } from '../../application/auth/Logout';
import { RestoreSession } from '../../application/auth/RestoreSession';
import { ProfileApiHttp } from '../http/ProfileApiHttp';
import { SessionsApiHttp } from '../http/SessionsApiHttp';
import { IdentityProviderFirebase } from '../identity/IdentityProviderFirebase';
import { IdentityProviderUnconfigured } from '../identity/IdentityProviderUnconfigured';
import { SessionStateMobx } from '../session/SessionStateMobx';
import { SessionStoreLocalStorage } from '../storage/SessionStoreLocalStorage';

/**
 * The session every page needs from the start: restoring it, holding it, ending it. Use cases stay free of
 * framework imports (docs/decisions.md §1), so they are built here with their ports named explicitly.
 */
export function sessionModule(storage: Storage, firebase: AppConfig['firebase']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ProfileApi).to(ProfileApiHttp).inSingletonScope();
    bind(SessionsApi).to(SessionsApiHttp).inSingletonScope();
    bind(SessionStore).toConstantValue(
      new SessionStoreLocalStorage(storage, typeof window === 'undefined' ? null : window),
    );
    bind(SessionState).toConstantValue(new SessionStateMobx());
    // Without a Firebase project the Google button stays hidden (available: false). Firebase itself loads on the
    // first click; Logout needs the provider to end a Google session too.
    bind(IdentityProvider).toConstantValue(
      firebase ? new IdentityProviderFirebase(firebase) : new IdentityProviderUnconfigured(),
    );
    bind(RestoreSession).toDynamicValue(
      (c) => new RestoreSession(c.get(ProfileApi), c.get(SessionStore), c.get(SessionState)),
    );
    bind(Logout).toDynamicValue(
      (c) => new Logout(c.get(SessionStore), c.get(SessionState), c.get(IdentityProvider), c.get(SessionsApi)),
    );
    bind(EndSession).toDynamicValue((c) => new EndSession(c.get(SessionStore), c.get(SessionState)));
    bind(FollowSessionElsewhere).toDynamicValue(
      (c) => new FollowSessionElsewhere(c.get(SessionStore), c.get(SessionState)),
    );
  });
}
