import { DomainError } from '../../domain/errors';
import type { Session } from '../../domain/user';
import type { AuthApi, IdentityProvider, SessionState, SessionStore } from './ports';

/** The exact text the spec gives when the provider returns no e-mail (§4, §8). */
export const MISSING_EMAIL_MESSAGE = 'Login field! server error';

export class SignInWithGoogle {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly api: AuthApi,
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  /** Provider failures are passed on unchanged so the caller can show the provider's message. */
  async execute(): Promise<Session> {
    const profile = await this.provider.signIn();
    if (!profile.email) throw new DomainError('VALIDATION_FAILED', MISSING_EMAIL_MESSAGE);
    const session = await this.api.googleLogin({
      idToken: profile.idToken,
      email: profile.email,
      name: profile.name ?? '',
      phone: profile.phone ?? '',
      img: profile.img ?? '',
    });
    this.store.save(session);
    this.state.set(session);
    return session;
  }
}
