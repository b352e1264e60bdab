import { DomainError } from '../../domain/errors';
import type { IdentityProfile, IdentityProvider } from '../../application/auth/ports';

/** Bound when no Firebase project is configured: the Google button stays hidden. */
export class IdentityProviderUnconfigured implements IdentityProvider {
  readonly available = false;

  signIn(): Promise<IdentityProfile> {
    return Promise.reject(new DomainError('FORBIDDEN', 'Google sign-in is not configured'));
  }

  signOut(): Promise<void> {
    return Promise.resolve();
  }
}
