import type { Session, User } from '../../src/domain/user';
import type { Credentials, NewPasswordPayload, RegistrationPayload } from '../../src/domain/validation';
import type { ActivationPayload, AuthApi, GoogleLoginPayload } from '../../src/application/auth/ports';
import { RequestError } from '../../src/application/shared/RequestError';

interface Account {
  user: User;
  password: string;
  activationCode: string | null;
  resetCode: string | null;
  resetVerified: boolean;
}

/** A small, behaving auth server: accounts, codes and the errors a real one gives. */
export class AuthApiInMemory implements AuthApi {
  readonly accounts = new Map<string, Account>();
  readonly calls: { method: keyof AuthApi; args: unknown[] }[] = [];
  /** Set to make the next call fail as if the network were down. */
  failNextWith: RequestError | null = null;
  private nextId = 1;
  nextCode = '123456';

  addAccount(
    email: string,
    password: string,
    options: { activated?: boolean; role?: 'ADMIN' | 'USER'; name?: string } = {},
  ): User {
    const user: User = {
      id: String(this.nextId++),
      name: options.name ?? 'Erika',
      lastname: 'Mustermann',
      email,
      phone_number: '+49 30 1234567',
      img: null,
      authId: { role: options.role ?? 'USER' },
      activated: options.activated ?? true,
      blocked: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    this.accounts.set(email, { user, password, activationCode: null, resetCode: null, resetVerified: false });
    return user;
  }

  private record(method: keyof AuthApi, ...args: unknown[]): void {
    this.calls.push({ method, args });
    const failure = this.failNextWith;
    if (failure) {
      this.failNextWith = null;
      throw failure;
    }
  }

  private session(account: Account): Session {
    return { accessToken: `token-${account.user.id}-${this.calls.length}`, user: account.user };
  }

  async register(payload: RegistrationPayload): Promise<string> {
    this.record('register', payload);
    // As the server: a taken address is answered like a new one (its owner is mailed), so nobody learns who has an account.
    if (this.accounts.has(payload.email)) return 'Registration successful. We sent you an activation code.';
    const user = this.addAccount(payload.email, payload.password, { activated: false });
    this.accounts.get(user.email)!.activationCode = this.nextCode;
    return 'Registration successful. We sent you an activation code.';
  }

  async login(credentials: Credentials): Promise<Session> {
    this.record('login', credentials);
    const account = this.accounts.get(credentials.email);
    if (!account || account.password !== credentials.password) {
      throw new RequestError('http', 'INVALID_CREDENTIALS', 'Invalid credentials', 401);
    }
    if (!account.user.activated) throw new RequestError('http', 'ACCOUNT_NOT_ACTIVATED', 'Not activated', 403);
    return this.session(account);
  }

  async activate(payload: ActivationPayload): Promise<Session> {
    this.record('activate', payload);
    const account = this.accounts.get(payload.userEmail);
    if (!account || account.activationCode !== payload.activation_code) {
      throw new RequestError('http', 'CODE_INVALID', 'Code invalid', 400);
    }
    account.activationCode = null;
    account.user = { ...account.user, activated: true };
    return this.session(account);
  }

  async resendActivationCode(email: string): Promise<void> {
    this.record('resendActivationCode', email);
    const account = this.accounts.get(email);
    if (account && !account.user.activated) account.activationCode = this.nextCode;
  }

  async forgotPassword(email: string): Promise<void> {
    this.record('forgotPassword', email);
    const account = this.accounts.get(email);
    if (account) account.resetCode = this.nextCode;
  }

  async verifyResetCode(payload: { code: string; email: string }): Promise<void> {
    this.record('verifyResetCode', payload);
    const account = this.accounts.get(payload.email);
    if (!account || account.resetCode !== payload.code)
      throw new RequestError('http', 'CODE_INVALID', 'Code invalid', 400);
    account.resetVerified = true;
  }

  async resendResetCode(email: string): Promise<void> {
    this.record('resendResetCode', email);
    const account = this.accounts.get(email);
    if (account) account.resetCode = this.nextCode;
  }

  async resetPassword(email: string, payload: NewPasswordPayload): Promise<void> {
    this.record('resetPassword', email, payload);
    const account = this.accounts.get(email);
    if (!account || !account.resetVerified) throw new RequestError('http', 'FORBIDDEN', 'Verify the code first', 403);
    account.password = payload.newPassword;
    account.resetCode = null;
    account.resetVerified = false;
  }

  async googleLogin(payload: GoogleLoginPayload): Promise<Session> {
    this.record('googleLogin', payload);
    const account = this.accounts.get(payload.email) ?? this.accounts.get(this.addAccount(payload.email, '').email)!;
    return this.session(account);
  }
}
