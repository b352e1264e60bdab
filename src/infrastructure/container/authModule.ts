import { ContainerModule } from 'inversify';
import {
  AuthApi,
  ForgotPasswordStore,
  IdentityProvider,
  ProfileApi,
  SessionState,
  SessionStore,
} from '../../application/auth/ports';
import { Notifier } from '../../application/shared/ports';
import { ActivateAccount } from '../../application/auth/ActivateAccount';
import { ForgotPassword } from '../../application/auth/ForgotPassword';
import { Login } from '../../application/auth/Login';
import { Logout } from '../../application/auth/Logout';
import { Register } from '../../application/auth/Register';
import { ResendActivationCode } from '../../application/auth/ResendActivationCode';
import { ResendResetCode } from '../../application/auth/ResendResetCode';
import { ResetPassword } from '../../application/auth/ResetPassword';
import { RestoreSession } from '../../application/auth/RestoreSession';
import { SignInWithGoogle } from '../../application/auth/SignInWithGoogle';
import { VerifyResetCode } from '../../application/auth/VerifyResetCode';
import { AuthApiHttp } from '../http/AuthApiHttp';
import { ProfileApiHttp } from '../http/ProfileApiHttp';
import { IdentityProviderFirebase } from '../identity/IdentityProviderFirebase';
import { IdentityProviderUnconfigured } from '../identity/IdentityProviderUnconfigured';
import type { AppConfig } from '../../application/shared/ports';
import { SessionStateMobx } from '../session/SessionStateMobx';
import { ForgotPasswordStoreLocalStorage } from '../storage/ForgotPasswordStoreLocalStorage';
import { SessionStoreLocalStorage } from '../storage/SessionStoreLocalStorage';

/**
 * Use cases stay free of framework imports (DESIGN.md §1), so they are built here with their ports named
 * explicitly instead of through decorators.
 */
export function authModule(storage: Storage, firebase: AppConfig['firebase']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthApi).to(AuthApiHttp).inSingletonScope();
    bind(ProfileApi).to(ProfileApiHttp).inSingletonScope();
    bind(SessionStore).toConstantValue(new SessionStoreLocalStorage(storage));
    bind(ForgotPasswordStore).toConstantValue(new ForgotPasswordStoreLocalStorage(storage));
    bind(SessionState).toConstantValue(new SessionStateMobx());
    // Without a Firebase project the Google button stays hidden (available: false).
    bind(IdentityProvider).toConstantValue(firebase ? new IdentityProviderFirebase(firebase) : new IdentityProviderUnconfigured());

    bind(RestoreSession).toDynamicValue((c) => new RestoreSession(c.get(ProfileApi), c.get(SessionStore), c.get(SessionState)));
    bind(Login).toDynamicValue((c) => new Login(c.get(AuthApi), c.get(SessionStore), c.get(SessionState)));
    bind(Logout).toDynamicValue((c) => new Logout(c.get(SessionStore), c.get(SessionState), c.get(IdentityProvider)));
    bind(Register).toDynamicValue((c) => new Register(c.get(AuthApi), c.get(Notifier)));
    bind(ActivateAccount).toDynamicValue((c) => new ActivateAccount(c.get(AuthApi), c.get(SessionStore), c.get(SessionState)));
    bind(ResendActivationCode).toDynamicValue((c) => new ResendActivationCode(c.get(AuthApi)));
    bind(ForgotPassword).toDynamicValue((c) => new ForgotPassword(c.get(AuthApi), c.get(ForgotPasswordStore)));
    bind(VerifyResetCode).toDynamicValue((c) => new VerifyResetCode(c.get(AuthApi), c.get(ForgotPasswordStore)));
    bind(ResendResetCode).toDynamicValue((c) => new ResendResetCode(c.get(AuthApi), c.get(ForgotPasswordStore)));
    bind(ResetPassword).toDynamicValue((c) => new ResetPassword(c.get(AuthApi), c.get(ForgotPasswordStore)));
    bind(SignInWithGoogle).toDynamicValue(
      (c) => new SignInWithGoogle(c.get(IdentityProvider), c.get(AuthApi), c.get(SessionStore), c.get(SessionState)),
    );
  });
}
