import type { IdentityProfile, IdentityProvider } from '../../src/application/auth/ports';

export class IdentityProviderInMemory implements IdentityProvider {
  available = true;
  profile: IdentityProfile = {
    idToken: 'id-token',
    email: 'google.user@example.com',
    name: 'Google User',
    phone: null,
    img: 'https://example.com/photo.jpg',
  };
  failure: Error | null = null;
  signedOut = 0;

  async signIn(): Promise<IdentityProfile> {
    if (this.failure) throw this.failure;
    return this.profile;
  }

  async signOut(): Promise<void> {
    this.signedOut++;
  }
}
