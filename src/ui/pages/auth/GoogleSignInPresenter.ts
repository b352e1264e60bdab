import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import { Logout } from '../../../application/auth/Logout';
import { MISSING_EMAIL_MESSAGE, SignInWithGoogle } from '../../../application/auth/SignInWithGoogle';
import { IdentityProvider } from '../../../application/auth/ports';

/** The provider errors the spec lists (§8); each has its own translated message. */
export const PROVIDER_ERROR_CODES = [
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'unauthorized-domain',
  'network-request-failed',
  'web-storage-unsupported',
  'user-mismatch',
  'multi-factor-auth-required',
  'login-blocked',
  'invalid-api-key',
  'internal-error',
  'argument-error',
  'auth-domain-config-required',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/** Spec §4 "Third-party sign-in": loading starts true, error texts as the spec gives them. */
@injectable()
export class GoogleSignInPresenter {
  loading = true;
  /** The spec's error: "Login field! server error", the provider's message, or null. */
  error: string | null = null;
  /** The provider's code (e.g. popup-closed-by-user), for a helpful translated message. */
  providerCode: ProviderErrorCode | null = null;
  /** Our server's code when googleLogin was refused (e.g. ACCOUNT_BLOCKED). */
  serverCode: string | null = null;
  private readonly deps: { signIn: SignInWithGoogle; logout: Logout; provider: IdentityProvider };

  constructor(
    @inject(SignInWithGoogle) signIn: SignInWithGoogle,
    @inject(Logout) logout: Logout,
    @inject(IdentityProvider) provider: IdentityProvider,
  ) {
    this.deps = { signIn, logout, provider };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  /** The button exists only when a Firebase project is configured. */
  get available(): boolean {
    return this.deps.provider.available;
  }

  /** Nothing to wait for at start: Firebase loads on the first press of the button. */
  ready(): void {
    this.loading = false;
  }

  async signIn(): Promise<boolean> {
    this.loading = true;
    try {
      await this.deps.signIn.execute();
      runInAction(() => {
        this.error = null;
        this.providerCode = null;
        this.serverCode = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
        const code = (error as { code?: unknown }).code;
        const providerCode = typeof code === 'string' ? code.replace(/^auth\//, '') : null;
        this.providerCode = (PROVIDER_ERROR_CODES as readonly string[]).includes(providerCode ?? '')
          ? (providerCode as ProviderErrorCode)
          : null;
        // Our own server's refusals (e.g. ACCOUNT_BLOCKED) are translated by code; the spec's text stays as it is.
        this.serverCode = error instanceof DomainError && error.message !== MISSING_EMAIL_MESSAGE ? error.code : null;
      });
      return false;
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Spec: sign-out clears the session, then the loading flag. */
  async signOut(): Promise<void> {
    await this.deps.logout.execute();
    runInAction(() => (this.loading = false));
  }
}
