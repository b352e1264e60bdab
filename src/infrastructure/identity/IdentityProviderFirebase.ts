import type { Auth } from 'firebase/auth';
import type { IdentityProfile, IdentityProvider } from '../../application/auth/ports';
import type { AppConfig } from '../../application/shared/ports';

type FirebaseConfig = NonNullable<AppConfig['firebase']>;

/**
 * Google sign-in through Firebase Authentication. firebase/app and firebase/auth are imported on the first
 * press of the button, never with the initial page. Sessions persist in IndexedDB, then local storage, then
 * session storage, whichever the browser allows first. signInWithPopup itself detects a closed popup and lets
 * a newer popup cancel an older one (spec §4).
 */
export class IdentityProviderFirebase implements IdentityProvider {
  readonly available = true;
  private auth: Promise<Auth> | null = null;

  constructor(private readonly config: FirebaseConfig) {}

  private loadAuth(): Promise<Auth> {
    this.auth ??= (async () => {
      const [{ initializeApp, getApps }, authModule] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ]);
      const {
        initializeAuth,
        indexedDBLocalPersistence,
        browserLocalPersistence,
        browserSessionPersistence,
        browserPopupRedirectResolver,
        connectAuthEmulator,
      } = authModule;
      const app =
        getApps()[0] ??
        initializeApp({
          apiKey: this.config.apiKey,
          authDomain: this.config.authDomain,
          projectId: this.config.projectId,
        });
      const auth = initializeAuth(app, {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
        popupRedirectResolver: browserPopupRedirectResolver,
      });
      // The address was checked at start-up (loadConfig): http or https only.
      if (this.config.authEmulatorUrl)
        connectAuthEmulator(auth, this.config.authEmulatorUrl, { disableWarnings: true });
      return auth;
    })().catch((error: unknown) => {
      this.auth = null;
      throw error;
    });
    return this.auth;
  }

  async signIn(): Promise<IdentityProfile> {
    const auth = await this.loadAuth();
    const { GoogleAuthProvider, signInWithPopup } = await import('firebase/auth');
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    const { user } = await signInWithPopup(auth, provider);
    return {
      idToken: await user.getIdToken(),
      email: user.email,
      name: user.displayName,
      phone: user.phoneNumber,
      img: user.photoURL,
    };
  }

  async signOut(): Promise<void> {
    // Nothing to end when Firebase was never loaded in this tab.
    if (!this.auth) return;
    await (await this.auth).signOut();
  }
}
