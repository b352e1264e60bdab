import { ContainerModule } from 'inversify';
import {
  AuthApi,
  ForgotPasswordStore,
  IdentityProvider,
  SessionState,
  SessionStore,
} from '../../application/auth/ports';
import { Notifier } from '../../application/shared/ports';
import { ActivateAccount } from '../../application/auth/ActivateAccount';
import { ForgotPassword } from '../../application/auth/ForgotPassword';
import { Login } from '../../application/auth/Login';
import { Register } from '../../application/auth/Register';
import { ResendActivationCode } from '../../application/auth/ResendActivationCode';
import { ResendResetCode } from '../../application/auth/ResendResetCode';
import { ResetPassword } from '../../application/auth/ResetPassword';
import { SignInWithGoogle } from '../../application/auth/SignInWithGoogle';
import { VerifyResetCode } from '../../application/auth/VerifyResetCode';
import { AuthApiHttp } from '../http/AuthApiHttp';
import { ForgotPasswordStoreLocalStorage } from '../storage/ForgotPasswordStoreLocalStorage';

/** The sign-in, registration and recovery screens' use cases (feature area "auth", loaded with those screens). */
export function authModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthApi).to(AuthApiHttp).inSingletonScope();
    bind(ForgotPasswordStore).toConstantValue(new ForgotPasswordStoreLocalStorage(storage));
    bind(Login).toDynamicValue((c) => new Login(c.get(AuthApi), c.get(SessionStore), c.get(SessionState)));
    bind(Register).toDynamicValue((c) => new Register(c.get(AuthApi), c.get(Notifier)));
    bind(ActivateAccount).toDynamicValue(
      (c) => new ActivateAccount(c.get(AuthApi), c.get(SessionStore), c.get(SessionState)),
    );
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
