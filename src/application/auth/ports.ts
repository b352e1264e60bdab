import type { ServiceIdentifier } from 'inversify';
import type { Session, User } from '../../domain/user';
import type { Credentials, NewPasswordPayload, RegistrationPayload } from '../../domain/validation';

export interface ActivationPayload {
  userEmail: string;
  activation_code: string;
}

/** What the product's googleLogin sends to POST /auth/google (docs/decisions.md §2). */
export interface GoogleLoginPayload {
  idToken: string;
  email: string;
  name: string;
  phone: string;
  img: string;
}

export interface AuthApi {
  /** Resolves with the server's message, which the spec shows as a success toast. */
  register(payload: RegistrationPayload): Promise<string>;
  login(credentials: Credentials): Promise<Session>;
  activate(payload: ActivationPayload): Promise<Session>;
  resendActivationCode(email: string): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  verifyResetCode(payload: { code: string; email: string }): Promise<void>;
  resendResetCode(email: string): Promise<void>;
  resetPassword(email: string, payload: NewPasswordPayload): Promise<void>;
  googleLogin(payload: GoogleLoginPayload): Promise<Session>;
}
export const AuthApi = Symbol.for('AuthApi') as ServiceIdentifier<AuthApi>;

export interface ProfileApi {
  /** GET /user/profile with the given token (at start-up the token is not yet in memory). */
  getProfile(accessToken: string): Promise<User>;
}
export const ProfileApi = Symbol.for('ProfileApi') as ServiceIdentifier<ProfileApi>;

/** A place where the account is signed in (a browser or app), as the server lists it. */
export interface ActiveSession {
  id: string;
  userAgent: string;
  createdAt: string;
  lastUsedAt: string;
  /** This browser's own session. */
  current: boolean;
}

/** The account's server-side sessions: logout ends this one; the profile lists and ends the others. */
export interface SessionsApi {
  /** Ends the current token's session on the server. */
  logout(): Promise<void>;
  list(): Promise<ActiveSession[]>;
  end(id: string): Promise<void>;
  endOthers(): Promise<void>;
}
export const SessionsApi = Symbol.for('SessionsApi') as ServiceIdentifier<SessionsApi>;

/** The session as kept in browser storage under the spec's keys (§3). */
export interface SessionStore {
  readToken(): string | null;
  readUser(): User | null;
  save(session: Session): void;
  /** Logout: accessToken, user, imgMultiStepForm and planMultiStepForm become null. */
  nullify(): void;
  /**
   * What this browser keeps for the person — messages being written or waiting to be sent, the Merkliste for offline
   * use: kept when a session ends by itself, gone when its owner signs out.
   */
  forgetLocalCopies(): void;
  /**
   * Another tab of this browser signed in or out: the listener hears the stored session as it is now (null once signed
   * out). Returns the way to stop listening.
   */
  onChangeElsewhere(listener: (session: Session | null) => void): () => void;
}
export const SessionStore = Symbol.for('SessionStore') as ServiceIdentifier<SessionStore>;

/** Why a session ended without its owner pressing "Abmelden" here: signed out in another tab, or refused by the server. */
export type SessionEnd = 'elsewhere' | 'expired';

/** The in-memory session the views observe. */
export interface SessionState {
  readonly accessToken: string | null;
  readonly user: User | null;
  /** Set when the session ended by itself (the sign-in page says why); null after a sign-in or a plain logout. */
  readonly ended: SessionEnd | null;
  set(session: Session): void;
  clear(ended?: SessionEnd): void;
}
export const SessionState = Symbol.for('SessionState') as ServiceIdentifier<SessionState>;

/** The e-mail being recovered, kept under forgot_password_account. */
export interface ForgotPasswordStore {
  read(): string | null;
  save(email: string): void;
  clear(): void;
}
export const ForgotPasswordStore = Symbol.for('ForgotPasswordStore') as ServiceIdentifier<ForgotPasswordStore>;

/** A third-party account as the popup returns it (spec §3, "Local profile built from third-party sign-in"). */
export interface IdentityProfile {
  idToken: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  img: string | null;
}

export interface IdentityProvider {
  readonly available: boolean;
  signIn(): Promise<IdentityProfile>;
  signOut(): Promise<void>;
}
export const IdentityProvider = Symbol.for('IdentityProvider') as ServiceIdentifier<IdentityProvider>;
