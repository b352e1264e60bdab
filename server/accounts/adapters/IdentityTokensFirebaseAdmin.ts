import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { IdentityTokens, VerifiedIdentity } from '../ports';

/**
 * Verifies Firebase ID tokens with firebase-admin: signature against Google's keys, audience and issuer of
 * our project, expiry. With FIREBASE_AUTH_EMULATOR_HOST in the environment firebase-admin accepts the
 * emulator's unsigned tokens instead — the configuration refuses that setting in production.
 */
export class IdentityTokensFirebaseAdmin implements IdentityTokens {
  private readonly app: App;

  constructor(projectId: string, emulatorHost: string | null) {
    // firebase-admin reads the emulator switch from the environment only.
    if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    this.app = initializeApp({ projectId }, `inserat-${projectId}-${Math.random().toString(36).slice(2)}`);
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    const decoded = await getAuth(this.app).verifyIdToken(idToken);
    return {
      uid: decoded.uid,
      email: decoded.email ?? null,
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      picture: decoded.picture ?? null,
      phone: decoded.phone_number ?? null,
    };
  }

  close(): Promise<void> {
    return deleteApp(this.app);
  }
}
